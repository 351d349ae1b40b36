from epocha.games.tta.scenario import Scenario


def city(**techs):
    base = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 1},
        "II:Coal": {"workers": 1, "stored": 2},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {"workers": 2},
        "A:Warriors": {"workers": 1},
        "I:Knights": {"workers": 2},
    }
    base.update(techs)
    return base


def test_fast_food_chains_scores_workers_on_completion():
    s = Scenario(
        age="III",
        players=[
            {
                "building": {"card": "III:Fast Food Chains", "stages_built": 3},
                "technologies": city(),
                "unused_workers": 2,
                "culture": 10,
            },
            {},
        ],
    )
    rating = s.ratings(0).culture
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["III:Fast Food Chains#1"]
    assert s.resources(0) == 2
    # farms and mines 4 workers x 2, urban buildings and units 6 workers x 1; unused workers 0
    assert s.player(0).culture == 10 + 8 + 6
    assert s.ratings(0).culture == rating  # nothing lasting


def test_fast_food_chains_scores_nothing_before_completion():
    s = Scenario(
        age="III",
        players=[
            {"building": {"card": "III:Fast Food Chains", "stages_built": 1}, "technologies": city()},
            {},
        ],
    )
    s.act("wonder", stages=1)
    assert s.player(0).stages_built == 2
    assert s.player(0).culture == 0


def test_fast_food_chains_only_farmers_and_miners():
    techs = {"A:Agriculture": {"workers": 3}, "A:Bronze": {"workers": 2}, "II:Coal": {"stored": 2}}
    s = Scenario(
        age="III",
        players=[
            {"building": {"card": "III:Fast Food Chains", "stages_built": 3}, "technologies": techs},
            {},
        ],
    )
    s.act("wonder", stages=1)
    assert s.player(0).culture == 10
