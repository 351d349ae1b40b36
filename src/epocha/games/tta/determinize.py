"""Resampling what one seat cannot see (for bots that search honestly).

What a seat observes of the military cards it cannot see:
- the size and age composition of every pile: the other players' hands (card backs show the
  age), the military deck, each age's discard pile, the cards out of the game unseen (the box:
  the Age A events not dealt, the decks of ended ages), the current events (their ages are
  public: they were the future events, whose ages are public, sorted by age) and the future
  events in order (ages only);
- that the event piles hold only events and territories (only those can be prepared or dealt
  there), while hands, decks, discards and the box may hold any military card of their age;
- the faces of the events it prepared itself: in the future events at the place it put them,
  and, once the future events became the current ones, somewhere among the current events of
  their age (the shuffle hides where);
- the top current event, once it looked at it with Joan of Arc, until it is revealed;
- that a player whose colonization bid stands can send that force: its hand is dealt again
  so that it can (see `_honour_bids`).

The seat does not remember the faces of cards discarded face down (its own included) once out
of its hand: a bot forgets them. That loses a little information but never uses hidden
information. Every hidden card is dealt again at random among the hidden places of its age,
events and territories first into the event piles; the hands are then sorted (their order is
not public) and the current events shuffled within each age. Civil decks are reshuffled (their
contents are public, their order is not). Places are enumerated from public facts and the pool
is sorted before shuffling, so the result depends only on what the seat sees and on `rng`.
"""

from __future__ import annotations

from epocha.engine import Rng
from epocha.engine.relabel import relabel

from .catalog import facts, instances
from .state import TTAState

EVENT_TYPES = ("event", "territory")

Place = tuple[list[str], int, bool]  # (pile, index, only an event or territory may be there)


def _hidden_places(s: TTAState, seat: int | None, known: set[str]) -> list[Place]:
    piles: list[tuple[list[str], bool]] = [(p.military_hand, False) for p in s.players if p.seat != seat]
    piles += [(s.military_decks[a], False) for a in sorted(s.military_decks)]
    piles += [(s.military_discards[a], False) for a in sorted(s.military_discards)]
    piles += [(s.box, False), (s.current_events, True), (s.future_events, True)]
    piles += [(s.hidden_bonuses, True)]  # (the gradual reveal's face-down Age III events)
    return [(pile, i, events) for pile, events in piles for i, c in enumerate(pile) if c not in known]


def _deal(places: list[Place], rng: Rng) -> dict[str, str]:
    """Deal the cards at `places` again among them, within each age; returns old -> new."""
    by_age: dict[str, list[Place]] = {}
    for place in places:
        pile, i, _ = place
        by_age.setdefault(facts(pile[i]).age, []).append(place)
    mapping: dict[str, str] = {}
    for _age, slots in sorted(by_age.items()):
        pool = sorted(pile[i] for pile, i, _ in slots)
        events = [c for c in pool if facts(c).type in EVENT_TYPES]
        others = [c for c in pool if facts(c).type not in EVENT_TYPES]
        event_slots = [slot for slot in slots if slot[2]]
        other_slots = [slot for slot in slots if not slot[2]]
        rng.shuffle(events)
        rest = events[len(event_slots) :] + others
        rng.shuffle(rest)
        for (pile, i, _), new in zip(
            event_slots + other_slots, events[: len(event_slots)] + rest, strict=True
        ):
            mapping[pile[i]] = new
    for pile, i, _ in places:
        pile[i] = mapping[pile[i]]
    return mapping


def _shuffle_within_ages(pile: list[str], rng: Rng) -> None:
    """Shuffle a pile's cards among the places of the same age (the ages stay where they are)."""
    by_age: dict[str, list[int]] = {}
    for i, c in enumerate(pile):
        by_age.setdefault(facts(c).age, []).append(i)
    for _age, indices in sorted(by_age.items()):
        cards = sorted(pile[i] for i in indices)
        rng.shuffle(cards)
        for i, c in zip(indices, cards, strict=True):
            pile[i] = c


