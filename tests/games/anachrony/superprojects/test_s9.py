"""s9 Outback Conditioner: any worker and 2 water, a standard Construct, Recruit or Research
with that action's worker rules."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s9"), "s9")


def outback(worker: str, rows: dict | None = None, **goods: int) -> Scenario:
    spec = owning(*([] if rows else ["s9"]), goods={"W": 2, **goods}, active={worker: 1}, rows=rows or {})
    return Scenario([spec, {}], era=2, recruit_pool={"engineer": 1, "genius": 1})


def test_an_administrator_recruits() -> None:
    sc = outback("administrator").place("s9", "administrator")
    assert sc.choices() == ["engineer", "genius"]  # (Recruit alone: no Construct, no Research)
    sc.choose("engineer")
    p = sc.player(0)
    assert p.goods["W"] == 0 and p.goods["E"] == 1 and p.active["engineer"] == 1
    assert ["administrator", "s9", "tired"] in p.busy


def test_a_scientist_researches() -> None:
    sc = outback("scientist").place("s9", "scientist")
    assert sc.decision().kind == "die"
    while sc.decision().seat == 0 and sc.decision().kind in ("die", "reroll", "icon"):
        sc.choose(sc.choices()[0])
    assert len(sc.player(0).breakthroughs) == 1 and sc.player(0).goods["W"] == 0


def test_an_engineer_chooses_and_constructs_a_titanium_cheaper() -> None:
    # (a full life support row: a lab is all the engineer can build)
    rows = {"life_support": ["b305", "b306", "b313"], "factory": ["s9", "s9", None]}
    sc = outback("engineer", rows, T=1, U=1, W=3)
    sc.state.primary["lab"].append("b413")  # the first lab slot: 1 uranium, 2 titanium, 1 water
    sc.place("s9", "engineer")
    assert sc.choices() == ["construct", "recruit"]  # an engineer may not Research
    sc.choose("construct")  # (b413 the one tile it can build: built without asking)
    p = sc.player(0)
    assert p.rows["lab"][0] == "b413"
    assert p.goods == {**p.goods, "W": 0, "T": 0, "U": 0}


def test_an_engineer_may_not_take_a_genius() -> None:
    sc = outback("engineer").place("s9", "engineer")
    assert sc.choices() == ["engineer"] or sc.decision().seat == 1
    assert sc.player(0).active["engineer"] + sc.player(0).active.get("genius", 0) == 1


def test_a_genius_as_itself_takes_each_as_it_likes() -> None:
    sc = outback("genius").place("s9", "genius", "genius")
    assert sc.choices() == ["recruit", "research"]
    sc.choose("recruit")
    assert sc.choices() == ["engineer", "genius"]  # recruiting as an administrator


def test_two_water_and_once_an_era() -> None:
    spec = owning("s9", goods={"W": 1}, active={"administrator": 1})
    assert not Scenario([spec, {}], era=2).can_place("s9", "administrator")
    sc = Scenario([owning("s9", goods={"W": 4}, active={"administrator": 2}), {}], era=2)
    sc.place("s9", "administrator").choose("scientist").pass_()
    assert not sc.can_place("s9", "administrator")


def test_the_worker_on_it_cannot_pay_for_the_superproject_it_constructs() -> None:
    # seed 004, line ~1316 (often overlooked rules): a worker paid as a cost may be Active or
    # Tired, never one busy on an action space - so the engineer on the Outback Conditioner
    # cannot pay the engineer Anti-gravity Field (s5) costs; with nothing else to do there it
    # is not offered (it was, and failed once placed)
    def position(engineers: int) -> Scenario:
        a = "anomaly"
        rows = {"factory": ["s9", "s9", None], "power_plant": [a, a, a], "life_support": [a, a, a]}
        player = {
            "goods": {"W": 2, "T": 4},  # (the lab slot needs water: only s5 to construct)
            "active": {"engineer": engineers},
            "rows": {**rows, "lab": [None, None, a]},
            "breakthroughs": [[1, 1]],
            "focus": 1,
        }
        return Scenario([player, {}], era=2, timeline=[{"superproject": "s5"}], recruit_pool={})

    assert not position(1).can_place("s9", "engineer")
    two = position(2).place("s9", "engineer")
    p = two.player(0)
    assert "s5" in p.superprojects and p.active["engineer"] == 0 and p.goods["T"] == 1
