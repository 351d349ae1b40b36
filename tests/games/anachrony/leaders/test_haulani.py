"""Patriarch Haulani, Inspiring Example (both printings): a free action placing an Active worker
on one of the player's own worker slots, resolved at once; the turn's placement still to come."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.scenario import Scenario

PRINTINGS = ["first-printing", "revised"]


def haulani(printing: str = "first-printing", **spec) -> Scenario:
    player = {"path": "harmony", "leader": "haulani", "goods": {"W": 6}, "powered": [1], **spec}
    return Scenario([player, {}], leaders=printing)


@pytest.mark.parametrize("printing", PRINTINGS)
def test_an_extra_placement_on_the_own_board_then_the_turn_goes_on(printing: str) -> None:
    s = haulani(printing)
    p = s.player(0)
    assert (p.morale, p.tired["genius"], p.markers) == (3, 1, 7)
    s.free("haulani")
    assert s.choices() == [["scientist", "scientist", "supply"], ["engineer", "engineer", "supply"]]
    s.choose(["engineer", "engineer", "supply"])
    # Supply at morale 3 costs 5 water, wakes the genius, morale one step up
    assert p.goods["W"] == 1 and p.morale == 4
    assert p.active == {"scientist": 2, "engineer": 1, "administrator": 0, "genius": 1}
    assert p.busy == [["engineer", "supply", "tired"]]
    assert p.markers == 6 and {"haulani", "supply"} <= set(p.used)
    # the same turn: its placement is still to come, Haulani no more
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert not s.can("free", action="haulani")
    s.place("purify", "scientist")
    assert p.goods["W"] == 5
    assert s.decision().seat == 1


def test_not_offered_without_an_own_board_slot_to_take() -> None:
    s = haulani(goods={"W": 4})  # Supply costs 5: no slot to use
    assert not s.can("free", action="haulani")
    assert s.can("free", action="force")


def test_not_offered_to_another_leader() -> None:
    s = Scenario([{"path": "harmony", "leader": "zaida", "goods": {"W": 6}}, {}])
    assert not s.can("free", action="haulani")


def test_not_offered_without_a_path_marker() -> None:
    s = haulani(markers=0)
    assert not s.can("free", action="haulani")


@pytest.mark.parametrize("printing", PRINTINGS)
def test_the_extra_placement_may_go_to_a_superprojects_worker_slot(printing: str) -> None:
    # seed 004, line ~2229 (Haulani): "a worker slot on your board"; line ~735: the worker
    # slots of a player board include those on buildings, superprojects and anomalies
    s = haulani(
        printing,
        goods={"W": 1},  # (Supply would cost 5: the Welfare Society's slot is the one to take)
        active={"administrator": 1, "scientist": 1},
        morale=2,
        rows={"life_support": ["s1", "s1", None]},
    )
    assert s.can("free", action="haulani")
    s.free("haulani")  # (its one place: the administrator on the Welfare Society)
    p = s.player(0)
    assert (p.morale, p.goods["W"]) == (3, 0) and "s1" in p.used
    assert s.decision().seat == 0 and s.decision().kind == "turn"  # its own placement to come
