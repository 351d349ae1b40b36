from .helpers_actions_iii import holding, iii

CARD = iii("Revolutionary Idea")


def test_revolutionary_idea_scores_6_science():
    s = holding(CARD, culture=3, science=1)
    rated = s.ratings(0)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.science, p.culture) == (1 + 6, 3)  # more than the Age II card's 4
    assert s.ratings(0) == rated  # points, not a rating
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_revolutionary_idea_not_in_the_turn_it_was_taken():
    assert not holding(CARD, turn={"taken": [CARD]}).can("play", card=CARD)
