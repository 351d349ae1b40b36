from .helpers_age_i import board, game, i

JOAN = i("Joan of Arc")


def test_joan_of_arc_turns_the_faces_of_temples_into_strength():
    s = game({"leader": JOAN, "technologies": board(Religion=2, extra={i("Theology"): {"workers": 1}})})
    assert s.ratings(0).strength == 1 + 2 + 2  # Warriors, Religion 2 x 1, Theology 2


def test_joan_of_arc_does_not_count_the_governments_faces():
    s = game({"leader": JOAN, "technologies": board(Religion=1), "government": i("Theocracy")})
    assert s.ratings(0).happy == 3
    assert s.ratings(0).strength == 1 + 1  # the New Story card: + Theocracy's 2


def test_joan_of_arc_prints_nothing_and_looks_at_no_event():
    s = game({"leader": JOAN, "technologies": board()}, current_events=["A:Development of Science (2006)"])
    assert s.ratings(0).culture == 0
    assert s.actions_left(0) == (4, 2)  # the New Story card: +1 culture and +1 military action
    assert not s.can("ability", card=JOAN)
