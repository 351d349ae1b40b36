from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Terrorism"


def civ(culture, temples=1, philosophers=1, **more):
    return {
        "technologies": board(Philosophy=philosophers, Religion=temples),
        "culture": culture,
        **more,
    }


def reveal(*players, turn_player=0):
    return revealing(EVENT, players, age="II", turn_player=turn_player)


def test_the_least_cultured_destroys_an_urban_building_of_its_choice_of_each_other():
    s = reveal(civ(5), civ(20), civ(30, temples=0))
    assert s.chooser == 0
    assert {a["cards"][0] for a in s.actions("choose")} == {"A:Philosophy#p1", "A:Religion#p1"}
    s.choose("A:Religion")
    # seat 2 has only a lab: destroyed without a question
    assert "A:Religion#p1" not in s.player(1).workers
    assert "A:Philosophy#p2" not in s.player(2).workers
    assert (s.player(1).pool, s.player(2).pool) == (1, 1)  # the workers are now unused
    assert s.player(0).workers["A:Religion#p0"] == 1  # the terrorist's own buildings stay
    assert s.decision().kind == "turn" and s.chooser == 0


def test_the_terrorist_chooses_clockwise_from_itself():
    s = reveal(civ(20), civ(5), civ(30), turn_player=0)
    assert s.chooser == 1
    assert {a["cards"][0] for a in s.actions("choose")} == {"A:Philosophy#p2", "A:Religion#p2"}
    s.choose("A:Philosophy")
    assert s.chooser == 1
    assert {a["cards"][0] for a in s.actions("choose")} == {"A:Philosophy#p0", "A:Religion#p0"}
    s.choose("A:Religion")
    assert "A:Philosophy#p2" not in s.player(2).workers
    assert "A:Religion#p0" not in s.player(0).workers


def test_a_civilization_without_urban_buildings_loses_nothing():
    s = reveal(civ(5), civ(20, temples=0, philosophers=0))
    assert s.decision().kind == "turn"
    assert s.player(1).workers == {"A:Agriculture#p1": 2, "A:Bronze#p1": 2, "A:Warriors#p1": 1}


def test_tied_for_least_culture_the_current_player_counts_as_having_more():
    # the seed warns that the tie-break can hurt the current player here
    s = reveal(civ(5), civ(5), civ(9))
    assert s.chooser == 1  # seat 1 is the terrorist; seat 0 (current) is a victim
    s.choose("A:Religion#p2")
    s.choose("A:Religion#p0")
    assert "A:Religion#p0" not in s.player(0).workers
