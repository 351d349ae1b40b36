"""Build (digest §7.5, seed p. 13): an unoccupied sand space; 3 gear (small) or 5 gear (large)
plus distance; each adjacent landscape steps its track up (twice for a large building), each
adjacent crystal symbol gives a crystal (two for a large building), each adjacent water space
new for the player gives its reward (never doubled)."""

from __future__ import annotations

from .helpers import game, res, settle, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}


def tracks(s, seat=0):
    return dict(s.player(seat).tracks)


def test_small_three_gear_large_five_plus_distance():
    """ "Pay 3 gear (small building) or 5 gear (large building), plus distance."""
    s = game({"resources": RICH})
    before = res(s)
    s.build("s1:2", "large")
    assert spent(before, res(s)) == {"gear": 5, "food": 1}
    assert s.state.building[s.space("s1:2")] == [0, "large"]
    assert s.player(0).buildings["large"] == 2
    s = game({"resources": RICH})
    before = res(s)
    s.build("s1:2", "small")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}
    assert s.player(0).buildings["small"] == 4


def test_not_enough_gear_no_build():
    """The cost must be paid: 4 gear and no crystal allow a small building but not a large one."""
    s = game({"resources": {"gear": 4, "food": 2}})
    assert s.can("build", space=s.space("s1:2"), size="small")
    assert not s.can("build", space=s.space("s1:2"), size="large")


def test_crystals_pay_for_missing_gear():
    """Crystals may be turned into any basic resource at any time: 2 gear + 1 crystal build."""
    s = game({"resources": {"gear": 2, "crystal": 1}})
    assert s.can("build", space=s.space("s2:2"), size="small")


def test_only_unoccupied_sand():
    """ "Choose an unoccupied sand space (at most one building per space; buildings only on
    sand)": no Build on the other player's building, on a location, a landscape or water."""
    s = game({"resources": RICH}, map={"spaces": spaces(s2_2={"building": [1, "small"]})})
    built = {a["space"] for a in s.actions("build")}
    assert s.space("s2:2") not in built
    for name in ("s2:3", "s1:1", "s1:3", "s1:4", "abyss"):
        assert s.space(name) not in built
    sand = [v for v, t in enumerate(s.state.types) if t == "sand" and s.state.building[v] is None]
    assert built == set(sand)


def test_landscape_steps_and_water_small():
    """Each adjacent landscape +1 step on its track (forest green, field yellow, mountains
    grey); a water space new for the player gives its reward (s1:3: an energy token)."""
    s = game({"resources": RICH})
    t0, e0 = tracks(s), s.player(0).energy
    s.build("s1:2")  # s1:1 field, s1:3 water (energy), s1:4 mountains, s5:1 forest, s5:3 location
    t1 = tracks(s)
    assert {c: t1[c] - t0[c] for c in t0} == {"green": 1, "yellow": 1, "grey": 1}
    assert s.player(0).energy == e0 + 1
    assert s.space("s1:3") in s.player(0).claimed_water


def test_large_doubles_landscape_not_water():
    """ "A large building doubles the landscape steps and the crystals ... but not the water
    reward.\""""
    s = game({"resources": RICH})
    t0, e0 = tracks(s), s.player(0).energy
    s.build("s1:2", "large")
    t1 = tracks(s)
    assert {c: t1[c] - t0[c] for c in t0} == {"green": 2, "yellow": 2, "grey": 2}
    assert s.player(0).energy == e0 + 1


def test_water_reward_once_per_player():
    """ "Each player can claim each water space's reward once per game through buildings": a
    water space already claimed by the player gives nothing; another player's claim does not
    matter."""
    s = game({"resources": RICH, "claimed_water": ["s1:3"]})
    e0 = s.player(0).energy
    s.build("s1:2")
    assert s.player(0).energy == e0
    s = game({"resources": RICH}, {"claimed_water": ["s1:3"]})
    e0 = s.player(0).energy
    s.build("s1:2")
    assert s.player(0).energy == e0 + 1


def _crystal_map():
    # ta01 turned: a02:1 field, a02:2 sand (crystal k12), a02:3 sand (crystal k01), a02:4 forest
    return {"tiles": {"a02": ["ta01", 1]}}


def test_crystal_symbol_small_one_large_two():
    """ "Each adjacent crystal symbol (board edge): +1 crystal"; doubled by a large building."""
    s = game({"resources": RICH}, map=_crystal_map())
    assert s.state.types[s.space("a02:3")] == "sand"
    s.build("a02:3", "small")
    assert s.player(0).resources["crystal"] == 1
    s = game({"resources": RICH}, map=_crystal_map())
    s.build("a02:3", "large")
    assert s.player(0).resources["crystal"] == 2


def test_seed_example_small_building():
    """Seed p. 13: "small building next to 1 field and 2 forests: yellow +1, green +2; the
    adjacent water was already claimed by an earlier building, so no crate". ta04 in a12: a12:1
    field, a12:2 sand, a12:3 and a12:4 forest; ta07 in a16 puts its water (a crate) on a16:1."""
    s = game(
        {"resources": RICH, "claimed_water": ["a16:1"]},
        map={"tiles": {"a12": ["ta04", 0], "a16": ["ta07", 0]}},
    )
    t0 = tracks(s)
    s.build("a12:2")
    t1 = tracks(s)
    assert {c: t1[c] - t0[c] for c in t0} == {"green": 2, "yellow": 1, "grey": 0}
    assert s.player(0).crates == []


def test_seed_example_large_building():
    """Seed p. 13: "Large building next to 2 forests and 1 mountain: green +4, grey +2, plus a
    module from a water space new to that player". ta22 in a12: a12:1 forest, a12:2 water (a
    module), a12:3 sand, a12:4 mountains; s5:4 made a forest."""
    s = game(
        {"resources": RICH},
        map={"tiles": {"a12": ["ta22", 0]}, "spaces": {"s5:4": {"type": "forest"}}},
    )
    t0 = tracks(s)
    modules = s.state.module_offer[:]
    s.build("a12:3", "large")
    assert s.decision().kind == "module"  # the water's module, once
    assert sorted(s.choices()) == sorted(set(modules))
    chosen = s.choices()[0]
    settle(s)
    t1 = tracks(s)
    assert {c: t1[c] - t0[c] for c in t0} == {"green": 4, "yellow": 0, "grey": 2}
    assert chosen in [m for ms in s.player(0).modules.values() for m in ms]
    assert s.space("a12:2") in s.player(0).claimed_water


def test_build_discount_passive_not_distance():
    """A technology's discount ("build costs 1 less", Kunibani's top) takes gear off, never
    the distance."""
    s = game(
        {
            "tribe": "kunibani",
            "unlocked": ["kunibani_s_root", "kunibani_s_l", "kunibani_s_c3a", "kunibani_s_top"],
            "resources": RICH,
        }
    )
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 2, "food": 1}


def test_seed_build_on_sand_tile_gives_a_point():
    """A sand tile: "Whenever any player (you included) builds on one of your sand tiles, 1
    point is gained" — by the builder by default (§20.3)."""
    s = game(
        {"resources": RICH},
        map={"spaces": {"s1:1": {"type": "sand", "pieces": [[1, "sand_tile"]]}}},
    )
    s.build("s1:1")
    assert (s.player(0).score, s.player(1).score) == (1, 0)
