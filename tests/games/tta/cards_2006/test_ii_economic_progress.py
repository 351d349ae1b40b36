from .helpers_age_i import board, i
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Economic Progress")
# the Advanced game: seat 0 prepares another Age II event (2 culture), which reveals Economic Progress
OTHER = {"prepared": ii("Cold War")}


def test_farms_and_mines_produce_at_once_and_no_points_are_scored():
    iron = {i("Iron"): {"workers": 1}, i("Alchemy"): {"workers": 1}}
    players = [{}, {"technologies": board(extra=iron)}]
    s, base = prepare(CARD, players, **OTHER), prepare_without(players, **OTHER)
    assert change(s, base, 0) == {"food": 2, "resources": 2, "blue": -4}
    assert change(s, base, 1) == {"food": 2, "resources": 4, "blue": -5}
    assert on_turn(s, 0)


def test_the_population_is_fed_and_famine_costs_4_culture_per_missing_food():
    # 5 tokens left in the yellow bank: 3 food to eat; 2 are made, none is stored
    players = [{"yellow_bank": 5, "culture": 10}, {"yellow_bank": 12}]
    s, base = prepare(CARD, players, **OTHER), prepare_without(players, **OTHER)
    assert change(s, base, 0) == {"resources": 2, "culture": -4, "blue": -2}
    assert change(s, base, 1) == {"resources": 2, "blue": -2}  # 2 made, 2 eaten
