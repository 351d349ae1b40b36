from epocha.games.tta.scenario import Scenario

CARD = "III:Reserves"
N = 4
TECHS = {
    "A:Agriculture": {"workers": 2, "stored": 1},
    "A:Bronze": {"workers": 2, "stored": 1},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 1},
}


def play(**player):
    s = Scenario(players=[{"civil_hand": [CARD], "technologies": TECHS, **player}, {}], age="III")
    s.act("play", card=CARD)
    assert s.decision().prompt.startswith("Reserves")
    return s


def test_reserves_iii_gains_resources():
    s = play()
    s.choose(f"Gain {N} resources")
    assert (s.food(0), s.resources(0)) == (1, 1 + N)
    assert s.actions_left(0) == (3, 2)


def test_reserves_iii_gains_food():
    s = play()
    s.choose(f"Gain {N} food")
    assert (s.food(0), s.resources(0)) == (1 + N, 1)
    assert s.player(0).civil_hand == []


def test_reserves_iii_gains_what_a_short_blue_bank_allows():
    s = play(blue_bank=1)
    s.choose(f"Gain {N} food")
    assert (s.food(0), s.resources(0)) == (2, 1)
    assert s.player(0).blue == 0
