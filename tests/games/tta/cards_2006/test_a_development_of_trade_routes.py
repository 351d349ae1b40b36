from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Trade Routes")


def test_every_civilization_scores_1_science_and_gains_1_resource_and_1_food():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players), without_event(players)
    want = {"science": 1, "resources": 1, "food": 1, "blue": -2}
    assert [change(s, base, q) for q in range(3)] == [want] * 3
    assert on_turn(s, 0)


def test_with_one_blue_token_the_resource_comes_first():
    # the 2006 card's order (science, resource, food); the New Story card gains the food first
    players = [{"blue_bank": 1}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert change(s, base, 0) == {"science": 1, "resources": 1, "blue": -1}
