from epocha.games.tta.scenario import Scenario

MICH = "I:Michelangelo"


def town(religion=0, drama=0):
    out = {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}, "A:Religion": {"workers": religion}}
    if drama:
        out["I:Drama"] = {"workers": drama}
    return out


def test_michelangelo_turns_faces_of_temples_theaters_and_wonders_into_culture():
    spec = {"technologies": town(religion=2, drama=1), "wonders": ["A:Hanging Gardens"]}
    s = Scenario(players=[{**spec, "leader": MICH}, {"technologies": town(religion=2)}])
    assert s.ratings(1).culture == 2  # no Michelangelo: the printed culture only
    # printed culture: Religion 2 x 1 + Drama 2 + Hanging Gardens 1 = 5
    # faces: Religion 2 + Drama 1 + Hanging Gardens 2 = 5
    assert s.ratings(0).culture == 10
    assert s.ratings(0).happy == 5


def test_michelangelo_ignores_other_faces():
    s = Scenario(
        players=[
            {
                "leader": MICH,
                "technologies": town(),
                "government": "I:Theocracy",
                "colonies": ["I:Historic Territory"],
            },
            {},
        ]
    )
    assert s.ratings(0).happy == 2
    assert s.ratings(0).culture == 1  # Theocracy's own culture only


def test_michelangelo_counts_st_peters_extra_faces():
    s = Scenario(
        players=[
            {"leader": MICH, "technologies": town(religion=2), "wonders": ["I:St. Peter's Basilica"]},
            {},
        ]
    )
    # culture 2 (Religion) + 2 (basilica); faces: temples 2 x 2 + basilica 1 = 5
    assert s.ratings(0).culture == 4 + 5


def test_michelangelo_counts_homer_under_a_wonder():
    s = Scenario(
        players=[
            {
                "leader": MICH,
                "technologies": town(),
                "wonders": ["A:Pyramids"],
                "homer_under": "A:Pyramids#1",
            },
            {},
        ]
    )
    assert s.ratings(0).culture == 1
    assert s.ratings(0).happy == 1


def test_michelangelo_takes_wonders_without_the_extra_actions():
    row = ["A:Hanging Gardens", "I:Great Wall"]
    s = Scenario(players=[{"leader": MICH, "wonders": ["A:Pyramids", "A:Colossus"]}, {}], row=row)
    s.act("take", card="A:Hanging Gardens")
    assert s.actions_left(0) == (4, 2)  # Pyramids +1: 5 - 1
    assert s.player(0).building == "A:Hanging Gardens#1"


def test_without_michelangelo_each_wonder_costs_an_extra_action():
    s = Scenario(players=[{"wonders": ["A:Pyramids", "A:Colossus"]}, {}], row=["A:Hanging Gardens"])
    s.act("take", card="A:Hanging Gardens")
    assert s.actions_left(0) == (2, 2)  # 5 - (1 + 2)
