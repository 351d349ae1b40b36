from epocha.games.tta.scenario import Scenario

from .shared_action_cards import holding

CARD = "I:Patriotism"


def scenario(resources, pool=1):
    return holding(CARD, resources=resources, extra={"I:Swordsmen": {}}, unused_workers=pool)


def test_patriotism_i_pool_is_shared_by_several_units():
    s = scenario(resources=2)
    s.act("play", card=CARD)
    assert s.player(0).turn["military_resources"] == 2
    s.act("upgrade", **{"from": "A:Warriors", "to": "I:Swordsmen"})  # 1 resource, from the pool
    assert s.player(0).turn["military_resources"] == 1 and s.resources(0) == 2
    s.act("build", tech="I:Swordsmen")  # 3 resources: the last 1 from the pool, 2 from the mine
    p = s.player(0)
    assert p.workers["I:Swordsmen#1"] == 2
    assert s.resources(0) == 0 and p.turn["military_resources"] == 0
    assert s.actions_left(0) == (3, 1)  # 2 + 1 military actions, 2 used
    assert s.ratings(0).strength == 4


def test_patriotism_i_extra_military_action_can_be_used_with_none_left():
    s = Scenario(players=[{"civil_hand": [CARD], "actions_spent": {"ma": 2}}, {}])
    assert s.actions_left(0) == (4, 0)
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 1)
    s.act("build", tech="A:Warriors")  # the default unused worker; 2 resources from the pool
    assert s.actions_left(0) == (3, 0)
    assert s.player(0).workers["A:Warriors#p0"] == 2
