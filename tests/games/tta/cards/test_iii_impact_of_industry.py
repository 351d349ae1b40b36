import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Industry"
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


def test_culture_equal_to_mine_production():
    s = reveal(civ(**{"I:Iron": 1}), civ(**{"A:Bronze": 0}), civ(**{"II:Coal": 2, "A:Bronze": 1}))
    assert cultures(s) == [2 + 2, 0, 6 + 1]
    assert s.resources(0) == 0  # nothing is produced


def test_labs_under_bill_gates_do_not_count_but_the_railroad_does():
    s = final(
        civ(**{"I:Alchemy": 2}, leader="III:Bill Gates"),
        civ(**{"I:Iron": 1}, wonders=["II:Transcontinental Railroad"], culture=1),
    )
    # Bill Gates scores nothing at the end: his labs never produced in a production phase
    assert cultures(s) == [2, 1 + 2 + 2 + 2]


def test_corruption_and_a_short_blue_bank_are_ignored():
    s = final(civ(blue_bank=0), civ(blue_bank=3))
    assert cultures(s) == [2, 2]
