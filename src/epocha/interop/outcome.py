"""The payoff of a finished game for learning code.

With two or more players it is zero-sum: each winner gets `players / winners - 1`, everyone
else -1 (a sole winner of two players +1, the loser -1, a shared win 0 each), so the returns
add up to zero. Alone (a solo game, won by beating its target or its automated opponent) it is
+1 for a win and -1 for a loss. A game cut short (no result) pays 0 to everyone.
"""

from __future__ import annotations


def game_returns(result: dict | None, players: int) -> list[float]:
    if not result:
        return [0.0] * players
    winners = set(result.get("winners") or ())
    if players == 1:
        return [1.0 if 0 in winners else -1.0]
    if not winners:
        return [0.0] * players
    share = players / len(winners) - 1.0
    return [share if p in winners else -1.0 for p in range(players)]
