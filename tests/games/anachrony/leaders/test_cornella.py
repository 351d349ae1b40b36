"""Librarian Cornella, Focused Research. First printing: when researching she may pay 1 water to
set the second die too. Revised: in Clean Up (after retrieving) she may pay 3 water for a
Research action."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

TILES = {"1-3": 1, "1-4": 1, "2-2": 1}


def cornella(printing: str = "first-printing", water: int = 2, **position) -> Scenario:
    player = {"path": "progress", "leader": "cornella", "goods": {"W": water}, "powered": [1]}
    s = Scenario([player, {}], leaders=printing, **position)
    s.state.breakthroughs = dict(TILES)
    return s


def test_first_printing_pay_a_water_to_set_the_second_die() -> None:
    s = cornella()
    s.place("research:0", "scientist")
    s.choose("shape:1")
    # the icon die too: a face that gives a breakthrough of shape 1
    assert s.decision().kind == "die" and s.choices() == ["icon:3", "icon:4"]
    s.choose("icon:4")
    p = s.player(0)
    assert p.breakthroughs == [[1, 4]] and p.goods["W"] == 1
    assert s.state.breakthroughs == {"1-3": 1, "1-4": 0, "2-2": 1}


def test_first_printing_she_may_roll_it() -> None:
    s = cornella()
    s.place("research:0", "scientist")
    s.choose("icon:3", "pass")  # the shape die rolled (rerolled till it shows a tile)
    p = s.player(0)
    assert p.breakthroughs == [[1, 3]] and p.goods["W"] == 2


def test_first_printing_not_without_water_nor_for_another_leader() -> None:
    s = cornella(water=0)
    s.place("research:0", "scientist")
    s.choose("shape:2")  # the icon die rolled: only 2-2 is left of shape 2
    assert s.player(0).breakthroughs == [[2, 2]]
    other = Scenario([{"path": "progress", "leader": "valerian", "goods": {"W": 2}, "powered": [1]}, {}])
    other.state.breakthroughs = dict(TILES)
    other.place("research:0", "scientist")
    other.choose("shape:2")
    assert other.player(0).breakthroughs == [[2, 2]] and other.player(0).goods["W"] == 2


def test_revised_no_second_die() -> None:
    s = cornella("revised")
    s.place("research:0", "scientist")
    s.choose("shape:2")
    assert s.player(0).breakthroughs == [[2, 2]] and s.player(0).goods["W"] == 2


def test_revised_research_in_clean_up_for_three_water() -> None:
    s = cornella("revised", water=4, era=7)
    s.pass_().pass_()
    assert s.state.phase == "cleanup" and s.decision().kind == "cornella"
    s.choose("research")
    assert s.player(0).goods["W"] == 1
    s.choose("shape:2")
    assert s.player(0).breakthroughs == [[2, 2]]
    assert s.state.result is not None


def test_revised_she_may_pass_and_needs_three_water() -> None:
    s = cornella("revised", water=4, era=7)
    s.pass_().pass_()
    s.choose("pass")
    assert s.player(0).goods["W"] == 4 and s.state.result is not None
    s = cornella("revised", water=2, era=7)
    s.pass_().pass_()
    assert s.state.result is not None
