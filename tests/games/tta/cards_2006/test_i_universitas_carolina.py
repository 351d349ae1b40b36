from .helpers_age_i import board, game, i

UNIVERSITY = i("Universitas Carolina")


def test_universitas_carolina_gives_2_science_and_1_culture_once_completed():
    s = game({"technologies": board(resources=3), "building": {"card": UNIVERSITY, "stages_built": 2}})
    before = s.ratings(0)
    s.act("wonder", stages=1)
    assert s.player(0).wonders == [f"{UNIVERSITY}#1"]
    after = s.ratings(0)
    assert (after.science - before.science, after.culture - before.culture) == (2, 1)
    assert s.resources(0) == 0
