"""`recover_energy`: take back 1 energy from any of your machines into your reservoir; that
machine can be activated again (digest §9, §18)."""

from __future__ import annotations

from . import me, res, scenario


def _s(**fields: object) -> object:
    fields.setdefault("powered", ["x23"])
    fields.setdefault("energy", 0)
    return scenario(me(active=["c28"], tokens={"special_grey_1": "x23"}, opened=["special_grey_1"], **fields))


def test_energy_comes_back_and_the_machine_works_again() -> None:
    s = _s()
    assert not s.can("activate", machine="x23")
    s.play("c28", "bottom1")
    s.choose(0)  # recover first (c28's bottom: recover an energy, gain 1 gear)
    assert s.decision().kind == "machine" and s.choices() == ["x23"]
    s.choose("x23")
    p = s.player(0)
    assert p.energy == 1 and p.powered == [] and res(s)["gear"] == 1
    s.activate("x23")
    assert res(s)["gear"] == 4 and p.powered == ["x23"] and p.energy == 0


def test_nothing_to_recover_asks_nothing() -> None:
    s = _s(powered=[], energy=1)
    s.play("c28", "bottom1")
    s.choose(0)
    assert s.decision().kind == "turn"
    assert s.player(0).energy == 1 and res(s)["gear"] == 1


def test_a_machine_does_not_take_back_its_own_energy() -> None:
    """A machine's energy is what activates it: a machine that recovers energy takes it from
    another machine (else it could be activated again and again in one turn)."""
    fields = {"tribe": "ox49", "side": "moon", "unlocked": ["ox49_m_root", "ox49_m_r"]}
    s = scenario(me(energy=1, **fields))
    s.activate("ox49_m_r")  # (take back 1 energy from one of your machines)
    assert s.decision().kind == "turn" and s.player(0).powered == ["ox49_m_r"]
    assert not s.can("activate", machine="ox49_m_r")
    s = scenario(me(energy=1, powered=["x23"], tokens={"special_grey_1": "x23"}, **fields))
    s.activate("ox49_m_r")
    assert s.choices() == ["x23"]
    s.choose("x23")
    assert s.player(0).powered == ["ox49_m_r"] and s.player(0).energy == 1
