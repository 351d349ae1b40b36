from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

EVENT = "II:Economic Progress"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def reveal(*players, **position):
    players = [dict(p) for p in players]
    players[0]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, age="II", current_events=[EVENT], **position)
    s.act("event", card=TRIGGER)
    return s


def civ(farmers=2, miners=2, food=0, resources=0, **more):
    return {
        "technologies": board(
            Agriculture={"workers": farmers, "stored": food},
            Bronze={"workers": miners, "stored": resources},
            Religion=1,
        ),
        **more,
    }


def test_everyone_produces_food_and_resources_without_scoring():
    s = reveal(civ(culture=3), civ(farmers=1, miners=3))
    assert (s.food(0), s.resources(0)) == (2, 2)
    assert (s.food(1), s.resources(1)) == (1, 3)
    # production scores nothing: no science from Philosophy, no culture from Religion
    assert (s.player(0).science, s.player(0).culture) == (0, 3)
    assert (s.player(1).science, s.player(1).culture) == (0, 0)


def test_corruption_before_food_then_consumption_then_resources():
    # 6 blue tokens in the bank: corruption 2; 10 yellow tokens in the bank: consumption 2
    s = reveal(civ(resources=3, yellow_bank=10, blue_bank=6), civ())
    assert s.resources(0) == 1 + 2  # 3 - 2 corruption + 2 produced
    assert s.food(0) == 0  # 2 produced, 2 eaten
    assert s.player(0).culture == 0


def test_corruption_takes_food_when_resources_run_short_and_famine_costs_culture():
    s = reveal(civ(farmers=0, food=1, yellow_bank=10, blue_bank=6, culture=20), civ())
    # corruption 2 with no resources takes the 1 stored food; no farmers; consumption 2 unfed
    assert s.food(0) == 0
    assert s.player(0).culture == 20 - 8
    assert s.resources(0) == 2
