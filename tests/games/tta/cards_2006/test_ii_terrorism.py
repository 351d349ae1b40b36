from .helpers_age_i import board, i
from .helpers_events_ii import ii, on_turn, prepare, prepare_without, workers_on

CARD = ii("Terrorism")
RELIGION, DRAMA = "A:Religion (2006)", i("Drama")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Terrorism


def seat(culture: int, **workers: int) -> dict:
    return {"technologies": board(**workers), "culture": culture}


def urban(s, q: int) -> dict[str, int]:
    return {card: workers_on(s, q, card) for card in (RELIGION, DRAMA)}


def test_the_least_culture_destroys_one_urban_building_of_each_other_civilization():
    players = [seat(20, Religion=1), seat(5), seat(30, Religion=2), seat(10)]
    players[2]["technologies"][DRAMA] = {"workers": 1}
    s, base = prepare(CARD, players), prepare_without(players)
    # the terrorist (seat 1) chooses, clockwise from itself; seat 3 has no urban building
    assert s.chooser == 1
    assert s.prompt() == "Terrorism: choose an urban building of Player 3 to destroy"
    s.choose(DRAMA)
    assert s.chooser == 1
    assert s.prompt() == "Terrorism: choose an urban building of Player 1 to destroy"
    s.choose(RELIGION)
    assert on_turn(s, 0)
    assert urban(s, 2) == {RELIGION: 2, DRAMA: 0} and urban(base, 2) == {RELIGION: 2, DRAMA: 1}
    assert urban(s, 0) == {RELIGION: 0, DRAMA: 0}
    assert s.player(0).pool == base.player(0).pool + 1  # the worker stays, unused
    assert s.player(1).workers == base.player(1).workers


def test_among_tied_civilizations_the_one_last_on_turn_is_the_terrorist():
    # (seat 0 prepares the event before the reveal: 2 culture bring it to 10)
    players = [seat(8, Religion=1), seat(10, Religion=1), seat(10, Religion=1)]
    s = prepare(CARD, players)
    assert [s.player(q).culture for q in range(3)] == [10, 10, 10]
    assert s.chooser == 2
    s.choose(RELIGION)
    s.choose(RELIGION)
    assert on_turn(s, 0)
    assert [workers_on(s, q, RELIGION) for q in range(3)] == [0, 0, 1]
