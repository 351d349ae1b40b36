from .shared_checks import civilization

LEADER = "III:Charlie Chaplin"


def scenario(techs=None, **player):
    return civilization(techs, age="III", **player)


def test_best_theater_produces_twice_as_much_culture():
    s = scenario({"I:Drama": {"workers": 2}, "III:Movies": {"workers": 1}}, leader=LEADER)
    assert s.ratings(0).culture == 2 * 2 + 4 + 4
    assert s.ratings(0).happy == 2 + 2 * 1 + 1


def test_only_one_building_is_doubled():
    s = scenario({"II:Opera": {"workers": 2}}, leader=LEADER)
    assert s.ratings(0).culture == 3 + 3 + 3


def test_no_theater_no_bonus_and_unworked_theaters_do_not_count():
    s = scenario({"III:Movies": {}, "I:Printing Press": {"workers": 1}}, leader=LEADER)
    assert s.ratings(0).culture == 1
    assert s.ratings(0).happy == 2


def test_the_doubled_culture_is_scored_in_production():
    s = scenario({"I:Drama": {"workers": 1}}, leader=LEADER)
    s.end_turn()
    assert s.player(0).culture == 4
