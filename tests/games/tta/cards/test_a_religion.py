"""Religion (Age A temple technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "A:Religion"
AGE = "I"


def test_starts_on_the_board_with_0_workers():
    s = game(2)
    assert in_play(s, 0, CARD) and in_play(s, 1, CARD)
    assert workers(s, 0, CARD) == 0


def test_building_one_costs_3_resources_a_worker_and_a_civil_action():
    # 0 temple(s) already
    s = game(
        [
            {
                "technologies": board({"A:Religion": {}, "A:Bronze": {"workers": 2, "stored": 3}}),
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


def test_cannot_build_with_2_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board({"A:Religion": {}, "A:Bronze": {"workers": 2, "stored": 2}}),
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
                "technologies": board({"A:Religion": {}, "A:Bronze": {"workers": 2, "stored": 3}}),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_to_theology_costs_2_resources():
    NEW = "I:Theology"
    s = game(
        [
            {
                "technologies": board(
                    {"A:Religion": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 2}}
                )
            },
            {},
        ],
        age="I",
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
                    {"A:Religion": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 1}}
                )
            },
            {},
        ],
        age="I",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_adds_1_culture_1_happy_face():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "A:Religion": {"workers": 2}})}, {}],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 2, 0, 2)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "A:Religion": {"workers": 2}})}, {}],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 1, 0, 1)


def test_despotism_allows_only_two_temples():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "A:Religion": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 3},
                    }
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_monarchy_allows_a_third_temple():
    s = game(
        [
            {
                "technologies": board(
                    {
                        "A:Philosophy": {},
                        "A:Warriors": {},
                        "A:Religion": {"workers": 2},
                        "A:Bronze": {"workers": 2, "stored": 3},
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
