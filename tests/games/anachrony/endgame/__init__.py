"""One test file per endgame condition card (`test_most_workers.py` ...): the player(s) with the
most of what the card counts score 3 VP, every tied player scores, a player with fewer scores
nothing. Each is checked through the end of a game (era 7, the card the only one in play,
everyone passing) and through `scoring.endgame_measure` for the card's counting rules."""

from __future__ import annotations

from typing import Any

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import endgame_measure


def finish(card: str, *players: dict, **position: Any) -> Scenario:
    """A game in era 7 with `card` the only endgame card, played to its end by passing."""
    s = Scenario(players=list(players), era=7, endgame=[card], **position)
    while not s.game.is_over:
        s.pass_()
    return s


def card_vp(s: Scenario) -> list[int]:
    """Each seat's endgame-card VP in the `final_scores` log event."""
    (event,) = s.events("final_scores")
    return [d["endgame"] for d in event["args"]["details"]]


def scores(s: Scenario) -> list[int]:
    assert s.game.result is not None
    return s.game.result["scores"]


def measure(card: str, player: dict, **position: Any) -> int:
    """What `card` counts for seat 0 of a position (seat 1 has passed)."""
    s = Scenario(players=[player, {"passed": True}], **position)
    return endgame_measure(s.state, s.player(0), card)
