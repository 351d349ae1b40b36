"""War over Technology (Age II war): the winner takes science equal to the strength advantage
from the loser, or steals special technologies the loser has in play for their science cost
(§11 item 4, §22.22-23)."""

from __future__ import annotations

from .shared_wars import army, fought, war_points

CARD = "II:War over Technology"


def test_the_declarer_wins_and_takes_the_advantage_in_science():
    s = fought(CARD, army(4, science=3), army(1, science=10))  # advantage 3
    assert war_points(s, "science", CARD) == {0: 3, 1: -3}
    assert s.player(0).science == 6 and s.player(1).science == 7
    won = s.events("war_won")[0]["args"]
    assert (won["winner"], won["advantage"]) == (0, 3)
    assert s.state.wars == [] and s.state.military_discards["II"] == ["II:War over Technology#1"]
    assert s.decision().seat == 0 and s.decision().kind == "turn"


def test_the_target_may_win_and_takes_science_from_the_declarer():
    s = fought(CARD, army(1, science=9), army(5, science=2))  # the target is stronger by 4
    assert s.events("war_won")[0]["args"]["winner"] == 1
    assert war_points(s, "science", CARD) == {0: -4, 1: 4}
    assert s.player(0).science == 5 and s.player(1).science == 6


def test_equal_strengths_have_no_effect():
    s = fought(CARD, army(3, science=4), army(3, science=4))
    assert s.events("war_won") == []
    assert s.events("war_tied")[0]["args"]["strength"] == 3
    assert s.player(0).science == 4 and s.player(1).science == 4
    assert s.state.military_discards["II"] == ["II:War over Technology#1"]


def test_a_loser_with_less_science_loses_what_it_has():
    s = fought(CARD, army(7, science=1), army(1, science=2))  # advantage 6
    assert war_points(s, "science", CARD) == {0: 2, 1: -2}
    assert s.player(0).science == 3 and s.player(1).science == 0


def test_the_winner_may_steal_a_special_technology_and_takes_the_rest_as_science():
    # advantage 8: Code of Laws costs 6, leaving 2 (Masonry, 3, no longer fits)
    s = fought(CARD, army(9), army(1, science=10, specials=["I:Masonry", "I:Code of Laws"]))
    assert s.decision().seat == 0 and s.decision().kind == "cards"
    assert s.labels() == ["Masonry", "Code of Laws", "Pass (do not do it)"]
    s.choose("I:Code of Laws")
    assert s.player(0).specials == {"civil": "I:Code of Laws#1"}
    assert s.player(1).specials == {"construction": "I:Masonry#1"}
    assert war_points(s, "science", CARD) == {0: 2, 1: -2}
    assert s.player(0).science == 2 and s.player(1).science == 8
    assert s.actions_left(0)[0] == 5  # Despotism's 4 and Code of Laws' 1, at once
    stolen = s.events("tech_stolen")[0]["args"]
    assert (stolen["player"], stolen["rival"], stolen["card"]) == (0, 1, "I:Code of Laws")
    assert s.decision().kind == "turn"


def test_several_technologies_may_be_stolen_one_at_a_time_while_their_costs_fit():
    # advantage 9: Masonry (3), then Code of Laws (6) fits the 6 left, Justice System (7) not
    loser = army(1, science=10, specials=["I:Masonry", "I:Code of Laws"], civil_hand=["II:Justice System"])
    s = fought(CARD, army(10), loser)
    assert s.labels() == ["Masonry", "Code of Laws", "Pass (do not do it)"]  # not from the hand
    s.choose("I:Masonry")
    assert s.prompt() == (
        "War over Technology: steal a special technology for its science cost (6 left), or take science"
    )
    assert s.labels() == ["Code of Laws", "Pass (do not do it)"]
    s.choose("I:Code of Laws")
    assert s.decision().kind == "turn"  # nothing fits 0
    assert set(s.player(0).specials.values()) == {"I:Masonry#1", "I:Code of Laws#1"}
    assert s.player(1).specials == {}
    assert war_points(s, "science", CARD) == {}
    assert s.player(1).science == 10 and s.player(0).science == 0


def test_the_winner_may_pass_and_take_the_advantage_as_science():
    s = fought(CARD, army(9), army(1, science=10, specials=["I:Masonry"]))  # advantage 8
    s.pass_()
    assert s.player(1).specials == {"construction": "I:Masonry#1"} and s.player(0).specials == {}
    assert war_points(s, "science", CARD) == {0: 8, 1: -8}


def test_a_technology_costing_more_than_the_advantage_cannot_be_stolen():
    s = fought(CARD, army(6), army(1, science=10, specials=["I:Code of Laws"]))  # advantage 5 < 6
    assert s.decision().kind == "turn"
    assert s.player(1).specials == {"civil": "I:Code of Laws#1"}
    assert war_points(s, "science", CARD) == {0: 5, 1: -5}


def test_not_one_the_winner_already_holds_in_hand_or_in_play():
    # three players: two copies of Code of Laws and of Architecture
    winner = army(20, civil_hand=["I:Code of Laws"], specials=["II:Architecture"])
    loser = army(1, science=10, specials=["I:Code of Laws", "II:Architecture", "I:Cartography"])
    s = fought(CARD, winner, loser, army(1))
    assert s.labels() == ["Cartography", "Pass (do not do it)"]


def test_a_lower_level_than_the_winners_own_leaves_the_game_and_the_loser_still_loses_it():
    s = fought(CARD, army(5, specials=["II:Architecture"]), army(1, science=10, specials=["I:Masonry"]))
    s.choose("I:Masonry")  # advantage 4: Masonry (3), then 1 science
    assert s.player(0).specials == {"construction": "II:Architecture#1"}
    assert s.player(1).specials == {}
    assert "I:Masonry#1" in s.state.removed
    assert war_points(s, "science", CARD) == {0: 1, 1: -1}


def test_a_higher_level_replaces_the_winners_own_which_leaves_the_game():
    s = fought(CARD, army(8, specials=["I:Masonry"]), army(1, science=10, specials=["II:Architecture"]))
    s.choose("II:Architecture")  # advantage 7: Architecture (6), then 1 science
    assert s.player(0).specials == {"construction": "II:Architecture#1"}
    assert s.player(1).specials == {}
    assert "I:Masonry#1" in s.state.removed and "II:Architecture#1" not in s.state.removed
    assert war_points(s, "science", CARD) == {0: 1, 1: -1}


def test_a_stolen_technology_takes_its_blue_tokens_with_it():
    # three players: seat 2 ends its turn (seat 1 produces nothing meanwhile)
    s = fought(CARD, army(8, blue_bank=10), army(1, specials=["II:Justice System"], blue_bank=13), army(1))
    s.choose("II:Justice System")  # +3 blue tokens printed on it
    assert s.player(0).blue == 13 and s.player(1).blue == 10


def test_the_target_winning_may_steal_from_the_declarer():
    s = fought(CARD, army(1, science=5, specials=["I:Masonry"]), army(5))  # the target by 4
    assert s.decision().seat == 1
    s.choose("I:Masonry")
    assert s.player(1).specials == {"construction": "I:Masonry#1"} and s.player(0).specials == {}
    assert war_points(s, "science", CARD) == {0: -1, 1: 1}
    assert s.decision().seat == 0 and s.decision().kind == "turn"


def test_the_theft_names_the_war_as_its_cause():
    s = fought(CARD, army(9), army(1, specials=["I:Masonry"]))
    s.choose("I:Masonry")
    stolen = [e["message"] for e in s.game.view(0)["log"] if e["event"] == "tech_stolen"]
    assert stolen[0]["cause"] == {"card": CARD}
