from .helpers_age_a import game, k, stocked

PYRAMIDS = k("Pyramids")


def test_pyramids_2006_give_a_civil_action():
    s = game({"wonders": [PYRAMIDS]}, {})
    assert s.actions_left(0) == (5, 2)
    assert s.player(0).totals == {"ca": 5, "ma": 2}


def test_pyramids_2006_completed_give_the_action_at_once():
    s = game(
        {
            "technologies": stocked(resources=1),
            "building": {"card": PYRAMIDS, "stages_built": 2},
            "actions_spent": {"ca": 3},
        },
        {},
    )
    s.act("wonder", stages=1)  # the last stage: 1 resource, the last civil action
    assert s.player(0).wonders == [f"{PYRAMIDS}#1"]
    assert s.actions_left(0) == (1, 2)  # seed: the new white token may be used this turn
