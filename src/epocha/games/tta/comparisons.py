"""Who is strongest, weakest, has the most culture: the tie-break rules.

In a tie the player whose turn it is counts as having the *higher* value, then the players
after them in turn order (at the end of the game, the starting player counts as the current
player). So the current player wins ties for "strongest" and is spared by ties for "weakest"
(which can hurt: the seed's example is Terrorism and Barbarians). With two players, "the two
strongest/weakest" means just the strongest/weakest.
"""

from __future__ import annotations

from collections.abc import Callable

from .state import TTAState


def ranked(s: TTAState, key: Callable[[int], int], *, highest: bool, count: int = 1) -> list[int]:
    current = s.start_player if s.phase == "over" or s.turn_player is None else s.turn_player
    order = s.clockwise_from(current)
    if len(order) == 2:
        count = 1
    position = {q: i for i, q in enumerate(order)}
    if highest:
        return sorted(order, key=lambda q: (-key(q), position[q]))[:count]
    return sorted(order, key=lambda q: (key(q), -position[q]))[:count]
