from .helpers_age_i import board, i
from .helpers_events_ii import change, ii, on_turn, reveal, without_event

CARD = ii("Popularization of Science")


def test_each_civilization_scores_culture_equal_to_its_science_rating():
    alchemy = {i("Alchemy"): {"workers": 2}}
    players = [{}, {"technologies": board(extra=alchemy)}, {"technologies": board(Philosophy=0)}]
    s, base = reveal(CARD, players), without_event(players)
    assert [s.ratings(q).science for q in range(3)] == [1, 5, 0]
    assert [change(s, base, q) for q in range(3)] == [{"culture": 1}, {"culture": 5}, {}]
    assert on_turn(s, 0)
