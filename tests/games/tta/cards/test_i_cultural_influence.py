from epocha.games.tta.scenario import Scenario

CARD = "I:Cultural Influence"
HAND = "A:Development of Science"


def test_every_civilization_scores_its_culture_rating():
    temples = {"A:Agriculture": {"workers": 2}, "A:Religion": {"workers": 2}, "I:Theology": {"workers": 1}}
    s = Scenario(
        players=[{"military_hand": [HAND], "culture": 5}, {"technologies": temples, "culture": 1}, {}],
        current_events=[CARD],
    )
    assert s.ratings(1).culture == 3
    s.act("event", card=HAND)
    assert [s.player(q).culture for q in range(3)] == [5, 4, 0]
    assert [s.player(q).science for q in range(3)] == [0, 0, 0]


def test_the_rating_includes_the_government():
    temples = {"A:Agriculture": {"workers": 2}, "A:Religion": {"workers": 1}}
    s = Scenario(
        players=[{"military_hand": [HAND], "government": "I:Theocracy", "technologies": temples}, {}],
        current_events=[CARD],
    )
    assert s.ratings(0).culture == 2
    s.act("event", card=HAND)
    assert (s.player(0).culture, s.player(1).culture) == (2, 0)
