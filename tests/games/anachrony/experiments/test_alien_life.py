"""Extraterrestrial Life Research (level 2): a player with at least 3 breakthroughs (any) may
claim it under its Focus by returning one breakthrough of its choice to the supply, for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "alien_life"
THREE = [[1, 1], [1, 1], [2, 3]]


def test_offered_with_3_breakthroughs_not_2() -> None:
    assert offered(game(KEY, breakthroughs=THREE))
    assert not offered(game(KEY, breakthroughs=THREE[1:]))
    assert_only_at_focus(KEY, breakthroughs=THREE)


def test_a_breakthrough_of_the_players_choice_goes_back_to_the_supply_for_3_vp() -> None:
    s = game(KEY, breakthroughs=THREE)
    assert s.state.breakthroughs["2-3"] == 2
    s.place("experiment", "scientist")
    assert s.choices() == [[1, 1], [2, 3]]
    s.choose([2, 3], "pass")
    assert me(s).breakthroughs == [[1, 1], [1, 1]] and s.state.breakthroughs["2-3"] == 3
    assert_claimed(s, KEY, 3)


def test_three_alike_pay_one_without_asking() -> None:
    s = claim(game(KEY, breakthroughs=[[1, 1], [1, 1], [1, 1]]))
    assert me(s).breakthroughs == [[1, 1], [1, 1]] and s.state.breakthroughs["1-1"] == 1
    assert_claimed(s, KEY, 3)
