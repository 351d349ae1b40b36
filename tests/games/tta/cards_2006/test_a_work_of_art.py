from .helpers_age_a import holding, k

CARD = k("Work of Art")


def test_work_of_art_scores_6_culture():
    s = holding(CARD, culture=3)
    rating = s.ratings(0).culture
    s.act("play", card=CARD)
    p = s.player(0)
    assert p.culture == 3 + 6
    assert p.science == 0
    assert s.ratings(0).culture == rating
    assert p.civil_hand == []
    assert s.actions_left(0) == (3, 2)
