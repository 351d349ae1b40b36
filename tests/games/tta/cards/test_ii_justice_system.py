"""Justice System (Age II civil special technology): printed facts only (cards/plain.py).

It gives +1 civil action, +3 blue tokens while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Civil actions also set the civil hand limit.
"""

from epocha.games.tta.ratings import civil_hand_limit, colonization_bonus

from .plain_helpers import board, game, keys

CARD = "II:Justice System"
AGE = "II"


def test_developing_costs_7_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 8}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 1 and p.civil_hand == []
    assert keys(p.specials.values()) == [CARD]
    assert s.player(0).totals == {"ca": 5, "ma": 2}
    assert s.actions_left(0) == (4, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_cannot_develop_with_6_science():
    s = game([{"civil_hand": [CARD], "science": 6}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_replaces_code_of_laws_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["I:Code of Laws"], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "I:Code of Laws" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 5, "ma": 2}
    assert s.actions_left(0) == (4, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_developed_while_civil_service_is_in_play_it_is_discarded():
    s = game([{"civil_hand": [CARD], "specials": ["III:Civil Service"], "science": 7}, {}], age="III")
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


def test_three_more_blue_tokens_in_the_bank_lower_corruption():
    # 8 tokens in the blue bank: corruption 2; with 3 more (11): none
    techs = board({"A:Bronze": {"workers": 2, "stored": 4}})
    s = game([{"technologies": techs, "blue_bank": 8, "civil_hand": [CARD], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert s.player(0).blue == 11
    s.end_turn()
    assert s.resources(0) == 4 + 2  # no corruption, 2 mines produce
    s = game([{"technologies": techs, "blue_bank": 8}, {}], age=AGE)
    s.end_turn()
    assert s.resources(0) == 4 - 2 + 2
