import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

EVENT = "III:Impact of Progress"
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


def test_2_culture_per_level_of_government_and_special_technologies():
    s = reveal(
        civ(specials=["I:Code of Laws"]),
        civ(government="II:Republic", specials=["II:Strategy", "I:Cartography"]),
        civ(
            government="III:Democracy",
            specials=["III:Civil Service", "III:Military Theory", "III:Satellites", "III:Engineering"],
        ),
        civ(),
    )
    assert cultures(s) == [2, 10, 30, 0]


def test_scored_at_the_end_of_the_game():
    s = final(civ(government="I:Monarchy", culture=4), civ(specials=["II:Navigation"]))
    assert cultures(s) == [6, 4]
