from epocha.games.tta.scenario import Scenario

CARD = "A:Frugality"
N = 1


def scenario(food, **player):
    techs = {
        "A:Agriculture": {"workers": 2, "stored": food},
        "A:Bronze": {"workers": 2},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
    }
    return Scenario(players=[{"civil_hand": [CARD], "technologies": techs, **player}, {}], age="II")


def test_frugality_a_increases_population_then_gains_food():
    s = scenario(food=3)  # 18 tokens in the yellow bank: a worker costs 2 food
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.pool, p.yellow) == (1, 17)
    assert s.food(0) == 3 - 2 + N
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_frugality_a_pays_the_population_cost_of_the_yellow_bank():
    s = scenario(food=4, yellow_bank=12)  # a worker costs 4 food
    s.act("play", card=CARD)
    assert (s.player(0).pool, s.player(0).yellow) == (1, 11)
    assert s.food(0) == N


def test_frugality_a_gained_food_cannot_pay_for_the_worker():
    s = scenario(food=1)
    assert not s.can("play", card=CARD)
    assert s.player(0).pool == 0


def test_frugality_a_needs_a_token_in_the_yellow_bank():
    s = scenario(food=9, yellow_bank=0)
    assert not s.can("play", card=CARD)
