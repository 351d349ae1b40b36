"""Defense / Colonization (Age I military bonus card): printed facts only (cards/plain.py).

Defense +2, colonization +1: a one-use card discarded when used.

Rulings: in the peaceful game there are no aggressions, so only the colonization value (the
lower one) is ever used: played along with at least one unit when colonizing, then discarded
to the military discard pile of its age. It is neither an event nor a tactic.
"""

from .plain_helpers import PREPARE, bids, board, game, keys, reveal, send_force

CARD = "I:Defense / Colonization"
AGE = "I"
NO_UNITS = board({"A:Warriors": {}})


def colonization(hand, technologies=None):
    mine = {"military_hand": [PREPARE, *hand]}
    if technologies is not None:
        mine["technologies"] = technologies
    return game([mine, {"technologies": NO_UNITS}], age=AGE, current_events=["I:Historic Territory"])


def test_adds_1_to_a_colonization_force_and_is_discarded():
    s = colonization([CARD])
    reveal(s)
    assert bids(s) == [1, 2]  # Warriors 1 + 1, not the defense value 2
    s.choose(2)
    send_force(s, "Warriors", "Defense / Colonization")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert p.military_hand == []
    assert keys(s.state.military_discards[AGE]) == [CARD]


def test_two_cards_add_up():
    s = colonization([CARD, CARD])
    reveal(s)
    assert bids(s)[-1] == 1 + 2 * 1
    s.choose(1 + 2 * 1)
    send_force(s, "Warriors", "Defense / Colonization", "Defense / Colonization")
    assert keys(s.player(0).colonies) == ["I:Historic Territory"]
    assert keys(s.state.military_discards[AGE]) == [CARD, CARD]


def test_kept_when_the_units_suffice():
    s = colonization([CARD])
    reveal(s)
    s.choose(1)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert keys(p.military_hand) == [CARD]


def test_no_colonization_with_cards_alone():
    s = colonization([CARD, CARD], technologies=NO_UNITS)
    reveal(s)
    assert s.decision().kind == "turn"
    assert keys(s.state.past_events) == ["I:Historic Territory"]
    assert keys(s.player(0).military_hand) == [CARD, CARD]


def test_not_an_event_nor_a_tactic():
    s = game([{"military_hand": [CARD]}, {}], age=AGE)
    assert not s.can("event", card=CARD)
    assert not s.can("tactic", card=CARD)
