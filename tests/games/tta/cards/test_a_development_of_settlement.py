from epocha.games.tta.scenario import Scenario

CARD = "A:Development of Settlement"
HAND = "A:Development of Science"


def test_every_civilization_gains_a_worker_without_paying_food():
    s = Scenario(
        players=[{"military_hand": [HAND]}, {"technologies": {"A:Agriculture": {"workers": 2, "stored": 4}}}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert s.player(0).pool == 2
    assert s.player(1).pool == 1  # a position with technologies starts without unused workers
    assert s.player(0).yellow == s.player(1).yellow == 17
    assert s.food(1) == 4  # no food paid


def test_an_empty_yellow_bank_gains_nothing():
    s = Scenario(players=[{"military_hand": [HAND], "yellow_bank": 0}, {}], current_events=[CARD])
    s.act("event", card=HAND)
    assert s.player(0).pool == 1
    assert s.player(0).yellow == 0
    assert s.player(1).pool == 2
