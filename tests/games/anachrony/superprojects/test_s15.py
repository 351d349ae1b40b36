"""s15 Neutronium Research Center: when built, two standard Research actions."""

from __future__ import annotations

from . import build


def research_out(sc) -> None:
    while sc.decision().seat == 0 and sc.decision().kind in ("die", "reroll", "icon"):
        sc.choose(sc.choices()[0])


def test_building_it_and_two_breakthroughs() -> None:
    sc = build("s15")
    p = sc.player(0)
    assert p.rows["lab"] == ["s15", "s15", None] and p.goods == dict.fromkeys(p.goods, 0)
    research_out(sc)
    assert len(p.breakthroughs) == 2 and sc.decision().seat == 1
    # its breakthrough (2-1) paid back: the supply is whole but for the two researched
    assert sum(sc.state.breakthroughs.values()) == 45 - 2
    assert sc.state.tile(2)["superproject"] is None and p.superprojects == ["s15"]


def test_as_many_as_there_are_breakthroughs_left() -> None:
    # the supply: the one it pays back (2-1) and nothing else
    sc = build("s15", breakthroughs={"2-1": 0})
    sc.choose("shape:2")  # (the one die setting left: 2-1)
    p = sc.player(0)
    research_out(sc)
    assert p.breakthroughs == [[2, 1]] and sc.decision().seat == 1
