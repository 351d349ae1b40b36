"""Rulebook examples of time travel (digest §9)."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def test_1089_a_power_plant_sets_the_focus_repays_a_warp_tile_and_steps_the_track() -> None:
    """Seed line 1089 (the pictured steps of a power plant, "1. set the Focus, 2. pay and take
    back the warp tile, 3. move along the time-travel track"; its picture has no "Priklad"
    marker): with a range-2 power plant in era 3, the Focus goes two eras back to era 1; the
    player pays the titanium its warp tile there shows, takes the tile back into its supply
    and steps the time-travel track once."""
    s = Scenario(
        players=[
            {"goods": {"T": 1}, "active": {"administrator": 1}, "rows": {"power_plant": ["b102"]}},
            {"passed": True},
        ],
        era=3,
        timeline=[{"warps": [[0, 3]]}],
    )
    assert 3 not in s.player(0).warps
    s.place("b102", "administrator")
    assert 1 in s.choices() and 2 in s.choices() and 3 not in s.choices()  # not the present
    s.choose(1, 3)
    p = s.player(0)
    assert (p.focus, p.goods["T"], p.time_travel) == (1, 0, 1)
    assert 3 in p.warps and s.state.tile(1)["warps"] == []
