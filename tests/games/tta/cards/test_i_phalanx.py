"""Phalanx (Age I tactic): printed facts only (cards/plain.py).

Each army of 2 infantry + 1 cavalry adds 3 strength.

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

from .plain_helpers import PREPARE, bids, board, game, keys, next_own_turn, reveal, send_force

CARD = "I:Phalanx"
AGE = "I"


def test_playing_it_costs_one_military_action_and_adds_3_per_army():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 2}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
                ),
                "military_hand": [CARD],
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 4
    s.act("tactic", card=CARD)
    p = s.player(0)
    assert s.ratings(0).strength == 7
    assert s.actions_left(0) == (4, 1)
    assert keys([p.tactic, p.exclusive]) == [CARD, CARD]
    assert p.military_hand == [] and s.state.common_tactics == []


def test_only_one_tactic_played_or_copied_per_round():
    s = game(
        [
            {
                "military_hand": [CARD, "I:Fighting Band"],
                "specials": ["I:Warfare"],
            },
            {},
        ],
        age=AGE,
        common_tactics=["I:Heavy Cavalry"],
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
                    {"A:Warriors": {"workers": 4}, "A:Philosophy": {}, "I:Knights": {"workers": 2}}
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 8 + 2 * 3


def test_no_complete_army_no_bonus():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 1}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
                ),
                "tactic": CARD,
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 3


def test_it_moves_to_the_common_area_at_the_start_of_the_owners_next_turn():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 2}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
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
    assert s.ratings(0).strength == 7


def test_copying_it_from_the_common_area_costs_two_military_actions():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 2}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
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
    assert s.ratings(0).strength == 7
    s = game([{"actions_spent": {"ca": 0, "ma": 1}}, {}], age=AGE, common_tactics=[CARD])
    assert not s.can("copy_tactic", card=CARD)


def test_a_second_copy_joins_the_identical_common_one():
    # the other player already shares one copy; this copy leaves the game instead of a second one
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 2}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
                ),
                "military_hand": ["I:Phalanx#2"],
            },
            {"tactic": "I:Phalanx#1"},
        ],
        age=AGE,
        common_tactics=["I:Phalanx#1"],
    )
    s.act("tactic", card=CARD)
    next_own_turn(s)
    p = s.player(0)
    assert s.state.common_tactics == ["I:Phalanx#1"]
    assert p.tactic == "I:Phalanx#1" and p.exclusive is None
    assert "I:Phalanx#2" in s.state.removed
    assert s.ratings(0).strength == 7


def test_an_air_force_doubles_one_army():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Warriors": {"workers": 4},
                        "A:Philosophy": {},
                        "I:Knights": {"workers": 2},
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
    assert s.ratings(0).strength == 8 + 5 + 3 * 3


def test_colonization_counts_the_army_the_sent_units_form():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 2}, "A:Philosophy": {}, "I:Knights": {"workers": 1}}
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
    assert bids(s)[-1] == 7
    s.choose(7)
    send_force(s, "Warriors", "Warriors", "Knights")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert sum(p.workers.get(t, 0) for t in p.techs) == 2 + 2  # farms and mines only
    assert keys([p.tactic]) == [CARD]
