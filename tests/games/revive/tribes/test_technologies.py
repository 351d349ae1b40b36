"""Every technology of every side of `data/tribes.json`, unlocked the way the rules unlock it
— a Populate taking its figure (digest §7.4, §11) — and then working as its kind says: a
passive in force from then on, a one-off resolved at once, a machine activatable with energy,
a free-action exchange offered at any time of the turn."""

from __future__ import annotations

import pytest

from epocha.games.revive.catalog import content
from epocha.games.revive.tribes import passives

from .helpers import game, settle

TECHS = [
    (tribe.id, side_name, tech)
    for tribe in content().tribes.values()
    for side_name, side in tribe.sides.items()
    for tech in side.technologies
]


def ancestors(side, tech) -> list[str]:
    """The technologies below `tech` along its links, down to the root: unlocked before it."""
    out: list[str] = []
    todo = list(tech.links)
    while todo:
        t = todo.pop()
        if t not in out:
            out.append(t)
            todo.extend(side.technology(t).links)
    return out


def unlocked_game(tribe: str, side_name: str, tech, **extra):
    """Player 0 with the technologies below `tech` unlocked, about to populate s5:3 (next to
    the Abyss: no distance) from it, with its books and a little of everything."""
    side = content().tribes[tribe].sides[side_name]
    player = {
        "tribe": tribe,
        "side": side_name,
        "unlocked": ancestors(side, tech),
        # (2 books more for a free action's exchange)
        "resources": {
            "book": min(6, tech.books + 2 * (tech.kind == "free_action")),
            "gear": 3,
            "food": 2,
            "crystal": 1,
        },
        "energy": 1,
        "active": ["s3", "s1"],
        "rest": ["s5"],
        "slots": {"bottom2": [["s6", "bottom"]]},
        "switch_used": True,
        **extra,
    }
    position = {"map": {"falcon": ["s4:4", None]}} if tribe == "vukunturs" else {}  # (not by s5:3)
    return game(player, {"resources": {}}, **position)


def snapshot(s) -> dict:
    p = s.player(0)
    return {
        "resources": dict(p.resources),
        "energy": p.energy,
        "score": p.score,
        "artifacts": len(p.artifacts),
        "crates": len(p.crates),
        "tracks": sum(p.tracks.values()),
        "modules": sum(1 for ms in p.modules.values() for m in ms if m is not None),
        "active": len(p.active),
        "rest": len(p.rest),
        "buildings": sum(p.buildings.values()),
    }


def check_on_unlock(s, before: dict, effects) -> None:
    """Each one-off effect resolved (the first option wherever one is chosen)."""
    after = snapshot(s)
    p = s.player(0)
    for effect in effects:
        ((kind, arg),) = effect.items()
        if kind == "gain":
            for what, n in arg.items():
                if what in ("gear", "book", "food", "crystal"):
                    assert after["resources"][what] >= before["resources"][what] + n, (what, before, after)
                elif what == "points":
                    assert after["score"] == before["score"] + n
                elif what == "energy":
                    assert after["energy"] == before["energy"] + n
                elif what == "artifact":
                    assert after["artifacts"] == before["artifacts"] + n
                elif what == "crate":
                    assert after["crates"] == before["crates"] + n
                else:
                    raise AssertionError(f"unchecked gain {what}")
        elif kind == "move_population":
            assert s.events("figure_moved") and s.state.figures[s.space("s5:3")] == []
        elif kind == "reset_switch":
            assert p.switch_used is False and s.events("switch_reset")
        elif kind == "take_card":
            assert after["active"] == before["active"] + 1
        elif kind == "module":
            assert after["modules"] == before["modules"] + arg
        elif kind == "advance":
            assert after["tracks"] >= before["tracks"] + sum(1 for e in effects if "advance" in e)
        elif kind == "action":
            assert s.events("built") or s.events("explored") or s.events("populated")[1:]
        else:
            raise AssertionError(f"unchecked one-off {kind}")


