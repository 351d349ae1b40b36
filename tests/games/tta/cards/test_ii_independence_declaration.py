from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Independence Declaration"


def army(warriors: int, **more) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), **more}


def reveal(*players, **position):
    return revealing(EVENT, players, age="II", **position)


def test_the_weakest_chooses_the_colony_it_loses():
    s = reveal(
        army(2, colonies=["II:Historic Territory"]),
        army(1, colonies=["I:Developed Territory", "I:Historic Territory"], yellow_bank=10, blue_bank=10),
        army(3),
    )
    assert s.chooser == 1
    assert s.ratings(1).happy == 1  # the Historic Territory's happy face
    s.choose("I:Developed Territory")
    p = s.player(1)
    assert p.colonies == ["I:Historic Territory#1"]
    assert (p.yellow, p.blue) == (9, 9)  # its +1 yellow, +1 blue tokens leave with it
    assert "I:Developed Territory#1" in s.state.past_events
    assert s.player(0).colonies == ["II:Historic Territory#1"]
    assert s.decision().kind == "turn" and s.chooser == 0


def test_a_single_colony_is_lost_without_a_question():
    s = reveal(army(1, colonies=["I:Strategic Territory"]), army(5, colonies=["I:Vast Territory"]))
    assert s.decision().kind == "turn"
    assert s.player(0).colonies == []
    assert s.ratings(0).strength == 1  # the territory's +2 strength is gone
    assert s.player(1).colonies == ["I:Vast Territory#1"]
    assert s.state.past_events == ["I:Strategic Territory#1", "II:Independence Declaration#1"]


def test_a_weakest_without_colonies_loses_nothing():
    s = reveal(army(1), army(0), army(3, colonies=["I:Vast Territory"]))
    assert s.player(2).colonies == ["I:Vast Territory#1"]
    assert s.state.past_events == ["II:Independence Declaration#1"]


def test_tied_weakest_the_current_player_counts_as_stronger():
    s = reveal(army(1, colonies=["I:Vast Territory"]), army(1, colonies=["I:Inhabited Territory"]))
    assert s.player(0).colonies == ["I:Vast Territory#1"]
    assert s.player(1).colonies == []
