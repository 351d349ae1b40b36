"""Hollywood (Age III wonder, 2006 edition): on completion each worker on a theater or library
scores 2 culture x the building's level (the New Story card: twice the culture they produce);
only immediate culture; stages 5, 6, 5."""

from .helpers_age_iii import board, game, i, ii, iii

HOLLYWOOD = iii("Hollywood")
BUILDINGS = {
    i("Drama"): {"workers": 1},  # theater I: 2
    iii("Movies"): {"workers": 1},  # theater III: 6
    ii("Journalism"): {"workers": 2},  # library II: 2 x 4
    i("Printing Press"): {},  # library I, no worker: nothing
    ii("Scientific Method"): {"workers": 1},  # a lab: not counted
}


def finishing(extra=BUILDINGS, **player):
    techs = board(resources=5, Religion=1, extra=extra)
    return game({"technologies": techs, "building": {"card": HOLLYWOOD, "stages_built": 2}, **player})


def test_each_worker_on_theaters_and_libraries_scores_twice_the_level():
    s = finishing(culture=20)
    culture_rating = s.ratings(0).culture
    s.act("wonder", stages=1)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [HOLLYWOOD]
    assert s.resources(0) == 0  # the third stage: 5
    assert p.culture == 20 + 2 * (1 + 3 + 2 * 2)
    assert s.ratings(0).culture == culture_rating  # only immediate culture


def test_the_levels_count_not_the_culture_produced():
    # Rock & Roll Icon doubles the best theater's culture; Hollywood 2006 scores the same
    s = finishing(culture=0, leader=iii("Rock & Roll Icon"))
    s.act("wonder", stages=1)
    assert s.player(0).culture == 16


def test_without_workers_on_theaters_or_libraries_it_scores_nothing():
    s = finishing(extra={i("Drama"): {}, i("Printing Press"): {}}, culture=7)
    s.act("wonder", stages=1)
    assert s.player(0).culture == 7
