"""Digest §7.5, §16, §17: production, corruption, consumption, famine, uprising, banks."""

from epocha.games.tta import catalog
from epocha.games.tta.scenario import Scenario


def test_bank_tables_at_their_boundaries():
    assert [catalog.population_cost(n) for n in (18, 17, 16, 13, 12, 9, 8, 5, 4, 1, 0)] == [
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        5,
        7,
        7,
        None,
    ]
    assert [catalog.consumption(n) for n in (18, 17, 16, 13, 12, 9, 8, 5, 4, 1, 0)] == [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        6,
    ]
    assert [
        catalog.happiness_required(n) for n in (18, 17, 16, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
    ] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]
    assert [catalog.corruption(n) for n in (16, 11, 10, 6, 5, 1, 0)] == [0, 0, 2, 2, 4, 4, 6]


def test_production_order_scores_corrupts_feeds_and_mines():
    s = Scenario(
        players=[
            {
                "yellow_bank": 14,
                "blue_bank": 6,
                "unused_workers": 2,
                "technologies": {
                    "A:Agriculture": {"workers": 2, "stored": 4},
                    "A:Bronze": {"workers": 2, "stored": 6},
                    "A:Philosophy": {"workers": 1},
                    "A:Religion": {},
                    "A:Warriors": {"workers": 1},
                },
            },
            {},
        ]
    )
    s.end_turn()
    p = s.player(0)
    # corruption 2 (6 in the blue bank) from 6 resources; +2 food; consumption 1 (14 yellow);
    # +2 resources
    assert p.science == 1
    assert s.food(0) == 4 + 2 - 1 and s.resources(0) == 6 - 2 + 2


def test_famine_costs_four_culture_per_missing_food():
    # 4 tokens in the yellow bank: consumption 4; six unused workers cover the missing happy faces
    s = Scenario(
        players=[
            {
                "yellow_bank": 4,
                "culture": 20,
                "unused_workers": 6,
                "technologies": {
                    "A:Agriculture": {},
                    "A:Bronze": {"workers": 2},
                    "A:Philosophy": {"workers": 1},
                    "A:Religion": {},
                    "A:Warriors": {"workers": 1},
                },
            },
            {},
        ]
    )
    s.end_turn()
    assert s.player(0).culture == 20 - 4 * 4


def test_uprising_skips_production():
    # 13 tokens in the bank need 1 happy face; none, and no unused worker to cover it
    s = Scenario(players=[{"yellow_bank": 13, "unused_workers": 0, "science": 0}, {}])
    s.end_turn()
    assert s.player(0).science == 0 and any(e["event"] == "uprising" for e in s.events())


def test_food_paid_with_change():
    s = Scenario(
        players=[
            {
                "unused_workers": 1,
                "technologies": {
                    "A:Agriculture": {"workers": 1},
                    "I:Irrigation": {"workers": 1, "stored": 1},
                    "A:Bronze": {},
                    "A:Philosophy": {},
                    "A:Religion": {},
                    "A:Warriors": {},
                },
            },
            {},
        ]
    )
    s.act("population")  # 2 food from one Irrigation token
    assert s.food(0) == 0 and s.player(0).pool == 2


def _forecast_then_end_turn(players: list[dict]) -> tuple[dict, dict, dict]:
    s = Scenario(players=players)
    forecast = s.game.view(1)["state"]["players"][0]["forecast"]  # public: any seat sees it
    p = s.player(0)
    before = {"science": p.science, "culture": p.culture, "food": s.food(0), "resources": s.resources(0)}
    s.end_turn()
    p = s.player(0)
    after = {"science": p.science, "culture": p.culture, "food": s.food(0), "resources": s.resources(0)}
    return forecast, before, after


def test_the_forecast_is_what_production_then_does():
    forecast, before, after = _forecast_then_end_turn(
        [
            {
                "yellow_bank": 14,
                "blue_bank": 6,
                "unused_workers": 2,
                "technologies": {
                    "A:Agriculture": {"workers": 2, "stored": 4},
                    "A:Bronze": {"workers": 2, "stored": 6},
                    "A:Philosophy": {"workers": 1},
                    "A:Religion": {},
                    "A:Warriors": {"workers": 1},
                },
            },
            {},
        ]
    )
    assert forecast == {
        "uprising": False,
        "science": 1,
        "culture": 0,
        "famine": 0,
        "food_made": 2,
        "food_lost": 1,
        "resources_made": 2,
        "resources_lost": 2,
    }
    assert after["science"] - before["science"] == forecast["science"]
    assert after["food"] - before["food"] == forecast["food_made"] - forecast["food_lost"]
    assert after["resources"] - before["resources"] == forecast["resources_made"] - forecast["resources_lost"]


def test_the_forecast_warns_of_famine_and_uprising():
    forecast, before, after = _forecast_then_end_turn(
        [
            {
                "yellow_bank": 4,
                "culture": 20,
                "unused_workers": 6,
                "technologies": {
                    "A:Agriculture": {},
                    "A:Bronze": {"workers": 2},
                    "A:Warriors": {"workers": 1},
                },
            },
            {},
        ]
    )
    assert forecast["famine"] == 16 and after["culture"] == before["culture"] - 16 + forecast["culture"]
    forecast, before, after = _forecast_then_end_turn(
        [{"yellow_bank": 13, "unused_workers": 0, "science": 0}, {}]
    )
    assert forecast["uprising"] and forecast["science"] == 0 and after == before
