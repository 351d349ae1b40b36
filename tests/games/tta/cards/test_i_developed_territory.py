"""Developed Territory (Age I territory): printed facts only (cards/plain.py).

Colony: lasting +1 blue tokens, +1 yellow tokens; at once +3 science.

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

from .plain_helpers import PREPARE, bids, board, force_labels, game, keys, reveal, send_force

CARD = "I:Developed Territory"
AGE = "I"
NO_UNITS = board({"A:Warriors": {}})


def test_colonizing_it_sacrifices_the_unit_and_applies_both_effects():
    s = game([{"military_hand": [PREPARE]}, {"technologies": NO_UNITS}], age=AGE, current_events=[CARD])
    reveal(s)
    assert bids(s) == [1]
    s.choose(1)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == [CARD]
    assert p.workers.get("A:Warriors#p0", 0) == 0
    assert p.yellow == 18 + 1 + 1  # the sacrificed worker, the colony's tokens, new population
    assert p.pool == 1
    assert p.blue == 16 + 1  # food and resources gained on Agriculture and Bronze
    assert (s.food(0), s.resources(0)) == (0, 0)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (1, 0, 0, 0)
    assert (p.science, p.culture) == (3, 0)
    assert len(p.military_hand) == 0
    assert CARD not in keys(s.state.past_events)
    # the revealed card was the last current event: the prepared one became the current deck
    assert keys(s.state.current_events) == [PREPARE] and s.state.future_events == []


def test_the_higher_bidder_wins_and_must_send_at_least_the_bid():
    s = game(
        [
            {"military_hand": [PREPARE]},
            {"technologies": board({"A:Warriors": {"workers": 3}}), "yellow_bank": 18},
        ],
        age=AGE,
        current_events=[CARD],
    )
    reveal(s)
    assert s.decision().seat == 0  # the revealer bids first
    s.choose(1)
    assert s.decision().seat == 1 and bids(s) == [2, 3]
    s.choose(2)
    # seat 0 cannot bid 3 with a force of 1: seat 1 wins and chooses the force
    assert s.decision().seat == 1
    s.choose("Add a unit: Warriors")
    assert not any(label.startswith("Send") for label in force_labels(s))  # 1 < 2
    send_force(s, "Warriors")
    q = s.player(1)
    assert keys(q.colonies) == [CARD] and s.player(0).colonies == []
    assert q.workers["A:Warriors#p1"] == 1
    assert q.yellow == 18 + 2 + 1


def test_a_player_who_passes_is_out():
    s = game([{"military_hand": [PREPARE]}, {}], age=AGE, current_events=[CARD])
    reveal(s)
    s.pass_()
    assert s.decision().seat == 1 and bids(s) == [1]
    s.choose(1)
    send_force(s, "Warriors")
    assert keys(s.player(1).colonies) == [CARD] and s.player(0).colonies == []


def test_nobody_with_a_unit_nobody_bids():
    s = game(
        [{"military_hand": [PREPARE], "technologies": NO_UNITS}, {"technologies": NO_UNITS}],
        age=AGE,
        current_events=[CARD],
    )
    reveal(s)
    assert s.decision().kind == "turn" and s.state.turn_player == 0
    assert keys(s.state.past_events) == [CARD]
    assert s.player(0).colonies == [] and s.player(1).colonies == []


def test_three_players_bid_clockwise_from_the_revealer():
    s = game(
        [
            {"military_hand": [PREPARE], "technologies": board({"A:Warriors": {"workers": 2}})},
            {"technologies": board({"A:Warriors": {"workers": 2}})},
            {"technologies": board({"A:Warriors": {"workers": 3}})},
        ],
        age=AGE,
        current_events=[CARD],
    )
    reveal(s)
    order = []
    for bid in (1, 2, 3):
        order.append(s.decision().seat)
        s.choose(bid)
    assert order == [0, 1, 2]
    # seats 0 and 1 cannot go above 3: seat 2 sends all three Warriors
    send_force(s, "Warriors", "Warriors", "Warriors")
    assert keys(s.player(2).colonies) == [CARD]
    assert s.player(2).workers.get("A:Warriors#p2", 0) == 0


def test_a_colony_in_play_gives_its_tokens_but_no_more_science():
    s = game([{"colonies": [CARD]}, {}], age=AGE)
    p = s.player(0)
    assert (p.blue, p.yellow, p.science) == (16 + 1, 18 + 1, 0)
