"""A heuristic value of a position for one player, for bots: achievements first, then the
means to get more (score, top-card ages for achieving and drawing higher), then the icon
strength that decides who shares and who is demanded. Relative to the best opponent."""

from __future__ import annotations

from .board import _BITS, packed_icons, score_points, tops_of
from .catalog import AGE_OF
from .ending import ACHIEVEMENTS_TO_WIN, achievements_to_win
from .state import InnovationState

_DIGIT_SUM = (1 << _BITS) - 1
_AGE_OF = AGE_OF.__getitem__


def strength(s: InnovationState, p: int) -> float:
    # (search scores every playout's end: the counts the state keeps between moves read
    # without a call where it has them; the same integers as `top_cards`, `score_points` and
    # `icon_counts` give, summed the same way)
    achievements = len(s.achievements[p])
    points = s.points_cache[p]
    if points is None:
        points = score_points(s, p)
    # the top cards' count, highest age and summed ages (the top cards kept by the state)
    tops, highest = s.tops_cache[p] or tops_of(s, p)
    count = len(tops)
    ages = sum(map(_AGE_OF, tops))
    # the next age achievement within reach counts for part of an achievement
    # (an age a <= highest with 5a points or more: the ages 1 to min(highest, points // 5))
    limit = points // 5
    if highest < limit:
        limit = highest
    reachable = sum(map(s.age_achievements.__contains__, range(1, limit + 1))) if limit > 0 else 0
    packed = s.icon_cache[p]
    if packed is None:
        packed = packed_icons(s, p)
    # sum(icon_counts): the fields are the digits of `packed` in base 2048 (guard bits 0),
    # so their sum is `packed` modulo 2047 while it is below 2047 (a board shows a few hundred)
    icons = packed % _DIGIT_SUM
    return (
        100.0 * achievements
        + 30.0 * min(reachable, 2)
        + 2.0 * points
        + 4.0 * highest
        + 1.0 * ages
        + 0.6 * icons
        + 1.5 * count
        + 0.8 * min(len(s.hands[p]), 6)
    )


def evaluate(s: InnovationState, seat: int) -> float:
    if s.result is not None:
        winners = s.result["winners"]
        if seat in winners:
            return 1e6 / len(winners)
        return -1e6
    return _relative(s, [strength(s, p) for p in range(s.players)], seat)


def evaluate_all(s: InnovationState) -> list[float]:
    """`evaluate` for every seat, each player's strength reckoned once."""
    if s.result is not None:
        return [evaluate(s, p) for p in range(s.players)]
    players = s.players
    strengths = [strength(s, p) for p in range(players)]
    # (`_relative` for each seat, what they share reckoned once: search asks this at every
    # playout's end; the same numbers, subtracted in the same order)
    counts = list(map(len, s.achievements))
    near = ACHIEVEMENTS_TO_WIN[players] - 1  # (achievements_to_win)
    out = []
    for seat in range(players):
        others = strengths[:seat] + strengths[seat + 1 :]
        rivals = counts[:seat] + counts[seat + 1 :]
        penalty = 50.0 if max(rivals) >= near else 0.0
        out.append(strengths[seat] - max(others) - penalty)
    return out


def _relative(s: InnovationState, strengths: list[float], seat: int) -> float:
    # (the others: without generators, search asks this at every playout's end)
    others = strengths[:seat] + strengths[seat + 1 :]
    counts = list(map(len, s.achievements))
    del counts[seat]
    penalty = 50.0 if max(counts) >= achievements_to_win(s) - 1 else 0.0
    return strengths[seat] - max(others) - penalty
