"""Explore (digest §7.3, seed p. 11): a face-down tile in reach; pay the distance and the
cost on its back; score the back's blue points; gain a citizen (offer or deck top); turn the
tile up either way round; newly revealed landscape and water next to anyone's building give
that building's owner the Build rewards."""

from __future__ import annotations

from .helpers import explore_through, game, res, settle, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}


def one_tile(back: str, tile: str, socket: str = "a05", **m) -> dict:
    """A map where only `socket` may be explored, and it hides `tile`."""
    return {"backs": {socket: back}, "face_down": {back: [tile]}, **m}


def test_seed_example_cost_distance_points_card():
    """Seed p. 11: "tile cost 3 food + 2 food distance; take a card; +2 points". a05 is 2
    spaces from the Abyss (s5:4, s5:2 between)."""
    s = game({"resources": RICH}, map=one_tile("3food:2", "ta05"))
    before, hand = res(s), list(s.player(0).active)
    top = s.state.deck[-1]
    explore_through(s, "a05", "deck")
    assert spent(before, res(s)) == {"food": 5}
    assert s.player(0).score == 2
    assert s.player(0).active == [*hand, top]
    assert s.state.placed["a05"] == ["ta05", 0]
    assert "a05" not in s.state.backs


def test_the_back_may_ask_more_than_food():
    """The back's printed cost is paid as printed (2 food + 1 gear), plus distance."""
    s = game({"resources": RICH}, map=one_tile("2food+1gear:2", "ta11"))
    before = res(s)
    explore_through(s, "a05")
    assert spent(before, res(s)) == {"food": 4, "gear": 1}
    assert s.player(0).score == 2


def test_every_seat_is_told_what_each_back_shows():
    """The view names each back's cost and points (a board never reads them from its name)."""
    s = game({}, map=one_tile("2food+1gear:2", "ta11"))
    shown = s.game.view(1)["state"]
    assert shown["backs"]["a05"] == "2food+1gear:2"
    assert shown["back_faces"]["2food+1gear:2"] == {"cost": {"food": 2, "gear": 1}, "points": 2}
    assert set(shown["backs"].values()) <= set(shown["back_faces"])


def test_too_poor_no_explore():
    """Cost and distance must be payable: 3 food + 1 crystal are one short of 5."""
    s = game({"resources": {"food": 3, "crystal": 1}}, map=one_tile("3food:2", "ta05"))
    assert not s.can("explore", socket="a05")
    s = game({"resources": {"food": 4, "crystal": 1}}, map=one_tile("3food:2", "ta05"))
    assert s.can("explore", socket="a05")


def test_citizen_from_the_offer_refills_it():
    """ "Take one face-up card from the offer ... put it face up into your active area; refill
    the offer.\""""
    s = game({"resources": RICH}, map=one_tile("3food:2", "ta05"))
    card = s.state.offer[0]
    top = s.state.deck[-1]
    s.explore("a05")
    assert set(s.choices()) == set(s.state.offer) | {"deck"}
    s.choose(card)
    settle(s)
    assert card in s.player(0).active
    assert card not in s.state.offer and top in s.state.offer and len(s.state.offer) == 5


def test_orientation_is_the_explorers_choice():
    """ "Turn the tile face up ... in either of its two orientations (your choice)": ta03 turned
    round puts its mountains on a05:1 and its field on a05:4."""
    s = game({"resources": RICH}, map=one_tile("2food:1", "ta03"))
    s.explore("a05").choose("deck")
    assert s.decision().kind == "orientation"
    s.choose(1)
    types = [s.state.types[s.space(f"a05:{i}")] for i in range(1, 5)]
    assert types == ["mountains", "sand", "water", "field"]
    assert s.state.placed["a05"] == ["ta03", 1]


