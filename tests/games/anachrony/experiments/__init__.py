"""One test file per Doomsday experiment card (`test_ai_research.py` ... `test_pocket_universe.py`),
each through `Scenario` and the Experiment action: the card is offered only under the player's
Focus, when its condition holds and its cost can be paid; the cost is paid exactly; the card
scores its VP (2 for level 1, 3 for level 2) and leaves its era tile. Seat 0 acts; seat 1 has
passed, so the turn comes back to seat 0."""

from __future__ import annotations

from typing import Any

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.state import Player

DOOM = {"doomsday": True}
FOCUS = 2
# one building of each type (power plant, factory, life support, lab)
PLANT, FACTORY, LIFE, LAB = "b101", "b201", "b301", "b401"


def game(
    key: str, *, under: int = FOCUS, side: str = "A", position: dict | None = None, **player: Any
) -> Scenario:
    """Era 2; seat 0 with one powered exosuit, one Active scientist, its Focus on era 2 (unless
    `player` says otherwise), and `key` face up under era `under`'s tile (no other experiment)."""
    player.setdefault("powered", [1])
    player.setdefault("active", {"scientist": 1})
    player.setdefault("tired", {})
    player.setdefault("focus", FOCUS)
    slots: list[list] = [[None, False] for _ in range(7)]
    slots[under - 1] = [key, True]
    return Scenario(
        players=[player, {"passed": True}],
        era=2,
        side=side,
        options=DOOM,
        experiments=slots,
        **(position or {}),
    )


def me(s: Scenario) -> Player:
    return s.player(0)


def offered(s: Scenario, worker: str = "scientist") -> bool:
    return s.can_place("experiment", worker)


def claim(s: Scenario, *picks: Any, worker: str = "scientist") -> Scenario:
    """Place `worker` on Experiment, answer `picks` (payment choices), decline the tracker move."""
    s.place("experiment", worker)
    s.choose(*picks)
    if s.decision().kind == "tracker":
        s.choose("pass")
    return s


def assert_claimed(s: Scenario, key: str, vp: int) -> None:
    """`key` is the player's, scored `vp` VP, and left the era tile; the turn is over."""
    p = me(s)
    assert p.experiments == [key] and p.vp == vp
    assert s.state.experiments[FOCUS - 1] == [None, False]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def assert_only_at_focus(key: str, **player: Any) -> None:
    """With everything else ready, `key` is offered under the Focus's tile and not under another."""
    assert offered(game(key, **player))
    assert not offered(game(key, under=1, **player))
