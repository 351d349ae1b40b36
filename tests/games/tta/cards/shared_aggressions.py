"""What the tests of the aggression cards share: a full game in which seat 0, stronger, plays an
aggression against seat 1 (2 players unless more civilizations are given)."""

from __future__ import annotations

from epocha.games.tta.scenario import Scenario

from .shared_events import civ

BONUS = {
    "I": "I:Defense / Colonization",
    "II": "II:Defense / Colonization",
    "III": "III:Defense / Colonization",
}


def attacker(warriors: int = 4, hand: list[str] | None = None, **more) -> dict:
    """A civilization with `warriors` units of Warriors (strength 1 each) and `hand` as its
    military hand."""
    return civ(**{"A:Warriors": warriors}, military_hand=list(hand or []), **more)


def defender(warriors: int = 1, hand: list[str] | None = None, **more) -> dict:
    return civ(**{"A:Warriors": warriors}, military_hand=list(hand or []), **more)


def attacking(card: str, attack: dict, defend: dict, *others: dict, rival: int = 1, **position) -> Scenario:
    """Seat 0 (`attack`, which gets `card` in its military hand) plays `card` against `rival`."""
    attack = dict(attack)
    attack["military_hand"] = [*attack.get("military_hand", []), card]
    position.setdefault("age", "II")
    s = Scenario(players=[attack, defend, *others], peaceful=False, **position)
    s.act("aggression", card=card, rival=rival)
    return s


def undefended(card: str, attack: dict, defend: dict, *others: dict, **position) -> Scenario:
    """As `attacking`, with a defender that has no military cards (it is not asked)."""
    return attacking(card, attack, defend, *others, **position)


def rich(food: int, resources: int, **more) -> dict:
    """A defender with `food` on Agriculture and `resources` on Bronze (1 each a token)."""
    d = defender(**more)
    d["technologies"]["A:Agriculture"]["stored"] = food
    d["technologies"]["A:Bronze"]["stored"] = resources
    return d


def goods(s: Scenario, seat: int) -> tuple[int, int]:
    """A seat's food and resources."""
    return s.food(seat), s.resources(seat)
