from .helpers_actions_iii import holding, iii

CARD = iii("Work of Art")


def test_work_of_art_scores_3_culture():
    s = holding(CARD, culture=3, science=2)
    rated = s.ratings(0)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.culture, p.science) == (3 + 3, 2)  # fewer than the Age II card's 4
    assert s.ratings(0) == rated  # points, not a rating
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_work_of_art_not_in_the_turn_it_was_taken():
    assert not holding(CARD, turn={"taken": [CARD]}).can("play", card=CARD)
