"""Matriarch Zaida, Mercy: in Clean Up (after retrieving) she may pay 2 water for a worker, no
recruit bonus. First printing: one still left in the Recruit pool. Revised: from the supply,
of a type on this era's Recruit card."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def zaida(printing: str = "first-printing", water: int = 3, **position) -> Scenario:
    player = {"path": "harmony", "leader": "zaida", "goods": {"W": water}, "vp": 0, "powered": [1]}
    return Scenario([player, {}], leaders=printing, **position)


def test_first_printing_a_worker_left_in_the_recruit_pool() -> None:
    s = zaida(recruit_pool={"engineer": 1, "genius": 1})
    p = s.player(0)
    s.place("purify", "scientist")  # (a worker out, back Tired in Clean Up)
    s.pass_().pass_()
    assert s.state.phase == "cleanup" and s.decision().seat == 0
    assert s.decision().kind == "zaida" and s.choices() == ["engineer", "genius"]
    # retrieving came first: the scientist is Tired already
    assert p.tired["scientist"] == 1 and p.busy == []
    s.choose("genius")
    assert p.goods["W"] == 3 + 4 - 2  # (Purify with a scientist gave 4 first)
    assert p.active["genius"] == 1 and p.vp == 0 and p.goods["E"] == 0
    assert s.state.phase == "powerup"  # Clean Up went on to the next era
    assert s.events("leader_ability")[-1]["args"] == {"player": 0, "leader": "zaida", "worker": "genius"}


def test_she_may_pass() -> None:
    s = zaida(recruit_pool={"administrator": 1})
    s.pass_().pass_()
    assert s.choices() == ["administrator"]
    s.choose("pass")
    p = s.player(0)
    assert p.goods["W"] == 3 and p.active["administrator"] == 0
    assert s.state.phase == "powerup"


def test_no_decision_without_two_water_or_a_worker_left() -> None:
    s = zaida(water=1, recruit_pool={"engineer": 1})
    s.pass_().pass_()
    assert s.state.phase == "powerup"
    s = zaida(recruit_pool={})
    s.pass_().pass_()
    assert s.state.phase == "powerup"


def test_first_printing_takes_the_worker_from_the_pool() -> None:
    s = zaida(recruit_pool={"engineer": 2}, era=7)  # (the game ends after this Clean Up)
    s.pass_().pass_()
    s.choose("engineer")
    assert s.player(0).active["engineer"] == 3
    assert s.state.recruit_pool["engineer"] == 1
    assert s.state.result is not None


def test_revised_a_type_on_the_recruit_card_from_the_supply() -> None:
    # the card showed a scientist and an administrator; both were taken this era
    s = zaida("revised", recruit_pool={}, recruit_card={"scientist": 1, "administrator": 1}, era=7)
    s.pass_().pass_()
    assert s.choices() == ["scientist", "administrator"]
    s.choose("administrator")
    p = s.player(0)
    assert p.active["administrator"] == 1 and p.goods["W"] == 1 and p.vp == 0
    assert s.state.recruit_pool["administrator"] == 0


def test_revised_not_a_type_missing_from_the_card() -> None:
    s = zaida("revised", recruit_pool={"genius": 1}, recruit_card={"genius": 1, "engineer": 2})
    s.pass_().pass_()
    assert s.choices() == ["engineer", "genius"]
