from epocha.games.tta.scenario import Scenario

EVENT = "II:Cold War"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture


def army(warriors: int) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {
        "technologies": {
            "A:Agriculture": {"workers": 2},
            "A:Bronze": {"workers": 2},
            "A:Philosophy": {"workers": 1},
            "A:Religion": {},
            "A:Warriors": {"workers": warriors},
        },
        "science": 1,
    }


def reveal(*players, **position):
    players = [dict(p) for p in players]
    seat = position.get("turn_player", 0)
    players[seat]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, age="II", current_events=[EVENT], **position)
    s.act("event", card=TRIGGER)
    return s


def test_the_two_strongest_score_6_science():
    s = reveal(army(3), army(1), army(5))
    assert [s.ratings(q).strength for q in range(3)] == [3, 1, 5]
    assert [s.player(q).science for q in range(3)] == [7, 1, 7]


def test_with_two_players_only_the_strongest_scores():
    s = reveal(army(1), army(2))
    assert [s.player(q).science for q in range(2)] == [1, 7]


def test_ties_go_to_the_current_player_then_turn_order():
    s = reveal(army(1), army(1), army(1), army(1), turn_player=2)
    assert [s.player(q).science for q in range(4)] == [1, 1, 7, 7]


def test_tie_for_second_goes_to_the_next_player_in_turn_order():
    s = reveal(army(1), army(4), army(2), army(2), turn_player=3)
    # seat 3 reveals: 3 before 0, 1, 2 in turn order, so seat 3 wins the tie with seat 2
    assert [s.player(q).science for q in range(4)] == [1, 7, 1, 7]
