from .helpers_age_a import board, game, k, stocked

ALEXANDER = k("Alexander the Great")


def test_alexander_2006_adds_one_strength_per_military_unit():
    units = board({k("Swordsmen", "I"): {"workers": 1}}, Warriors=2)
    s = game({"leader": ALEXANDER, "technologies": units}, {"technologies": units})
    assert s.ratings(1).strength == 2 + 2  # two Warriors (1 each), Swordsmen (2)
    assert s.ratings(0).strength == 4 + 3  # +1 for each of the 3 units


def test_alexander_2006_without_units_adds_nothing():
    s = game({"leader": ALEXANDER, "technologies": board(Warriors=0)}, {})
    assert s.ratings(0).strength == 0


def test_alexander_2006_has_no_political_action():
    # the New Story's Alexander may leave play for a yellow token: not the 2006 card
    s = game({"leader": ALEXANDER, "technologies": stocked(food=2)}, {})
    assert not s.can("ability")
    assert s.player(0).yellow == 18
