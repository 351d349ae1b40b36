from .helpers_age_ii import holding, ii

CARD = ii("Breakthrough")
COAL = ii("Coal")  # 7 science


def test_breakthrough_develops_a_technology_then_scores_4_science():
    s = holding(CARD, civil_hand=[COAL], science=7)
    s.act("play", card=CARD)  # the only choice
    p = s.player(0)
    assert f"{COAL}#1" in p.techs
    assert p.science == 7 - 7 + 4
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_breakthrough_science_cannot_pay_for_the_technology():
    s = holding(CARD, civil_hand=[COAL], science=6)
    assert not s.can("play", card=CARD)


def test_breakthrough_may_be_a_revolution_as_the_only_civil_action():
    monarchy = ii("Constitutional Monarchy")  # 12 science, or 5 by a revolution
    s = holding(CARD, civil_hand=[monarchy], science=5)
    s.act("play", card=CARD)  # the only choice
    p = s.player(0)
    assert p.government == f"{monarchy}#1"
    assert p.science == 5 - 5 + 4
    assert s.actions_left(0) == (0, 4)
    spent = holding(CARD, civil_hand=[monarchy], science=11, actions_spent={"ca": 1})
    assert not spent.can("play", card=CARD)  # no revolution, and the peaceful change costs 12
