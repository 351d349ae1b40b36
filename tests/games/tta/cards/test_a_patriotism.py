from epocha.games.tta.scenario import Scenario

from .shared_action_cards import holding

CARD = "A:Patriotism"


def scenario(resources, pool=1):
    return holding(CARD, resources=resources, unused_workers=pool)


def test_patriotism_gives_a_military_action_and_a_resource_for_units_this_turn():
    s = scenario(resources=1)
    s.act("play", card=CARD)
    p = s.player(0)
    assert s.actions_left(0) == (3, 3)
    assert p.totals == {"ca": 4, "ma": 2}  # not in the totals
    assert p.turn["military_resources"] == 1
    assert s.resources(0) == 1


def test_patriotism_resource_pays_for_a_unit_before_your_own():
    s = scenario(resources=1)
    s.act("play", card=CARD)
    s.act("build", tech="A:Warriors")  # 2 resources: 1 from the card, 1 from the mine
    p = s.player(0)
    assert p.workers["A:Warriors#p0"] == 2
    assert s.resources(0) == 0
    assert p.turn["military_resources"] == 0
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).strength == 2


def test_patriotism_resource_does_not_pay_for_buildings():
    s = scenario(resources=1)
    s.act("play", card=CARD)
    assert not s.can("build", tech="A:Agriculture")  # 2 resources, only 1 of them usable
    assert s.can("build", tech="A:Warriors")


def test_patriotism_gains_are_lost_at_the_end_of_the_turn():
    s = scenario(resources=0, pool=0)
    s.act("play", card=CARD)
    s.end_turn()
    p = s.player(0)
    assert (p.turn["military_resources"], p.turn["extra_ma"]) == (0, 0)
    assert p.totals == {"ca": 4, "ma": 2}


def test_patriotism_unused_extra_military_action_draws_a_military_card():
    s = Scenario(players=[{"civil_hand": [CARD], "actions_spent": {"ma": 2}}, {}])
    s.act("play", card=CARD)
    s.end_turn()
    assert len(s.player(0).military_hand) == 1  # seed: the extra action may be used to draw
