from .helpers_age_i import board, game, i

WALL = i("Great Wall")


def army():
    return board(Warriors=2, extra={i("Swordsmen"): {"workers": 1}, i("Knights"): {"workers": 1}})


def test_great_wall_adds_1_strength_per_infantry_unit_and_prints_culture_and_a_face():
    without = game({"technologies": army()})
    s = game({"technologies": army(), "wonders": [WALL]})
    # Warriors 2 x 1, Swordsmen 2, Knights 2; the wall: 3 infantry units, the knight nothing
    assert without.ratings(0).strength == 6
    assert s.ratings(0).strength == 6 + 3
    assert (s.ratings(0).culture, s.ratings(0).happy) == (1, 1)


def test_unfinished_great_wall_gives_nothing():
    s = game({"technologies": army(), "building": {"card": WALL, "stages_built": 3}})
    assert s.ratings(0).strength == 6
    assert (s.ratings(0).culture, s.ratings(0).happy) == (0, 0)
