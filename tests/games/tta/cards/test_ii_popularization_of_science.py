from epocha.games.tta.scenario import Scenario

EVENT = "II:Popularization of Science"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def civ(philosophers=1, **more):
    return {
        "technologies": {
            "A:Agriculture": {"workers": 2},
            "A:Bronze": {"workers": 2},
            "A:Philosophy": {"workers": philosophers},
            "A:Religion": {},
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


def test_each_civilization_scores_its_science_rating_as_culture():
    s = reveal(
        civ(culture=4, science=9),
        civ(philosophers=2, extra={"I:Alchemy": {"workers": 1}}, culture=1),
        civ(philosophers=0, culture=6),
    )
    assert [s.ratings(q).science for q in range(3)] == [1, 4, 0]
    assert [s.player(q).culture for q in range(3)] == [5, 5, 6]
    assert [s.player(q).science for q in range(3)] == [9, 0, 0]  # science points unchanged


def test_a_negative_science_sum_scores_nothing():
    s = reveal(civ(philosophers=0, government="III:Fundamentalism", culture=3), civ())
    assert s.ratings(0).science == 0
    assert s.player(0).culture == 3
    assert s.player(1).culture == 1
