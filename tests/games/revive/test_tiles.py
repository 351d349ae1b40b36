"""Our stand-in tiles make a sensible game: what the design in data/tiles.json promises (its
"notes") holds, and the seed's few known facts are in it."""

from __future__ import annotations

from collections import Counter

from epocha.games.revive.hexmap import (
    LARGE_RULE_KIND,
    neighbours,
    placed,
    shipped_layout,
    shipped_tiles,
)
from epocha.games.revive.vocabulary import LANDSCAPES as TRACK_OF

LANDSCAPES = set(TRACK_OF)


def types(tile: dict) -> list[str]:
    return [s["type"] for s in tile["spaces"]]


def test_the_files_say_they_are_ours() -> None:
    tiles = shipped_tiles()
    assert "not public" in tiles["ours"] and "our" in tiles["ours"].lower()
    assert (len(tiles["start"]), len(tiles["area"]), len(tiles["large"])) == (5, 25, 5)


def test_every_start_tile_offers_sand_a_landscape_and_most_a_location() -> None:
    start = shipped_tiles()["start"]
    for tile in start:
        assert "sand" in types(tile) and LANDSCAPES & set(types(tile)), tile["id"]
    assert sum("location" in types(t) for t in start) >= 3
    # no colour is favoured before the first Explore
    counts = Counter(x for t in start for x in types(t) if x in LANDSCAPES)
    assert set(counts.values()) == {3}


def test_area_tiles_balance_landscapes_locations_and_water() -> None:
    area = shipped_tiles()["area"]
    counts = Counter(x for t in area for x in types(t))
    landscape = [counts[x] for x in sorted(LANDSCAPES)]
    assert max(landscape) - min(landscape) <= 2
    assert 12 <= counts["location"] <= 16
    assert 10 <= counts["water"] <= 14
    assert counts["sand"] >= 25


def test_water_rewards_vary_and_include_the_seeds_examples() -> None:
    rewards = [
        tuple(sorted(map(str, s["reward"])))
        for t in shipped_tiles()["start"] + shipped_tiles()["area"]
        for s in t["spaces"]
        if s["type"] == "water"
    ]
    assert len(set(rewards)) >= 8
    flat = [e for r in rewards for e in r]
    assert str({"gain": {"energy": 1}}) in flat and str({"module": 1}) in flat  # seed p.13


def test_every_sand_space_touches_a_landscape_or_water_on_its_own_tile() -> None:
    socket = shipped_layout().socket("a01")
    tiles = shipped_tiles()
    for tile in tiles["start"] + tiles["area"]:
        for orientation in (0, 1):
            where = placed(socket, types(tile), orientation)
            for h, kind in where.items():
                if kind == "sand":
                    near = {where.get(n) for n in neighbours(h)}
                    assert near & (LANDSCAPES | {"water"}), (tile["id"], orientation, h)


def test_costlier_backs_give_more_points() -> None:
    backs = sorted((sum(t["back"]["cost"].values()), t["back"]["points"]) for t in shipped_tiles()["area"])
    points = [p for _, p in backs]
    assert points == sorted(points)  # never fewer points for a dearer tile
    assert points[0] < points[-1]
    # food is the usual price (a technology makes every Explore 1 food cheaper)
    assert all("food" in t["back"]["cost"] for t in shipped_tiles()["area"])
    assert {"cost": {"food": 3}, "points": 2} in [t["back"] for t in shipped_tiles()["area"]]  # seed p.11


def test_large_tiles_pair_rules_of_different_kinds() -> None:
    large = shipped_tiles()["large"]
    sides = [s for t in large for s in t["sides"]]
    assert sorted(sides) == sorted(LARGE_RULE_KIND)
    for t in large:
        assert LARGE_RULE_KIND[t["sides"][0]] != LARGE_RULE_KIND[t["sides"][1]], t["id"]
