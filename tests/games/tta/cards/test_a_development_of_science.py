from epocha.games.tta.scenario import Scenario

CARD = "A:Development of Science"
HAND = "A:Development of Crafts"


def test_every_civilization_scores_two_science():
    s = Scenario(
        players=[{"science": 3, "military_hand": [HAND]}, {"science": 0}, {"science": 7}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert [s.player(q).science for q in range(3)] == [5, 2, 9]
    assert [s.player(q).culture for q in range(3)] == [0, 0, 0]


def test_resigned_players_score_nothing():
    s = Scenario(
        players=[{"military_hand": [HAND]}, {"resigned": True}, {}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert [s.player(q).science for q in range(3)] == [2, 0, 2]
