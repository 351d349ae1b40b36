from .shared_checks import civilization

LEADER = "III:Sid Meier"


def scenario(techs=None, **player):
    return civilization(techs, age="III", **player)


def test_each_lab_gives_its_level_in_culture_and_one_science_less():
    s = scenario({"III:Computers": {"workers": 2}, "II:Scientific Method": {"workers": 1}}, leader=LEADER)
    # Philosophy 1 - 1; Computers 2 x (5 - 1); Scientific Method 3 - 1
    assert s.ratings(0).science == 0 + 8 + 2
    assert s.ratings(0).culture == 0 + 2 * 3 + 2


def test_philosophy_alone_produces_nothing():
    s = scenario(leader=LEADER)
    assert s.ratings(0).science == 0
    assert s.ratings(0).culture == 0


def test_libraries_are_not_labs():
    s = scenario({"II:Journalism": {"workers": 1}, "A:Philosophy": {}}, leader=LEADER)
    assert s.ratings(0).science == 2
    assert s.ratings(0).culture == 2


def test_production_scores_the_changed_ratings():
    s = scenario({"I:Alchemy": {"workers": 1}}, leader=LEADER)
    s.end_turn()
    assert s.player(0).science == 0 + 1
    assert s.player(0).culture == 1
