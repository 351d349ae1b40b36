import pytest

from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.rules_base import REGISTRY

from .helpers_age_i import WARRIORS, board, game, i

COLUMBUS = i("Christopher Columbus")
TERRITORY = i("Developed Territory")  # lasting +1 yellow and +1 blue token; at once 3 science
OTHER = i("Fertile Territory")


class _Territory(PlainCard):
    """A territory's printed rules (2006 territories wait for the Advanced game's rules)."""


@pytest.fixture
def territories(monkeypatch):
    for key in (TERRITORY, OTHER):
        if key not in REGISTRY:
            rules = _Territory()
            rules.key = key
            monkeypatch.setitem(REGISTRY, key, rules)


def test_columbus_does_nothing_in_the_simple_game():
    s = game({"leader": COLUMBUS, "technologies": board()})
    assert s.player(0).military_hand == []
    assert not s.can("ability", card=COLUMBUS)


def holding(*territories: str, **spec):
    """A Simple-game position whose player 0 holds territories all the same (the Advanced
    game's hands: a Simple game's position has none), to try the card's colonization."""
    s = game({"leader": COLUMBUS, "technologies": board(), **spec})
    s.player(0).military_hand.extend(f"{t}#1" for t in territories)
    return s


def test_columbus_colonizes_a_territory_from_the_hand_and_stays(territories):
    s = holding(TERRITORY, OTHER)
    p = s.player(0)
    yellow, blue = p.yellow, p.blue
    s.act("ability", card=COLUMBUS, territory=TERRITORY)
    assert p.colonies == [f"{TERRITORY}#1"]
    assert p.military_hand == [f"{OTHER}#1"]
    assert (p.yellow, p.blue, p.science) == (yellow + 1, blue + 1, 3)
    assert p.workers.get(f"{WARRIORS}#p0") == 1  # no unit sacrificed
    assert p.leader == f"{COLUMBUS}#1"  # the New Story card leaves play
    assert s.actions_left(0) == (4, 2)
    assert p.turn["politics"]  # it was the turn's political action


def test_columbus_colonizes_once_per_game():
    s = holding(OTHER, flags={COLUMBUS: True})
    assert not s.can("ability", card=COLUMBUS)
    fresh = holding(OTHER)
    assert fresh.can("ability", card=COLUMBUS, territory=OTHER)
