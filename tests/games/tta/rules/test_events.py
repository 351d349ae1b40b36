"""Digest §10.1, §12, §18: preparing events, colonization, the end of the game."""

import pytest

from epocha.engine import GameOver
from epocha.games.tta import turn
from epocha.games.tta.catalog import key_of
from epocha.games.tta.comparisons import ranked
from epocha.games.tta.scenario import Scenario

UNITS = {
    "A:Agriculture": {"workers": 2},
    "A:Bronze": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 3},
}


def test_preparing_an_event_scores_its_age_and_reveals_the_current_one():
    s = Scenario(
        players=[{"military_hand": ["II:Wealthy Territory"], "technologies": UNITS}, {}],
        current_events=["I:Vast Territory", "I:Historic Territory"],
    )
    s.act("event", card="II:Wealthy Territory")
    p = s.player(0)
    assert p.culture == 2  # an Age II card
    st = s.state
    assert [key_of(c) for c in st.future_events] == ["II:Wealthy Territory"]
    # the revealed territory is auctioned, starting with the player who revealed it
    assert s.chooser == 0 and s.decision().kind == "value"


def test_colonization_auction_and_force():
    s = Scenario(
        players=[
            {"military_hand": ["I:Crusades", "I:Defense / Colonization"], "technologies": UNITS},
            {"technologies": UNITS},
        ],
        current_events=["I:Historic Territory"],
    )
    s.act("event", card="I:Crusades")
    s.choose(2)  # seat 0 bids 2
    assert s.chooser == 1
    s.pass_()  # seat 1 passes: seat 0 must colonize with at least 2
    assert s.chooser == 0
    s.choose("u:A:Warriors#p0@0")  # one warrior: 1
    s.choose("b:I:Defense / Colonization#1")  # +1 from the bonus card
    s.choose("send")
    p = s.player(0)
    assert [key_of(c) for c in p.colonies] == ["I:Historic Territory"]
    assert p.workers["A:Warriors#p0"] == 2 and p.yellow == 18 - 0 + 1 - 1  # the unit went to the yellow bank
    assert p.culture == 1 + 6  # the prepared Age I event, then the colony's 6 culture
    assert s.ratings(0).happy == 1
    assert p.military_hand == []


def test_nobody_bids_and_the_territory_is_past():
    s = Scenario(
        players=[{"military_hand": ["I:Crusades"], "technologies": UNITS}, {}],
        current_events=["I:Historic Territory"],
    )
    s.act("event", card="I:Crusades")
    s.pass_()
    s.pass_()
    st = s.state
    assert [key_of(c) for c in st.past_events] == ["I:Historic Territory"]


def test_future_events_become_current_sorted_older_first():
    s = Scenario(
        players=[{"military_hand": ["I:Crusades"], "technologies": UNITS}, {}],
        current_events=["I:Historic Territory"],
        future_events=["II:Cold War", "A:Development of Science"],
    )
    s.act("event", card="I:Crusades")
    ages = [key_of(c).split(":")[0] for c in reversed(s.state.current_events)]
    assert ages == ["A", "I", "II"]  # top first


def test_ties_favour_the_current_player_then_turn_order():
    s = Scenario(3, turn_player=1)
    st = s.state
    assert ranked(st, lambda q: 5, highest=True, count=3) == [1, 2, 0]
    assert ranked(st, lambda q: 5, highest=False, count=3) == [0, 2, 1]  # the current player counts higher
    assert ranked(Scenario(2).state, lambda q: 0, highest=True, count=2) == [0]  # "the two" is one


def test_end_of_game_most_culture_wins_and_ties_share():
    s = Scenario(players=[{"culture": 30}, {"culture": 30}, {"culture": 10}], age="IV")
    with pytest.raises(GameOver) as over:
        turn.end_game(s.state)
    assert over.value.result["winners"] == [0, 1] and over.value.result["reason"] == "culture"


def test_the_last_round_ends_the_game():
    s = Scenario(players=[{"culture": 5}, {"culture": 9}], age="IV", round=20, last_round=20, turn_player=1)
    s.end_turn()
    assert s.result["winners"] == [1]


def test_resigning_leaves_the_last_player_the_winner():
    s = Scenario(players=[{}, {}])
    s.act("resign")
    assert s.result == {"winners": [1], "scores": [0, 0], "reason": "resignation"}
