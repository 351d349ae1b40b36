from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Popularization of Science"


def civ(philosophers=1, **more):
    return {"technologies": board(more.pop("extra", None), Philosophy=philosophers), **more}


def reveal(*players):
    return revealing(EVENT, players, age="II")


def test_each_civilization_scores_its_science_rating_as_culture():
    s = reveal(
        civ(culture=4, science=9),
        civ(philosophers=2, extra={"I:Alchemy": {"workers": 1}}, culture=1),
        civ(philosophers=0, culture=6),
    )
    assert [s.ratings(q).science for q in range(3)] == [1, 4, 0]
    assert [s.player(q).culture for q in range(3)] == [5, 5, 6]
    assert [s.player(q).science for q in range(3)] == [9, 0, 0]  # science points unchanged


def test_a_negative_science_sum_scores_nothing():
    s = reveal(civ(philosophers=0, government="III:Fundamentalism", culture=3), civ())
    assert s.ratings(0).science == 0
    assert s.player(0).culture == 3
    assert s.player(1).culture == 1
