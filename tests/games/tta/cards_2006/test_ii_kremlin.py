"""Kremlin (Age II wonder, 2006 edition): +1 civil and +1 military action, +3 culture and 2
unhappy faces (the New Story card: 2 culture, 1 unhappy face); stages 4, 4, 4."""

from .helpers_age_ii import board, game, i, ii

KREMLIN = ii("Kremlin")


def test_completed_kremlin_adds_actions_3_culture_and_2_unhappy_faces():
    techs = board(resources=4, Religion=2, extra={i("Theology"): {"workers": 1}})
    s = game({"technologies": techs, "building": {"card": KREMLIN, "stages_built": 2}})
    # temples: Religion 2 x (1 culture, 1 face), Theology 1 culture, 2 faces
    assert (s.ratings(0).culture, s.ratings(0).happy) == (3, 4)
    s.act("wonder", stages=1)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [KREMLIN]
    assert s.resources(0) == 0  # the third stage: 4
    assert p.totals == {"ca": 5, "ma": 3}
    assert s.actions_left(0) == (4, 3)  # the new actions arrive unspent
    r = s.ratings(0)
    assert (r.culture, r.happy, r.faces) == (3 + 3, 4 - 2, 4 - 2)


def test_kremlin_unhappy_faces_get_nothing_from_st_peters_basilica():
    techs = board(Religion=2)
    s = game({"technologies": techs, "wonders": [KREMLIN, i("St. Peter's Basilica")]})
    without = game({"technologies": techs, "wonders": [i("St. Peter's Basilica")]})
    assert s.ratings(0).faces == without.ratings(0).faces - 2
    assert s.ratings(0).culture == without.ratings(0).culture + 3
