"""Vukunturs (digest §12.3, seed p. 21). Sun: "whenever you use the tribe ability, first move
the falcon up to 3 spaces per progress marker already removed from your tribe board, including
the one for this use. It must end on a landscape space; workshops do not block it; it may end
where it started" — then "an Explore, Build or Populate action that does not count as one of
your 2 actions, with reach +1". The falcon is an extra origin. Moon (ours): pay 1 crystal, then
an action at no action cost with reach +2."""

from __future__ import annotations

from epocha.games.revive.board import map_index

from .helpers import ability_game, marker_moved, res, settle, spaces, unmoved, use_ability


def within(s, start: str, steps: int) -> set[str]:
    """Landscape spaces at most `steps` steps from `start` over face-up spaces."""
    adj = map_index().adjacent
    seen, frontier = {s.space(start)}, {s.space(start)}
    for _ in range(steps):
        frontier = {v for u in frontier for v in adj[u] if v not in seen and s.state.types[v] is not None}
        seen |= frontier
    return {s.name(v) for v in seen if s.state.types[v] in ("forest", "field", "mountains")}


def test_first_use_three_spaces_then_a_free_action():
    """First use: 3 spaces from the Abyss (s1:1 is 3 away: s1:4, s1:2, s1:1), ending on a
    landscape; then a Build with reach +1 and no action cost."""
    s = ability_game("vukunturs", resources={"gear": 3})
    use_ability(s)
    offered = {s.name(v) for v in s.choices()}
    assert offered == within(s, "abyss", 3)
    assert "s1:1" in offered and "s4:4" in offered
    s.choose(s.space("s1:1"))
    assert s.state.falcon[0] == s.space("s1:1")
    assert s.decision().kind == "map_action"
    s.choose(["build", s.space("s4:2"), "small"])  # 1 space from the Abyss, reach +1: no food
    settle(s)
    assert s.state.building[s.space("s4:2")] == [0, "small"]
    assert res(s)["gear"] == 0 and s.state.turn["actions"] == 1
    assert marker_moved(s)


def test_three_spaces_per_marker_removed_including_this_one():
    """Two markers already gone: this use is the third, so 9 spaces."""
    m = {"tiles": {"a13": ["ta03", 0], "a14": ["ta01", 0]}, "backs": {}, "falcon": ["s2:4", None]}
    s = ability_game("vukunturs", resources={}, tribe_markers=3, progress=2, position={"map": m})
    use_ability(s)
    offered = {s.name(v) for v in s.choices()}
    assert offered == within(s, "s2:4", 9)
    assert "a14:4" in offered and "s2:4" in offered  # (it may stay where it is)
    s = ability_game("vukunturs", resources={}, tribe_markers=5, position={"map": m})
    use_ability(s)
    assert {s.name(v) for v in s.choices()} == within(s, "s2:4", 3)


def test_workshops_do_not_block_the_falcon():
    """A workshop on a landscape does not stop the falcon ending there."""
    m = {"spaces": spaces(s1_4={"pieces": [[1, "workshop"]]})}
    s = ability_game("vukunturs", resources={}, position={"map": m})
    use_ability(s)
    assert s.space("s1:4") in s.choices()


def test_the_flight_is_the_use_even_with_no_action():
    """The falcon flies (the marker moves) even when no action can follow."""
    s = ability_game("vukunturs", resources={})
    use_ability(s)
    s.choose(s.space("s5:1"))
    settle(s)
    assert s.state.falcon[0] == s.space("s5:1") and marker_moved(s)


def test_moon_crystal_then_free_action_reach_two():
    """Moon: 1 crystal, then a Build with reach +2: s1:2's 1 food of distance is taken off."""
    s = ability_game("vukunturs", "moon", resources={"crystal": 1, "gear": 3})
    use_ability(s)
    s.choose(["build", s.space("s1:2"), "small"])
    settle(s)
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}
    assert marker_moved(s)


def test_moon_without_crystal_unused():
    s = ability_game("vukunturs", "moon", resources={"gear": 6, "food": 6})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)
