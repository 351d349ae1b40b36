"""Collapsing Capital tile 15 (Research): then a Construct that can only build a superproject; a
genius may count as an engineer for it (a titanium less)."""

from __future__ import annotations

from ._helpers import capital, superproject_at_focus

# Anti-gravity Field (s5): 4 titanium, an engineer, breakthrough shape 1 icon 1
SP = "s5"


def player(worker: str, titanium: int) -> dict:
    return {
        "goods": {"T": titanium},
        "active": {worker: 1},
        "tired": {"engineer": 1},
        "breakthroughs": [[1, 1]],
        "breakthroughs_left": {"1-3": 1},
    }


def test_a_genius_builds_the_superproject_as_an_engineer() -> None:
    s = capital(player("genius", 3), research=[15, 11])
    superproject_at_focus(s, SP)
    s.place("research:0", "genius", "scientist").choose("icon:3")
    assert s.decision().kind == "bonus_action" and s.choices() == ["construct"]
    s.choose("construct")  # the superproject alone: built without asking what
    assert s.decision().kind == "place"  # (every row's first pair is free)
    s.choose(["lab", 0])
    p = s.player(0)
    assert p.superprojects == [SP] and p.rows["lab"][:2] == [SP, SP]
    assert p.goods["T"] == 0 and p.tired["engineer"] == 0 and p.breakthroughs == [[1, 3]]
    assert s.decision().seat == 1


def test_a_scientist_pays_the_full_cost() -> None:
    s = capital(player("scientist", 3), research=[15, 11])
    superproject_at_focus(s, SP)
    s.place("research:0", "scientist").choose("icon:3")
    assert s.decision().seat == 1 and s.player(0).superprojects == []
    s = capital(player("scientist", 4), research=[15, 11])
    superproject_at_focus(s, SP)
    s.place("research:0", "scientist").choose("icon:3", "construct", ["factory", 0])
    assert s.player(0).superprojects == [SP] and s.player(0).goods["T"] == 0


def test_never_a_building() -> None:
    p = player("genius", 3)
    p["goods"] = {"T": 9, "G": 9, "U": 9, "W": 9}
    s = capital(p, research=[15, 11])
    superproject_at_focus(s, None)  # type: ignore[arg-type]
    s.place("research:0", "genius", "scientist").choose("icon:3")
    assert s.decision().seat == 1 and s.player(0).rows["life_support"] == [None, None, None]
