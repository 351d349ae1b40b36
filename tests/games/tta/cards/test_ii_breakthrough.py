from epocha.games.tta.scenario import Scenario

CARD = "II:Breakthrough"


def scenario(hand, science, **player):
    return Scenario(players=[{"civil_hand": [CARD, *hand], "science": science, **player}, {}], age="II")


def test_breakthrough_ii_develops_a_special_technology_then_scores_3_science():
    s = scenario(["I:Code of Laws"], science=6)
    s.act("play", card=CARD)
    p = s.player(0)
    assert list(p.specials) == ["civil"]
    assert p.science == 0 + 3
    assert p.totals["ca"] == 5
    assert s.actions_left(0) == (4, 2)  # the new civil action is usable


def test_breakthrough_ii_peaceful_change_of_government():
    s = scenario(["II:Constitutional Monarchy"], science=12, actions_spent={"ca": 2})
    s.act("play", card=CARD)  # no revolution with actions spent: the only choice
    p = s.player(0)
    assert p.government.startswith("II:Constitutional Monarchy")
    assert p.science == 3
    assert s.actions_left(0) == (3, 4)


def test_breakthrough_ii_revolution_scores_3_science_and_uses_every_civil_action():
    s = scenario(["II:Constitutional Monarchy", "I:Irrigation"], science=6)
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Develop Irrigation (3 science)",
        "Revolution: Constitutional Monarchy (4 civil actions, 6 science)",
    ]
    s.choose("Revolution: Constitutional Monarchy (4 civil actions, 6 science)")
    p = s.player(0)
    assert p.government.startswith("II:Constitutional Monarchy")
    assert p.science == 3
    assert s.actions_left(0) == (0, 4)


def test_breakthrough_ii_not_playable_without_a_technology_in_hand():
    s = scenario(["II:Frugality"], science=30)
    assert not s.can("play", card=CARD)
