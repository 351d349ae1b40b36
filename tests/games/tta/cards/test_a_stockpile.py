from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

TECHS = board(Agriculture={"workers": 2, "stored": 1}, Bronze={"workers": 2, "stored": 2})


def test_stockpile_gains_1_resource_and_1_food():
    s = Scenario(players=[{"civil_hand": ["A:Stockpile"], "technologies": TECHS}, {}])
    blue = s.player(0).blue
    s.act("play", card="A:Stockpile")
    assert (s.food(0), s.resources(0)) == (2, 3)
    assert s.player(0).blue == blue - 2
    assert s.actions_left(0) == (3, 2)


def test_stockpile_with_one_blue_token_left_gains_the_resource_only():
    s = Scenario(players=[{"civil_hand": ["A:Stockpile"], "technologies": TECHS, "blue_bank": 1}, {}])
    s.act("play", card="A:Stockpile")
    assert (s.food(0), s.resources(0)) == (1, 3)
    assert s.player(0).blue == 0


def test_stockpile_with_an_empty_blue_bank_can_be_played_for_nothing():
    s = Scenario(players=[{"civil_hand": ["A:Stockpile"], "technologies": TECHS, "blue_bank": 0}, {}])
    s.act("play", card="A:Stockpile")
    assert (s.food(0), s.resources(0)) == (1, 2)
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []
