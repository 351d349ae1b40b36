"""Game Designer (Age III leader, 2006 edition; no New Story namesake, Sid Meier's effect): each
lab produces culture equal to its level and 1 science less."""

from .helpers_age_iii import board, game, i, iii

DESIGNER = iii("Game Designer")


def ratings(leader=None):
    extra = {i("Alchemy"): {"workers": 1}, iii("Computers"): {"workers": 2}}  # Philosophy: 1 worker
    spec = {"technologies": board(extra=extra), **({"leader": leader} if leader else {})}
    return game(spec).ratings(0)


def test_each_lab_gives_its_level_in_culture_and_1_science_less():
    with_designer, without = ratings(DESIGNER), ratings()
    assert with_designer.culture - without.culture == 0 + 1 + 2 * 3
    assert with_designer.science - without.science == -4  # four labs
