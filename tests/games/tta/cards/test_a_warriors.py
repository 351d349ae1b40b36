"""Warriors (Age A infantry technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "A:Warriors"
AGE = "I"


def test_starts_on_the_board_with_1_worker():
    s = game(2)
    assert in_play(s, 0, CARD) and in_play(s, 1, CARD)
    assert workers(s, 0, CARD) == 1


def test_building_one_costs_2_resources_a_worker_and_a_military_action():
    # 3 infantry unit(s) already (units have no limit)
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 2}}
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


def test_cannot_build_with_1_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 1}}
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
                    {"A:Warriors": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 2}}
                ),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_to_swordsmen_costs_1_resources():
    NEW = "I:Swordsmen"
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 1}}
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
    assert s.actions_left(0) == (4, 1)
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 1}, NEW: {}, "A:Bronze": {"workers": 2, "stored": 0}}
                )
            },
            {},
        ],
        age="I",
    )
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_adds_1_strength():
    s = game([{"technologies": board({"A:Philosophy": {}, "A:Warriors": {"workers": 2}})}, {}], age=AGE)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 2, 0)


def test_disbanding_one_frees_its_worker_for_a_military_action():
    s = game([{"technologies": board({"A:Philosophy": {}, "A:Warriors": {"workers": 2}})}, {}], age=AGE)
    s.act("disband", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (4, 1)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 1, 0)


def test_2_units_form_an_army_of_fighting_band():
    s = game(
        [
            {
                "technologies": board({"A:Philosophy": {}, "A:Warriors": {"workers": 2}}),
                "tactic": "I:Fighting Band",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 3
