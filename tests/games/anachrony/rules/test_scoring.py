"""The end of the game (digest §11): untangling the continuum, the endgame cards, every VP
source, the tie-breaks."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import breakdown, breakthrough_vp, untangle


def test_untangling_repays_what_it_can_and_each_other_tile_costs_2_vp() -> None:
    s = Scenario(
        players=[{"goods": {"N": 1}, "active": {"engineer": 0}}, {"passed": True}],
        era=3,
        timeline=[{"warps": [[0, 1]]}, {"warps": [[0, 7]]}],
    )
    p = s.player(0)
    assert untangle(s.state, p) == 1  # the neutronium repaid; no engineer for tile 7
    assert p.goods["N"] == 0 and 1 in p.warps and s.state.tile(2)["warps"] == [[0, 7]]


def test_breakthroughs_score_1_each_and_2_per_set_of_three_shapes() -> None:
    s = Scenario(players=[{"breakthroughs": [[1, 1], [2, 1], [3, 1], [1, 2], [2, 2]]}, {}], era=2)
    assert breakthrough_vp(s.player(0)) == 5 + 2


def test_the_breakdown_adds_every_source() -> None:
    s = Scenario(
        players=[
            {
                "rows": {"power_plant": ["b101", None, None], "lab": ["s16", "s16", "anomaly"]},
                "morale": 6,
                "time_travel": 2,
                "vp": 4,
            },
            {},
        ],
        era=2,
    )
    d = breakdown(s.state, s.player(0), unpaid=1, cards=2)
    assert d == {
        "buildings": 4,  # #101
        "anomalies": -3,
        "superprojects": 3 + 3,  # The Ultimate Plan: 3, and 3 per superproject
        "time_travel": 4,
        "morale": 6,
        "tokens": 4,
        "warps": -2,
        "endgame": 6,
        "breakthroughs": 0,
    }


def test_ties_go_to_water_then_resources_then_are_shared() -> None:
    s = Scenario(
        players=[
            {"goods": {"W": 3}, "active": {}, "tired": {}, "warps": list(range(1, 10))},
            {"goods": {"W": 3, "T": 1}, "active": {}, "tired": {}, "warps": list(range(1, 10))},
        ],
        era=7,
        endgame=[],
    )
    s.state.players[1].morale = s.state.players[0].morale
    s.pass_()
    s.pass_()
    result = s.game.result
    assert result["scores"][0] == result["scores"][1]
    assert result["winners"] == [1]  # same VP, same water: more resources


def test_the_rules_reference_counts_the_breakthroughs_in_the_score() -> None:
    # seed 004, line ~1297 (Závěrečné bodování): each breakthrough scores 1 VP, each set of the
    # three shapes 2 VP more (the reference's list of what is added left them out)
    from epocha.engine.registry import get_manifest

    section = next(s for s in get_manifest("anachrony").reference.sections if s.id == "end")
    assert "breakthroughs (1 VP each, 2 more" in section.text["en"]
    assert "průlomy (1 VB za každý" in section.text["cs"]
