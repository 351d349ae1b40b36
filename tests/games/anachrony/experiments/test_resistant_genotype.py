"""Resistant Genotype (level 1): a player owning a breakthrough that shows icon 5 may claim
it under its Focus by paying one titanium, uranium or gold of its choice, for 2 VP.
The breakthrough is kept."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, game, me, offered

KEY, ICON = "resistant_genotype", 5
OTHERS = [[1, i] for i in (1, 2, 3, 4, 5) if i != ICON]


def test_offered_only_with_a_breakthrough_of_its_icon() -> None:
    assert offered(game(KEY, breakthroughs=[[2, ICON]], goods={"T": 1}))
    assert not offered(game(KEY, breakthroughs=OTHERS, goods={"T": 1}))
    assert_only_at_focus(KEY, breakthroughs=[[2, ICON]], goods={"T": 1})


def test_not_offered_without_titanium_uranium_or_gold() -> None:
    assert not offered(game(KEY, breakthroughs=[[2, ICON]], goods={"W": 5, "N": 1, "E": 1}))


def test_one_cube_of_the_players_choice_for_2_vp() -> None:
    s = game(KEY, breakthroughs=[[2, ICON]], goods={"T": 1, "U": 1, "G": 1})
    s.place("experiment", "scientist")
    assert s.choices() == [[["G", 1]], [["T", 1]], [["U", 1]]]
    s.choose([["U", 1]]).choose("pass")
    assert me(s).goods == {"W": 0, "E": 0, "N": 0, "G": 1, "U": 0, "T": 1}
    assert me(s).breakthroughs == [[2, ICON]]
    assert_claimed(s, KEY, 2)
