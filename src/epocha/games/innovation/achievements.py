"""Age achievements (the Achieve action) and the five special achievements.

Special achievements are claimed the moment a player meets the condition, in any player's
turn, even in the middle of an effect: the move primitives call `check_specials` after every
change. When several players qualify at once, the player whose turn it is claims first, then
the others clockwise from them.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter

from .board import _FIELD, _GUARDS, _ONES, ICON_SHIFT, packed_icons, score_points, top_cards
from .catalog import AGE_OF as AGE
from .catalog import CARDS, COLORS, SPECIALS
from .ending import check_achievement_victory
from .state import InnovationState

CLOCK = ICON_SHIFT["clock"]
_WIDE = frozenset({"right", "up"})  # the splays of Wonder
_TOP = itemgetter(-1)
_OLD = frozenset(card for card, age in AGE.items() if age >= 8)  # (Universe wants these on top)
_THREES = 3 * _ONES  # (Empire: 3 in every icon's field)
# players -> the current player -> all players clockwise from them
_CLOCKWISE = {n: [tuple((c + i) % n for i in range(n)) for c in range(n)] for n in range(1, 9)}


def can_achieve(s: InnovationState, p: int, age: int) -> bool:
    """Score at least 5 x age and a top card of that age or higher."""
    return (
        age in s.age_achievements
        and score_points(s, p) >= 5 * age
        and any(CARDS[c].age >= age for c in top_cards(s, p))
    )


def achievable_ages(s: InnovationState, p: int, highest: int | None = None) -> list[int]:
    """The ages `can_achieve` allows, with the score and the top cards read once (`highest`:
    the value of the highest top card, when the caller knows it)."""
    if not s.age_achievements:
        return []
    if highest is None:
        highest = max((AGE[pile[-1]] for pile in s.boards[p].values() if pile), default=0)
    # score >= 5 x age and a top card of that age or higher
    limit = min(highest, score_points(s, p) // 5)
    return [age for age in sorted(s.age_achievements) if age <= limit] if limit > 0 else []


def claim_age(s: InnovationState, p: int, age: int) -> None:
    card = s.age_achievements.pop(age)
    s.achievements[p].append(card)
    s.where[card] = ("achievements", p)
    s.changes += 1
    s.emit("achieve", {"player": p, "age": age})
    check_achievement_victory(s, p)


def claim_special(s: InnovationState, p: int, name: str, *, via: str | None = None) -> bool:
    """Claim a special achievement if it is still available (no effect otherwise)."""
    if name not in s.specials:
        return False
    s.specials.remove(name)
    s.achievements[p].append(name)
    s.changes += 1
    args = {"player": p, "achievement": name}
    if via:
        args["via"] = via
    s.emit("claim", args)
    check_achievement_victory(s, p)
    return True


def meets_special(s: InnovationState, p: int, name: str) -> bool:
    if name not in SPECIALS:
        raise KeyError(name)
    return bool(specials_met(s, p, (name,)))


def specials_met(s: InnovationState, p: int, names: Iterable[str]) -> list[str]:
    """Those of `names` whose condition `p` meets now (the board is read once for all)."""
    # every condition in turn, then the names asked for (mostly none is met: checked after
    # every move of a changed board); the icon helpers inlined
    icons = s.icon_cache[p]
    if icons is None:
        icons = packed_icons(s, p)
    counters = s.counters
    met = []
    if counters["tucked"][p] >= 6 or counters["scored"][p] >= 6:
        met.append("Monument")
    if ((icons | _GUARDS) - 3 * _ONES) & _GUARDS == _GUARDS:  # each_at_least(icons, 3)
        met.append("Empire")
    if (icons >> CLOCK) & _FIELD >= 12:
        met.append("World")
    piles = s.boards[p]
    if all(piles.values()):  # a pile of every colour
        # (in C: no generator each time a full board is checked)
        if all(map(_WIDE.__contains__, map(s.splays[p].__getitem__, COLORS))):
            met.append("Wonder")
        if min(map(AGE.__getitem__, map(_TOP, piles.values()))) >= 8:  # five top cards of 8+
            met.append("Universe")
    if not met:
        return met
    return [name for name in names if name in met]


def check_specials(s: InnovationState) -> None:
    """Award every special achievement whose condition a player now meets (only players
    whose board or counters changed since their last check can)."""
    unchecked = s.unchecked
    if True not in unchecked or not s.specials or s.phase != "play":
        return
    tucked, scored = s.counters["tucked"], s.counters["scored"]
    for p in _CLOCKWISE[s.players][s.turn["player"]]:  # clockwise from the current
        if unchecked[p]:
            unchecked[p] = False
            # the conditions looked at here first, without a call (mostly none is met); the
            # names met, in order, asked for only when one is
            icons = s.icon_cache[p]
            if icons is None:
                icons = packed_icons(s, p)
            piles = s.boards[p]
            if (
                tucked[p] >= 6
                or scored[p] >= 6
                or ((icons | _GUARDS) - _THREES) & _GUARDS == _GUARDS  # (each icon 3+)
                or (icons >> CLOCK) & _FIELD >= 12
                or (
                    all(piles.values())  # a pile of every colour, and all splayed right or up
                    and (
                        _WIDE.issuperset(s.splays[p].values())  # (a splay for every colour)
                        or _OLD.issuperset(map(_TOP, piles.values()))  # tops 8+
                    )
                )
            ):
                for name in specials_met(s, p, s.specials):
                    claim_special(s, p, name)
