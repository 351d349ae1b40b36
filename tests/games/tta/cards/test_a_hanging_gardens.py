from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked(resources=8, Religion=1), **spec}


def test_hanging_gardens_stages_and_completion():
    s = Scenario(players=[rich(building={"card": "A:Hanging Gardens", "stages_built": 0}), {}])
    before = s.ratings(0)
    assert (before.culture, before.happy) == (1, 1)
    blue = s.player(0).blue
    s.act("wonder", stages=1)
    assert s.player(0).stages_built == 1
    assert s.player(0).blue == blue + 2 - 1
    assert s.ratings(0).happy == 1  # unfinished: no effect yet
    s.act("wonder", stages=1)
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["A:Hanging Gardens#1"]
    assert s.resources(0) == 2
    assert s.player(0).blue == blue + 6
    r = s.ratings(0)
    assert (r.culture, r.happy) == (2, 3)
    assert s.actions_left(0) == (1, 2)


def test_hanging_gardens_with_st_peters_basilica_gives_three_faces():
    s = Scenario(players=[rich(wonders=["A:Hanging Gardens", "I:St. Peter's Basilica"]), {}])
    # Religion 1+1, Gardens 2+1, Basilica 1
    assert s.ratings(0).happy == 6
    assert s.ratings(0).culture == 1 + 1 + 2


def test_ruined_hanging_gardens_give_two_culture_no_faces():
    s = Scenario(players=[rich(wonders=["A:Hanging Gardens"], ruined=["A:Hanging Gardens"]), {}])
    r = s.ratings(0)
    assert (r.culture, r.happy) == (3, 1)
