"""Selective Breeding (Age II farm technology): printed facts only (cards/plain.py).

Rulings: Production: one blue token per worker at the end of the turn, each worth its value.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "II:Selective Breeding"
AGE = "II"


def test_developing_costs_5_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, CARD) and p.civil_hand == []
    assert workers(s, 0, CARD) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_develop_with_4_science():
    s = game([{"civil_hand": [CARD], "science": 4}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 5}, {}], age=AGE)
    assert s.can("develop", card=CARD)


def test_building_one_costs_6_resources_a_worker_and_a_civil_action():
    # 0 farm(s) already
    s = game(
        [
            {
                "technologies": board({"II:Selective Breeding": {}, "A:Bronze": {"workers": 2, "stored": 6}}),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    s.act("build", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_build_with_5_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board({"II:Selective Breeding": {}, "A:Bronze": {"workers": 2, "stored": 5}}),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)
    s = game(
        [
            {
                "technologies": board({"II:Selective Breeding": {}, "A:Bronze": {"workers": 2, "stored": 6}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_irrigation_costs_2_resources():
    OLD = "I:Irrigation"
    s = game(
        [
            {
                "technologies": board(
                    {
                        OLD: {"workers": 1},
                        "II:Selective Breeding": {},
                        "A:Bronze": {"workers": 2, "stored": 2},
                    }
                )
            },
            {},
        ],
        age="II",
    )
    s.act("upgrade", **{"from": OLD, "to": CARD})
    assert workers(s, 0, OLD) == 0
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    s = game(
        [
            {
                "technologies": board(
                    {
                        OLD: {"workers": 1},
                        "II:Selective Breeding": {},
                        "A:Bronze": {"workers": 2, "stored": 1},
                    }
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_from_agriculture_costs_4_resources():
    OLD = "A:Agriculture"
    s = game(
        [
            {
                "technologies": board(
                    {
                        OLD: {"workers": 1},
                        "II:Selective Breeding": {},
                        "A:Bronze": {"workers": 2, "stored": 4},
                    }
                )
            },
            {},
        ],
        age="II",
    )
    s.act("upgrade", **{"from": OLD, "to": CARD})
    assert workers(s, 0, OLD) == 0
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    s = game(
        [
            {
                "technologies": board(
                    {
                        OLD: {"workers": 1},
                        "II:Selective Breeding": {},
                        "A:Bronze": {"workers": 2, "stored": 3},
                    }
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_to_mechanized_agriculture_costs_2_resources():
    NEW = "III:Mechanized Agriculture"
    s = game(
        [
            {
                "technologies": board(
                    {
                        "II:Selective Breeding": {"workers": 1},
                        NEW: {},
                        "A:Bronze": {"workers": 2, "stored": 2},
                    }
                )
            },
            {},
        ],
        age="III",
    )
    s.act("upgrade", **{"from": CARD, "to": NEW})
    assert workers(s, 0, CARD) == 0
    assert workers(s, 0, NEW) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    s = game(
        [
            {
                "technologies": board(
                    {
                        "II:Selective Breeding": {"workers": 1},
                        NEW: {},
                        "A:Bronze": {"workers": 2, "stored": 1},
                    }
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_produces_3_food_at_the_end_of_the_turn():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Agriculture": {}, "A:Bronze": {}, "II:Selective Breeding": {"workers": 2}}
                )
            },
            {},
        ],
        age=AGE,
    )
    assert s.food(0) == 0
    s.end_turn()
    p = s.player(0)
    assert s.food(0) == 6
    assert [n for t, n in p.stored.items() if t.startswith(CARD + "#")] == [2]
    assert p.blue == 14


def test_each_stored_token_is_worth_3_food_and_yields_no_rating():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "A:Agriculture": {},
                        "A:Bronze": {},
                        "II:Selective Breeding": {"stored": 3},
                    }
                )
            },
            {},
        ],
        age=AGE,
    )
    assert s.food(0) == 9
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Philosophy": {}, "A:Warriors": {}, "II:Selective Breeding": {"workers": 2}}
                )
            },
            {},
        ],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)
