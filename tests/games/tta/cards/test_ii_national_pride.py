from epocha.games.tta.scenario import Scenario

EVENT = "II:National Pride"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def reveal(*cultures, turn_player=0):
    players = [{"culture": c} for c in cultures]
    players[turn_player]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, age="II", current_events=[EVENT], turn_player=turn_player)
    s.act("event", card=TRIGGER)
    return s


def test_the_civilization_with_the_most_culture_scores_5():
    s = reveal(10, 30, 20)
    assert [s.player(q).culture for q in range(3)] == [10, 35, 20]


def test_a_tie_goes_to_the_current_player():
    s = reveal(10, 30, 30, turn_player=2)
    assert [s.player(q).culture for q in range(3)] == [10, 30, 35]


def test_a_tie_between_others_goes_to_the_first_in_turn_order():
    s = reveal(10, 30, 30, 30, turn_player=0)
    assert [s.player(q).culture for q in range(4)] == [10, 35, 30, 30]
    s = reveal(10, 30, 30, 30, turn_player=2)
    assert [s.player(q).culture for q in range(4)] == [10, 30, 35, 30]


def test_culture_rating_does_not_matter():
    s = reveal(0, 1)
    assert [s.player(q).culture for q in range(2)] == [0, 6]
