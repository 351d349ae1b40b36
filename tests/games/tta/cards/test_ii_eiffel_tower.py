from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked("II:Coal", 5), **spec}


def test_eiffel_tower_costs_three_seven_three():
    s = Scenario(age="II", players=[rich(building={"card": "II:Eiffel Tower", "stages_built": 0}), {}])
    assert s.labels("wonder") == ["Build 1 stage of Eiffel Tower (1 civil action, 3 resources)"]
    s.act("wonder", stages=1)
    assert s.resources(0) == 12
    s.act("wonder", stages=1)
    assert s.resources(0) == 5
    assert s.ratings(0).culture == 0
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["II:Eiffel Tower#1"]
    assert s.resources(0) == 2
    r = s.ratings(0)
    assert (r.culture, r.happy) == (4, 1)


def test_eiffel_tower_face_counts_for_st_peters_basilica():
    s = Scenario(age="II", players=[rich(wonders=["II:Eiffel Tower", "I:St. Peter's Basilica"]), {}])
    r = s.ratings(0)
    assert (r.culture, r.happy) == (6, 3)
