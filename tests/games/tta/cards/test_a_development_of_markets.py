from .shared_events import revealing

CARD = "A:Development of Markets"
HAND = "A:Development of Science"


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_each_player_chooses_food_or_resources_clockwise_from_the_revealer():
    s = reveal([{}, {}, {}], revealer=1)
    assert s.chooser == 1
    s.choose("food")
    assert s.chooser == 2
    s.choose("resources")
    assert s.chooser == 0
    s.choose("Gain 2 resources")
    assert (s.food(1), s.resources(1)) == (2, 0)
    assert (s.food(2), s.resources(2)) == (0, 2)
    assert (s.food(0), s.resources(0)) == (0, 2)
    assert s.decision().kind == "turn" and s.decision().seat == 1


def test_a_player_with_an_empty_blue_bank_is_not_asked():
    s = reveal([{}, {"blue_bank": 0}])
    s.choose("resources")
    assert s.resources(0) == 2
    assert s.decision().kind == "turn"
    assert (s.food(1), s.resources(1)) == (0, 0)


def test_a_short_blue_bank_gains_what_it_can():
    s = reveal([{"blue_bank": 1}, {}])
    s.choose("food")
    s.choose("food")
    assert s.food(0) == 1
    assert s.food(1) == 2
