"""Bronze (Age A mine technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: Production: one blue token per worker at the end of the turn, each worth its value.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "A:Bronze"
AGE = "I"


def test_starts_on_the_board_with_2_workers():
    s = game(2)
    assert in_play(s, 0, CARD) and in_play(s, 1, CARD)
    assert workers(s, 0, CARD) == 2


def test_building_one_costs_2_resources_a_worker_and_a_civil_action():
    # 2 mine(s) already
    s = game(
        [{"technologies": board({"A:Bronze": {"workers": 2, "stored": 2}}), "unused_workers": 1}, {}], age=AGE
    )
    s.act("build", tech=CARD)
    assert workers(s, 0, CARD) == 3
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_build_with_1_resources_or_without_an_unused_worker():
    s = game(
        [{"technologies": board({"A:Bronze": {"workers": 2, "stored": 1}}), "unused_workers": 1}, {}], age=AGE
    )
    assert not s.can("build", tech=CARD)
    s = game(
        [{"technologies": board({"A:Bronze": {"workers": 2, "stored": 2}}), "unused_workers": 0}, {}], age=AGE
    )
    assert not s.can("build", tech=CARD)


def test_upgrading_to_iron_costs_3_resources():
    NEW = "I:Iron"
    s = game([{"technologies": board({"A:Bronze": {"workers": 1, "stored": 3}, NEW: {}})}, {}], age="I")
    s.act("upgrade", **{"from": CARD, "to": NEW})
    assert workers(s, 0, CARD) == 0
    assert workers(s, 0, NEW) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    s = game([{"technologies": board({"A:Bronze": {"workers": 1, "stored": 2}, NEW: {}})}, {}], age="I")
    assert not s.can("upgrade", **{"from": CARD, "to": NEW})


def test_each_worker_produces_1_resources_at_the_end_of_the_turn():
    s = game([{"technologies": board({"A:Agriculture": {}, "A:Bronze": {"workers": 2}})}, {}], age=AGE)
    assert s.resources(0) == 0
    s.end_turn()
    p = s.player(0)
    assert s.resources(0) == 2
    assert [n for t, n in p.stored.items() if t.startswith(CARD + "#")] == [2]
    assert p.blue == 14


def test_each_stored_token_is_worth_1_resources_and_yields_no_rating():
    s = game(
        [
            {
                "technologies": board(
                    {"A:Philosophy": {}, "A:Warriors": {}, "A:Agriculture": {}, "A:Bronze": {"stored": 3}}
                )
            },
            {},
        ],
        age=AGE,
    )
    assert s.resources(0) == 3
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)


def test_destroying_one_frees_its_worker_for_a_civil_action():
    s = game(
        [{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "A:Bronze": {"workers": 2}})}, {}],
        age=AGE,
    )
    s.act("destroy", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (3, 2)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)
