from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    food = {"workers": 2, "stored": 4}
    return {"technologies": stocked("II:Coal", 4, Agriculture=food, Religion=1), "unused_workers": 1, **spec}


def test_ocean_liner_service_gains_a_free_worker_once_per_turn():
    s = Scenario(age="II", players=[rich(wonders=["II:Ocean Liner Service"]), {}])
    yellow = s.player(0).yellow
    s.act("ability", card="II:Ocean Liner Service")
    p = s.player(0)
    assert (p.pool, p.yellow) == (2, yellow - 1)
    assert s.food(0) == 4
    assert s.actions_left(0) == (4, 2)
    assert not s.can("ability", card="II:Ocean Liner Service")
    # the ordinary action is still there, at its usual price (15 tokens in the yellow bank: 3 food)
    s.act("population")
    assert (s.food(0), s.player(0).pool) == (1, 3)


def test_ocean_liner_service_ends_the_politics_phase():
    s = Scenario(
        age="II", players=[rich(wonders=["II:Ocean Liner Service"], military_hand=["II:Ravages of Time"]), {}]
    )
    assert s.can("event")
    s.act("ability", card="II:Ocean Liner Service")
    assert not s.can("event")


def test_ocean_liner_service_is_usable_again_next_turn():
    s = Scenario(age="II", players=[rich(wonders=["II:Ocean Liner Service"]), {}])
    s.act("ability", card="II:Ocean Liner Service")
    s.end_turn()
    assert s.state.turn_player == 1
    assert not s.can("ability")
    s.end_turn()
    assert s.state.turn_player == 0
    pool = s.player(0).pool
    s.act("ability", card="II:Ocean Liner Service")
    assert s.player(0).pool == pool + 1


def test_ocean_liner_service_needs_a_yellow_token_and_a_completed_wonder():
    empty = Scenario(age="II", players=[rich(wonders=["II:Ocean Liner Service"], yellow_bank=0), {}])
    assert not empty.can("ability")
    unfinished = Scenario(
        age="II", players=[rich(building={"card": "II:Ocean Liner Service", "stages_built": 3}), {}]
    )
    assert not unfinished.can("ability")
    unfinished.act("wonder", stages=1)
    assert unfinished.player(0).wonders == ["II:Ocean Liner Service#1"]
    assert unfinished.resources(0) == 8
    unfinished.act("ability", card="II:Ocean Liner Service")
    assert unfinished.player(0).pool == 2
