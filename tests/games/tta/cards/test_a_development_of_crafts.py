from .shared_events import revealing

CARD = "A:Development of Crafts"
HAND = "A:Development of Science"


def reveal(players, revealer=0, **position):
    return revealing(CARD, players, hand=HAND, turn_player=revealer, **position)


def test_every_civilization_gains_two_resources():
    s = reveal([{}, {"technologies": {"A:Bronze": {"workers": 1, "stored": 3}}}, {}], revealer=1)
    assert s.resources(0) == 2
    assert s.resources(1) == 5
    assert s.resources(2) == 2
    assert s.food(0) == s.food(1) == s.food(2) == 0
    assert s.player(1).blue == 11


def test_a_short_blue_bank_limits_the_gain():
    s = reveal([{"blue_bank": 1}, {"blue_bank": 0}])
    assert s.resources(0) == 1
    assert s.resources(1) == 0


def test_a_higher_mine_takes_one_token_for_two_resources():
    techs = {"A:Bronze": {"workers": 1}, "I:Iron": {"workers": 1}, "A:Agriculture": {"workers": 2}}
    s = reveal([{"technologies": techs}, {}])
    assert s.resources(0) == 2
    assert s.player(0).stored == {"I:Iron#1": 1}
