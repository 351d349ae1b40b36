from .helpers_age_i import board, i
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Popularization of Science")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Popularization of Science


def test_each_civilization_scores_culture_equal_to_its_science_rating():
    alchemy = {i("Alchemy"): {"workers": 2}}
    players = [{}, {"technologies": board(extra=alchemy)}, {"technologies": board(Philosophy=0)}]
    s, base = prepare(CARD, players), prepare_without(players)
    assert [s.ratings(q).science for q in range(3)] == [1, 5, 0]
    assert [change(s, base, q) for q in range(3)] == [{"culture": 1}, {"culture": 5}, {}]
    assert on_turn(s, 0)
