"""Code of Laws (Age I civil special technology): printed facts only (cards/plain.py).

It gives +1 civil action while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Civil actions also set the civil hand limit.
"""

from epocha.games.tta.ratings import civil_hand_limit, colonization_bonus

from .plain_helpers import game, keys

CARD = "I:Code of Laws"
AGE = "I"


def test_developing_costs_6_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 1 and p.civil_hand == []
    assert keys(p.specials.values()) == [CARD]
    assert s.player(0).totals == {"ca": 5, "ma": 2}
    assert s.actions_left(0) == (4, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 16


def test_cannot_develop_with_5_science():
    s = game([{"civil_hand": [CARD], "science": 5}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_developed_while_justice_system_is_in_play_it_is_discarded():
    s = game([{"civil_hand": [CARD], "specials": ["II:Justice System"], "science": 6}, {}], age="II")
    s.act("develop", card=CARD)
    p = s.player(0)
    assert keys(p.specials.values()) == ["II:Justice System"]
    assert CARD in keys(s.state.removed) and p.civil_hand == []
    assert p.science == 0
    assert s.player(0).totals == {"ca": 5, "ma": 2}
    assert s.actions_left(0) == (4, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_developed_while_civil_service_is_in_play_it_is_discarded():
    s = game([{"civil_hand": [CARD], "specials": ["III:Civil Service"], "science": 6}, {}], age="III")
    s.act("develop", card=CARD)
    p = s.player(0)
    assert keys(p.specials.values()) == ["III:Civil Service"]
    assert CARD in keys(s.state.removed) and p.civil_hand == []
    assert p.science == 0
    assert s.player(0).totals == {"ca": 6, "ma": 2}
    assert s.actions_left(0) == (5, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_civil_hand_limit_is_5():
    hand = ["I:Iron", "I:Alchemy", "I:Drama", "I:Knights"]
    s = game([{"civil_hand": hand, "specials": [CARD]}, {}], age=AGE, row=["I:Irrigation"])
    assert civil_hand_limit(s.state, s.player(0)) == 5
    s.act("take", card="I:Irrigation")
    assert len(s.player(0).civil_hand) == 5
    s = game(
        [{"civil_hand": [*hand, "I:Printing Press"], "specials": [CARD]}, {}], age=AGE, row=["I:Irrigation"]
    )
    assert not s.can("take", card="I:Irrigation")