MACHINE_CHECKS = {
    "advance": lambda s, b: snapshot(s)["tracks"] == b["tracks"] + 1,
    "gain": lambda s, b: sum(snapshot(s)["resources"].values()) > sum(b["resources"].values()),
    "play_card": lambda s, b: any(c == "s3" for _, c, _ in s.player(0).slotted()),
    "convert": lambda s, b: bool(s.events("converted")),
    "rest_card_top": lambda s, b: bool(s.events("card_rested")),
    "retrieve": lambda s, b: "s5" in s.player(0).active,
    "infinite_reach": lambda s, b: s.player(0).boosts.get("infinite_reach") is True,
    "discount": lambda s, b: bool(s.player(0).boosts.get("discount")),
    "recover_energy": lambda s, b: bool(s.events("energy_recovered")),
    "action": lambda s, b: bool(s.events("built") or s.events("explored") or s.events("populated")[1:]),
}

FREE_CHECKS = {
    "advance": lambda s, b: snapshot(s)["tracks"] == b["tracks"] + 1,
    "gain": lambda s, b: snapshot(s)["resources"]["crystal"] == b["resources"]["crystal"] + 1,
    "eject": lambda s, b: bool(s.events("card_ejected") or snapshot(s)["rest"] == b["rest"] + 1),
    "take_card": lambda s, b: snapshot(s)["active"] == b["active"] + 1,
    "choose": lambda s, b: sum(snapshot(s)["resources"].values()) == sum(b["resources"].values()) + 1,
}


@pytest.mark.parametrize(("tribe", "side_name", "tech"), TECHS, ids=[t.id for _, _, t in TECHS])
def test_technology_unlocked_by_populate(tribe, side_name, tech):
    extra = {"opened": ["std_long_lens"], "powered": ["std_long_lens"]} if tech.id == "ox49_m_r" else {}
    s = unlocked_game(tribe, side_name, tech, **extra)
    p = s.player(0)
    in_force = len(passives(p))
    assert s.can("populate", space=s.space("s5:3"), technology=tech.id)
    before = snapshot(s)
    s.populate("s5:3", tech.id)
    assert tech.id in p.unlocked and 0 in s.state.figures[s.space("s5:3")]
    paid = s.events("paid")[0]["args"]["goods"] if tech.books else {}
    assert paid.get("book", 0) + paid.get("crystal", 0) == tech.books  # the technology's books
    if tech.kind == "passive":
        settle(s)
        assert len(passives(p)) == in_force + len(tech.effects)
        assert all(e in passives(p) for e in tech.effects)
    elif tech.kind == "on_unlock":
        before["resources"]["book"] -= tech.books
        settle(s)
        check_on_unlock(s, before, tech.effects)
    elif tech.kind == "machine":
        settle(s)
        assert s.can("activate", machine=tech.id)
        before = snapshot(s)
        s.activate(tech.id)
        if "recover_energy" in tech.effects[0]:
            # the energy of another machine comes back (see the report: the engine also offers
            # the machine's own energy)
            s.choose("std_long_lens")
        settle(s)
        assert tech.id in p.powered and p.energy == (1 if "recover_energy" in tech.effects[0] else 0)
        assert not s.can("activate", machine=tech.id)
        ((kind, _),) = tech.effects[0].items()
        assert MACHINE_CHECKS[kind](s, before), kind
    elif tech.kind == "free_action":
        settle(s)
        assert s.can("technology", technology=tech.id)
        before = snapshot(s)
        s.act("technology", technology=tech.id)
        settle(s)
        assert s.events("paid")[-1]["args"]["player"] == 0
        get = tech.effects[0]["exchange"]["get"][0]
        ((kind, _),) = get.items()
        assert FREE_CHECKS[kind](s, before), kind
    else:
        raise AssertionError(f"unknown technology kind {tech.kind}")


def test_every_kind_and_passive_is_covered():
    """The data use the four technology kinds and the passives the targeted tests cover."""
    kinds = {t.kind for _, _, t in TECHS}
    assert kinds == {"passive", "on_unlock", "machine", "free_action"}
    used = {k for _, _, t in TECHS if t.kind == "passive" for e in t.effects for k in e}
    assert used <= {
        "reach", "discount", "explore_discount", "free_passage", "populate_free_of_others", "on_ability",
        "on_card_gain", "on_crate", "per_adjacent_discount", "near_falcon_discount", "temple_reach",
        "on_ability_by_falcon", "fifth_slot",
    }  # fmt: skip
