from .shared_events import revealing

CARD = "A:Development of Agriculture"
HAND = "A:Development of Science"


def reveal(players, revealer=0, **position):
    return revealing(CARD, players, hand=HAND, turn_player=revealer, **position)


def test_every_civilization_gains_two_food():
    s = reveal([{}, {}, {}])
    for seat in range(3):
        assert s.food(seat) == 2
        assert s.player(seat).blue == 14
        assert s.resources(seat) == 0
    assert s.player(0).culture == 0  # an Age A event scores no culture for preparing it
    assert [c.split("#")[0] for c in s.state.past_events] == [CARD]


def test_food_goes_on_the_best_farm_with_as_few_tokens_as_possible():
    techs = {"A:Agriculture": {"workers": 1}, "I:Irrigation": {"workers": 1}, "A:Bronze": {"workers": 2}}
    s = reveal([{"technologies": techs}, {}])
    p = s.player(0)
    assert s.food(0) == 2
    assert p.stored == {"I:Irrigation#1": 1}
    assert p.blue == 15


def test_a_short_blue_bank_limits_the_gain():
    s = reveal([{"blue_bank": 1}, {"blue_bank": 0}])
    assert s.food(0) == 1
    assert s.player(0).blue == 0
    assert s.food(1) == 0
