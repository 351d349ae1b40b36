"""Formicans (digest §12.3, seed p. 21). Sun: "pay 1 crystal; place a workshop on any landscape
space (no distance paid); advance your machine track of that landscape's colour by 1" (what a
workshop takes off: tests/games/revive/map/test_workshops_falcon.py). Moon (ours): pay 1 gear,
then an Explore, Build or Populate at no action cost."""

from __future__ import annotations

from .helpers import ability_game, marker_moved, res, settle, spaces, unmoved, use_ability


def test_workshop_on_a_far_landscape_advances_its_track():
    """A workshop on a14:1 (forest, behind face-down tiles: no distance) for 1 crystal: green +1."""
    m = {"tiles": {"a14": ["ta01", 0]}, "backs": {}}
    s = ability_game("formicans", resources={"crystal": 1}, position={"map": m})
    green = s.player(0).tracks["green"]
    use_ability(s)
    s.choose(s.space("a14:1"))
    settle(s)
    assert s.state.pieces[s.space("a14:1")] == [[0, "workshop"]]
    assert s.player(0).tracks["green"] == green + 1
    assert res(s)["crystal"] == 0
    assert marker_moved(s) and s.player(0).pieces == 4


def test_each_landscape_its_colour():
    """Field -> yellow, mountains -> grey."""
    for space, colour in (("s5:4", "yellow"), ("s3:1", "grey")):
        s = ability_game("formicans", resources={"crystal": 1})
        before = s.player(0).tracks[colour]
        use_ability(s)
        s.choose(s.space(space))
        settle(s)
        assert s.player(0).tracks[colour] == before + 1


def test_only_landscapes():
    """Any landscape, never sand, water or a location; not where a workshop stands."""
    m = {"spaces": spaces(s1_1={"pieces": [[0, "workshop"]]})}
    s = ability_game("formicans", resources={"crystal": 1}, pieces=4, position={"map": m})
    use_ability(s)
    assert {s.state.types[v] for v in s.choices()} == {"forest", "field", "mountains"}
    assert s.space("s1:1") not in s.choices()


def test_no_crystal_unused():
    s = ability_game("formicans", resources={"food": 3, "gear": 3})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)


def test_moon_pays_a_gear_then_a_free_action():
    """Moon: 1 gear, then a Build at no action cost (s2:2, next to the Abyss): 4 gear in all."""
    s = ability_game("formicans", "moon", resources={"gear": 4})
    use_ability(s)
    s.choose(["build", s.space("s2:2"), "small"])
    settle(s)
    assert res(s)["gear"] == 0 and s.state.building[s.space("s2:2")] == [0, "small"]
    assert marker_moved(s)


def test_moon_gear_counts_before_the_action():
    """The gear the ability costs is not there for the action: with 3 gear, no Build is
    offered — only the root's free Populate (0 books, s5:3 next to the Abyss)."""
    s = ability_game("formicans", "moon", resources={"gear": 3})
    use_ability(s)
    assert s.decision().kind == "map_action"
    assert {c[0] for c in s.choices()} == {"populate"}
