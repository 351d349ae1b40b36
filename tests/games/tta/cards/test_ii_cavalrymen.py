"""Cavalrymen (Age II cavalry technology): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "II:Cavalrymen"
AGE = "II"


def test_developing_costs_6_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 8}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, CARD) and p.civil_hand == []
    assert workers(s, 0, CARD) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_develop_with_5_science():
    s = game([{"civil_hand": [CARD], "science": 5}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 6}, {}], age=AGE)
    assert s.can("develop", card=CARD)


def test_building_one_costs_5_resources_a_worker_and_a_military_action():
    # 3 cavalry unit(s) already (units have no limit)
    s = game(
        [
            {
                "technologies": board(
                    {"II:Cavalrymen": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 5}}
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    s.act("build", tech=CARD)
    assert workers(s, 0, CARD) == 4
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (4, 1)


def test_cannot_build_with_4_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board(
                    {"II:Cavalrymen": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 4}}
                ),
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
                "technologies": board(
                    {"II:Cavalrymen": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 5}}
                ),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_knights_costs_2_resources():
    OLD = "I:Knights"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "II:Cavalrymen": {}, "A:Bronze": {"workers": 2, "stored": 2}}
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
    assert s.actions_left(0) == (4, 1)
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "II:Cavalrymen": {}, "A:Bronze": {"workers": 2, "stored": 1}}
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_to_tanks_costs_2_resources():
    NEW = "III:Tanks"
    s = game(
        [
            {
                "technologies": board(
                    {"II:Cavalrymen": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 2}}
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
    assert s.actions_left(0) == (4, 1)
    s = game(
        [
            {
                "technologies": board(
                    {"II:Cavalrymen": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 1}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_adds_3_strength():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "II:Cavalrymen": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 6, 0)


def test_disbanding_one_frees_its_worker_for_a_military_action():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "II:Cavalrymen": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    s.act("disband", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (4, 1)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 3, 0)


def test_3_units_form_an_army_of_heavy_cavalry():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Philosophy": {}, "A:Warriors": {}, "II:Cavalrymen": {"workers": 3}}
                ),
                "tactic": "I:Heavy Cavalry",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 13
