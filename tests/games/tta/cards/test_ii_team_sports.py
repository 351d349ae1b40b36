"""Team Sports (Age II arena technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "II:Team Sports"
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


def test_building_one_costs_5_resources_a_worker_and_a_civil_action():
    # 0 arena(s) already
    s = game(
        [
            {
                "technologies": board({"II:Team Sports": {}, "A:Bronze": {"workers": 2, "stored": 5}}),
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


def test_cannot_build_with_4_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board({"II:Team Sports": {}, "A:Bronze": {"workers": 2, "stored": 4}}),
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
                "technologies": board({"II:Team Sports": {}, "A:Bronze": {"workers": 2, "stored": 5}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_from_bread_and_circuses_costs_2_resources():
    OLD = "I:Bread and Circuses"
    s = game(
        [
            {
                "technologies": board(
                    {OLD: {"workers": 1}, "II:Team Sports": {}, "A:Bronze": {"workers": 2, "stored": 2}}
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
                    {OLD: {"workers": 1}, "II:Team Sports": {}, "A:Bronze": {"workers": 2, "stored": 1}}
                )
            },
            {},
        ],
        age="II",
    )
    assert not s.can("upgrade", **{"from": OLD, "to": CARD})


def test_upgrading_to_professional_sports_costs_3_resources():
    NEW = "III:Professional Sports"
    s = game(
        [
            {
                "technologies": board(
                    {"II:Team Sports": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 3}}
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
                    {"II:Team Sports": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 2}}
                )
            },
            {},
        ],
        age="III",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_adds_2_strength_3_happy_face():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "II:Team Sports": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 4, 6)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "II:Team Sports": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 2, 3)


def test_despotism_allows_only_two_arenas():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "II:Team Sports": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 5},
                    }
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_monarchy_allows_a_third_arena():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "II:Team Sports": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 5},
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
