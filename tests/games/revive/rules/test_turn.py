"""A turn (digest §6): up to two main actions, or hibernate; free actions at any time of the
turn; no passing without acting; the turn ends once its actions are taken and nothing free is
left to do."""

from __future__ import annotations

from ..effects import me, scenario


def _s(**fields: object) -> object:
    fields.setdefault("active", ["c27", "c35", "c14"])
    return scenario(me(**fields))


def test_at_the_start_hibernate_but_no_end_turn() -> None:
    s = _s()
    kinds = {a["type"] for a in s.actions()}
    assert "hibernate" in kinds and "end_turn" not in kinds
    assert "not a legal choice" in s.illegal({"type": "end_turn"})


def test_after_an_action_end_turn_but_no_hibernate() -> None:
    s = _s()
    s.play("c27", "top1")
    kinds = {a["type"] for a in s.actions()}
    assert "end_turn" in kinds and "hibernate" not in kinds
    s.end_turn()
    assert s.state.turn["player"] == 1


def test_two_actions_and_the_turn_ends_by_itself() -> None:
    s = _s()
    s.play("c27", "top1")
    assert s.state.turn["actions"] == 1 and s.state.turn["player"] == 0
    s.switch("book")  # (the same or another action)
    assert s.state.turn["player"] == 1
    assert s.events("turn")[-1]["args"]["player"] == 1


def test_no_third_action() -> None:
    s = _s(crates=["k01"])
    s.play("c27", "top1")
    s.play("c35", "top2")
    assert s.state.turn["player"] == 0  # (a crate is still to open)
    kinds = {a["type"] for a in s.actions()}
    assert kinds == {"open_crate", "end_turn"}
    s.open_crate("k01")
    assert s.state.turn["player"] == 1


def test_free_actions_do_not_count() -> None:
    s = _s(crates=["k01", "k02"], resources={"crystal": 1})
    s.open_crate("k01")
    s.act("crystal", resource="food")
    assert s.state.turn["actions"] == 0
    s.play("c27", "top1")
    s.open_crate("k02")
    assert s.state.turn["actions"] == 1
    s.play("c35", "top2")
    assert s.state.turn["player"] == 1


def test_hibernating_is_the_whole_turn() -> None:
    s = _s()
    s.hibernate()
    while s.state.turn["player"] == 0:
        s.choose(s.choices()[0])
    assert s.player(0).hibernation == 1


def test_the_switch_once_until_reset() -> None:
    """Use the switch: 1 basic resource; not again until reset (§7.2)."""
    s = _s()
    s.switch("gear")
    assert s.player(0).resources["gear"] == 1 and not s.actions("switch")
