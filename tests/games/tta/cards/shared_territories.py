"""Checks shared by the territory cards' tests (printed facts only, cards/plain.py).

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

from __future__ import annotations

from dataclasses import dataclass

from .plain_helpers import PREPARE, bids, board, force_labels, game, keys, reveal, send_force
from .shared_checks import behaviours, rating_tuple

NO_UNITS = board({"A:Warriors": {}})


@dataclass(frozen=True)
class Territory:
    """A territory and what its colonizer has after sending Warriors to it (from 18 yellow and
    16 blue tokens on the board)."""

    card: str
    age: str
    # yellow tokens: sending one Warriors (seat 0), sending two (seat 1, 18 in its yellow bank)
    yellow: tuple[int, int] = (18 + 1, 18 + 2)
    pool: int = 1  # unused workers
    blue: int = 16  # blue tokens on the board
    goods: tuple[int, int] = (0, 0)  # food, resources
    ratings: tuple[int, int, int, int] = (1, 0, 0, 0)  # science, culture, strength, happy
    points: tuple[int, int] = (0, 0)  # science and culture points
    military_cards: int = 0


def _revealed(t: Territory, mine: dict, other: dict) -> object:
    s = game([{"military_hand": [PREPARE], **mine}, other], age=t.age, current_events=[t.card])
    reveal(s)
    return s


def _colonized_with_warriors(t: Territory, mine: dict | None = None) -> object:
    s = _revealed(t, mine or {}, {"technologies": NO_UNITS})
    s.choose(1)
    send_force(s, "Warriors")
    return s


def colonizing_it_sacrifices_the_unit_and_applies_both_effects(t: Territory) -> None:
    s = _revealed(t, {}, {"technologies": NO_UNITS})
    assert bids(s) == [1]
    s.choose(1)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == [t.card]
    assert p.workers.get("A:Warriors#p0", 0) == 0
    assert p.yellow == t.yellow[0]  # the sacrificed worker, the colony's tokens, new population
    assert p.pool == t.pool
    assert p.blue == t.blue  # food and resources gained on Agriculture and Bronze
    assert (s.food(0), s.resources(0)) == t.goods
    assert rating_tuple(s) == t.ratings
    assert (p.science, p.culture) == t.points
    assert len(p.military_hand) == t.military_cards
    assert t.card not in keys(s.state.past_events)
    # the revealed card was the last current event: the prepared one became the current deck
    assert keys(s.state.current_events) == [PREPARE] and s.state.future_events == []


def the_higher_bidder_wins_and_must_send_at_least_the_bid(t: Territory) -> None:
    s = _revealed(t, {}, {"technologies": board({"A:Warriors": {"workers": 3}}), "yellow_bank": 18})
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
    assert keys(q.colonies) == [t.card] and s.player(0).colonies == []
    assert q.workers["A:Warriors#p1"] == 1
    assert q.yellow == t.yellow[1]


def a_player_who_passes_is_out(t: Territory) -> None:
    s = _revealed(t, {}, {})
    s.pass_()
    assert s.decision().seat == 1 and bids(s) == [1]
    s.choose(1)
    send_force(s, "Warriors")
    assert keys(s.player(1).colonies) == [t.card] and s.player(0).colonies == []


def nobody_with_a_unit_nobody_bids(t: Territory) -> None:
    s = _revealed(t, {"technologies": NO_UNITS}, {"technologies": NO_UNITS})
    assert s.decision().kind == "turn" and s.state.turn_player == 0
    assert keys(s.state.past_events) == [t.card]
    assert s.player(0).colonies == [] and s.player(1).colonies == []


def three_players_bid_clockwise_from_the_revealer(t: Territory) -> None:
    s = game(
        [
            {"military_hand": [PREPARE], "technologies": board({"A:Warriors": {"workers": 2}})},
            {"technologies": board({"A:Warriors": {"workers": 2}})},
            {"technologies": board({"A:Warriors": {"workers": 3}})},
        ],
        age=t.age,
        current_events=[t.card],
    )
    reveal(s)
    order = []
    for bid in (1, 2, 3):
        order.append(s.decision().seat)
        s.choose(bid)
    assert order == [0, 1, 2]
    # seats 0 and 1 cannot go above 3: seat 2 sends all three Warriors
    send_force(s, "Warriors", "Warriors", "Warriors")
    assert keys(s.player(2).colonies) == [t.card]
    assert s.player(2).workers.get("A:Warriors#p2", 0) == 0


# -- what one kind of territory does (Ages I and II) -----------------------------------------------


def military_hand_after_colonizing_with_two_cards_in_hand(t: Territory) -> int:
    """(Strategic) the cards drawn ignore the military hand limit: nothing is discarded before
    the end of the turn."""
    hand = [PREPARE, "I:Defense / Colonization", "I:Defense / Colonization"]
    s = game([{"military_hand": hand}, {"technologies": NO_UNITS}], age=t.age, current_events=[t.card])
    reveal(s)
    s.choose(1)
    send_force(s, "Warriors")
    cards = len(s.player(0).military_hand)
    assert s.decision().kind == "turn"
    return cards


def strength_after_colonizing_in_age_iv(t: Territory) -> int:
    """(Strategic) no military cards are drawn in Age IV."""
    s = game([{"military_hand": [PREPARE]}, {"technologies": NO_UNITS}], age="IV", current_events=[t.card])
    reveal(s)
    s.choose(1)
    send_force(s, "Warriors")
    assert keys(s.player(0).colonies) == [t.card]
    assert s.player(0).military_hand == []
    return s.ratings(0).strength


def ratings_with_the_colony(t: Territory) -> object:
    """The ratings of a player without units and with the colony in play."""
    return game([{"colonies": [t.card], "technologies": NO_UNITS}, {}], age=t.age).ratings(0)


def workers_and_yellow_after_colonizing_from_an_empty_yellow_bank(t: Territory) -> tuple[int, int]:
    """(Inhabited) the sacrificed worker and the colony's tokens make the new population possible."""
    s = _colonized_with_warriors(t, {"yellow_bank": 0, "unused_workers": 0})
    p = s.player(0)
    return p.pool, p.yellow


