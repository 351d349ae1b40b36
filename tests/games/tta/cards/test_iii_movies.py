"""Movies (Age III theater technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "III:Movies"
AGE = "III"


def test_developing_costs_10_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 12}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, CARD) and p.civil_hand == []
    assert workers(s, 0, CARD) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_develop_with_9_science():
    s = game([{"civil_hand": [CARD], "science": 9}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 10}, {}], age=AGE)
    assert s.can("develop", card=CARD)


def test_building_one_costs_11_resources_a_worker_and_a_civil_action():
    # 0 theater(s) already
    s = game(
        [
            {
                "technologies": board({"III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 11}}),
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
                "technologies": board({"III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 10}}),
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
                "technologies": board({"III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 11}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_opera_costs_3_resources():
    OLD = "II:Opera"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 3}}
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
                    {OLD: {"workers": 1}, "III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 2}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_from_drama_costs_7_resources():
    OLD = "I:Drama"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 7}}
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
                    {OLD: {"workers": 1}, "III:Movies": {}, "A:Bronze": {"workers": 2, "stored": 6}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_each_worker_adds_4_culture_1_happy_face():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "III:Movies": {"workers": 2}})}, {}],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 8, 0, 2)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "III:Movies": {"workers": 2}})}, {}],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 4, 0, 1)


def test_despotism_allows_only_two_theaters():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "III:Movies": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 11},
                    }
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_monarchy_allows_a_third_theater():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "III:Movies": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 11},
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
