from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked(resources=8), **spec}


def test_completed_pyramids_add_an_unspent_civil_action_at_once():
    s = Scenario(players=[rich(building={"card": "A:Pyramids", "stages_built": 2}), {}])
    assert s.actions_left(0) == (4, 2)
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["A:Pyramids#1"]
    assert s.resources(0) == 7
    assert s.player(0).totals["ca"] == 5
    assert s.actions_left(0) == (4, 2)  # 1 spent on the stage, 1 new one


def test_pyramids_stage_costs_three_two_one():
    s = Scenario(players=[rich(building={"card": "A:Pyramids", "stages_built": 0}), {}])
    s.act("wonder", stages=1)
    assert s.resources(0) == 5
    s.act("wonder", stages=1)
    assert s.resources(0) == 3
    assert s.player(0).stages_built == 2
    assert s.player(0).totals["ca"] == 4


def test_ruined_pyramids_lose_their_action():
    s = Scenario(players=[rich(wonders=["A:Pyramids"], ruined=["A:Pyramids"]), {}])
    assert s.player(0).totals["ca"] == 4
    assert s.ratings(0).culture == 2
    s2 = Scenario(players=[rich(wonders=["A:Pyramids"]), {}])
    assert s2.player(0).totals["ca"] == 5
    assert s2.ratings(0).culture == 0
