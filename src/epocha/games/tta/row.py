"""The card row: replenishing it at the start of a turn, and the ages it moves through.

An age ends the moment the last card of its civil deck is dealt into the row; the next age
begins at once (antiquation, yellow tokens lost, new decks; the ended age's military deck goes
to the box unseen). When Age IV begins, the last round is fixed: the current one if it is the
turn that opens the round (the starting player's, or, if they resigned, the next player's
still in the game), otherwise the next.
"""

from __future__ import annotations

from epocha.engine import chance

from . import moves, tokens
from .catalog import LEVEL, NEXT_AGE, copies_of, facts, key_of
from .events import reveal_bonus
from .pacts import end_pact
from .state import TTAState, deck_pile

DISCARD_FRONT = {2: 3, 3: 2, 4: 1}


def build_decks(s: TTAState, age: str) -> None:
    """Shuffle an age's civil and military decks for the players still in the game; the
    copies marked for more players (after a resignation) leave the game (§10.6)."""
    n, everyone = len(s.active_seats()), s.n
    edition = s.edition
    in_use = cards_in_use(s)
    decks: dict[str, list[str]] = {}
    for kind in ("civil", "military") if edition.military_hands else ("civil",):
        deck = decks[kind] = []
        for key in s.deck_keys(kind, age):
            copies = copies_of(key, everyone)
            if n == everyone:  # (no one resigned: every copy is used)
                deck.extend([c for c in copies if c not in in_use])
                continue
            used = copies_of(key, n)
            for c in copies:
                if c in in_use:
                    continue
                (deck if c in used else s.removed).append(c)
    chance.shuffle(s, decks["civil"], deck_pile("civil", age))
    s.civil_decks[age] = decks["civil"]
    if "military" in decks:
        chance.shuffle(s, decks["military"], deck_pile("military", age))
        s.military_decks[age] = decks["military"]
        s.military_discards.setdefault(age, [])
    s.checkpoint()


def cards_in_use(s: TTAState) -> set[str]:
    """Every card instance somewhere in the game already (set up from a position, say)."""
    used: set[str] = {c for c in s.row if c}
    for p in s.players:
        used.update(p.techs, p.specials.values(), p.wonders, p.colonies, p.civil_hand, p.military_hand)
        used.update(c for c in (p.government, p.leader, p.building, p.tactic) if c)
    piles = (s.current_events, s.future_events, s.past_events, s.common_tactics, s.removed, s.box)
    for pile in (*piles, s.scoring_events, s.hidden_bonuses):
        used.update(pile)
    for decks in (s.civil_decks, s.military_decks, s.military_discards):
        for deck in decks.values():
            used.update(deck)
    return used


def replenish(s: TTAState, *, discard_front: bool = True) -> None:
    """Discard the leftmost cards (3/2/1 spaces with 2/3/4 players), slide the rest left,
    and deal cards of the current age into the empty spaces."""
    if discard_front:
        for slot in range(DISCARD_FRONT[max(2, len(s.active_seats()))]):
            card = s.row[slot]
            if card is not None:
                s.removed.append(card)
                moves.emit(s, "row_discard", {"card": key_of(card)})
            s.row[slot] = None
    cards = [c for c in s.row if c is not None]
    s.row = cards + [None] * (13 - len(cards))
    fill(s)


def fill(s: TTAState) -> None:
    """Deal civil cards into the empty spaces, left to right; an age may end on the way."""
    dealt = []
    for slot in range(13):
        if s.row[slot] is not None:
            continue
        card = next_civil_card(s)
        if card is None:
            break
        s.row[slot] = card
        dealt.append(key_of(card))
    if dealt:
        moves.emit(s, "row_fill", {"cards": dealt})


