"""Oil (Age III mine technology): printed facts only (cards/plain.py).

Rulings: Production: one blue token per worker at the end of the turn, each worth its value.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "III:Oil"
AGE = "III"


def test_developing_costs_9_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 11}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, CARD) and p.civil_hand == []
    assert workers(s, 0, CARD) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_develop_with_8_science():
    s = game([{"civil_hand": [CARD], "science": 8}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 9}, {}], age=AGE)
    assert s.can("develop", card=CARD)


def test_building_one_costs_11_resources_a_worker_and_a_civil_action():
    # 0 mine(s) already
    s = game(
        [
            {
                "technologies": board({"III:Oil": {}, "A:Bronze": {"workers": 2, "stored": 11}}),
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


def test_cannot_build_with_10_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board({"III:Oil": {}, "A:Bronze": {"workers": 2, "stored": 10}}),
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
                "technologies": board({"III:Oil": {}, "A:Bronze": {"workers": 2, "stored": 11}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_coal_costs_3_resources():
    OLD = "II:Coal"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "III:Oil": {}, "A:Bronze": {"workers": 2, "stored": 3}}
                )
            },
            {},
        ],
        age="III",
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
                    {OLD: {"workers": 1}, "III:Oil": {}, "A:Bronze": {"workers": 2, "stored": 2}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_from_bronze_costs_9_resources():
    OLD = "A:Bronze"
    s = game([{"technologies": board({OLD: {"workers": 1, "stored": 9}, "III:Oil": {}})}, {}], age="III")
    s.act("upgrade", **{"from": OLD, "to": CARD})
    assert workers(s, 0, OLD) == 0
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    s = game([{"technologies": board({OLD: {"workers": 1, "stored": 8}, "III:Oil": {}})}, {}], age="III")
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_each_worker_produces_5_resources_at_the_end_of_the_turn():
    s = game(
        [{"technologies": board({"A:Agriculture": {}, "A:Bronze": {}, "III:Oil": {"workers": 2}})}, {}],
        age=AGE,
    )
    assert s.resources(0) == 0
    s.end_turn()
    p = s.player(0)
    assert s.resources(0) == 10
    assert [n for t, n in p.stored.items() if t.startswith(CARD + "#")] == [2]
    assert p.blue == 14


def test_each_stored_token_is_worth_5_resources_and_yields_no_rating():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "A:Agriculture": {},
                        "A:Bronze": {},
                        "III:Oil": {"stored": 3},
                    }
                )
            },
            {},
        ],
        age=AGE,
    )
    assert s.resources(0) == 15
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "III:Oil": {"workers": 2}})}, {}],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)
