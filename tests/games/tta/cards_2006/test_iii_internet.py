"""Internet (Age III wonder, 2006 edition): on completion each worker on a lab or library
scores 2 culture x the building's level (the New Story card: the culture, science and strength
of all urban buildings); only immediate culture; stages 2, 3, 4, 3, 2."""

from .helpers_age_iii import board, game, i, ii, iii

INTERNET = iii("Internet")


def finishing(**player):
    extra = {
        i("Alchemy"): {"workers": 1},  # lab I: 2
        iii("Computers"): {"workers": 1},  # lab III: 6
        ii("Journalism"): {"workers": 1},  # library II: 4
        i("Drama"): {"workers": 1},  # a theater: not counted
    }
    techs = board(resources=2, Religion=1, extra=extra)  # Philosophy (lab, level 0): nothing
    return game({"technologies": techs, "building": {"card": INTERNET, "stages_built": 4}, **player})


def test_each_worker_on_labs_and_libraries_scores_twice_the_level():
    s = finishing(culture=10)
    ratings = s.ratings(0)
    s.act("wonder", stages=1)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [INTERNET]
    assert s.resources(0) == 0  # the fifth stage: 2
    assert p.culture == 10 + 2 * (1 + 3 + 2)
    r = s.ratings(0)
    assert (r.culture, r.science, r.strength) == (ratings.culture, ratings.science, ratings.strength)


def test_science_and_strength_of_urban_buildings_score_nothing():
    # Game Designer turns lab science into culture: the levels alone still count
    s = finishing(culture=0, leader=iii("Game Designer"))
    s.act("wonder", stages=1)
    assert s.player(0).culture == 12
