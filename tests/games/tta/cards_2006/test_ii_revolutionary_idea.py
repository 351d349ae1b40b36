from .helpers_age_ii import holding, ii

CARD = ii("Revolutionary Idea")


def test_revolutionary_idea_scores_4_science():
    s = holding(CARD, culture=3, science=1)
    rated = s.ratings(0)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.science, p.culture) == (1 + 4, 3)
    assert s.ratings(0) == rated  # points, not a rating
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []
