"""The primitive moves of the game. Every change of a zone or a splay goes through here, so
that each one is logged with the right visibility, counted for the sharing bonus, marks an
undo checkpoint when it reveals something, and is followed by the special-achievement check.
"""

from __future__ import annotations

from epocha.engine import chance

from .achievements import check_specials
from .board import PACKED_TOP, PACKED_UNDER, highest_top_value
from .catalog import AGE_OF, CARDS, COLOR_OF
from .ending import end_by_score
from .state import DECK_PILE, InnovationState, Zone

ZONE_NAMES = {"hand", "score", "board"}


def _take(s: InnovationState, card: str) -> Zone:
    zone = s.where[card]
    kind = zone[0]
    if kind == "board":
        p = zone[1]
        color = COLOR_OF[card]
        pile = s.boards[p][color]
        splays = s.splays[p]
        total = s.icon_cache[p]  # (kept up to date: the pile's share counted again)
        if total is not None:
            total -= _pile_icons(pile, splays[color])
        pile.remove(card)
        s.unchecked[p] = True  # (`board_changed`, the icon counts kept)
        s.tops_cache[p] = None
        if len(pile) <= 1 and splays[color] != "none":
            splays[color] = "none"
            s.emit("unsplay", {"player": p, "color": color, "auto": True})
        if total is not None:
            s.icon_cache[p] = total + _pile_icons(pile, splays[color])
    elif kind == "deck":
        s.decks[CARDS[card].age].remove(card)
    elif kind == "ages":
        del s.age_achievements[CARDS[card].age]
    else:
        s.cards_in(zone).remove(card)
    return zone


def _pile_icons(pile: list[str], splay: str) -> int:
    """A pile's share of `board.packed_icons`."""
    if not pile:
        return 0
    total = PACKED_TOP[pile[-1]]
    if splay != "none" and len(pile) > 1:
        total += sum(map(PACKED_UNDER[splay].__getitem__, pile[:-1]))
    return total


def _put(s: InnovationState, card: str, zone: Zone, bottom: bool = False) -> None:
    kind = zone[0]
    if kind == "board":
        p = zone[1]
        color = COLOR_OF[card]
        pile = s.boards[p][color]
        # the icon counts kept up to date rather than counted again (`packed_icons`: the top
        # card shows all its icons, the ones beneath what the splay shows)
        total = s.icon_cache[p]
        if total is not None:
            splay = s.splays[p][color]
            if not pile:
                total += PACKED_TOP[card]
            elif bottom:
                if splay != "none":
                    total += PACKED_UNDER[splay][card]
            else:
                old = pile[-1]
                total += PACKED_TOP[card] - PACKED_TOP[old]
                if splay != "none":
                    total += PACKED_UNDER[splay][old]
            s.icon_cache[p] = total
        if bottom:
            pile.insert(0, card)
        else:
            pile.append(card)
        s.unchecked[p] = True  # (`board_changed`, the icon counts kept)
        s.tops_cache[p] = None
    elif kind == "deck":
        deck = s.decks[CARDS[card].age]
        if bottom:
            deck.insert(0, card)
        else:
            deck.append(card)
    else:
        s.cards_in(zone).append(card)
    s.where[card] = zone


def _owner(zone: Zone) -> int | None:
    """Who may see a hidden zone's faces: a hand's or score pile's owner."""
    return zone[1] if zone[0] in ("hand", "score") else None


def _holder(zone: Zone) -> int | None:
    """The player a zone belongs to (None for the supply, the achievements pool, the box)."""
    return zone[1] if len(zone) > 1 else None


def _relocate(s: InnovationState, card: str, dest: Zone, bottom: bool = False) -> Zone:
    # (`_take` and `_put` inlined for the common zones: every move of every card passes here)
    src = s.where[card]
    kind = src[0]
    if kind == "hand":
        s.hands[src[1]].remove(card)
    elif kind == "score":
        s.scores[src[1]].remove(card)
        s.points_cache[src[1]] = None
    else:
        _take(s, card)
    kind = dest[0]
    if kind == "hand":
        s.hands[dest[1]].append(card)
        s.where[card] = dest
    elif kind == "score":
        s.scores[dest[1]].append(card)
        s.points_cache[dest[1]] = None
        s.where[card] = dest
    else:
        _put(s, card, dest, bottom)
    if card in s.revealed:
        s.revealed.remove(card)
    s.changes += 1
    return src


