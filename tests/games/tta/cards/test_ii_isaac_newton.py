from .shared_checks import civilization

LEADER = "II:Isaac Newton"


def scenario(techs=None, **player):
    return civilization(techs, age="II", **player)


def test_best_lab_or_library_adds_its_level_in_science():
    s = scenario({"I:Alchemy": {"workers": 2}, "II:Journalism": {"workers": 1}}, leader=LEADER)
    # Philosophy 1, Alchemy 2 x 2, Journalism 2, best (Journalism, level II) +2
    assert s.ratings(0).science == 1 + 4 + 2 + 2


def test_a_library_can_be_the_best():
    s = scenario({"I:Alchemy": {"workers": 1}, "III:Multimedia": {"workers": 1}}, leader=LEADER)
    assert s.ratings(0).science == 1 + 2 + 3 + 3


def test_philosophy_alone_adds_nothing_and_unworked_cards_do_not_count():
    s = scenario({"II:Scientific Method": {}}, leader=LEADER)
    assert s.ratings(0).science == 1


def test_developing_a_technology_gives_the_civil_action_back():
    s = scenario(civil_hand=[LEADER, "I:Alchemy", "II:Opera"], science=20)
    s.act("leader", card=LEADER)
    assert s.actions_left(0) == (3, 2)
    s.act("develop", card="I:Alchemy")
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).science == 16
    s.act("develop", card="II:Opera")
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).science == 9


def test_without_newton_developing_costs_the_action():
    s = scenario(civil_hand=["I:Alchemy"], science=20)
    s.act("develop", card="I:Alchemy")
    assert s.actions_left(0) == (3, 2)
    s = scenario(civil_hand=["I:Alchemy"], science=20, leader="II:James Cook")
    s.act("develop", card="I:Alchemy")
    assert s.actions_left(0) == (3, 2)
    s = scenario(civil_hand=["I:Alchemy"], science=20, leader=LEADER)
    s.act("develop", card="I:Alchemy")
    assert s.actions_left(0) == (4, 2)


def test_after_a_revolution_one_civil_action_is_left():
    s = scenario(civil_hand=["I:Monarchy"], science=10, leader=LEADER)
    s.act("revolution", card="I:Monarchy")
    # all 4 civil actions paid, Monarchy's fifth arrives spent, Newton gives one back
    assert s.player(0).government.startswith("I:Monarchy")
    assert s.actions_left(0) == (1, 3)
    assert s.player(0).science == 10 - 2


def test_a_peaceful_change_of_government_also_gives_it_back():
    s = scenario(civil_hand=["I:Monarchy"], science=10, leader=LEADER)
    s.act("develop", card="I:Monarchy")
    # 1 of 4 civil actions spent and returned; Monarchy's new one arrives unspent
    assert s.actions_left(0) == (5, 3)
    assert s.player(0).science == 2
