"""The era's phases (digest §5): Power Up, Warp, the Action Rounds, Clean Up and the next era,
in the order of §16."""

from __future__ import annotations

import epocha
from epocha.games.anachrony.catalog import WARP_TILES
from epocha.games.anachrony.scenario import Scenario

from .test_setup import chosen


def powered_up(g: epocha.Game, slots: dict[int, list[int]]) -> None:
    """Every player in order powers the given slots, then is done."""
    s = g.state
    while s.phase == "powerup":
        seat = g.active_players[0]
        for slot in slots.get(seat, []):
            g.apply(seat, next(a for a in g.legal_actions(seat) if a.get("slot") == slot))
        g.apply(seat, {"type": "done"})


def test_power_up_costs_the_bottom_row_and_pays_water_for_empty_slots() -> None:
    g = chosen(2)
    s = g.state
    seat = g.active_players[0]
    p = s.players[seat]
    offered = {a["slot"] for a in g.legal_actions(seat) if a["type"] == "power"}
    assert offered == {1, 2, 3, 4, 5, 6}
    energy, water = p.goods["E"], p.goods["W"]
    g.apply(seat, {"type": "power", "slot": 1})
    g.apply(seat, {"type": "power", "slot": 4})  # a bottom slot: 1 energy core
    g.apply(seat, {"type": "done"})
    assert p.goods["E"] == energy - 1
    assert p.goods["W"] == water + 4  # four empty slots
    assert p.powered == [True, False, False, True, False, False] and p.exosuits == 4
    assert g.active_players == [s.order()[1]]


def test_warp_choices_are_secret_until_all_chose_then_tiles_go_on_the_present_era() -> None:
    g = chosen(2)
    powered_up(g, {})
    s = g.state
    assert s.phase == "warp" and sorted(g.active_players) == [0, 1]
    a, b = s.order()
    g.apply(a, {"type": "warp", "tiles": [1, 8]})  # neutronium and a scientist (1 water)
    assert s.phase == "warp" and g.active_players == [b]
    seen = g.view(b)["state"]["players"][a]
    assert seen["warp_chosen"] and "warp_pick" not in seen
    assert g.view(a)["state"]["players"][a]["warp_pick"] == [1, 8]
    p = s.players[a]
    water, neutronium, scientists = p.goods["W"], p.goods["N"], p.active["scientist"]
    g.apply(b, {"type": "warp", "tiles": []})
    assert s.phase == "actions" and s.turn == s.first
    assert p.goods["N"] == neutronium + 1 and p.goods["W"] == water - 1
    assert p.active["scientist"] == scientists + 1
    assert sorted(s.tile(1)["warps"]) == [[a, 1], [a, 8]]
    assert p.warps == [2, 3, 4, 5, 6, 7, 9]


def test_a_worker_from_the_future_needs_water_which_the_same_warp_may_bring() -> None:
    g = chosen(2)
    powered_up(g, {})
    s = g.state
    seat = s.order()[0]
    s.players[seat].goods["W"] = 0
    offered = [tuple(a["tiles"]) for a in g.legal_actions(seat)]
    assert (8,) not in offered and (5, 8) in offered  # water (tile 5) pays for the scientist
    assert all(WARP_TILES[t] for t in (5, 8))


def test_turns_go_clockwise_skipping_players_who_passed() -> None:
    s = Scenario(players=[{"powered": [1]}, {"powered": [1]}, {"powered": [1]}], era=2, first=1, turn=1)
    s.pass_()
    assert s.state.turn == 2
    s.place("purify", "scientist")
    assert s.state.turn == 0
    s.place("purify", "scientist")
    assert s.state.turn == 2  # seat 1 passed
    s.pass_()
    s.pass_()  # seat 0 too: everyone passed, the era is cleaned up
    assert s.state.era == 3 and s.state.phase == "powerup"


def test_clean_up_retrieves_workers_and_exosuits_and_resets_focus() -> None:
    s = Scenario(
        players=[{"powered": [1, 2], "active": {"engineer": 2}, "focus": 1}, {"passed": True}], era=2
    )
    s.place("mine:0", "engineer")  # an engineer on Mine stays motivated
    s.choose("N")
    s.place("purify", "engineer")
    assert s.player(0).active["engineer"] == 0
    s.pass_()
    p = s.player(0)
    assert s.state.era == 3
    assert p.active["engineer"] == 1 and p.tired["engineer"] == 1
    assert p.exosuits == 6 and p.powered == [False] * 6 and p.busy == []
    assert p.focus == 3 and s.state.spaces == {} and s.state.pool_users == []


def test_the_first_player_of_the_next_era_is_who_took_the_council_banner() -> None:
    s = Scenario(players=[{"powered": [1], "goods": {"W": 2}}, {"passed": True}], era=2, first=1, turn=0)
    s.place("council:0", "scientist")
    assert s.state.first == 0
    assert s.decision().kind == "copy" or s.state.turn == 0


def test_seven_path_markers_mark_free_actions_until_one_goes_on_the_evacuation_tile() -> None:
    # seed 004, line ~225 (set-up 12): 8 Path markers a player; line ~160 (set-up 10): one is
    # the focus marker; line ~591: with no Path marker left, no more free actions this era;
    # line ~997: evacuating puts one of them on the evacuation tile. So 7 are at hand before
    # the evacuation (none kept back for it), 6 after, and the evacuation needs one at hand.
    fresh = epocha.new_game("anachrony", players=2, seed=0)
    assert [p.markers for p in fresh.state.players] == [7, 7]
    eligible = {
        "path": "harmony",
        "evacuation": 0,  # "welfare": three life support buildings
        "rows": {"life_support": ["b305", "b306", "b313"]},
        "powered": [1],
    }
    none_left = Scenario(players=[{**eligible, "markers": 0}, {"passed": True}], era=5, impacted=True)
    assert not none_left.can_place("evacuate", "scientist")
    s = Scenario(players=[{**eligible, "markers": 1}, {"passed": True}], era=5, impacted=True)
    s.place("evacuate", "scientist")
    p = s.player(0)
    assert p.evacuated and p.markers == 0
    s.pass_()  # Clean Up: the markers come back, but for the one on the evacuation tile
    assert s.state.era == 6 and p.markers == 6
