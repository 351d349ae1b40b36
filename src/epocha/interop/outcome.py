"""The payoff of a finished game for learning code: zero-sum, +1/-1 between two players."""

from __future__ import annotations


def zero_sum_returns(result: dict | None, players: int) -> list[float]:
    """Each winner gets `players / winners - 1`, everyone else -1 (a sole winner of two players
    +1, the loser -1, a shared win 0 each); the returns add up to zero. No result (a game cut
    short): all zero."""
    if not result or not result.get("winners"):
        return [0.0] * players
    winners = set(result["winners"])
    share = players / len(winners) - 1.0
    return [share if p in winners else -1.0 for p in range(players)]
