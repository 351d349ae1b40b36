"""Crates (digest §9, §18): taken closed; only their owner sees their open side; opened on
your turn as a free action, resolved, and kept (open) by the board; technologies that add to
every crate gained."""

from __future__ import annotations

from epocha.games.revive.rules import RULES

from ..effects import me, res, scenario


def test_closed_crates_only_their_owner_sees() -> None:
    s = scenario(me(crates=["k01", "k19"], opened_crates=["k02"]))
    own = RULES.view(s.state, 0)["players"][0]
    other = RULES.view(s.state, 1)["players"][0]
    nobody = RULES.view(s.state, None)["players"][0]
    assert own["crates"] == ["k01", "k19"]
    assert other["crates"] == 2 and nobody["crates"] == 2
    assert other["opened_crates"] == ["k02"]  # (open crates lie face up)
    assert "k01" not in repr(other) and "k19" not in repr(nobody)


def test_a_gained_crate_is_secret_in_the_log() -> None:
    s = scenario(me(tokens={"special_grey_1": "x27"}), crates=["k05"])
    s.activate("x27")
    event = s.events("crate_gained")[-1]
    assert "k05" not in repr(event.get("args", {}))


def test_opening_a_crate_is_a_free_action() -> None:
    s = scenario(me(crates=["k01", "k02"]))
    s.open_crate("k02")  # 2 books
    p = s.player(0)
    assert res(s)["book"] == 2 and p.crates == ["k01"] and p.opened_crates == ["k02"]
    assert s.state.turn["actions"] == 0
    s.open_crate("k01")
    assert res(s)["gear"] == 2 and p.opened_crates == ["k02", "k01"]


def test_a_crate_is_opened_once() -> None:
    s = scenario(me(opened_crates=["k02"]))
    assert not s.actions("open_crate")


def test_every_crate_gained_also_gives_what_a_technology_adds() -> None:
    """A Vukuntur technology: every crate you gain also gives 1 crystal (§12.3)."""
    s = scenario(
        me(
            tribe="vukunturs",
            unlocked=["vukunturs_s_root", "vukunturs_s_r"],
            tokens={"special_grey_1": "x27"},
        ),
        crates=["k05"],
    )
    s.activate("x27")
    assert s.player(0).crates == ["k05"] and res(s)["crystal"] == 1


def test_no_crate_left_gives_nothing() -> None:
    """The crate stack running out is not covered (§20.12): nothing is gained."""
    s = scenario(
        me(
            tribe="vukunturs",
            unlocked=["vukunturs_s_root", "vukunturs_s_r"],
            tokens={"special_grey_1": "x27"},
        ),
        crates=[],
    )
    s.activate("x27")
    assert s.player(0).crates == [] and res(s)["crystal"] == 0
