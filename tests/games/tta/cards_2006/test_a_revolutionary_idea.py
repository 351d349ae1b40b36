from .helpers_age_a import holding, k

CARD = k("Revolutionary Idea")


def test_revolutionary_idea_2006_scores_1_science():
    s = holding(CARD, science=2)
    rating = s.ratings(0).science
    s.act("play", card=CARD)
    p = s.player(0)
    assert p.science == 2 + 1  # the New Story's Age II card: 4
    assert s.ratings(0).science == rating
    assert p.civil_hand == []
    assert s.actions_left(0) == (3, 2)
