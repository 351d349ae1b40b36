"""Military Theory (Age III military special technology): printed facts only (cards/plain.py).

It gives +3 military actions, +5 strength while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Military actions also set the military hand limit and the cards drawn at the end of
the turn (one per unused military action, up to 3).
"""

from epocha.games.tta.ratings import colonization_bonus, military_hand_limit

from .plain_helpers import game, keys

CARD = "III:Military Theory"
AGE = "III"


def test_developing_costs_11_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 12}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 1 and p.civil_hand == []
    assert keys(p.specials.values()) == [CARD]
    assert s.player(0).totals == {"ca": 4, "ma": 5}
    assert s.actions_left(0) == (3, 5)
    assert s.ratings(0).strength == 6  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 16


def test_cannot_develop_with_10_science():
    s = game([{"civil_hand": [CARD], "science": 10}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_replaces_warfare_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["I:Warfare"], "science": 11}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "I:Warfare" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 4, "ma": 5}
    assert s.actions_left(0) == (3, 5)
    assert s.ratings(0).strength == 6  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 16


def test_replaces_strategy_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["II:Strategy"], "science": 11}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "II:Strategy" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 4, "ma": 5}
    assert s.actions_left(0) == (3, 5)
    assert s.ratings(0).strength == 6  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    assert s.player(0).blue == 16


def test_military_hand_limit_is_5_and_3_cards_are_drawn():
    s = game(
        [
            {
                "military_hand": [
                    "I:Defense / Colonization",
                    "I:Defense / Colonization",
                    "I:Defense / Colonization",
                    "I:Defense / Colonization",
                    "I:Defense / Colonization",
                ],
                "specials": [CARD],
            },
            {},
        ],
        age=AGE,
    )
    assert military_hand_limit(s.state, s.player(0)) == 5
    s.end_turn()
    assert s.state.turn_player == 1  # no card over the limit to discard
    assert len(s.player(0).military_hand) == 5 + 3
