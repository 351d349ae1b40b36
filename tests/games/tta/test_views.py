"""What a seat sees (digest §13.2, §21): civil hands are public, military hands, deck orders and
the faces of current and future events are not; and the leak check of the playouts has teeth."""

from __future__ import annotations

import pytest

from epocha.games.tta.catalog import facts, key_of
from epocha.games.tta.scenario import Scenario

from .invariants import check_views


def _game() -> Scenario:
    s = Scenario(
        players=[
            {"military_hand": ["I:Rats", "II:Refugees"], "civil_hand": ["I:Iron"]},
            {"military_hand": ["I:Foray"], "civil_hand": ["I:Drama"]},
        ],
        current_events=["I:Good Harvest", "I:Pestilence"],
        future_events=["II:Emigration"],
    )
    s.act("event", card="I:Rats")  # prepared: a future event only seat 0 knows
    return s


def test_a_seat_sees_public_things_and_its_own_cards_only():
    s = _game()
    g = s.game
    mine, theirs = g.view(0)["state"], g.view(1)["state"]
    rats = s.state.future_events[-1]
    for view in (mine, theirs):
        assert [p["civil_hand"] for p in view["players"]] == [["I:Iron#1"], ["I:Drama#1"]]  # public
        assert view["future_events_ages"] == ["I", "II"]  # top first: the backs are public
        assert view["current_events_ages"] == ["I"]
        assert view["players"][0]["military_hand_ages"] == ["II"]
    assert mine["players"][0]["military_hand"] == ["II:Refugees#1"]
    assert mine["players"][0]["prepared_events"] == [rats]
    assert "military_hand" not in theirs["players"][0] and "prepared_events" not in theirs["players"][0]
    check_views(g)


@pytest.mark.parametrize("form", ["copy", "key", "name", "label"])
def test_the_leak_check_catches_a_hidden_face_in_any_form(form):
    s = _game()
    hidden = s.player(1).military_hand[0]  # I:Foray#1, hidden from seat 0
    leak = {
        "copy": hidden,
        "key": key_of(hidden),
        "name": facts(hidden).name,
        "label": f"seat 1 could play {facts(hidden).name} now",
    }[form]
    s.state.emit("oops", {"what": leak})
    with pytest.raises(AssertionError, match="seat 0 sees"):
        check_views(s.game)


def test_the_leak_check_catches_the_identity_of_the_next_current_event():
    s = _game()
    s.state.emit("oops", {"next": facts(s.state.current_events[-1]).name})
    with pytest.raises(AssertionError, match="sees"):
        check_views(s.game)


def test_the_view_says_which_game_the_table_plays():
    """The board reads `edition` to leave out what the game lacks (the Simple game of 2006)."""
    story = Scenario(players=[{}, {}]).game.view(0)["state"]["edition"]
    assert story == {
        "name": "new-story",
        "mode": "full",
        "blue_tokens": 16,
        "military_hands": True,
        "happiness": True,
        "corruption": True,
        "events_from_round": None,
        "ends_with_age": None,
        "final_bonus": False,
        "tactic_copying": True,
        "sacrifices": False,
    }
    simple = Scenario(players=[{}, {}], edition="2006", mode="simple").game.view(None)["state"]["edition"]
    assert simple == {
        "name": "2006",
        "mode": "simple",
        "blue_tokens": 18,
        "military_hands": False,
        "happiness": False,
        "corruption": False,
        "events_from_round": 3,
        "ends_with_age": "I",
        "final_bonus": True,
        "tactic_copying": False,
        "sacrifices": False,
    }
    advanced = Scenario(players=[{}, {}], edition="2006", mode="advanced", age="II").game.view(1)["state"]
    assert advanced["edition"] == {
        "name": "2006",
        "mode": "advanced",
        "blue_tokens": 18,
        "military_hands": True,
        "happiness": True,
        "corruption": True,
        "events_from_round": None,
        "ends_with_age": "II",
        "final_bonus": False,
        "tactic_copying": False,
        "sacrifices": True,
    }
    # the four Age III events that will score the game, shown to everyone
    assert len(advanced["scoring_events"]) == 4
