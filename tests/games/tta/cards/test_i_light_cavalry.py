"""Light Cavalry (Age I tactic): printed facts only (cards/plain.py).

Each army of 2 cavalry adds 3 strength.

Rulings: the card is in the table with no copy at any player count (a 2006 tactic left out of
the New Story decks), so it never appears in a game or a position; its army value is tested on
the army arithmetic alone.
"""

import pytest

from epocha.engine import IllegalAction
from epocha.games.tta.armies import Forces, tactic_strength
from epocha.games.tta.catalog import CARDS, LEVEL, deck_keys, instances
from epocha.games.tta.rules_base import REGISTRY

from .plain_helpers import game

CARD = "I:Light Cavalry"


def strength(cavalry: tuple, air: int = 0) -> int:
    f = CARDS[CARD]
    return tactic_strength(Forces((), cavalry, (), air), f.tactic, LEVEL[f.age])


def test_no_copy_in_any_game():
    assert [instances(CARD, n) for n in (2, 3, 4)] == [[], [], []]
    with pytest.raises(IllegalAction):
        game([{"military_hand": [CARD]}, {}])


def test_it_has_texts_like_every_plain_card():
    rules = REGISTRY[CARD]
    assert "+3" in rules.text and "+3" in rules.text_cs
    assert CARD in deck_keys("military", "I")  # listed, but with no copies


def test_each_pair_of_cavalry_forms_an_army_of_3():
    assert strength(((1, 2),)) == 3  # two Knights
    assert strength(((1, 3),)) == 3  # the third one has no partner
    assert strength(((1, 4),)) == 6
    assert strength(((1, 1),)) == 0


def test_an_air_force_doubles_one_army():
    assert strength(((1, 4),), air=1) == 9
    assert strength(((1, 2),), air=2) == 6


def test_the_value_is_the_same_for_old_units():
    # an Age I tactic has no lower value; cavalry cannot be older than Age I anyway
    assert strength(((3, 2),)) == strength(((1, 2),)) == 3
