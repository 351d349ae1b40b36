"""Scientific Method (Age II lab technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "II:Scientific Method"
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


def test_building_one_costs_8_resources_a_worker_and_a_civil_action():
    # 0 lab(s) already
    s = game(
        [
            {
                "technologies": board({"II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 8}}),
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


def test_cannot_build_with_7_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board({"II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 7}}),
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
                "technologies": board({"II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 8}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_alchemy_costs_2_resources():
    OLD = "I:Alchemy"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 2}}
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
                    {OLD: {"workers": 1}, "II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 1}}
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_from_philosophy_costs_5_resources():
    OLD = "A:Philosophy"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 5}}
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
                    {OLD: {"workers": 1}, "II:Scientific Method": {}, "A:Bronze": {"workers": 2, "stored": 4}}
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_to_computers_costs_3_resources():
    NEW = "III:Computers"
    s = game(
        [
            {
                "technologies": board(
                    {"II:Scientific Method": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 3}}
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
                    {"II:Scientific Method": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 2}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_adds_3_science():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Philosophy": {}, "A:Warriors": {}, "II:Scientific Method": {"workers": 2}}
                )
            },
            {},
        ],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (6, 0, 0, 0)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Philosophy": {}, "A:Warriors": {}, "II:Scientific Method": {"workers": 2}}
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
    assert (r.science, r.culture, r.strength, r.happy) == (3, 0, 0, 0)


def test_despotism_allows_only_two_labs():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "II:Scientific Method": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 8},
                    }
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)
    # the limit counts every level: one Philosophy and one Scientific Method are two labs
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {"workers": 1},
                        "A:Warriors": {},
                        "II:Scientific Method": {"workers": 1},
                        "A:Bronze": {"workers": 2, "stored": 8},
                    }
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_monarchy_allows_a_third_lab():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "II:Scientific Method": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 8},
                    }
                ),
                "unused_workers": 1,
                "government": "I:Monarchy",
            },
            {},
        ],
        age=AGE,
    )
    s.act("build", tech=CARD)
    assert workers(s, 0, CARD) == 3
    assert not s.can("build", tech=CARD)
