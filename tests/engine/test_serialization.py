"""Saves: the optional seat setup (who played each seat) beside origin + actions."""

import json

import pytest

import epocha
from epocha import IllegalAction
from epocha.engine.serialization import read_seats


def _game() -> epocha.Game:
    g = epocha.new_game("innovation", players=3, seed=5)
    for p in range(3):
        g.apply(p, g.legal_actions(p)[0])
    return g


def test_seats_are_written_read_back_and_do_not_change_the_game():
    g = _game()
    plain = epocha.dumps(g)
    text = epocha.dumps(g, seats=["human", "greedy", "ismcts:iterations=300"])
    assert read_seats(text) == ["human", "greedy", "ismcts:iterations=300"]
    assert read_seats(plain) is None
    assert epocha.loads(text) == epocha.loads(plain) == g
    # round trips: the game alone, and the game with its seats
    assert epocha.dumps(epocha.loads(plain)) == plain
    assert epocha.dumps(epocha.loads(text), seats=read_seats(text)) == text
    assert epocha.dumps(g, seats=("human", "human", "random")) == epocha.dumps(
        g, seats=["human", "human", "random"]
    )


@pytest.mark.parametrize(
    "seats",
    [
        ["human", "greedy"],
        ["human", "greedy", 1],
        "human",
        None,
        ["human", "", "greedy"],
        ["human", " x", "y"],
    ],
)
def test_malformed_seats_are_refused(seats):
    g = _game()
    doc = json.loads(epocha.dumps(g))
    doc["seats"] = seats
    text = json.dumps(doc)
    with pytest.raises(IllegalAction, match="seats"):
        epocha.loads(text)
    with pytest.raises(IllegalAction, match="seats"):
        read_seats(text)
    if seats is not None:
        with pytest.raises(IllegalAction, match="seats"):
            epocha.dumps(g, seats=seats)


def test_read_seats_refuses_what_is_not_a_save():
    for text in ("", "[]", '{"format": "other"}'):
        with pytest.raises(IllegalAction):
            read_seats(text)
