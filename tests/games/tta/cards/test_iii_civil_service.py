"""Civil Service (Age III civil special technology): printed facts only (cards/plain.py).

It gives +2 civil actions, +3 blue tokens while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Civil actions also set the civil hand limit.
"""

from epocha.games.tta.ratings import civil_hand_limit, colonization_bonus

from .plain_helpers import board, game, keys

CARD = "III:Civil Service"
AGE = "III"


def test_developing_costs_10_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 11}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 1 and p.civil_hand == []
    assert keys(p.specials.values()) == [CARD]
    assert s.player(0).totals == {"ca": 6, "ma": 2}
    assert s.actions_left(0) == (5, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_cannot_develop_with_9_science():
    s = game([{"civil_hand": [CARD], "science": 9}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_replaces_code_of_laws_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["I:Code of Laws"], "science": 10}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "I:Code of Laws" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 6, "ma": 2}
    assert s.actions_left(0) == (5, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_replaces_justice_system_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["II:Justice System"], "science": 10}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "II:Justice System" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 6, "ma": 2}
    assert s.actions_left(0) == (5, 2)
    assert s.ratings(0).strength == 1  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 19


def test_civil_hand_limit_is_6():
    hand = ["I:Iron", "I:Alchemy", "I:Drama", "I:Knights", "I:Swordsmen"]
    s = game([{"civil_hand": hand, "specials": [CARD]}, {}], age=AGE, row=["I:Irrigation"])
    assert civil_hand_limit(s.state, s.player(0)) == 6
    s.act("take", card="I:Irrigation")
    assert len(s.player(0).civil_hand) == 6
    s = game(
        [{"civil_hand": [*hand, "I:Printing Press"], "specials": [CARD]}, {}], age=AGE, row=["I:Irrigation"]
    )
    assert not s.can("take", card="I:Irrigation")


def test_three_more_blue_tokens_in_the_bank_lower_corruption():
    # 8 tokens in the blue bank: corruption 2; with 3 more (11): none
    techs = board({"A:Bronze": {"workers": 2, "stored": 4}})
    s = game([{"technologies": techs, "blue_bank": 8, "civil_hand": [CARD], "science": 10}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert s.player(0).blue == 11
    s.end_turn()
    assert s.resources(0) == 4 + 2  # no corruption, 2 mines produce
    s = game([{"technologies": techs, "blue_bank": 8}, {}], age=AGE)
    s.end_turn()
    assert s.resources(0) == 4 - 2 + 2


def test_replacing_justice_system_with_an_empty_blue_bank_loses_no_resources():
    # a replacement applies the net change of bank tokens in one step (§15): 3 - 3 = 0
    techs = board({"A:Bronze": {"workers": 2, "stored": 5}})
    s = game(
        [
            {
                "technologies": techs,
                "blue_bank": 0,
                "specials": ["II:Justice System"],
                "civil_hand": [CARD],
                "science": 10,
            },
            {},
        ],
        age=AGE,
    )
    before = dict(s.player(0).from_box)
    s.act("develop", card=CARD)
    assert s.resources(0) == 5
    assert s.player(0).blue == 0
    assert s.player(0).from_box == before  # nothing went to or came from the box
