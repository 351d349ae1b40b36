"""William Shakespeare (Age II leader, 2006 edition): +1 culture per library and 2 more per
library-theater pair; no happy face and no cheaper libraries or theaters (the New Story card's)."""

from .helpers_age_ii import board, game, i, ii

LEADER = ii("William Shakespeare")


def culture_with_and_without(extra):
    techs = board(extra=extra)
    return game({"leader": LEADER, "technologies": techs}).ratings(0), game({"technologies": techs}).ratings(
        0
    )


def test_each_library_adds_1_culture_and_each_pair_2_more():
    # 2 libraries, 1 theater: +2, one pair +2
    r, base = culture_with_and_without({i("Printing Press"): {"workers": 2}, i("Drama"): {"workers": 1}})
    assert base.culture == 2 * 1 + 2
    assert r.culture == base.culture + 2 + 2
    assert r.happy == base.happy  # no happy face of his own


def test_pairs_are_the_smaller_count_whatever_the_levels():
    extra = {
        i("Printing Press"): {"workers": 1},
        ii("Journalism"): {"workers": 1},
        i("Drama"): {"workers": 1},
        ii("Opera"): {"workers": 2},
    }
    r, base = culture_with_and_without(extra)
    assert r.culture == base.culture + 2 + 2 * 2  # 2 libraries, 2 pairs


def test_theaters_alone_add_nothing():
    r, base = culture_with_and_without({i("Drama"): {"workers": 2}, i("Printing Press"): {}})
    assert r.culture == base.culture


def test_libraries_and_theaters_cost_what_they_cost():
    techs = board(resources=9, extra={i("Printing Press"): {"workers": 1}, i("Drama"): {"workers": 1}})
    s = game(
        {
            "leader": LEADER,
            "technologies": techs,
            "unused_workers": 1,
            "civil_hand": [ii("Opera")],
            "science": 6,
        }
    )
    assert s.can("build", label="Build a theater on Drama (1 civil action, 5 resources)")
    assert s.can("build", label="Build a library on Printing Press (1 civil action, 4 resources)")
    assert not s.can("develop", card=ii("Opera"))  # 7 science
