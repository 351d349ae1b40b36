import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Agriculture"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def civ(**workers_and_more) -> dict:
    """A civilization: technologies by worker count (the starting ones by default), then any
    other position keys."""
    more = {k: v for k, v in workers_and_more.items() if ":" not in k}
    techs = {"A:Agriculture": 2, "A:Bronze": 2, "A:Philosophy": 1, "A:Religion": 0, "A:Warriors": 1}
    techs.update({k: v for k, v in workers_and_more.items() if ":" in k})
    return {"technologies": {k: {"workers": v} for k, v in techs.items()}, **more}


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    players = [dict(p) for p in players]
    seat = position.get("turn_player", 0)
    players[seat]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, age=age, current_events=[EVENT], **position)
    s.act("event", card=TRIGGER)
    return s


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    s = Scenario(players=list(players), age="IV", last_round=5, round=5, current_events=[EVENT], **position)
    with pytest.raises(GameOver):
        end_game(s.state)
    return s


def cultures(s) -> list[int]:
    return [p.culture for p in s.state.players]


def test_food_produced_plus_4_if_it_exceeds_consumption():
    s = reveal(
        civ(),  # 2 food, consumption 0
        civ(**{"A:Agriculture": 1, "I:Irrigation": 2}, yellow_bank=10),  # 5 food, consumption 2
        civ(**{"A:Agriculture": 0}),  # 0 food, consumption 0: not more
    )
    assert cultures(s) == [6, 9, 0]
    assert s.food(0) == 0  # nothing is produced


def test_no_bonus_when_production_only_equals_consumption():
    s = reveal(civ(yellow_bank=10), civ(yellow_bank=9))  # consumption 2 both
    assert cultures(s) == [2, 2]


def test_a_short_blue_bank_does_not_lower_the_count():
    s = final(civ(blue_bank=0, culture=1), civ(**{"II:Selective Breeding": 2}, yellow_bank=12))
    assert cultures(s) == [1 + 2 + 4, 2 + 6 + 4]
