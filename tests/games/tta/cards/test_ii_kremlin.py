from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked("II:Coal", 5, Religion=2), **spec}


def test_completed_kremlin_adds_actions_culture_and_an_unhappy_face():
    s = Scenario(age="II", players=[rich(building={"card": "II:Kremlin", "stages_built": 2}), {}])
    assert s.ratings(0).happy == 2
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["II:Kremlin#1"]
    assert s.resources(0) == 11
    assert s.player(0).totals == {"ca": 5, "ma": 3}
    assert s.actions_left(0) == (4, 3)
    r = s.ratings(0)
    assert (r.culture, r.happy, r.faces) == (2 + 2, 1, 1)


def test_kremlin_unhappy_face_gets_nothing_from_st_peters():
    s = Scenario(age="II", players=[rich(wonders=["II:Kremlin", "I:St. Peter's Basilica"]), {}])
    # temples 2 x (1+1), Basilica 1, Kremlin -1
    assert s.ratings(0).faces == 4
    assert s.ratings(0).culture == 2 + 2 + 2


def test_kremlin_alone_cannot_push_happiness_below_zero():
    spec = rich(wonders=["II:Kremlin"])
    spec["technologies"]["A:Religion"] = {}
    s = Scenario(age="II", players=[spec, {}])
    assert (s.ratings(0).happy, s.ratings(0).faces) == (0, -1)
