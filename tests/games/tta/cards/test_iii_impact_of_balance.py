import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Balance"
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


def test_twice_the_least_of_science_culture_food_and_resources():
    balanced = civ(
        **{
            "I:Alchemy": 1,  # science 1 + 2 = 3
            "A:Religion": 1,
            "I:Drama": 1,  # culture 1 + 2 = 3
            "I:Irrigation": 1,  # food 2 + 2 = 4
            "I:Iron": 1,
            "A:Bronze": 1,  # resources 1 + 2 = 3
        }
    )
    s = reveal(civ(**{"A:Religion": 1}), balanced, civ())
    assert [s.ratings(q).culture for q in range(3)] == [1, 3, 0]
    assert cultures(s) == [2, 6, 0]


def test_corruption_and_consumption_are_ignored():
    s = final(civ(**{"A:Religion": 1}, yellow_bank=8, blue_bank=2, culture=3), civ())
    assert cultures(s) == [3 + 2, 0]


def test_no_food_means_nothing():
    s = final(civ(**{"A:Religion": 2, "A:Agriculture": 0}), civ(**{"A:Religion": 1}))
    assert cultures(s) == [0, 2]
