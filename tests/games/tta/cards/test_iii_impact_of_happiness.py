import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Happiness"
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


def test_2_per_happy_face_minus_2_per_discontent_worker():
    s = reveal(
        civ(**{"A:Religion": 2}, yellow_bank=12),  # 2 faces, 2 needed: 4
        civ(yellow_bank=10, culture=10),  # 0 faces, 3 discontent: -6
        civ(**{"A:Religion": 2, "II:Team Sports": 2}, wonders=["A:Hanging Gardens"]),  # 10 faces
    )
    assert cultures(s) == [4, 4, 16]


def test_a_loss_stops_at_0_and_covered_discontent_still_counts():
    s = final(civ(yellow_bank=8, unused_workers=4, culture=3), civ(**{"A:Religion": 1}, yellow_bank=14))
    assert cultures(s) == [0, 2]