# player -> the `visible_to` of what only they see (one list each: the log's events are read-only)
_SEEN_BY = tuple([p] for p in range(4))
# player -> their hand, board, score pile (zones are tuples: one each, made once)
_HAND = tuple(("hand", p) for p in range(4))
_BOARD = tuple(("board", p) for p in range(4))
_SCORE = tuple(("score", p) for p in range(4))
# card -> the `secret` of an event that hides it (one dict each, shared by the events alike)
_SECRET = {c: {"card": c} for c in CARDS}


def _log_move(
    s: InnovationState, name: str, card: str, src: Zone, dest: Zone, player: int | None, to_player: int = -1
) -> None:
    """Log a move (`to_player` for a transfer): the card's name is public when it comes from or
    goes to a board; otherwise only the owners of the hidden zones involved see it. A move that
    shows a hidden card to someone who could not see it makes an undo checkpoint."""
    event, reveals = _MOVE_EVENTS.get((name, card, src, dest, player, to_player)) or _move_event(
        name, card, src, dest, player, to_player
    )
    s.log.append(event)  # (State.emit of an event made once)
    if reveals:
        s.chance += 1  # (checkpoint)


# Logged events made once and shared: an event is never changed once written (the engine copies
# it to redact it), so equal events may be one object, in one log and in many. A game keeps
# every event it logs, and keeping new dicts for every move of a long game cost about a tenth of
# a random game's time; a log of shared events keeps a reference per move.
_EVENTS_LIMIT = 30_000  # (per table: 450 games of 2-4 players made 7,500 moves' events; kept bounded)
# (name, card, from, to, player, to_player) -> (the event, whether it shows a hidden card)
_MOVE_EVENTS: dict[tuple, tuple[dict, bool]] = {}


def _move_event(
    name: str, card: str, src: Zone, dest: Zone, player: int | None, to_player: int
) -> tuple[dict, bool]:
    args: dict = {"player": player}
    if to_player >= 0:
        args["to_player"] = to_player
    args["age"] = AGE_OF[card]
    frm = args["from"] = src[0]
    to = args["to"] = dest[0]
    if frm == "board" or to == "board":
        args["card"] = card
        made = ({"event": name, "args": args}, frm != "board")
    else:
        was = src[1] if frm == "hand" or frm == "score" else None  # (_owner)
        now = dest[1] if to == "hand" or to == "score" else None
        # (`log.event`, inlined: seen by the owners, in seat order)
        if was is None:
            seen = [] if now is None else _SEEN_BY[now]
        elif now is None or now == was:
            seen = _SEEN_BY[was]
        else:
            seen = [was, now] if was < now else [now, was]
        event = {"event": name, "args": args, "secret": _SECRET[card], "visible_to": seen}
        made = (event, now is not None and now != was)
    if len(_MOVE_EVENTS) >= _EVENTS_LIMIT:
        _MOVE_EVENTS.clear()
    _MOVE_EVENTS[name, card, src, dest, player, to_player] = made
    return made


# -- drawing ---------------------------------------------------------------------------------


def draw(s: InnovationState, p: int, age: int) -> str:
    """Draw from the first non-empty deck of `age` or higher (a value below 1 draws a 1).
    Having to draw above 10 ends the game at once."""
    a = age if age > 1 else 1  # (max(age, 1), without the call)
    while a <= 10 and not s.decks[a]:
        a += 1
    if a > 10:
        raise end_by_score(s)
    # (`_relocate` from a deck's top to a hand, inlined: drawing is the commonest move)
    deck = s.decks[a]
    chance.top(s, deck, DECK_PILE[a])
    card = deck.pop()
    s.hands[p].append(card)
    s.where[card] = _HAND[p]
    if card in s.revealed:
        s.revealed.remove(card)
    s.changes += 1
    s.chance += 1  # (checkpoint)
    s.log.append(_DRAW_EVENTS.get((p, a, age, card)) or _draw_event(p, a, age, card))
    return card


# (player, age drawn, age asked, card) -> the "draw" event (made once, as `_MOVE_EVENTS`)
_DRAW_EVENTS: dict[tuple[int, int, int, str], dict] = {}


def _draw_event(p: int, a: int, age: int, card: str) -> dict:
    if len(_DRAW_EVENTS) >= _EVENTS_LIMIT:
        _DRAW_EVENTS.clear()
    made = _DRAW_EVENTS[p, a, age, card] = {
        "event": "draw",
        "args": {"player": p, "age": a, "asked": age},
        "secret": _SECRET[card],
        "visible_to": _SEEN_BY[p],
    }
    return made


