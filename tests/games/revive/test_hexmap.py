"""Revive's hex map: our shipped board passes its checks, each check catches a broken copy and
names the place, and distance counts spaces the way the rulebook does (p. 11)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from epocha.games.revive.hexmap import (
    Hex,
    Layout,
    Node,
    Socket,
    check_tiles,
    distance,
    distances,
    hex_distance,
    load_layout,
    neighbours,
    placed,
    read_data,
    shipped_layout,
    shipped_tiles,
)
from epocha.games.revive.problems import ContentError, Problems


def everywhere(n: Node) -> bool:
    return True


def map_problems(change: Callable[[dict], Any]) -> list[str]:
    data = copy.deepcopy(read_data("map.json"))
    change(data)
    problems = Problems()
    layout = load_layout(data, problems)
    assert (layout is None) == bool(problems)
    return list(problems)


def tile_problems(change: Callable[[dict], Any]) -> list[str]:
    data = copy.deepcopy(read_data("tiles.json"))
    change(data)
    problems = Problems()
    check_tiles(data, shipped_layout(), problems)
    return list(problems)


def index_of(data: dict, id: str) -> int:
    return next(i for i, s in enumerate(data["sockets"]) if s["id"] == id)


def has(problems: list[str], where: str, *words: str) -> bool:
    return any(p.startswith(where + ":") and all(w in p for w in words) for p in problems)


# --- the shipped board ----------------------------------------------------------------------------
def test_the_shipped_map_and_tiles_load_without_problems() -> None:
    problems = Problems()
    layout = load_layout(read_data("map.json"), problems)
    assert layout is not None and not problems
    check_tiles(read_data("tiles.json"), layout, problems)
    assert not problems, list(problems)
    assert shipped_tiles()["area"][0]["id"] == "ta01"


def test_the_shipped_board_has_the_rulebook_parts() -> None:
    layout = shipped_layout()
    kinds = [s.kind for s in layout.sockets]
    assert (kinds.count("abyss"), kinds.count("start"), kinds.count("area"), kinds.count("large")) == (
        1,
        5,
        25,
        4,
    )
    assert 10 <= len(layout.crystals) <= 14
    assert layout.giant_crystals
    # the abyss is one space walled in by exactly the 5 start sockets
    around = {layout.socket_of(h).id for h in layout.node_neighbours("abyss")}  # type: ignore[union-attr]
    assert around == {"s1", "s2", "s3", "s4", "s5"}
    # every start/area socket is one 4-hex shape in one hex order (what the tiles file is written for)
    shapes = {
        tuple((q - s.hexes[0][0], r - s.hexes[0][1]) for q, r in s.hexes)
        for s in layout.sockets
        if s.kind in ("start", "area")
    }
    assert shapes == {((0, 0), (-1, 1), (0, 1), (-1, 2))}


def test_the_shipped_island_has_no_holes() -> None:
    """The 30 tiles fit together without gaps: every off-board hex near the island is open sea."""
    board = shipped_layout().board
    qs, rs = [h[0] for h in board], [h[1] for h in board]
    box = {(q, r) for q in range(min(qs) - 1, max(qs) + 2) for r in range(min(rs) - 1, max(rs) + 2)}
    sea = box - board
    todo = [(min(qs) - 1, min(rs) - 1)]
    reached = set(todo)
    while todo:
        for n in neighbours(todo.pop()):
            if n in sea and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached == sea


def test_large_locations_and_the_abyss_are_one_space_each() -> None:
    layout = shipped_layout()
    for sid in ("abyss", "l1", "l2", "l3", "l4"):
        hexes = layout.socket(sid).hexes
        assert len(hexes) >= 2
        assert {layout.node_of(h) for h in hexes} == {sid}
        assert layout.hexes_of(sid) == hexes
    plain = layout.socket("a07").hexes[2]
    assert layout.node_of(plain) == plain and layout.hexes_of(plain) == (plain,)
    assert layout.socket_of((40, 40)) is None
    with pytest.raises(KeyError):
        layout.node_of((40, 40))


def test_node_neighbours_are_symmetric_and_match_the_grid() -> None:
    layout = shipped_layout()
    for n in layout.nodes:
        for m in layout.node_neighbours(n):
            assert m != n and n in layout.node_neighbours(m)
            # some hex of one touches some hex of the other
            assert any(hex_distance(a, b) == 1 for a in layout.hexes_of(n) for b in layout.hexes_of(m))
    h = layout.socket("a12").hexes[1]
    assert set(layout.node_neighbours(h)) == {layout.node_of(x) for x in neighbours(h) if x in layout.board}


# --- map checks: each rule catches a broken copy ----------------------------------------------
def test_a_socket_id_used_twice() -> None:
    def change(d: dict) -> None:
        d["sockets"][7]["id"] = d["sockets"][6]["id"]

    assert has(map_problems(change), "map.sockets[7].id", "already used", "map.sockets[6]")


def test_a_crystal_id_clashing_with_a_socket() -> None:
    def change(d: dict) -> None:
        d["crystals"][2]["id"] = "a05"

    assert has(map_problems(change), "map.crystals[2].id", "'a05'")


def test_a_hex_in_two_sockets() -> None:
    def change(d: dict) -> None:
        i = index_of(d, "a02")
        d["sockets"][i]["hexes"] = copy.deepcopy(d["sockets"][index_of(d, "a01")]["hexes"])

    i = index_of(read_data("map.json"), "a02")
    assert has(map_problems(change), f"map.sockets[{i}].hexes[0]", "already in socket 'a01'")


def test_crystals_lie_just_off_the_board() -> None:
    board_hex = read_data("map.json")["sockets"][9]["hexes"][0]

    def change(d: dict) -> None:
        d["crystals"][0]["hex"] = board_hex
        d["crystals"][1]["hex"] = [40, 40]
        d["giant_crystals"][0]["hex"] = d["crystals"][3]["hex"]

    problems = map_problems(change)
    assert has(problems, "map.crystals[0].hex", "board hex")
    assert has(problems, "map.crystals[1].hex", "touches no board hex")
    assert has(problems, "map.giant_crystals[0].hex", "already holds crystal symbol 'k04'")


def test_the_start_sockets_wall_in_the_abyss() -> None:
    def change(d: dict) -> None:
        d["sockets"][index_of(d, "s1")]["kind"] = "area"
        d["sockets"][index_of(d, "a20")]["kind"] = "start"

    d = read_data("map.json")
    problems = map_problems(change)
    assert has(problems, f"map.sockets[{index_of(d, 'a20')}]", "'a20' does not touch the abyss")
    assert has(problems, f"map.sockets[{index_of(d, 's1')}]", "area socket 's1' touches the abyss")


def test_every_tile_socket_has_one_shape_in_one_order() -> None:
    def change(d: dict) -> None:
        hexes = d["sockets"][index_of(d, "a10")]["hexes"]
        hexes[1], hexes[2] = hexes[2], hexes[1]  # same cells, other order: space 1 would land elsewhere

    i = index_of(read_data("map.json"), "a10")
    problems = map_problems(change)
    assert has(problems, f"map.sockets[{i}].hexes", "shape", "differs from 'a01'")
    assert not any("symmetric" in p for p in problems)  # that order is still symmetric


def test_a_socket_that_a_turned_tile_would_not_fit() -> None:
    def change(d: dict) -> None:
        top, left, right, _ = d["sockets"][index_of(d, "a25")]["hexes"]
        d["sockets"][index_of(d, "a25")]["hexes"] = [top, left, right, [right[0], right[1] + 1]]

    i = index_of(read_data("map.json"), "a25")
    problems = map_problems(change)
    assert has(problems, f"map.sockets[{i}].hexes[1]", "not centrally symmetric")


def test_tile_sockets_have_4_or_5_hexes() -> None:
    def change(d: dict) -> None:
        del d["sockets"][index_of(d, "a25")]["hexes"][3]

    i = index_of(read_data("map.json"), "a25")
    assert has(map_problems(change), f"map.sockets[{i}].hexes", "3 hexes", "4 or 5")


def test_socket_counts() -> None:
    def change(d: dict) -> None:
        del d["sockets"][index_of(d, "s3")]
        d["sockets"].append({"id": "l9", "kind": "large", "hexes": [[30, 30]]})

    problems = map_problems(change)
    assert has(problems, "map.sockets", "4 start socket(s)", "5")
    assert has(problems, "map.sockets", "5 large socket(s)", "4")
    assert has(problems, "map.sockets", "falls apart")  # l9 floats at sea


def test_large_locations_are_the_far_corners_on_the_coast() -> None:
    layout = shipped_layout()
    inland = next(
        s.id
        for s in layout.sockets
        if s.kind == "area" and all(n in layout.board for h in s.hexes for n in neighbours(h))
    )

    def change(d: dict) -> None:
        d["sockets"][index_of(d, "l2")]["kind"] = "area"
        d["sockets"][index_of(d, inland)]["kind"] = "large"

    i = index_of(read_data("map.json"), inland)
    problems = map_problems(change)
    assert has(problems, f"map.sockets[{i}]", f"'{inland}' is inland")
    assert has(problems, f"map.sockets[{i}]", "not farther than area socket(s)", "l2")


def test_malformed_entries_are_named() -> None:
    def change(d: dict) -> None:
        d["sockets"][3]["hexes"][1] = [1]
        d["sockets"][4]["kind"] = "lake"
        d["sockets"][5]["colour"] = "red"
        d["sockets"][6]["hexes"].append(d["sockets"][6]["hexes"][0])
        del d["ours"]

    problems = map_problems(change)
    assert has(problems, "map.sockets[3].hexes[1]", "pair of integers")
    assert has(problems, "map.sockets[4].kind", "'lake'")
    assert has(problems, "map.sockets[5].colour", "unknown key")
    assert has(problems, "map.sockets[6].hexes[4]", "listed twice")
    assert has(problems, "map.ours", "stand-in")


def test_every_map_problem_is_reported_at_once() -> None:
    def change(d: dict) -> None:
        d["sockets"][7]["id"] = d["sockets"][6]["id"]
        d["crystals"][1]["hex"] = [40, 40]
        del d["sockets"][index_of(d, "a25")]["hexes"][3]
        d["sockets"][index_of(d, "s1")]["kind"] = "area"

    problems = map_problems(change)
    assert has(problems, "map.sockets[7].id", "already used")
    assert has(problems, "map.crystals[1].hex", "touches no board hex")
    assert has(problems, "map.sockets", "4 start socket(s)")
    assert any("3 hexes" in p for p in problems)
    assert len(problems) >= 4


def test_earlier_problems_in_the_collector_do_not_block_a_good_map() -> None:
    problems = Problems()
    problems.add("cards", "something else")
    assert load_layout(read_data("map.json"), problems) is not None
    assert load_layout("not a map", problems) is None  # type: ignore[arg-type]


# --- tile checks --------------------------------------------------------------------------------
def first_water(tiles: list[dict]) -> tuple[int, int]:
    return next(
        (i, j) for i, t in enumerate(tiles) for j, s in enumerate(t["spaces"]) if s["type"] == "water"
    )


def test_tile_counts_ids_and_sizes() -> None:
    def change(d: dict) -> None:
        del d["area"][24]
        d["area"][3]["id"] = d["area"][2]["id"]
        d["start"][1]["id"] = "ta01"
        d["area"][5]["spaces"].append({"type": "sand"})
        d["start"][2]["spaces"].pop()

    problems = tile_problems(change)
    assert has(problems, "tiles.area", "24 tiles", "25")
    assert has(problems, "tiles.area[3].id", "already used by tiles.area[2]")
    assert has(problems, "tiles.area[0].id", "already used by tiles.start[1]")
    assert has(problems, "tiles.area[5].spaces", "5 spaces", "4 hexes")
    assert has(problems, "tiles.start[2].spaces", "3 spaces", "4 hexes")


def test_space_types_and_water_rewards() -> None:
    i, j = first_water(read_data("tiles.json")["area"])

    def change(d: dict) -> None:
        d["start"][0]["spaces"][0]["type"] = "lava"
        d["start"][0]["spaces"][1]["reward"] = [{"gain": {"energy": 1}}]  # a sand space
        del d["area"][i]["spaces"][j]["reward"]
        water = [s for t in d["area"][i + 1 :] for s in t["spaces"] if s["type"] == "water"]
        water[0]["reward"] = [{"gain": {"gold": 1}}]
        water[1]["reward"] = [{"gain": {"energy": 3}}]
        water[2]["reward"] = [{"module": 1}, {"module": 1}, {"module": 1}]
        water[3]["reward"] = [{"gain": {"gear": 1, "book": 1}}]

    problems = tile_problems(change)
    assert has(problems, "tiles.start[0].spaces[0].type", "'lava'")
    assert has(problems, "tiles.start[0].spaces[1].reward", "only water")
    assert has(problems, f"tiles.area[{i}].spaces[{j}].reward", "1 or 2 effects")
    assert any("cannot give 'gold'" in p for p in problems)
    assert any("energy 3: the amount is one of [1]" in p for p in problems)
    assert sum("1 or 2 effects" in p for p in problems) == 2
    assert any(".reward[0]: " in p and "is not {'gain'" in p for p in problems)


def test_start_tiles_offer_sand_and_a_landscape() -> None:
    def change(d: dict) -> None:
        d["start"][0]["spaces"] = [
            {"type": "location"},
            {"type": "sand"},
            {"type": "location"},
            {"type": "sand"},
        ]
        d["start"][1]["spaces"] = [
            {"type": "forest"},
            {"type": "field"},
            {"type": "location"},
            {"type": "forest"},
        ]

    problems = tile_problems(change)
    assert has(problems, "tiles.start[0].spaces", "landscape")
    assert has(problems, "tiles.start[1].spaces", "sand")


def test_area_tile_backs() -> None:
    def change(d: dict) -> None:
        d["area"][0]["back"] = {"cost": {"crystal": 2}, "points": 0}
        d["area"][1]["back"]["cost"] = {"food": 6}
        del d["area"][2]["back"]
        d["area"][3]["back"]["cost"] = {}

    problems = tile_problems(change)
    assert has(problems, "tiles.area[0].back.cost.crystal", "basic resource")
    assert has(problems, "tiles.area[0].back.points", "from 1 to 5")
    assert has(problems, "tiles.area[1].back.cost.food", "6")
    assert has(problems, "tiles.area[2].back", "missing")
    assert has(problems, "tiles.area[3].back.cost", "non-empty")


def test_large_tiles_carry_the_ten_base_rules_once() -> None:
    def change(d: dict) -> None:
        d["large"][0]["sides"] = ["yellow_track_value", "grey_track_value"]  # twice each, green lost
        d["large"][4]["sides"][1] = "gold_5"

    problems = tile_problems(change)
    assert has(problems, "tiles.large[0].sides", "both sides score track")
    assert has(problems, "tiles.large[1].sides[0]", "'yellow_track_value' is already on tiles.large[0]")
    assert has(problems, "tiles.large[2].sides[0]", "'grey_track_value' is already on tiles.large[0]")
    assert has(problems, "tiles.large[4].sides[1]", "'gold_5'")
    assert has(problems, "tiles.large", "on no tile", "green_track_value", "energy_2", "card_2")


def test_every_tile_problem_is_reported_at_once() -> None:
    def change(d: dict) -> None:
        del d["ours"]
        d["area"][7]["spaces"][0]["type"] = "ice"
        d["area"][8]["back"]["points"] = 9
        d["large"][0]["sides"] = ["energy_2"]

    problems = tile_problems(change)
    assert has(problems, "tiles.ours", "stand-in")
    assert has(problems, "tiles.area[7].spaces[0].type", "'ice'")
    assert has(problems, "tiles.area[8].back.points", "9")
    assert has(problems, "tiles.large[0].sides", "2 sides")
    assert len(problems) >= 5  # the lost green side too


# --- placing a tile -----------------------------------------------------------------------------
def test_orientation_1_is_the_tile_turned_by_180_degrees() -> None:
    layout = shipped_layout()
    spaces = ["a", "b", "c", "d"]
    for s in layout.sockets:
        if s.kind not in ("start", "area"):
            continue
        upright, turned = placed(s, spaces, 0), placed(s, spaces, 1)
        assert [upright[h] for h in s.hexes] == spaces
        # the socket's centre c = hexes[0] + hexes[-1] (doubled): turning maps hex h to c - h
        cq, cr = s.hexes[0][0] + s.hexes[-1][0], s.hexes[0][1] + s.hexes[-1][1]
        for h in s.hexes:
            assert turned[h] == upright[(cq - h[0], cr - h[1])]
    s1 = layout.socket("s1")
    top, left, right, bottom = s1.hexes
    assert placed(s1, spaces, 1) == {top: "d", left: "c", right: "b", bottom: "a"}
    assert top[1] < left[1] == right[1] < bottom[1]  # the diamond stands upright


def test_placed_refuses_what_does_not_fit() -> None:
    s1 = shipped_layout().socket("s1")
    with pytest.raises(ValueError, match="does not fit"):
        placed(s1, ["a", "b", "c"], 0)
    with pytest.raises(ValueError, match="orientation"):
        placed(s1, ["a", "b", "c", "d"], 2)


# --- crystals -------------------------------------------------------------------------------------
def strip(n: int, large: tuple[int, int] | None = None, rows: int = 1) -> Layout:
    """A test board: `rows` rows of n hexes, each its own socket; `large` merges columns a..b of
    row 0 into one large location."""
    sockets: list[Socket] = []
    merged: list[Hex] = []
    for r in range(rows):
        for q in range(n):
            if r == 0 and large and large[0] <= q <= large[1]:
                merged.append((q, r))
            else:
                sockets.append(Socket(f"x{q}_{r}", "area", ((q, r),)))
    if merged:
        sockets.append(Socket("big", "large", tuple(merged)))
    return Layout(tuple(sockets))


def test_crystal_symbols_next_to_a_space() -> None:
    sockets = strip(5, large=(2, 3)).sockets
    layout = Layout(sockets, crystals=(("k1", (0, -1)), ("k2", (3, -1))), giant_crystals=(("g1", (1, -1)),))
    # (0, -1) touches (0, 0) only; (1, -1) touches (0, 0) and (1, 0); (3, -1) touches (2, 0) and (3, 0)
    assert layout.crystals_next_to((0, 0)) == ("k1",)
    assert layout.crystals_next_to((0, 0), giant=True) == ("k1", "g1")
    assert layout.crystals_next_to((1, 0)) == ()
    assert layout.crystals_next_to((1, 0), giant=True) == ("g1",)
    assert layout.crystals_next_to("big") == ("k2",)  # once, though it touches two of its hexes
    assert layout.crystals_next_to((4, 0)) == ()


def test_the_shipped_crystals_touch_their_board_hexes() -> None:
    layout = shipped_layout()
    for sid, cell in layout.crystals:
        touched = [h for h in neighbours(cell) if h in layout.board]
        assert len(touched) >= 2
        for h in touched:
            assert sid in layout.crystals_next_to(layout.node_of(h))
    for sid, _ in layout.giant_crystals:
        assert not any(sid in layout.crystals_next_to(n) for n in layout.nodes)
        assert any(sid in layout.crystals_next_to(n, giant=True) for n in layout.nodes)


# --- distance -----------------------------------------------------------------------------------
def test_the_rulebook_example_three_steps_cost_two() -> None:
    layout = shipped_layout()
    origin, target = (-6, 0), (-3, 0)  # along one row of the shipped board
    assert hex_distance(origin, target) == 3
    assert distance(layout, [origin], [target], everywhere) == 2
    line = strip(4)
    assert distance(line, [(0, 0)], [(3, 0)], everywhere) == 2


def test_adjacent_and_same_space_cost_nothing() -> None:
    layout = shipped_layout()
    h = layout.socket("a12").hexes[0]
    for n in layout.node_neighbours(h):
        assert distance(layout, [h], [n], everywhere) == 0
    assert distance(layout, [h], [h], lambda n: False) == 0
    start_hexes = [h for s in layout.sockets_of("start") for h in s.hexes]
    near = [x for x in start_hexes if "abyss" in layout.node_neighbours(x)]
    assert near and all(distance(layout, ["abyss"], [x], everywhere) == 0 for x in near)


def test_never_through_a_space_that_is_not_passable() -> None:
    line = strip(5)
    assert distance(line, [(0, 0)], [(4, 0)], lambda n: n != (2, 0)) is None
    # the target itself may be face down
    assert distance(line, [(0, 0)], [(4, 0)], lambda n: n != (4, 0)) == 3
    # two rows: blocking row 0 sends the path through row 1
    wide = strip(5, rows=2)
    assert distance(wide, [(0, 0)], [(4, 0)], everywhere) == 3
    assert (
        distance(wide, [(0, 0)], [(4, 0)], lambda n: n not in ((2, 0), (1, 0))) == 4
    )  # (0,1) (1,1) (2,1) (3,0)


def test_free_spaces_cost_nothing() -> None:
    line = strip(6)
    forest = {(1, 0), (3, 0)}
    assert distance(line, [(0, 0)], [(5, 0)], everywhere) == 4
    assert distance(line, [(0, 0)], [(5, 0)], everywhere, lambda n: n in forest) == 2
    # free must not open a blocked space: passable is asked first
    assert distance(line, [(0, 0)], [(5, 0)], lambda n: n != (3, 0), lambda n: True) is None
    # a longer all-free road beats a shorter paying one
    wide = strip(6, rows=2)
    assert distance(wide, [(0, 0)], [(5, 0)], everywhere, lambda n: isinstance(n, tuple) and n[1] == 1) == 0


def test_a_large_location_is_one_space_however_many_hexes() -> None:
    line = strip(8, large=(2, 5))  # x0 x1 [big: 4 hexes] x6 x7
    assert distance(line, [(0, 0)], [(7, 0)], everywhere) == 3  # x1, big, x6
    assert distance(line, [(1, 0)], ["big"], everywhere) == 0
    assert distance(line, [(0, 0)], [(4, 0)], everywhere) == 1  # any hex of it names the space
    assert distance(line, ["big"], [(7, 0)], everywhere) == 1
    seen: list[Node] = []
    distance(line, [(0, 0)], [(7, 0)], lambda n: seen.append(n) or True)
    assert "big" in seen and not any(n in seen for n in ((2, 0), (3, 0), (4, 0), (5, 0)))


def test_the_abyss_is_one_space_to_pass() -> None:
    layout = shipped_layout()
    ring = layout.node_neighbours("abyss")
    a, b = max(((x, y) for x in ring for y in ring), key=lambda p: hex_distance(p[0], p[1]))  # type: ignore[arg-type]
    assert hex_distance(a, b) >= 3
    assert distance(layout, [a], [b], everywhere) == 1
    assert (distance(layout, [a], [b], lambda n: n != "abyss") or 0) >= 2


def test_several_origins_take_the_nearest() -> None:
    line = strip(10)
    assert distance(line, [(0, 0), (6, 0)], [(9, 0)], everywhere) == 2
    assert distance(line, [(9, 0), (0, 0)], [(2, 0)], everywhere) == 1
    assert distance(line, [(0, 0)], [(9, 0), (3, 0)], everywhere) == 2  # nearest target too


def test_unreachable_is_none() -> None:
    line = strip(4)
    assert distance(line, [(0, 0)], [(3, 0)], lambda n: False) is None
    assert distance(line, [(0, 0)], [], everywhere) is None
    assert distance(line, [], [(3, 0)], everywhere) is None


def test_first_explore_from_the_abyss_costs_at_least_one() -> None:
    layout = shipped_layout()
    faceup = {layout.node_of(h) for s in layout.sockets_of("start") for h in s.hexes}

    def passable(n: Node) -> bool:
        return n in faceup

    costs = {s.id: distance(layout, ["abyss"], s.hexes, passable) for s in layout.sockets_of("area")}
    reachable = {k: v for k, v in costs.items() if v is not None}
    assert min(reachable.values()) == 1
    assert 5 <= len(reachable) < 25  # the outer tiles lie behind face-down ones


def reference(layout: Layout, origins: list[Node], passable: Callable, free: Callable) -> dict[Node, int]:
    """Slow and plain: relax 'cost of standing next to n' until nothing changes."""
    best: dict[Node, int] = dict.fromkeys(origins, 0)
    changed = True
    while changed:
        changed = False
        for n, c in list(best.items()):
            if n not in origins and not passable(n):
                continue
            through = c if n in origins else c + (0 if free(n) else 1)
            for m in layout.node_neighbours(n):
                if through < best.get(m, 1 << 30):
                    best[m] = through
                    changed = True
    return best


@pytest.mark.parametrize("seed", range(12))
def test_distance_agrees_with_a_plain_reference(seed: int) -> None:
    layout = shipped_layout()
    rng = random.Random(seed)
    blocked = {n for n in layout.nodes if rng.random() < 0.25}
    free_set = {n for n in layout.nodes if rng.random() < 0.3}
    origins = rng.sample(layout.nodes, rng.randint(1, 3))

    def passable(n: Node) -> bool:
        return n not in blocked

    def free(n: Node) -> bool:
        return n in free_set

    want = reference(layout, origins, passable, free)
    assert distances(layout, origins, passable, free) == want
    for target in rng.sample(layout.nodes, 20):
        assert distance(layout, origins, [target], passable, free) == want.get(target)


def test_shipped_loaders_raise_on_broken_files(monkeypatch: pytest.MonkeyPatch) -> None:
    import epocha.games.revive.hexmap as hexmap

    broken = copy.deepcopy(read_data("tiles.json"))
    broken["large"][0]["sides"] = ["energy_2", "energy_2"]
    hexmap.shipped_layout()  # cached before the tiles file is swapped
    monkeypatch.setattr(hexmap, "read_data", lambda name: broken)
    with pytest.raises(ContentError, match=r"tiles\.large"):
        hexmap.shipped_tiles()
