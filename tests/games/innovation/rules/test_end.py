"""Rules digest §9: the score victory and its tie-breaks; a game ends mid-effect."""

from epocha.games.innovation.scenario import Scenario


def _draw_out(p0: dict, p1: dict) -> dict:
    s = Scenario(players=[{"board": {"blue": ["Software"]}, **p0}, p1], decks={10: []})
    s.draw()
    return s.result


def test_most_points_wins():
    r = _draw_out({"score": ["Calendar"]}, {"score": ["Optics"]})
    assert r["winners"] == [1] and r["reason"] == "score"


def test_tie_on_points_goes_to_more_achievements():
    r = _draw_out({"score": ["Optics"], "achievements": ["age:1"]}, {"score": ["Paper"]})
    assert r["winners"] == [0]


def test_tie_on_both_is_shared():
    r = _draw_out(
        {"score": ["Optics"], "achievements": ["age:1"]}, {"score": ["Paper"], "achievements": ["age:2"]}
    )
    assert r["winners"] == [0, 1]


def test_game_ends_in_the_middle_of_an_effect():
    # The Wheel draws two 1s; with no cards left at all the first draw ends the game and the
    # second never happens
    s = Scenario(players=[{"board": {"green": ["The Wheel"]}}, {}], decks={a: [] for a in range(1, 11)})
    s.dogma("The Wheel")
    assert s.over and len(s.events("draw")) == 0 and s.quiet
    assert s.game.legal_actions(0) == [] and s.game.active_players == []


def test_a_card_win_ends_the_game_at_once():
    # Self Service: more achievements than every other player
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"], "blue": ["Writing"]}, "achievements": ["age:1", "age:2"]},
            {"achievements": ["age:3"]},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Self Service")
    assert s.result["winners"] == [0] and s.result["reason"] == "card:Self Service"
