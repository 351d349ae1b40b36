from .helpers_age_i import holding, i

CARD = i("Breakthrough")


def test_breakthrough_develops_a_technology_then_scores_2_science():
    s = holding(CARD, civil_hand=[i("Iron")], science=5)
    s.act("play", card=CARD)  # the only choice
    p = s.player(0)
    assert f"{i('Iron')}#1" in p.techs
    assert p.science == 5 - 5 + 2
    assert s.actions_left(0) == (3, 2)


def test_breakthrough_science_cannot_pay_for_the_technology():
    s = holding(CARD, civil_hand=[i("Iron")], science=4)
    assert not s.can("play", card=CARD)


def test_breakthrough_may_be_a_revolution_as_the_only_civil_action():
    s = holding(CARD, civil_hand=[i("Monarchy")], science=3)
    s.act("play", card=CARD)  # the only choice: the peaceful change costs 9
    p = s.player(0)
    assert p.government == f"{i('Monarchy')}#1"
    assert p.science == 3 - 3 + 2
    assert s.actions_left(0) == (0, 3)
    spent = holding(CARD, civil_hand=[i("Monarchy")], science=8, actions_spent={"ca": 1})
    assert not spent.can("play", card=CARD)  # no revolution, and the peaceful change costs 9
