"""Navigation (Age II colonization special technology): printed facts only (cards/plain.py).

It gives +2 strength, +3 colonization while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
The colonization bonus adds to the force of a colonization (units must still be
sent); its strength is a rating bonus and does not.
"""

from epocha.games.tta.ratings import colonization_bonus

from .plain_helpers import PREPARE, bids, board, game, keys, reveal, send_force

CARD = "II:Navigation"
AGE = "II"


def test_developing_costs_6_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 1 and p.civil_hand == []
    assert keys(p.specials.values()) == [CARD]
    assert s.player(0).totals == {"ca": 4, "ma": 2}
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).strength == 3  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 3
    assert s.player(0).blue == 16


def test_cannot_develop_with_5_science():
    s = game([{"civil_hand": [CARD], "science": 5}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_replaces_cartography_without_adding_its_effects():
    s = game([{"civil_hand": [CARD], "specials": ["I:Cartography"], "science": 6}, {}], age=AGE)
    s.act("develop", card=CARD)
    assert keys(s.player(0).specials.values()) == [CARD]
    assert "I:Cartography" in keys(s.state.removed)
    assert s.player(0).totals == {"ca": 4, "ma": 2}
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).strength == 3  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 3
    assert s.player(0).blue == 16


def test_developed_while_satellites_is_in_play_it_is_discarded():
    s = game([{"civil_hand": [CARD], "specials": ["III:Satellites"], "science": 6}, {}], age="III")
    s.act("develop", card=CARD)
    p = s.player(0)
    assert keys(p.specials.values()) == ["III:Satellites"]
    assert CARD in keys(s.state.removed) and p.civil_hand == []
    assert p.science == 0
    assert s.player(0).totals == {"ca": 4, "ma": 2}
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).strength == 4  # Warriors 1
    assert colonization_bonus(s.state, s.player(0)) == 4
    assert s.player(0).blue == 16


def test_colonization_bonus_adds_3_to_the_force():
    # one Warriors unit (strength 1) + 3: bids up to 4; the strength bonus does not count
    s = game(
        [{"military_hand": [PREPARE], "specials": [CARD]}, {"technologies": board({"A:Warriors": {}})}],
        age=AGE,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert bids(s) == [1, 2, 3, 4]
    s.choose(4)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert p.workers.get("A:Warriors#p0", 0) == 0 and p.yellow == 19
    assert p.culture == 6


def test_no_colonization_without_a_unit():
    s = game(
        [
            {"military_hand": [PREPARE], "specials": [CARD], "technologies": board({"A:Warriors": {}})},
            {"technologies": board({"A:Warriors": {}})},
        ],
        age=AGE,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert s.decision().kind == "turn" and s.state.turn_player == 0
    assert keys(s.state.past_events) == ["I:Historic Territory"]
    assert s.player(0).colonies == []