def food_after_colonizing_with_a_blue_bank(t: Territory, technologies: dict, blue_bank: int) -> tuple:
    """(Vast) the food the tokens left carry, and the blue tokens left in the bank."""
    s = _colonized_with_warriors(t, {"technologies": technologies, "blue_bank": blue_bank})
    return s.food(0), s.player(0).blue


def resources_after_colonizing_with_a_blue_bank(t: Territory, technologies: dict, blue_bank: int) -> tuple:
    """(Wealthy) the resources the colony's tokens carry, and the blue tokens left in the bank."""
    s = _colonized_with_warriors(t, {"technologies": technologies, "blue_bank": blue_bank})
    return s.resources(0), s.player(0).blue


AUCTION = behaviours(
    colonizing_it_sacrifices_the_unit_and_applies_both_effects,
    the_higher_bidder_wins_and_must_send_at_least_the_bid,
    a_player_who_passes_is_out,
    nobody_with_a_unit_nobody_bids,
)
WITH_THREE_PLAYERS = [*AUCTION, *behaviours(three_players_bid_clockwise_from_the_revealer)]


# -- Defense / Colonization: a military bonus card sent along with units --------------------------


@dataclass(frozen=True)
class BonusCard:
    card: str
    age: str
    colonization: int  # its colonization value (the lower one; defense is never used)
    defense: int


def colonization(b: BonusCard, hand: list[str], technologies: dict | None = None) -> object:
    """Seat 0 (Warriors 1 unless `technologies` say) with `hand` and an event to prepare; the
    current event is an Age I Historic Territory."""
    mine = {"military_hand": [PREPARE, *hand]}
    if technologies is not None:
        mine["technologies"] = technologies
    return game([mine, {"technologies": NO_UNITS}], age=b.age, current_events=["I:Historic Territory"])


def adds_its_value_to_a_colonization_force_and_is_discarded(b: BonusCard) -> None:
    s = colonization(b, [b.card])
    reveal(s)
    # Warriors 1 + its colonization value, not its defense value
    assert bids(s) == list(range(1, 1 + b.colonization + 1))
    s.choose(1 + b.colonization)
    send_force(s, "Warriors", "Defense / Colonization")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert p.military_hand == []
    assert keys(s.state.military_discards[b.age]) == [b.card]


def two_cards_add_up(b: BonusCard) -> None:
    s = colonization(b, [b.card, b.card])
    reveal(s)
    assert bids(s)[-1] == 1 + 2 * b.colonization
    s.choose(1 + 2 * b.colonization)
    send_force(s, "Warriors", "Defense / Colonization", "Defense / Colonization")
    assert keys(s.player(0).colonies) == ["I:Historic Territory"]
    assert keys(s.state.military_discards[b.age]) == [b.card, b.card]


def kept_when_the_units_suffice(b: BonusCard) -> None:
    s = colonization(b, [b.card])
    reveal(s)
    s.choose(1)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert keys(p.military_hand) == [b.card]


def no_colonization_with_cards_alone(b: BonusCard) -> None:
    s = colonization(b, [b.card, b.card], technologies=NO_UNITS)
    reveal(s)
    assert s.decision().kind == "turn"
    assert keys(s.state.past_events) == ["I:Historic Territory"]
    assert keys(s.player(0).military_hand) == [b.card, b.card]


BONUS_CARD = behaviours(
    adds_its_value_to_a_colonization_force_and_is_discarded,
    two_cards_add_up,
    kept_when_the_units_suffice,
    no_colonization_with_cards_alone,
)
