"""Patron Valerian. First printing, Artificial Intelligence: a free action placing a powered
exosuit on a main-board space with no worker, acting as a scientist (the turn's placement).
Revised, Neuroenhancement: his scientists count as geniuses (placed as any type)."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def valerian(printing: str = "first-printing", **spec) -> Scenario:
    player = {"path": "progress", "leader": "valerian", "powered": [1, 2], **spec}
    return Scenario([player, {}], leaders=printing)


def test_first_printing_an_exosuit_with_no_worker_acts_as_a_scientist() -> None:
    s = valerian(goods={"W": 0}, active={"engineer": 1})
    p = s.player(0)
    assert not s.can_place("research:0", "engineer")
    s.free("valerian")
    assert "research:0" in s.choices() and "purify" in s.choices()
    assert "recruit:0" not in s.choices()  # (a scientist may not Recruit)
    s.choose("purify")
    assert p.goods["W"] == 4  # Purify with a scientist: 4 water
    assert p.active == {"scientist": 0, "engineer": 1, "administrator": 0, "genius": 0}
    assert p.busy == [] and p.powered == [False, True, False, False, False, False]
    assert p.markers == 6 and "valerian" in p.used
    assert s.decision().seat == 1  # it was the turn's placement


def test_first_printing_research_without_a_scientist() -> None:
    s = valerian(goods={"W": 1}, active={"engineer": 1}, breakthroughs=[])
    s.state.breakthroughs = {"1-3": 1}
    s.free("valerian")
    s.choose("research:1", "shape:1")  # (the icon die rerolled till it shows 3)
    assert s.player(0).goods["W"] == 0  # the middle space's fee
    assert s.player(0).breakthroughs == [[1, 3]]
    # Clean Up: the exosuit comes back; no worker to retrieve
    s.pass_().pass_()
    p = s.player(0)
    assert p.exosuits == 6 and p.active["engineer"] == 1 and p.tired["engineer"] == 1  # (as it was)


def test_first_printing_not_without_a_powered_exosuit() -> None:
    s = valerian(powered=[])
    assert not s.can("free", action="valerian")


def test_revised_no_free_action_but_scientists_as_any_type() -> None:
    s = valerian("revised", goods={"T": 1, "W": 1}, active={"scientist": 1})
    assert not s.can("free", action="valerian")
    # a scientist placed as an administrator may Recruit (first printing: a scientist may not)
    assert s.can_place("recruit:0", "scientist", "administrator")
    assert s.can_place("purify", "scientist", "genius")
    first = valerian(goods={"T": 1, "W": 1}, active={"scientist": 1})
    assert not first.can("place", space="recruit:0", worker="scientist")
    s.place("recruit:0", "scientist", "administrator")
    s.choose("engineer")
    p = s.player(0)
    assert p.active["engineer"] == 1 and p.goods["E"] == 1
    assert p.busy == [["scientist", "recruit:0", "tired"]]


def test_revised_a_scientist_as_an_engineer_builds_a_titanium_cheaper() -> None:
    # life support slot 1 costs 2 titanium: 1 is enough for an engineer
    s = valerian("revised", goods={"T": 1}, active={"scientist": 1})
    s.state.primary["life_support"] = ["b301"]
    s.state.secondary["life_support"] = []
    assert s.can_place("construct:0", "scientist", "engineer")
    s.place("construct:0", "scientist", "engineer")  # (the one building: no choice)
    assert s.player(0).rows["life_support"][0] == "b301" and s.player(0).goods["T"] == 0


def test_first_printing_offers_only_actions_still_possible_once_the_exosuit_left_its_slot() -> None:
    # seed 004, line ~1540 (Wasteland Mapping): at least 3 powered exosuits "on your board";
    # the exosuit Valerian sends out leaves its slot first, so with exactly 3 powered the
    # Experiment cannot be claimed and is not offered (it was, and failed once chosen)
    def doomsday(powered: list[int]) -> Scenario:
        player = {"path": "progress", "leader": "valerian", "powered": powered, "focus": 1}
        return Scenario(
            [{**player, "goods": {"E": 2}, "active": {"engineer": 1}}, {}],
            era=2,
            options={"doomsday": True},
            experiments=[["wasteland_mapping", True]] + [[None, False]] * 6,
        )

    three = doomsday([1, 2, 3])
    three.free("valerian")
    assert "experiment" not in three.choices() and "purify" in three.choices()
    four = doomsday([1, 2, 3, 4])
    four.free("valerian")
    assert "experiment" in four.choices()
    four.choose("experiment")
    assert four.player(0).experiments == ["wasteland_mapping"]
