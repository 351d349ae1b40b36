from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Agriculture")


def test_culture_equal_to_the_food_farms_produce_with_no_bonus():
    irrigation = {i("Irrigation"): {"workers": 2}}
    players = [civ(), civ(extra=irrigation), civ(Agriculture=0)]
    # 2, 2 + 2 x 2 and 0 food, all above the nothing a full yellow bank consumes: the New Story
    # card would add 4 culture to the first two
    assert scored(EVENT, players) == [2, 6, 0]
