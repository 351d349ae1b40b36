"""Conquistadors (Age II tactic): printed facts only (cards/plain.py).

Each army of 1 infantry + 2 cavalry adds 5 strength (3 if outdated:
a unit in it two or more levels below Age II).

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

from .plain_helpers import PREPARE, bids, board, game, keys, reveal, send_force

CARD = "II:Conquistadors"
AGE = "II"


def test_playing_it_costs_one_military_action_and_adds_5_per_army():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 1},
                        "I:Knights": {"workers": 2},
                    }
                ),
                "military_hand": [CARD],
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 6
    s.act("tactic", card=CARD)
    p = s.player(0)
    assert s.ratings(0).strength == 11
    assert s.actions_left(0) == (4, 1)
    assert keys([p.tactic, p.exclusive]) == [CARD, CARD]
    assert p.military_hand == [] and s.state.common_tactics == []


def test_only_one_tactic_played_or_copied_per_round():
    s = game(
        [
            {
                "military_hand": [CARD, "II:Classic Army"],
                "specials": ["I:Warfare"],
            },
            {},
        ],
        age=AGE,
        common_tactics=["I:Fighting Band"],
    )
    s.act("tactic", card=CARD)
    assert s.actions_left(0) == (4, 2)
    assert not s.can("tactic")
    assert not s.can("copy_tactic")


def test_two_complete_sets_form_two_armies():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 2},
                        "I:Knights": {"workers": 4},
                    }
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 12 + 2 * 5


def test_no_complete_army_no_bonus():
    s = game(
        [
            {
                "technologies": board({"A:Warriors": {}, "A:Philosophy": {}, "I:Knights": {"workers": 2}}),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 4


def test_it_moves_to_the_common_area_at_the_start_of_the_owners_next_turn():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 1},
                        "I:Knights": {"workers": 2},
                    }
                ),
                "military_hand": [CARD],
            },
            {},
        ],
        age=AGE,
    )
    s.act("tactic", card=CARD)
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.state.common_tactics == []
    assert not s.can("copy_tactic", card=CARD)  # still exclusive during the other turns
    s.end_turn()
    p = s.player(0)
    assert s.state.turn_player == 0
    assert keys(s.state.common_tactics) == [CARD]
    assert p.exclusive is None and keys([p.tactic]) == [CARD]
    assert s.ratings(0).strength == 11


def test_copying_it_from_the_common_area_costs_two_military_actions():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 1},
                        "I:Knights": {"workers": 2},
                    }
                )
            },
            {},
        ],
        age=AGE,
        common_tactics=[CARD],
    )
    s.act("copy_tactic", card=CARD)
    p = s.player(0)
    assert s.actions_left(0) == (4, 0)
    assert keys([p.tactic]) == [CARD] and p.exclusive is None
    assert keys(s.state.common_tactics) == [CARD]
    assert s.ratings(0).strength == 11
    s = game([{"actions_spent": {"ca": 0, "ma": 1}}, {}], age=AGE, common_tactics=[CARD])
    assert not s.can("copy_tactic", card=CARD)


def test_an_army_with_a_unit_two_levels_below_is_outdated_worth_3():
    # Warriors is two or more levels below Age II
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 1}, "A:Philosophy": {}, "I:Knights": {"workers": 2}}
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 5 + 3


def test_up_to_date_and_outdated_armies_together():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {"workers": 1},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 1},
                        "I:Knights": {"workers": 4},
                    }
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 11 + 5 + 3


def test_an_air_force_doubles_one_army():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 2},
                        "I:Knights": {"workers": 4},
                        "III:Air Forces": {"workers": 1},
                    }
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age="III",
    )
    assert s.ratings(0).strength == 12 + 5 + 3 * 5


def test_colonization_counts_the_army_the_sent_units_form():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {},
                        "A:Philosophy": {},
                        "I:Swordsmen": {"workers": 1},
                        "I:Knights": {"workers": 2},
                    }
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
                "military_hand": [PREPARE],
            },
            {"technologies": board({"A:Warriors": {}})},
        ],
        age=AGE,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert bids(s)[-1] == 11
    s.choose(11)
    send_force(s, "Swordsmen", "Knights", "Knights")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert sum(p.workers.get(t, 0) for t in p.techs) == 2 + 2  # farms and mines only
    assert keys([p.tactic]) == [CARD]
