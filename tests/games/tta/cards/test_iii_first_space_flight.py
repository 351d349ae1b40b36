from epocha.games.tta.scenario import Scenario


def test_first_space_flight_scores_technology_levels_on_completion():
    techs = {
        "A:Agriculture": {"workers": 2},
        "III:Mechanized Agriculture": {},  # no worker: still a card in play
        "A:Bronze": {"workers": 2},
        "III:Oil": {"stored": 2},
        "A:Philosophy": {"workers": 1},
        "II:Scientific Method": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
        "I:Swordsmen": {"workers": 2},
    }
    s = Scenario(
        age="III",
        players=[
            {
                "building": {"card": "III:First Space Flight", "stages_built": 3},
                "technologies": techs,
                "government": "II:Republic",
                "specials": ["I:Masonry", "II:Strategy"],
                "culture": 5,
            },
            {},
        ],
    )
    assert [a["stages"] for a in s.actions("wonder")] == [1]  # Masonry, but one stage left
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["III:First Space Flight#1"]
    assert s.resources(0) == 1
    # technologies 3 + 3 + 2 + 1 = 9, Republic 2, Masonry 1, Strategy 2
    assert s.player(0).culture == 5 + 9 + 2 + 1 + 2


def test_first_space_flight_with_starting_cards_only():
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "III:Oil": {"stored": 2},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
    }
    s = Scenario(
        age="III",
        players=[
            {"building": {"card": "III:First Space Flight", "stages_built": 3}, "technologies": techs},
            {},
        ],
    )
    s.act("wonder", stages=1)
    # only Oil (III) beyond Age A; Despotism is level 0
    assert s.player(0).culture == 3


def test_first_space_flight_stage_costs():
    techs = {"A:Bronze": {"workers": 2, "stored": 8}}
    s = Scenario(
        age="III",
        players=[
            {
                "building": {"card": "III:First Space Flight", "stages_built": 0},
                "technologies": techs,
                "specials": ["II:Architecture"],
            },
            {},
        ],
    )
    assert s.labels("wonder") == [
        "Build 1 stage of First Space Flight (1 civil action, 1 resource)",
        "Build 2 stages of First Space Flight (1 civil action, 3 resources)",
        "Build 3 stages of First Space Flight (1 civil action, 7 resources)",
    ]
    s.act("wonder", stages=3)
    assert s.player(0).culture == 0
    assert s.player(0).stages_built == 3
