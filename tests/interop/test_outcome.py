"""What learning code is paid at the end of a game (epocha.interop.outcome)."""

from __future__ import annotations

from epocha.interop.outcome import game_returns


def test_between_players_the_returns_are_zero_sum():
    assert game_returns({"winners": [1], "scores": [3, 5]}, 2) == [-1.0, 1.0]
    assert game_returns({"winners": [0, 2], "scores": [5, 1, 5]}, 3) == [0.5, -1.0, 0.5]
    assert game_returns({"winners": [0, 1], "scores": [4, 4]}, 2) == [0.0, 0.0]
    assert sum(game_returns({"winners": [3], "scores": [0] * 4}, 4)) == 0.0


def test_alone_a_win_pays_one_and_a_loss_minus_one():
    assert game_returns({"winners": [0], "scores": [80]}, 1) == [1.0]
    assert game_returns({"winners": [], "scores": [40]}, 1) == [-1.0]


def test_a_game_cut_short_pays_nothing():
    assert game_returns(None, 1) == [0.0]
    assert game_returns(None, 3) == [0.0, 0.0, 0.0]
