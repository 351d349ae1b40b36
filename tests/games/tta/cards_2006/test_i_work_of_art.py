from .helpers_age_i import holding, i

CARD = i("Work of Art")


def test_work_of_art_scores_5_culture():
    s = holding(CARD, culture=3, science=2)
    rated = s.ratings(0)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.culture, p.science) == (3 + 5, 2)
    assert s.ratings(0) == rated  # points, not a rating
    assert s.actions_left(0) == (3, 2)
