from epocha.games.tta.scenario import Scenario

CARD = "II:Patriotism"


def test_patriotism_ii_gives_3_resources_for_units_and_a_military_action():
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "A:Philosophy": {"workers": 1},
        "A:Warriors": {"workers": 1},
        "I:Knights": {},
    }
    s = Scenario(players=[{"civil_hand": [CARD], "technologies": techs, "unused_workers": 1}, {}], age="II")
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 3)
    s.act("build", tech="I:Knights")  # 3 resources, all from the card
    assert s.player(0).workers["I:Knights#1"] == 1
    assert s.player(0).turn["military_resources"] == 0
    assert s.ratings(0).strength == 3


def test_patriotism_ii_extra_military_action_survives_a_robespierre_revolution():
    s = Scenario(
        players=[
            {
                "civil_hand": [CARD, "I:Theocracy"],
                "leader": "II:Maximilien Robespierre",
                "science": 1,
            },
            {},
        ],
        age="II",
    )
    assert s.actions_left(0) == (4, 3)
    s.act("play", card=CARD)
    s.act("revolution", card="I:Theocracy")  # all 3 military actions of the total
    assert s.player(0).government.startswith("I:Theocracy")
    assert s.actions_left(0) == (3, 1)  # the new one arrives spent; the card's one is left
