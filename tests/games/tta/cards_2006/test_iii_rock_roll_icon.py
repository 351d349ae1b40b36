"""Rock & Roll Icon (Age III leader, 2006 edition; no New Story namesake, Charlie Chaplin's
effect): +2 happy faces and one of the best theaters produces double culture."""

from .helpers_age_iii import board, game, i, iii

ICON = iii("Rock & Roll Icon")


def ratings(leader=None, **extra):
    spec = {"technologies": board(extra=extra), **({"leader": leader} if leader else {})}
    return game(spec).ratings(0)


def test_2_happy_faces_and_the_best_theater_culture_once_more():
    theaters = {i("Drama"): {"workers": 2}, iii("Movies"): {"workers": 2}}
    with_icon, without = ratings(ICON, **theaters), ratings(None, **theaters)
    assert with_icon.happy - without.happy == 2
    assert with_icon.culture - without.culture == 4  # one Movies building: 4 culture


def test_without_a_theater_building_only_the_happy_faces():
    with_icon, without = ratings(ICON, **{iii("Movies"): {}}), ratings(None, **{iii("Movies"): {}})
    assert (with_icon.happy - without.happy, with_icon.culture - without.culture) == (2, 0)
