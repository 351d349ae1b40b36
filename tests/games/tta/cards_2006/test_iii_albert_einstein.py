"""Albert Einstein (Age III leader, 2006 edition): extra science equal to the level of the best
lab or library with a worker; 3 culture for every technology developed, a revolution too."""

from .helpers_age_iii import board, game, holding, i, ii, iii

EINSTEIN = iii("Albert Einstein")


def science(leader=None, **extra):
    techs = board(extra=extra)
    return game({"technologies": techs, **({"leader": leader} if leader else {})}).ratings(0).science


def test_the_best_lab_or_library_adds_its_level_to_science():
    labs = {i("Alchemy"): {"workers": 1}, ii("Journalism"): {"workers": 1}, iii("Computers"): {}}
    # Computers has no worker: the best is Journalism, level II
    assert science(EINSTEIN, **labs) - science(None, **labs) == 2
    assert science(EINSTEIN) == science(None)  # Philosophy (level 0) adds nothing


def test_developing_a_technology_scores_3_culture():
    s = holding(ii("Journalism"), science=8, leader=EINSTEIN, culture=4)
    s.act("develop", card=ii("Journalism"))
    assert s.player(0).culture == 4 + 3


def test_a_revolution_scores_3_culture_too():
    s = holding(iii("Democracy"), science=8, leader=EINSTEIN, culture=0)
    s.act("revolution", card=iii("Democracy"))
    assert s.player(0).culture == 3