def _bids(s: TTAState, seat: int | None) -> list[tuple[int, int]]:
    """(player, force) for every colonization bid still standing that another player made: a
    bid is public proof that the bidder can send that force, bonus cards in hand included."""
    out = []
    for f in s.stack:
        if f.kind == "colonize":
            bidder = f.data.get("winner", f.data.get("leader"))
            if bidder is not None and bidder != seat:
                out.append((bidder, f.data["bid"]))
    return out


def _honour_bids(
    s: TTAState, places: list[Place], mapping: dict[str, str], bids: list[tuple[int, int]]
) -> None:
    """Give each bidder a hand that can pay its bid again. A random deal usually does; when it
    does not, swap the bidder's cards one at a time with the hidden bonus cards of the same age
    that add most force. A swap within one age between hidden places keeps every public fact,
    and the real world shows a hand that pays the bid exists, so this always ends paid."""
    from .events import max_force  # events builds on the rules that import this module

    old_of = {new: old for old, new in mapping.items()}
    bidders = {q for q, _ in bids}
    elsewhere = [(pile, i) for pile, i, events in places if not events]
    for q, bid in bids:
        p = s.players[q]
        hand = p.military_hand
        bidder_hands = [s.players[b].military_hand for b in bidders]
        others = [(pile, i) for pile, i in elsewhere if all(pile is not bh for bh in bidder_hands)]
        while max_force(s, p) < bid:
            now, best = max_force(s, p), None
            for h, card in enumerate(hand):
                for pile, i in others:
                    if facts(pile[i]).type != "bonus" or facts(pile[i]).age != facts(card).age:
                        continue
                    hand[h], pile[i] = pile[i], hand[h]
                    gain = max_force(s, p) - now
                    hand[h], pile[i] = pile[i], hand[h]
                    if gain > 0 and (best is None or gain > best[0]):
                        best = (gain, h, pile, i)
            if best is None:
                raise AssertionError(f"no hidden cards let seat {q} pay its bid of {bid}")
            _, h, pile, i = best
            hand[h], pile[i] = pile[i], hand[h]
            # the two places swapped faces: their original cards now stand for the other face
            a, b = old_of[pile[i]], old_of[hand[h]]
            mapping[a], mapping[b] = hand[h], pile[i]
            old_of[hand[h]], old_of[pile[i]] = a, b


def _redeal_hidden_bonuses(s: TTAState, rng: Rng) -> None:
    """(The gradual reveal) before Age III's deck is made, the face-down events may be any of
    the Age III events not seen elsewhere: dealt again from all of them. (Once the deck is made
    they are dealt with its cards, as the event piles are.)"""
    from .row import cards_in_use  # (row builds on the rules that import this module)

    used = cards_in_use(s)
    pool = [
        c for key in s.deck_keys("military", "III") if facts(key).type == "event" for c in instances(key, s.n)
    ]
    pool = sorted([*s.hidden_bonuses, *(c for c in pool if c not in used)])
    rng.shuffle(pool)
    s.hidden_bonuses = pool[: len(s.hidden_bonuses)]


def determinize(s: TTAState, seat: int | None, rng: Rng) -> TTAState:
    out = s.copy()
    if out.hidden_bonuses and "III" not in out.military_decks:
        _redeal_hidden_bonuses(out, rng)
    known = {c for c, q in out.prepared.items() if q == seat}
    top = out.current_events[-1:] if seat in out.top_seen else []  # stays where it is
    places = _hidden_places(out, seat, known | set(top))
    mapping = _deal(places, rng)
    bids = _bids(out, seat)
    if bids:
        _honour_bids(out, places, mapping, bids)
    for p in out.players:
        if p.seat != seat:
            p.military_hand.sort()
    below = out.current_events[: len(out.current_events) - len(top)]
    _shuffle_within_ages(below, rng)
    out.current_events[: len(below)] = below
    for age in sorted(out.civil_decks):
        deck = out.civil_decks[age]
        deck.sort()
        rng.shuffle(deck)
    out.prepared = {mapping.get(c, c): q for c, q in out.prepared.items()}
    for frame in out.stack:
        frame.data = relabel(frame.data, mapping)
        frame.arg = relabel(frame.arg, mapping)
        frame.result = relabel(frame.result, mapping)
    out.log = []
    return out
