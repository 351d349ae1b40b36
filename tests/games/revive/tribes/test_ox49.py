"""Ox49 (the garbled "]0X49[" of seed p. 20; the targets are ours for it). Sun: "place a target
on any sand space or any location where you have no building and no population figure — no
distance paid" (what a target does: tests/games/revive/map/test_targets.py). Moon (the
unattributed text of p. 21): "you may immediately take an Explore, Build or Populate action
that does not count as one of your 2 actions, with reach +1"."""

from __future__ import annotations

from .helpers import ability_game, marker_moved, res, settle, spaces, unmoved, use_ability


def test_target_anywhere_without_distance():
    """No distance: a sand space of a14, face up behind face-down tiles, is offered, and the
    player pays nothing."""
    m = {"tiles": {"a14": ["ta01", 0]}, "backs": {}}
    s = ability_game("ox49", resources={}, position={"map": m})
    use_ability(s)
    assert s.space("a14:2") in s.choices()
    s.choose(s.space("a14:2"))
    settle(s)
    assert s.state.pieces[s.space("a14:2")] == [[0, "target"]]
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}
    assert marker_moved(s) and s.player(0).pieces == 4


def test_target_only_sand_and_locations_without_own_presence():
    """Sand or a location (large ones too) — not where the player has a building or a figure,
    not a sand space built on, not a landscape or water."""
    m = {
        "spaces": spaces(
            s2_3={"figures": [0]},
            s3_2={"figures": [1]},
            s1_2={"building": [1, "small"]},
            s4_2={"building": [0, "small"]},
        )
    }
    s = ability_game("ox49", resources={}, position={"map": m})
    use_ability(s)
    offered = {s.name(v) for v in s.choices()}
    assert {"s3:2", "s4:1", "s5:3", "s2:2", "s3:3", "s5:2", "l1", "l2", "l3", "l4"} <= offered
    assert not offered & {"s2:3", "s1:2", "s4:2", "s1:1", "s1:3", "abyss"}


def test_declined_no_marker():
    s = ability_game("ox49", resources={})
    use_ability(s)
    s.choose("pass")
    assert unmoved(s) and s.player(0).pieces == 5


def test_no_target_left_unused():
    """Five targets: with none left in the supply the ability cannot be used."""
    s = ability_game("ox49", resources={}, pieces=0)
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)


def test_moon_free_action_with_reach_one():
    """Moon: a Build at no action cost with reach +1: s1:2 (1 space from the Abyss) costs no
    food; the turn has still used only the card's action."""
    s = ability_game("ox49", "moon", resources={"gear": 3})
    use_ability(s)
    assert s.decision().kind == "map_action"
    s.choose(["build", s.space("s1:2"), "small"])
    settle(s)
    assert s.state.building[s.space("s1:2")] == [0, "small"]
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}
    assert s.state.turn["actions"] == 1
    assert marker_moved(s)


def test_moon_nothing_to_do_no_marker():
    """With nothing to pay any Build, Explore or Populate with, the ability is not used."""
    s = ability_game(
        "ox49",
        "moon",
        resources={},
        unlocked=[
            "ox49_m_root",
            "ox49_m_l",
            "ox49_m_m",
            "ox49_m_r",
            "ox49_m_c3a",
            "ox49_m_c3b",
            "ox49_m_c3c",
        ],
    )
    use_ability(s)
    settle(s)
    assert unmoved(s)


def test_moon_declined_no_marker():
    s = ability_game("ox49", "moon", resources={"gear": 3})
    use_ability(s)
    s.choose("pass")
    assert unmoved(s) and s.state.building[s.space("s1:2")] is None
