"""Fertile Territory (Age II territory, 2006 edition): printed facts only (cards/plain.py).

Colony: lastingly 4 yellow tokens from the common bank; immediately 5 food.

Rulings (2006 Advanced game): revealed from the current events (an event prepared as a political
action reveals the top one; a territory prepared waits in the future events until they become
current), it is auctioned clockwise from the revealer. The winner sacrifices units of at least the
bid (their workers go back to the yellow bank); the lasting tokens come first, then the immediate
gain (the blue bank permitting). Seat 0 starts with 18 yellow and 18 blue tokens in its banks and
1 Warriors.
"""

from epocha.games.tta.catalog import key_of

from .helpers_military import colonized, holdings, k, prepared_by_its_owner

CARD = k("II", "Fertile Territory")


def test_colonized_when_revealed_as_an_event():
    s = colonized(CARD)
    p = s.player(0)
    # yellow: 18, the sacrificed worker and the colony's; culture 1 for the Age I event prepared
    assert holdings(s) == {"yellow": 23, "blue": 13, "pool": 1, "food": 5, "resources": 0, "culture": 1}
    assert p.workers.get(k("A", "Warriors") + "#p0", 0) == 0
    assert s.state.past_events == [] and s.decision().kind == "turn"


def test_colonized_when_its_owner_prepared_it():
    s, before = prepared_by_its_owner(CARD)
    # before: seat 0's production at the end of its turn, and culture for preparing it
    assert before == {"yellow": 18, "blue": 14, "pool": 1, "food": 2, "resources": 2, "culture": 2}
    assert holdings(s) == {"yellow": 23, "blue": 9, "pool": 1, "food": 7, "resources": 2, "culture": 2}
    assert s.state.turn_player == 1  # colonized in seat 1's turn: it revealed the territory
    assert [key_of(c) for c in s.state.past_events] == [k("A", "No Event")]


def test_with_a_small_blue_bank():
    # 3 blue tokens carry 3 food of the 5
    s = colonized(CARD, blue_bank=3)
    got = holdings(s)
    assert {key: got[key] for key in ("yellow", "blue", "food", "resources")} == {
        "yellow": 23,
        "blue": 0,
        "food": 3,
        "resources": 0,
    }
