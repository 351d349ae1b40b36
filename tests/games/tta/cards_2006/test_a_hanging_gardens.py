from .helpers_age_a import game, k, stocked

GARDENS = k("Hanging Gardens")


def test_hanging_gardens_2006_give_culture_and_two_happy_faces():
    s = game({"wonders": [GARDENS]}, {})
    assert (s.ratings(0).culture, s.ratings(0).faces) == (1, 2)
    assert (s.ratings(1).culture, s.ratings(1).faces) == (0, 0)


def test_hanging_gardens_2006_stages_cost_2_each():
    s = game({"technologies": stocked(resources=2), "building": {"card": GARDENS, "stages_built": 2}}, {})
    s.act("wonder", stages=1)
    p = s.player(0)
    assert p.building is None and p.wonders == [f"{GARDENS}#1"]
    assert s.resources(0) == 0
    assert s.ratings(0).faces == 2
