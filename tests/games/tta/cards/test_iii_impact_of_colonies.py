from epocha.games.tta.scenario import Scenario

from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Colonies"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_3_culture_per_colony_when_revealed():
    s = reveal(
        civ(colonies=["I:Vast Territory", "II:Historic Territory"]),
        civ(),
        civ(colonies=["I:Inhabited Territory"]),
    )
    assert cultures(s) == [6, 0, 3]
    assert s.state.past_events == ["III:Impact of Colonies#1"]


def test_scored_at_the_end_of_the_game():
    s = final(civ(colonies=["I:Vast Territory"], culture=10), civ(culture=12))
    assert cultures(s) == [13, 12]
    assert s.state.phase == "over"


def test_the_last_round_ending_scores_it_and_decides_the_winner():
    s = Scenario(
        players=[civ(colonies=["I:Vast Territory", "I:Inhabited Territory"], culture=10), civ(culture=14)],
        age="IV",
        round=5,
        last_round=5,
        turn_player=1,
        current_events=[EVENT],
        future_events=["II:Cold War"],  # an Age II event left in the decks does not score
    )
    s.end_turn()  # the last player of the last round ends its turn
    assert s.result["scores"] == [16, 14]
    assert s.result["winners"] == [0]
