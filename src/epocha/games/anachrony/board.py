"""The main board's action spaces: which exist, which are open, what they charge.

Hex spaces are named "<action>:<index>" (index 0 is the top one) and hold one exosuit until
the era ends; the hex pool spaces ("purify", "trade", "evacuate") take any number. The Capital
actions (Construct, Recruit, Research) have a third, 2-water space only with four players;
after the Impact their spaces lie under Collapsing Capital tiles, which charge no fee (they
cover the printed one: see docs.md) and close for good once an exosuit left them.
"""

from __future__ import annotations

from .state import AnachronyState

CAPITAL = ("construct", "recruit", "research")
CAPITAL_FEES = (0, 1, 2)  # water, top to bottom
COUNCIL_FEES = (2, 1)  # the left space (first player) and the right one
MINE_CUBES = ("U", "G", "T")  # the cube beside the upper, middle and lower Mine space
POOLS = ("purify", "trade", "evacuate", "experiment")

# action -> the worker types that may not take it, and the one type it is for alone
FORBIDDEN = {"construct": "administrator", "recruit": "scientist"}
ONLY = {"research": "scientist"}


def capital_spaces(s: AnachronyState) -> int:
    return 3 if s.table == 4 else 2


def hex_spaces(s: AnachronyState) -> list[str]:
    out = [f"{a}:{i}" for a in CAPITAL for i in range(capital_spaces(s))]
    out += ["council:0", "council:1"]
    out += [f"mine:{i}" for i in range(3)]
    return out


def action_of(space: str) -> str:
    return space.split(":")[0]


def index_of(space: str) -> int:
    return int(space.split(":")[1])


def is_open(s: AnachronyState, space: str) -> bool:
    """Whether an exosuit may go to `space` now."""
    if space in POOLS:
        if space == "experiment":
            return bool(s.options.get("doomsday"))
        return space != "evacuate" or s.impacted
    if space in s.spaces:
        return False
    action = action_of(space)
    if action in CAPITAL and s.impacted:
        tiles = s.collapse.get(action, [])
        i = index_of(space)
        return i < len(tiles) and tiles[i][1]
    return True


def fee(s: AnachronyState, space: str) -> int:
    """The water charged for placing on `space`."""
    action = action_of(space)
    if action in CAPITAL:
        return 0 if s.impacted else CAPITAL_FEES[index_of(space)]
    if action == "council":
        return COUNCIL_FEES[index_of(space)]
    return 0


def is_full(s: AnachronyState, action: str) -> bool:
    """A Capital action World Council may copy: none of its spaces is open (after the Impact
    a space under an unavailable tile counts as taken)."""
    return not any(is_open(s, f"{action}:{i}") for i in range(capital_spaces(s)))


def allowed(action: str, as_type: str) -> bool:
    """Whether a worker acting as `as_type` may take `action`."""
    if FORBIDDEN.get(action) == as_type:
        return False
    only = ONLY.get(action)
    return only is None or only == as_type