def test_reveal_gives_adjacent_buildings_their_rewards():
    """ "For every newly revealed water or landscape space adjacent to anyone's building, that
    building's owner gets the Build rewards for that space now": player 1's large building on
    s5:2 touches a05:4 (field: yellow +2); its small one on a02:2 touches a05:1 (mountains:
    grey +1) and a05:3 (water: 2 gear, new for it)."""
    m = one_tile(
        "2food:1",
        "ta03",
        tiles={"a02": ["ta01", 1]},
        spaces=spaces(s5_2={"building": [1, "large"]}, a02_2={"building": [1, "small"]}),
    )
    s = game({"resources": RICH}, {"resources": {}}, map=m)
    t0 = dict(s.player(1).tracks)
    explore_through(s, "a05", orientation=1)
    settle(s)
    t1 = dict(s.player(1).tracks)
    assert {c: t1[c] - t0[c] for c in t0} == {"yellow": 2, "grey": 1, "green": 0}
    assert s.player(1).resources["gear"] == 2
    assert s.space("a05:3") in s.player(1).claimed_water


def test_reveal_water_only_if_new_for_the_owner():
    """The water reward on a reveal is the Build one: only the first time for that player."""
    m = one_tile(
        "2food:1",
        "ta03",
        tiles={"a02": ["ta01", 1]},
        spaces=spaces(a02_2={"building": [1, "small"]}),
    )
    s = game({"resources": RICH}, {"resources": {}, "claimed_water": ["a05:3"]}, map=m)
    explore_through(s, "a05", orientation=1)
    settle(s)
    assert s.player(1).resources["gear"] == 0


def test_reveal_active_player_first():
    """ "If several players qualify, the active player resolves first, then the others in
    turn order": player 0's building on s5:2 and player 1's on a02:2 both touch the new tile;
    player 0's steps come first."""
    m = one_tile(
        "2food:1",
        "ta03",
        tiles={"a02": ["ta01", 1]},
        spaces=spaces(s5_2={"building": [0, "small"]}, a02_2={"building": [1, "small"]}),
    )
    s = game({"resources": RICH}, map=m)
    explore_through(s, "a05", orientation=1)
    settle(s)
    who = [e["args"]["player"] for e in s.events("advanced")]
    assert who and who[0] == 0 and 1 in who
    assert who == sorted(who)


def test_reveal_is_not_for_the_explorers_distance():
    """A reveal gives nothing to a building that does not touch the new tile."""
    m = one_tile("2food:1", "ta03", spaces=spaces(s4_2={"building": [1, "small"]}))
    s = game({"resources": RICH}, map=m)
    t0 = dict(s.player(1).tracks)
    explore_through(s, "a05", orientation=1)
    settle(s)
    assert dict(s.player(1).tracks) == t0


def test_behind_face_down_tiles_out_of_reach():
    """A tile is reached only over face-up spaces: a04 lies behind a03, a08, a09 — no Explore."""
    m = {"backs": {"a04": "3food:2", "a05": "3food:2"}, "face_down": {"3food:2": ["ta05", "ta06"]}}
    s = game({"resources": RICH}, map=m)
    assert s.can("explore", socket="a05")
    assert not s.can("explore", socket="a04")


def test_infinite_reach_machine():
    """The machine "during Explore, reach becomes infinite — explore any face-down tile, even
    one behind other face-down tiles" (Ox49 sun): a04 explored with no distance; its back (3
    food) less the root's explore discount (1)."""
    m = {"backs": {"a04": "3food:2"}, "face_down": {"3food:2": ["ta05"]}}
    unlocked = ["ox49_s_root", "ox49_s_l", "ox49_s_c3a"]
    s = game({"tribe": "ox49", "unlocked": unlocked, "energy": 1, "resources": RICH}, map=m)
    assert not s.can("explore", socket="a04")
    s.activate("ox49_s_c3a")
    settle(s)
    before = res(s)
    explore_through(s, "a04")
    assert spent(before, res(s)) == {"food": 2}
    assert "infinite_reach" not in s.player(0).boosts
