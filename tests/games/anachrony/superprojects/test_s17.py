"""s17 Quantum Chameleon: a genius alone; it uses the worker action of any building or
superproject anyone owns, paying its cost, motivated or dying by that one's rule."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s17"), "s17")


def chameleon(**spec) -> Scenario:
    mine = owning("s17", **{"active": {"genius": 1, "scientist": 1}, "goods": {"W": 1}, **spec})
    theirs = owning("s1", rows={"factory": ["b202", "b201", None], "life_support": ["b310", None, None]})
    return Scenario([mine, theirs], era=2)


def test_a_genius_alone() -> None:
    sc = chameleon()
    assert sc.can_place("s17", "genius", "genius")
    assert not sc.can_place("s17", "scientist")
    assert not sc.can_place("s17", "genius", "scientist")


def test_another_players_building_its_cost_paid() -> None:
    sc = chameleon().place("s17", "genius", "genius")
    assert ["b202", "genius"] in sc.choices() and ["s1", "administrator"] in sc.choices()
    assert not any(key == "s17" for key, _ in sc.choices())
    sc.choose(["b202", "genius"])
    p = sc.player(0)
    assert p.goods == {**p.goods, "W": 0, "T": 3} and ["genius", "s17", "tired"] in p.busy
    assert "b202" not in p.used and "b202" not in sc.player(1).used  # (their slot stays theirs)


def test_a_motivated_one_and_a_deadly_one() -> None:
    sc = chameleon().place("s17", "genius", "genius").choose(["b201", "genius"])
    assert sc.player(0).goods["T"] == 2 and ["genius", "s17", "active"] in sc.player(0).busy
    sc = chameleon().place("s17", "genius", "genius").choose(["b310", "genius"])
    assert sc.player(0).goods["W"] == 1 + 7 and ["genius", "s17", "dies"] in sc.player(0).busy


def test_another_players_superproject() -> None:
    sc = chameleon(morale=2).place("s17", "genius", "genius").choose(["s1", "administrator"])
    assert sc.player(0).morale == 3 and sc.player(0).goods["W"] == 0
    assert sc.player(1).morale == 3  # (side A's start: theirs untouched)


def test_a_cost_it_cannot_pay_is_not_offered() -> None:
    sc = chameleon(goods={}).place("s17", "genius", "genius")
    assert ["b202", "genius"] not in sc.choices() and ["b201", "genius"] in sc.choices()


def test_once_an_era() -> None:
    sc = chameleon(active={"genius": 2}).place("s17", "genius", "genius").choose(["b201", "genius"])
    sc.pass_()
    assert not sc.can_place("s17", "genius", "genius")
