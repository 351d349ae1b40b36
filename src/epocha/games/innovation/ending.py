"""The three ways the game ends: achievements, score (drawing above 10), a card's win effect."""

from __future__ import annotations

from epocha.engine import GameOver

from .board import score_points
from .state import InnovationState

ACHIEVEMENTS_TO_WIN = {2: 6, 3: 5, 4: 4}


def achievements_to_win(s: InnovationState) -> int:
    return ACHIEVEMENTS_TO_WIN[s.players]


def game_over(s: InnovationState, winners: list[int], reason: str) -> GameOver:
    return GameOver(
        {
            "winners": sorted(winners),
            "scores": [score_points(s, p) for p in range(s.players)],
            "achievements": [len(a) for a in s.achievements],
            "reason": reason,
        }
    )


def end_by_score(s: InnovationState) -> GameOver:
    """Most points wins; a tie goes to more achievements; a tie after that is shared."""
    best = max((score_points(s, p), len(s.achievements[p])) for p in range(s.players))
    winners = [p for p in range(s.players) if (score_points(s, p), len(s.achievements[p])) == best]
    return game_over(s, winners, "score")


def check_achievement_victory(s: InnovationState, p: int) -> None:
    if len(s.achievements[p]) >= achievements_to_win(s):
        raise game_over(s, [p], "achievements")
