from epocha.games.tta.scenario import Scenario

CARD = "I:Breakthrough"


def scenario(hand, science, **player):
    return Scenario(players=[{"civil_hand": [CARD, *hand], "science": science, **player}, {}])


def labels(s):
    return s.labels("choose")


def test_breakthrough_develops_a_technology_then_scores_2_science():
    s = scenario(["I:Irrigation"], science=4)
    s.act("play", card=CARD)  # the only choice
    p = s.player(0)
    assert any(t.startswith("I:Irrigation") for t in p.techs)
    assert p.science == 4 - 3 + 2
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_breakthrough_bonus_science_cannot_pay_for_the_technology():
    s = scenario(["I:Irrigation"], science=2)
    assert not s.can("play", card=CARD)


def test_breakthrough_offers_a_revolution_instead():
    s = scenario(["I:Irrigation", "I:Monarchy"], science=3)
    s.act("play", card=CARD)
    assert labels(s) == [
        "Develop Irrigation (3 science)",
        "Revolution: Monarchy (4 civil actions, 2 science)",
    ]
    s.choose("Develop Irrigation (3 science)")
    assert s.player(0).science == 2
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).government.startswith("A:Despotism")


def test_breakthrough_revolution_costs_all_civil_actions_instead_of_the_cards_one():
    s = scenario(["I:Irrigation", "I:Monarchy"], science=3)
    s.act("play", card=CARD)
    s.choose("Revolution: Monarchy (4 civil actions, 2 science)")
    p = s.player(0)
    assert p.government.startswith("I:Monarchy")
    assert p.science == 3 - 2 + 2
    assert p.totals == {"ca": 5, "ma": 3}
    assert p.ca_spent == 5  # the 4 of the revolution (not 5) and the new one arriving spent
    assert s.actions_left(0) == (0, 3)  # military actions were not spent
    assert [c.split("#")[0] for c in p.civil_hand] == ["I:Irrigation"]


def test_breakthrough_revolution_impossible_after_spending_a_civil_action():
    s = scenario(["I:Monarchy"], science=7, actions_spent={"ca": 1})
    assert not s.can("play", card=CARD)  # no revolution, and a peaceful change costs 8
    s = scenario(["I:Monarchy"], science=8, actions_spent={"ca": 1})
    s.act("play", card=CARD)  # the only choice: the peaceful change
    p = s.player(0)
    assert p.government.startswith("I:Monarchy")
    assert p.science == 2
    assert s.actions_left(0) == (3, 3)  # 5 - 2 civil actions; a peaceful change brings usable ones


def test_breakthrough_revolution_with_robespierre_pays_military_actions_and_no_civil_one():
    s = scenario(["I:Theocracy"], science=1, leader="II:Maximilien Robespierre", actions_spent={"ca": 1})
    assert s.actions_left(0) == (3, 3)
    s.act("play", card=CARD)  # the only choice: Revolution: Theocracy, paid with military actions
    p = s.player(0)
    assert p.government.startswith("I:Theocracy")
    assert p.science == 1 - 1 + 2
    assert (p.ca_spent, p.ma_spent) == (1, 4)  # the card's civil action was given back
    assert s.actions_left(0) == (3, 0)


def test_breakthrough_revolution_with_newton_leaves_one_civil_action():
    s = scenario(["I:Theocracy"], science=1, leader="II:Isaac Newton")
    s.act("play", card=CARD)
    p = s.player(0)
    assert p.government.startswith("I:Theocracy")
    assert s.actions_left(0) == (1, 3)


def test_breakthrough_develop_with_newton_gives_the_cards_action_back():
    s = scenario(["I:Irrigation"], science=3, leader="II:Isaac Newton")
    s.act("play", card=CARD)
    assert s.actions_left(0) == (4, 2)
    assert s.player(0).science == 2
