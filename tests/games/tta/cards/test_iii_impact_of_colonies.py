import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Colonies"
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


def test_3_culture_per_colony_when_revealed():
    s = reveal(
        civ(colonies=["I:Vast Territory", "II:Historic Territory"]),
        civ(),
        civ(colonies=["I:Inhabited Territory"]),
    )
    assert cultures(s) == [6, 0, 3]
    assert s.state.past_events == ["III:Impact of Colonies#1"]


def test_scored_at_the_end_of_the_game():
    s = final(civ(colonies=["I:Vast Territory"], culture=10), civ(culture=12))
    assert cultures(s) == [13, 12]
    assert s.state.phase == "over"


def test_the_last_round_ending_scores_it_and_decides_the_winner():
    s = Scenario(
        players=[civ(colonies=["I:Vast Territory", "I:Inhabited Territory"], culture=10), civ(culture=14)],
        age="IV",
        round=5,
        last_round=5,
        turn_player=1,
        current_events=[EVENT],
        future_events=["II:Cold War"],  # an Age II event left in the decks does not score
    )
    s.end_turn()  # the last player of the last round ends its turn
    assert s.result["scores"] == [16, 14]
    assert s.result["winners"] == [0]
