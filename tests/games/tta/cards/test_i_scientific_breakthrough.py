from epocha.games.tta.scenario import Scenario

CARD = "I:Scientific Breakthrough"
HAND = "A:Development of Science"


def test_every_civilization_scores_its_science_rating():
    labs = {"A:Agriculture": {"workers": 2}, "A:Philosophy": {"workers": 2}, "I:Alchemy": {"workers": 1}}
    s = Scenario(
        players=[{"military_hand": [HAND], "science": 4}, {"technologies": labs}, {"technologies": {}}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert [s.player(q).science for q in range(3)] == [5, 4, 0]
    assert [s.player(q).culture for q in range(3)] == [0, 0, 0]


def test_an_age_i_event_in_hand_scores_its_culture_but_no_science():
    s = Scenario(players=[{"military_hand": ["I:Rats"]}, {}], current_events=[CARD])
    s.act("event", card="I:Rats")
    assert s.player(0).culture == 1  # preparing an Age I event
    assert s.player(0).science == 1 and s.player(1).science == 1
