"""The Impact at the end of era 4 (digest §10) and the end of the game (§5.6 C, §11)."""

from __future__ import annotations

import pytest

from epocha.games.anachrony.catalog import COLLAPSING_TILES
from epocha.games.anachrony.scenario import Scenario


@pytest.mark.parametrize(("players", "tiles"), [(2, 2), (3, 2), (4, 3)])
def test_the_impact_collapses_the_capital_and_damages_every_city(players: int, tiles: int) -> None:
    specs = [{}] + [{"passed": True}] * (players - 1)
    s = Scenario(players=specs, era=4)
    s.pass_()
    st = s.state
    assert st.impacted and st.era == 5
    for action in ("construct", "recruit", "research"):
        drawn = [t[0] for t in st.collapse[action]]
        assert len(drawn) == tiles and set(drawn) <= set(COLLAPSING_TILES[action])
        assert all(t[1] for t in st.collapse[action])
    assert all(p.covered == [2, 3] for p in st.players)
    assert any(e["event"] == "impact" for e in st.log)


def test_after_the_impact_capital_spaces_charge_no_fee_and_close_once_used() -> None:
    s = Scenario(
        players=[{"powered": [1], "goods": {"W": 0}, "active": {"engineer": 1}}, {"passed": True}], era=5
    )
    assert s.can_place("recruit:1", "engineer")  # its 1-water fee lies under the tile
    s.place("recruit:1", "engineer").choose("administrator")
    s.pass_()
    assert s.state.collapse["recruit"][1][1] is False and s.state.collapse["recruit"][0][1] is True


def test_the_mine_pool_gets_a_neutronium_after_the_impact() -> None:
    s = Scenario(players=[{}, {"passed": True}], era=5)
    s.state.mine_deck = [0]  # the card G U U U T
    s.pass_()
    assert s.state.mine_pool == ["N", "U", "U", "U", "T"]


def test_the_game_ends_after_era_7() -> None:
    s = Scenario(players=[{}, {"passed": True}], era=7)
    s.pass_()
    assert s.game.is_over and s.game.result["reason"] == "era_7"


def test_the_game_ends_when_the_last_capital_space_becomes_unavailable() -> None:
    collapse = {
        "construct": [[21, False], [22, False]],
        "recruit": [[31, False], [32, False]],
        "research": [[12, False], [11, True]],  # (tile 11: 2 VP more, nothing to decide)
    }
    s = Scenario(players=[{"powered": [1]}, {"passed": True}], era=5, collapse=collapse)
    s.place("research:1", "scientist").choose("shape:1")
    while s.decision().kind in ("icon", "reroll"):
        s.choose(s.choices()[0])
    s.pass_()
    assert s.game.is_over and s.game.result["reason"] == "capital_collapsed"
    assert s.state.era == 5