def next_civil_card(s: TTAState) -> str | None:
    """The next card for the row, moving to the next age when the current deck runs out (or,
    in a game that ends with this age, fixing the last round: this one)."""
    last = s.edition.ends_with_age
    while s.age != "IV":
        if last is not None and LEVEL[s.age] > LEVEL[last]:
            return None  # (the Advanced game's Age III: no deck, the row is slid)
        deck = s.civil_decks.get(s.age, [])
        if deck:
            chance.top(s, deck, deck_pile("civil", s.age))
            card = deck.pop()
            if not deck and s.age != "A":
                if s.age == last:
                    last_deck_out(s)
                else:
                    begin_age(s, NEXT_AGE[s.age])  # the last card of the deck was dealt
            return card
        if s.age == last:
            return None  # the row is slid, not filled
        if s.age == "A":
            begin_age(s, "I")  # Age A cards ran out before the row was full
            continue
        begin_age(s, NEXT_AGE[s.age])
    return None


def last_deck_out(s: TTAState) -> None:
    """The last civil deck of a game that ends with it ran out: the round is the last. The
    Simple game stays in Age I; the Advanced game's Age III begins first (§20.3: Age I leaders
    and pacts are lost), with no decks."""
    ended = s.age
    if s.edition.closing_age:
        begin_age(s, s.edition.closing_age)
    last_round(s, s.round, deck_out=ended)


def end_age_a(s: TTAState) -> None:
    """After the first replenish: the rest of the Age A civil deck leaves the game and Age I
    begins (no antiquation, no tokens lost)."""
    s.removed.extend(s.civil_decks.get("A", []))
    s.civil_decks["A"] = []
    s.unsettled.pop(deck_pile("civil", "A"), None)
    s.age = "I"
    build_decks(s, "I")
    moves.emit(s, "age", {"age": "I"})
    reveal_bonus(s)  # (the gradual reveal: one more at each age change, Age I's included)


def begin_age(s: TTAState, age: str) -> None:
    if s.age == "A":
        end_age_a(s)
        return
    ended = s.age
    s.age = age
    moves.emit(s, "age", {"age": age})
    reveal_bonus(s)  # (the gradual reveal)
    antiquate(s, older_than=LEVEL[ended])
    if s.edition.yellow_loss:
        for p in s.players:
            if not p.resigned:
                moves.change_bank(s, p, "yellow", -2, why="age")
    s.box.extend(s.military_decks.pop(ended, []))
    s.unsettled.pop(deck_pile("military", ended), None)
    if age in s.edition.ages:
        build_decks(s, age)
    elif s.edition.ends_with_age is None:  # Age IV: no decks; the last round is now fixed
        opens_round = s.turn_player == s.clockwise_from(s.start_player)[0]
        this_one = opens_round and not s.edition.one_more_round  # (2006: always one more)
        last_round(s, s.round if this_one else s.round + 1)


def last_round(s: TTAState, number: int, deck_out: str | None = None) -> None:
    """Fix the last round: Age IV began, or (`deck_out`) the last civil deck ran out."""
    s.last_round = number
    moves.emit(s, "last_round", {"round": number, **({"deck_out": deck_out} if deck_out else {})})


def antiquate(s: TTAState, older_than: int) -> None:
    """Cards of ages older than the one that ended: out of hands; leaders, unfinished wonders
    and pacts out of play (the wonder's blue tokens go back to the bank)."""
    for card in [c for c in s.pacts if facts(c).level < older_than]:
        end_pact(s, card, why="age")
    for p in s.players:
        if p.resigned:
            continue
        for card in [c for c in p.civil_hand if facts(c).level < older_than]:
            p.civil_hand.remove(card)
            s.removed.append(card)
        for card in [c for c in p.military_hand if facts(c).level < older_than]:
            moves.discard_military(s, p, card)
        if p.leader and facts(p.leader).level < older_than:
            moves.emit(s, "antiquated", {"player": p.seat, "card": key_of(p.leader)})
            moves.leave_play(s, p, p.leader)
        if p.building and facts(p.building).level < older_than:
            moves.emit(s, "antiquated", {"player": p.seat, "card": key_of(p.building)})
            tokens.uncover_stages(p)
            s.removed.append(p.building)
            p.building = None
