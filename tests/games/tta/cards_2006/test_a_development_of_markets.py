from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Markets")


def test_each_player_chooses_food_or_resources_clockwise_from_the_revealer():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players, revealer=1), without_event(players, revealer=1)
    assert s.chooser == 1
    s.choose("food")
    assert s.chooser == 2
    s.choose("resources")
    assert s.chooser == 0
    s.choose("Gain 2 resources")
    assert on_turn(s, 1)  # the starting player's turn goes on
    assert change(s, base, 1) == {"food": 2, "blue": -2}
    assert change(s, base, 2) == {"resources": 2, "blue": -2}
    assert change(s, base, 0) == {"resources": 2, "blue": -2}


def test_a_player_with_an_empty_blue_bank_is_not_asked():
    players = [{}, {"blue_bank": 0}]
    s, base = reveal(CARD, players), without_event(players)
    assert s.chooser == 0
    s.choose("food")
    assert on_turn(s, 0)
    assert change(s, base, 0) == {"food": 2, "blue": -2}
    assert change(s, base, 1) == {}
