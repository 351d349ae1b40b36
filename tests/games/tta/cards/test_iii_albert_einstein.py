from .shared_checks import civilization

LEADER = "III:Albert Einstein"


def scenario(techs=None, **player):
    return civilization(techs, age="III", **player)


def test_best_lab_or_library_adds_its_level_in_science():
    s = scenario({"III:Computers": {"workers": 1}, "II:Journalism": {"workers": 2}}, leader=LEADER)
    assert s.ratings(0).science == 1 + 5 + 2 * 2 + 3
    s = scenario({"I:Alchemy": {"workers": 1}, "II:Journalism": {"workers": 1}}, leader=LEADER)
    assert s.ratings(0).science == 1 + 2 + 2 + 2


def test_only_philosophy_adds_nothing():
    s = scenario(leader=LEADER)
    assert s.ratings(0).science == 1


def test_three_culture_for_each_technology_developed():
    s = scenario(leader=LEADER, science=20, civil_hand=["II:Opera", "III:Computers"])
    s.act("develop", card="II:Opera")
    assert s.player(0).culture == 3
    s.act("develop", card="III:Computers")
    assert s.player(0).culture == 6
    assert s.player(0).science == 20 - 7 - 8
    assert s.actions_left(0) == (2, 2)


def test_a_revolution_and_a_discarded_special_technology_count_too():
    s = scenario(
        leader=LEADER,
        science=20,
        civil_hand=["I:Monarchy", "I:Cartography"],
        specials=["II:Navigation"],
    )
    s.act("develop", card="I:Cartography")  # lower than Navigation: discarded at once
    assert s.player(0).culture == 3
    assert s.player(0).specials["colonization"].startswith("II:Navigation")
    s = scenario(leader=LEADER, science=20, civil_hand=["I:Monarchy"])
    s.act("revolution", card="I:Monarchy")
    assert s.player(0).culture == 3


def test_playing_einstein_himself_scores_nothing():
    s = scenario(civil_hand=[LEADER])
    s.act("leader", card=LEADER)
    assert s.player(0).culture == 0
