"""The score track (digest §5.2): blue points move the marker now; reaching or passing a bonus
space gives its reward (a crate or a large artifact) — on the first lap only; purple points
wait for the end and give no bonus."""

from __future__ import annotations

from epocha.games.revive.catalog import content

from ..effects import me, scenario

# our board: a crate at 8, 24, 42; a large artifact at 16, 33
BONUSES = {8: "crate", 16: "artifact", 24: "crate", 33: "artifact", 42: "crate"}


def test_our_bonus_spaces() -> None:
    assert content().boards.score_bonuses == BONUSES and content().boards.score_length == 50


def test_passing_a_crate_space() -> None:
    s = scenario(me(score=6, crates=["k19"]), crates=["k01", "k02"])
    s.open_crate("k19")  # 3 points: 9
    p = s.player(0)
    assert p.score == 9 and p.crates == ["k01"]
    assert s.events("score_bonus")[-1]["args"] == {"player": 0, "space": 8, "reward": "crate"}


def test_reaching_an_artifact_space() -> None:
    s = scenario(me(score=13, crates=["k19"]))
    crater = sorted(s.state.crater)
    s.open_crate("k19")  # 16
    assert s.decision().kind == "artifact" and s.choices() == crater
    s.choose(crater[0])
    assert s.player(0).artifacts == [crater[0]]


def test_not_on_the_second_lap() -> None:
    """Past 50 the marker goes round again; bonus spaces reached a second time give nothing."""
    s = scenario(me(score=56, crates=["k19"]))
    s.open_crate("k19")  # 59 = space 9 of the second lap
    assert s.player(0).score == 59 and not s.events("score_bonus")
    assert s.player(0).crates == []


def test_round_the_end_onto_the_first_bonus() -> None:
    """From 49 to 52: round the end; nothing on the way is a first-lap bonus."""
    s = scenario(me(score=49, crates=["k19"]))
    s.open_crate("k19")
    assert not s.events("score_bonus")


def test_purple_points_give_no_bonus() -> None:
    s = scenario(me(score=6, crates=["k21"]))
    s.open_crate("k21")  # 4 purple
    p = s.player(0)
    assert p.score == 6 and p.purple == 4 and not s.events("score_bonus")


def test_a_bonus_already_passed_is_not_paid_again() -> None:
    s = scenario(me(score=9, crates=["k19"]))
    s.open_crate("k19")  # 12
    assert not s.events("score_bonus")
