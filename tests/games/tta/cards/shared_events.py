"""What the tests of the event cards share: revealing an event, the civilizations they compare,
and (Impact of ... cards) scoring at the end of the game.
"""

from __future__ import annotations

import pytest

from epocha.engine import GameOver
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.turn import end_game

TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def revealing(event: str, players, *, hand: str = TRIGGER, **position) -> Scenario:
    """`event` is the top current event; the player whose turn it is (`turn_player` in the
    position, seat 0 unless said) prepares `hand` (added to its military hand), revealing it."""
    seat = position.get("turn_player", 0)
    players = [dict(p) for p in players]
    players[seat]["military_hand"] = [*players[seat].get("military_hand", []), hand]
    s = Scenario(players=players, current_events=[event], **position)
    s.act("event", card=hand)
    return s


def civ(**workers_and_more) -> dict:
    """A civilization: technologies by worker count (the starting ones by default), then any
    other position keys."""
    more = {k: v for k, v in workers_and_more.items() if ":" not in k}
    techs = {"A:Agriculture": 2, "A:Bronze": 2, "A:Philosophy": 1, "A:Religion": 0, "A:Warriors": 1}
    techs.update({k: v for k, v in workers_and_more.items() if ":" in k})
    return {"technologies": {k: {"workers": v} for k, v in techs.items()}, **more}


def scoring_at_the_end(event: str, *players, **position) -> Scenario:
    """`event` left in the current events when the game ends (Age IV, last round): scored then."""
    s = Scenario(players=list(players), age="IV", last_round=5, round=5, current_events=[event], **position)
    with pytest.raises(GameOver):
        end_game(s.state)
    return s


def cultures(s: Scenario) -> list[int]:
    return [p.culture for p in s.state.players]
