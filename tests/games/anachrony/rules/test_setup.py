"""Set-up (digest §3): the components dealt, the Paths and leaders chosen in player order, the
Path assets, and the first player's water order 0/1/1/2."""

from __future__ import annotations

import pytest

import epocha
from epocha.games.anachrony.catalog import PATH_FACTS, SIDE_A, board_side


def chosen(players: int, seed: int = 3, side: str = "A") -> epocha.Game:
    """A game with every Path and leader chosen: Paths in the order they are listed, the first
    leader each."""
    g = epocha.new_game("anachrony", players=players, seed=seed, options={"side": side})
    while g.state.phase in ("path", "leader"):  # type: ignore[attr-defined]
        seat = g.active_players[0]
        g.apply(seat, g.legal_actions(seat)[0])
    return g


def test_the_board_is_dealt() -> None:
    g = epocha.new_game("anachrony", players=2, seed=1)
    s = g.state
    assert [len(s.primary[t]) for t in s.primary] == [15, 15, 15, 15]
    assert all(not stack for stack in s.secondary.values())
    projects = [t["superproject"] for t in s.timeline]
    assert len(set(projects)) == 7 and all(projects)
    assert [t["face_up"] for t in s.timeline] == [True] + [False] * 6
    assert len(s.endgame) == 5 and "most_completed_experiments" not in s.endgame
    assert sum(s.breakthroughs.values()) == 45 and set(s.breakthroughs.values()) == {3}
    assert s.impact_after == 4 and not s.impacted


def test_paths_then_leaders_are_chosen_in_player_order() -> None:
    g = epocha.new_game("anachrony", players=3, seed=5)
    s = g.state
    order = s.order()
    assert g.active_players == [order[0]]
    first = g.legal_actions(order[0])
    assert [a["path"] for a in first] == ["harmony", "dominance", "progress", "salvation"]
    g.apply(order[0], {"type": "path", "path": "dominance"})
    assert g.active_players == [order[1]]
    assert "dominance" not in [a["path"] for a in g.legal_actions(order[1])]
    g.apply(order[1], {"type": "path", "path": "harmony"})
    g.apply(order[2], {"type": "path", "path": "salvation"})
    assert s.phase == "leader" and g.active_players == [order[0]]
    assert [a["leader"] for a in g.legal_actions(order[0])] == ["wolfe", "samira"]


def test_path_assets_and_water_by_player_order() -> None:
    g = chosen(4)
    s = g.state
    for k, seat in enumerate(s.order()):
        p = s.players[seat]
        facts = PATH_FACTS[p.path]
        assert p.goods["W"] == facts.resources.get("W", 0) + [0, 1, 1, 2][k]
        assert p.goods["E"] == facts.resources.get("E", 0)
        assert sum(p.active.values()) == len(facts.active)
        assert sum(p.tired.values()) == len(facts.tired)
        assert p.morale == SIDE_A.morale_start
        assert p.exosuits == 6 and p.warps == list(range(1, 10))
    progress = next(p for p in s.players if p.path == "progress")
    assert len(progress.breakthroughs) == 1  # its Path board's random breakthrough
    assert sum(s.breakthroughs.values()) == 44


@pytest.mark.parametrize("path", ["harmony", "dominance", "progress", "salvation"])
def test_side_b_starts_morale_where_the_path_board_says(path: str) -> None:
    g = chosen(4, side="B")
    p = next(p for p in g.state.players if p.path == path)
    assert p.side == "B" and p.morale == board_side(path, "B").morale_start


def test_era_1_begins_with_power_up_after_the_set_up() -> None:
    g = chosen(2)
    s = g.state
    assert s.era == 1 and s.phase == "powerup" and g.active_players == [s.first]
    # Preparation ran: era 2's superproject is face up, a tile of each type on a secondary stack
    assert s.tile(2)["face_up"] and all(len(v) == 1 for v in s.secondary.values())
    assert sum(s.recruit_pool.values()) == 4 and len(s.mine_pool) == 5
