from epocha.games.tta.scenario import Scenario

EVENT = "II:Prosperity"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def civ(temples=0, **more):
    return {
        "technologies": {
            "A:Agriculture": {"workers": 2},
            "A:Bronze": {"workers": 2},
            "A:Philosophy": {"workers": 1},
            "A:Religion": {"workers": temples},
            "A:Warriors": {"workers": 1},
            **more.pop("extra", {}),
        },
        **more,
    }


def reveal(*players):
    players = [dict(p) for p in players]
    players[0]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, age="II", current_events=[EVENT])
    s.act("event", card=TRIGGER)
    return s


def test_one_food_per_happy_face():
    s = reveal(civ(temples=2), civ(), civ(temples=1, wonders=["A:Hanging Gardens"]))
    assert [s.food(q) for q in range(3)] == [2, 0, 3]


def test_at_most_8_food():
    many = civ(temples=2, wonders=["A:Hanging Gardens"], extra={"II:Team Sports": {"workers": 2}})
    s = reveal(many, civ())
    assert s.ratings(0).faces == 10
    assert s.food(0) == 8


def test_a_short_blue_bank_limits_the_food():
    s = reveal(civ(temples=2, blue_bank=1), civ())
    assert s.food(0) == 1
    assert s.player(0).blue == 0
