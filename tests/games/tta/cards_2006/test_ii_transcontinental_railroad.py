"""Transcontinental Railroad (Age II wonder, 2006 edition): +5 strength (the New Story card: 4),
stages 3, 4, 5 (the New Story: 3, 3, 3, 3); the best worked mine gets one extra blue token."""

from .helpers_age_ii import board, game, i, ii

RAILROAD = ii("Transcontinental Railroad")


def test_completed_by_a_third_stage_of_5_it_gives_5_strength():
    techs = board(resources=5)
    s = game({"technologies": techs, "building": {"card": RAILROAD, "stages_built": 2}})
    assert s.ratings(0).strength == 1  # Warriors
    s.act("wonder", stages=1)
    assert [w.split("#")[0] for w in s.player(0).wonders] == [RAILROAD]
    assert s.resources(0) == 0
    assert s.ratings(0).strength == 1 + 5


def test_the_best_worked_mine_produces_one_more_blue_token():
    techs = board(extra={i("Iron"): {"workers": 2}})
    s = game({"technologies": techs, "wonders": [RAILROAD]})
    s.end_turn()
    p = s.player(0)
    # Bronze 2 x 1, Iron (2 + 1) x 2
    assert s.resources(0) == 2 + 6
    assert p.stored[f"{i('Iron')}#1"] == 3


def test_without_it_each_worker_makes_one_token():
    s = game({"technologies": board(extra={i("Iron"): {"workers": 2}})})
    s.end_turn()
    assert s.resources(0) == 2 + 4


def test_a_best_mine_card_without_workers_is_skipped():
    techs = board(extra={ii("Coal"): {}})
    s = game({"technologies": techs, "wonders": [RAILROAD]})
    s.end_turn()
    assert s.resources(0) == 3  # Bronze (2 + 1) x 1
