from .helpers_age_i import holding, i

CARD = i("Revolutionary Idea")


def test_revolutionary_idea_scores_2_science():
    s = holding(CARD, culture=3, science=1)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.science, p.culture) == (1 + 2, 3)
    assert s.actions_left(0) == (3, 2)
