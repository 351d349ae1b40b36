"""Rules digest §8 and §9.1: special achievements and the achievement victory."""

import pytest

from epocha.games.innovation import moves
from epocha.games.innovation.scenario import Scenario


def test_monument_by_six_tucks_in_one_turn_and_counters_reset_each_turn():
    hand = ["Oars", "Tools", "Writing", "Sailing", "Clothing", "Archery"]
    s = Scenario(
        players=[{"hand": hand}, {}],
        turn={"player": 0, "actions_left": 2, "counters": {"tucked": [5, 0], "scored": [0, 0]}},
    )
    moves.tuck(s.state, 0, "Oars")
    assert s.achievements(0) == ["Monument"]
    s2 = Scenario(
        players=[{"hand": hand}, {}],
        turn={"player": 0, "actions_left": 1, "counters": {"tucked": [5, 0], "scored": [0, 0]}},
    )
    s2.draw()  # ends the turn: counters reset
    assert s2.state.counters == {"tucked": [0, 0], "scored": [0, 0]}


def test_monument_by_six_scores():
    s = Scenario(
        players=[{"hand": ["Oars"]}, {}],
        turn={"player": 0, "actions_left": 2, "counters": {"tucked": [0, 0], "scored": [5, 0]}},
    )
    moves.score(s.state, 0, "Oars")
    assert s.achievements(0) == ["Monument"]


def test_empire_three_of_each_icon():
    board = {
        "red": ["Colonialism", "Archery"],
        "yellow": {"cards": ["Fermenting", "Domestication"], "splay": "up"},
        "green": {"cards": ["Compass", "Electricity"], "splay": "up"},
        "blue": {"cards": ["Rocketry", "Evolution"], "splay": "up"},
        "purple": {"cards": ["Enterprise", "Socialism"], "splay": "right"},
    }
    s = Scenario(players=[{"board": board}, {}])
    assert s.icons(0, "castle") == 2
    moves.splay(s.state, 0, "red", "right")  # Archery's castle appears
    icons = [s.icons(0, i) for i in ("crown", "leaf", "lightbulb", "castle", "factory", "clock")]
    assert min(icons) == 3
    assert s.achievements(0) == ["Empire", "Wonder"]  # and all five colours are now right/up


def test_world_twelve_clocks():
    board = {
        "blue": {"cards": ["Software", "Quantum Theory", "Rocketry"], "splay": "up"},
        "green": ["Databases"],
        "purple": ["Railroad"],
    }
    s = Scenario(players=[{"board": board, "hand": ["The Internet"]}, {}])
    # a position may hold an unclaimed special; the next change awards it
    # Software 3 + two covered cards splayed up (clock, clock) 4 + Databases 3 + Railroad 2
    assert s.icons(0, "clock") == 12 and s.achievements(0) == []
    moves.meld(s.state, 0, "The Internet")  # covers Railroad (2 clocks) with 2 clocks: still 12
    assert s.icons(0, "clock") == 12
    assert s.achievements(0) == ["World"]


def test_wonder_five_colours_splayed_right_or_up():
    board = {
        c: {"cards": cards, "splay": "right"}
        for c, cards in {
            "red": ["Oars", "Archery"],
            "yellow": ["Masonry", "Agriculture"],
            "green": ["Sailing", "Clothing"],
            "blue": ["Writing", "Tools"],
        }.items()
    }
    board["purple"] = ["Mysticism", "City States"]
    s = Scenario(players=[{"board": board}, {}])
    assert s.achievements(0) == []
    moves.splay(s.state, 0, "purple", "left")
    assert s.achievements(0) == []  # left does not count for Wonder
    moves.splay(s.state, 0, "purple", "up")
    assert s.achievements(0) == ["Wonder"]


def test_universe_five_top_cards_of_value_eight_or_more():
    board = {
        "red": ["Flight"],
        "yellow": ["Antibiotics"],
        "green": ["Corporations"],
        "blue": ["Rocketry"],
        "purple": ["Mysticism"],
    }
    s = Scenario(players=[{"board": board, "hand": ["Socialism"]}, {}])
    moves.meld(s.state, 0, "Socialism")
    assert "Universe" in s.achievements(0)


def test_simultaneous_eligibility_goes_to_the_player_whose_turn_it_is_then_clockwise():
    # both seats 1 and 2 reach Monument's count in the same check, during seat 2's turn
    s = Scenario(
        players=[{}, {"hand": ["Oars"]}, {"hand": ["Tools"]}],
        turn={"player": 2, "actions_left": 2, "counters": {"tucked": [0, 6, 6], "scored": [0, 0, 0]}},
    )
    moves.exchange(s.state, [])
    assert s.achievements(2) == ["Monument"] and s.achievements(1) == []


def test_when_the_player_to_play_is_not_eligible_the_first_eligible_clockwise_from_them_claims():
    # seat 2 is to play and does not qualify; seats 1 and 3 both do: seat 3 comes first
    # clockwise from seat 2 (3, 0, 1), although seat 1 has the lower number
    s = Scenario(
        players=[{}, {"hand": ["Oars"]}, {}, {"hand": ["Tools"]}],
        turn={"player": 2, "actions_left": 2, "counters": {"tucked": [0, 6, 0, 6], "scored": [0, 0, 0, 0]}},
    )
    moves.exchange(s.state, [])
    assert s.achievements(3) == ["Monument"]
    assert s.achievements(1) == [] and s.achievements(2) == [] and s.achievements(0) == []


def test_claimed_in_another_players_turn():
    s = Scenario(
        players=[{}, {"hand": ["Oars"]}],
        turn={"player": 0, "actions_left": 2, "counters": {"tucked": [0, 0], "scored": [0, 5]}},
    )
    moves.score(s.state, 1, "Oars")
    assert s.achievements(1) == ["Monument"]


@pytest.mark.parametrize(("players", "needed"), [(2, 6), (3, 5), (4, 4)])
def test_achievement_victory_by_player_count(players, needed):
    have = [f"age:{a}" for a in range(1, needed)]
    score = ["Bicycle", "Combustion", "Electricity", "Evolution", "Explosives", "Lighting", "Publications"]
    others = [{} for _ in range(players - 1)]
    s = Scenario(players=[{"achievements": have, "score": score, "board": {"red": ["Flight"]}}, *others])
    age = next(a["age"] for a in s.game.legal_actions(0) if a["type"] == "achieve")
    s.achieve(age)
    assert s.over and s.result["winners"] == [0] and s.result["reason"] == "achievements"


def test_achievements_are_never_lost():
    s = Scenario(players=[{"achievements": ["age:1", "Monument"], "hand": ["Oars"]}, {}])
    moves.remove(s.state, ["Oars"])
    assert s.achievements(0) == ["age:1", "Monument"]