def draw_action(s: InnovationState, p: int) -> str:
    """The Draw action (and the sharing bonus): from your highest top card's age."""
    return draw(s, p, highest_top_value(s, p))


def reveal(s: InnovationState, p: int, card: str) -> None:
    """Show a card to everyone; it stays where it is, known, until it moves or the action ends."""
    if card not in s.revealed:
        s.revealed.append(card)
    s.checkpoint()
    s.emit("reveal", {"player": p, "card": card, "age": CARDS[card].age})


# -- placing cards ----------------------------------------------------------------------------


def meld(s: InnovationState, p: int, card: str) -> None:
    board = _BOARD[p]
    src = _relocate(s, card, board)
    _log_move(s, "meld", card, src, board, p)
    check_specials(s)


def tuck(s: InnovationState, p: int, card: str) -> None:
    board = _BOARD[p]
    src = _relocate(s, card, board, True)  # (at the bottom)
    s.counters["tucked"][p] += 1
    _log_move(s, "tuck", card, src, board, p)
    check_specials(s)


def score(s: InnovationState, p: int, card: str) -> None:
    pile = _SCORE[p]
    src = _relocate(s, card, pile)
    s.counters["scored"][p] += 1
    s.unchecked[p] = True  # (Monument)
    _log_move(s, "score", card, src, pile, p)
    check_specials(s)


def return_card(s: InnovationState, card: str) -> None:
    """Put a card at the bottom of its age's supply deck."""
    src = _relocate(s, card, ("deck",), True)  # (at the bottom)
    _log_move(s, "return", card, src, ("deck",), _holder(src))
    check_specials(s)


def transfer(s: InnovationState, card: str, to_player: int, to_zone: str, *, bottom: bool = False) -> None:
    """Move a card to another player's (or your own) hand, score pile or board. Cards
    transferred to a board go on top of their pile unless `bottom`. Not "scoring"."""
    if to_zone not in ZONE_NAMES:
        raise ValueError(to_zone)
    dest = (to_zone, to_player)
    src = _relocate(s, card, dest, bottom)
    _log_move(s, "transfer", card, src, dest, _holder(src), to_player)
    check_specials(s)


def exchange(s: InnovationState, moves: list[tuple[str, int, str]]) -> None:
    """Several transfers that happen at once: every card moves, then the special
    achievements are checked (so simultaneous eligibility is settled by turn order)."""
    for card, to_player, to_zone in moves:
        dest = (to_zone, to_player)
        src = _relocate(s, card, dest)
        _log_move(s, "transfer", card, src, dest, _holder(src), to_player)
    check_specials(s)


def remove(s: InnovationState, cards: list[str]) -> None:
    """Remove cards from the game (all at once)."""
    for card in cards:
        src = _relocate(s, card, ("removed",))
        _log_move(s, "remove", card, src, ("removed",), _holder(src))
    check_specials(s)


def rearrange(s: InnovationState, p: int, color: str, top_first: list[str]) -> bool:
    """Put a pile in a new order (Publications). Returns whether anything changed."""
    pile = s.boards[p][color]
    new = list(reversed(top_first))
    if sorted(new) != sorted(pile):
        raise ValueError("rearrange must keep the same cards")
    if new == pile:
        return False
    pile[:] = new
    s.board_changed(p)
    s.changes += 1
    s.emit("rearrange", {"player": p, "color": color, "cards": list(top_first)})
    check_specials(s)
    return True


# -- splays -----------------------------------------------------------------------------------


def can_splay(s: InnovationState, p: int, color: str, direction: str) -> bool:
    """A splay changes something only on a pile of two or more not already so splayed."""
    return len(s.boards[p][color]) >= 2 and s.splays[p][color] != direction


def splay(s: InnovationState, p: int, color: str, direction: str) -> bool:
    if not can_splay(s, p, color, direction):
        return False
    pile, splays = s.boards[p][color], s.splays[p]
    total = s.icon_cache[p]  # (kept up to date: the pile's share counted again)
    if total is not None:
        s.icon_cache[p] = total - _pile_icons(pile, splays[color]) + _pile_icons(pile, direction)
    splays[color] = direction
    s.unchecked[p] = True  # (`board_changed`, the icon counts kept)
    s.changes += 1
    s.emit("splay", {"player": p, "color": color, "direction": direction})
    check_specials(s)
    return True


def unsplay(s: InnovationState, p: int, color: str) -> bool:
    if s.splays[p][color] == "none":
        return False
    s.splays[p][color] = "none"
    s.board_changed(p)
    s.changes += 1
    s.emit("unsplay", {"player": p, "color": color})
    return True
