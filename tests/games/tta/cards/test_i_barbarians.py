from .shared_events import revealing

CARD = "I:Barbarians"
HAND = "A:Development of Science"


def civ(warriors, culture, unused=1):
    techs = {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 1}, "A:Warriors": {"workers": warriors}}
    return {"technologies": techs, "culture": culture, "unused_workers": unused}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def pools(s):
    return [s.player(q).pool for q in range(s.state.n)]


def test_the_culture_leader_among_the_two_weakest_loses_a_worker():
    s = reveal([civ(3, 10), civ(2, 20), civ(1, 5)])
    assert pools(s) == [1, 0, 1]
    assert s.player(1).yellow == 19


def test_nothing_happens_if_the_culture_leader_is_not_among_the_two_weakest():
    s = reveal([civ(3, 30), civ(2, 20), civ(1, 5)])
    assert pools(s) == [1, 1, 1]


def test_with_two_players_only_the_weakest_counts():
    s = reveal([civ(3, 10), civ(2, 20)])
    assert pools(s) == [1, 0]
    s = reveal([civ(2, 10), civ(3, 20)])
    assert pools(s) == [1, 1]


def test_a_culture_tie_goes_to_the_current_player():
    # seats 0 and 1 tie on culture: the current player (seat 0) has the most and is weakest
    s = reveal([civ(0, 10), civ(5, 10), civ(5, 5)])
    assert pools(s) == [0, 1, 1]
    # seat 1 is now the current player: it has the most culture but, tied with seat 2 on
    # strength, it counts as the stronger one and is not among the two weakest (0 and 2)
    s = reveal([civ(0, 10), civ(5, 10), civ(5, 5)], revealer=1)
    assert pools(s) == [1, 1, 1]


def test_without_unused_workers_the_owner_chooses_what_to_give_up():
    s = reveal([civ(3, 10), civ(1, 20, unused=0)])
    assert s.decision().seat == 1
    s.choose("A:Warriors")
    assert "A:Warriors#p1" not in s.player(1).workers
    assert s.ratings(1).strength == 0
    assert s.player(1).yellow == 19
