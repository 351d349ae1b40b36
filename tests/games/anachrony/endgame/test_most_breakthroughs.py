"""Most breakthroughs: at the end, whoever owns the most breakthrough tiles (whatever their
shapes and icons) scores 3 VP, on top of the breakthroughs' own VP."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure, scores

CARD = "most_breakthroughs"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"breakthroughs": [[1, 1], [2, 1], [3, 1]]},  # 3 tiles, a full set: 3 + 2 VP
        {"breakthroughs": [[1, 2], [1, 2], [1, 2]]},  # 3 tiles: 3 VP
        {"breakthroughs": [[2, 5], [3, 5]]},  # 2 tiles: 2 VP
    )
    assert card_vp(s) == [3, 3, 0] and scores(s) == [8, 6, 2]


def test_tiles_count_not_their_vp() -> None:
    assert measure(CARD, {"breakthroughs": [[1, 1], [2, 2], [3, 3], [1, 4]]}) == 4
    s = finish(CARD, {"breakthroughs": [[1, 1], [2, 1], [3, 1]]}, {"breakthroughs": [[1, 2]] * 3 + [[1, 3]]})
    assert card_vp(s) == [0, 3] and scores(s) == [5, 4 + 3]
