"""A player's turn: start (replenish the row, make the tactic common), politics and actions,
end of turn (military discard, uprising, production, military draw, reset); round 1; resigning;
the end of the game."""

from __future__ import annotations

from typing import Any

from epocha.engine import WAIT, Frame, GameOver
from epocha.engine.choice import choice_frame
from epocha.engine.message import nmsg, rule_cause
from epocha.engine.plain import copy_plain

from . import moves, row, tokens
from .actions import perform
from .catalog import facts, key_of
from .effects import run_hooks
from .events import reveal_event
from .pacts import end_pact
from .production import production
from .ratings import (
    available,
    discontent,
    in_uprising,
    military_hand_limit,
    ratings,
    sync_actions,
)
from .rules_base import rules_of
from .simple_game import score_final_bonus
from .state import FRESH_TURN, Player, TTAState
from .wars import resolve_wars


def fresh_turn() -> dict:
    """A copy of `FRESH_TURN` (as `copy_plain`: its lists and dicts copied, the rest shared)."""
    return {k: copy_plain(v) if type(v) in (list, dict) else v for k, v in FRESH_TURN.items()}


def turn_frame(seat: int) -> Frame:
    return Frame("turn", {"seat": seat}, step="start")


def run_turn(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    p = s.players[f.data["seat"]]
    if step == "start":
        s.turn_player = p.seat
        moves.emit(s, "turn", {"player": p.seat, "round": s.round})
        if s.round > 1:
            start_of_turn(s, p)
        # (nothing to finish first: waiting at once, as the step "act" would)
        f.step = WAIT if s.stack[-1] is f else "act"
        return
    if step == "act":
        f.step = WAIT
        return
    if step == "answer":
        if arg == ("end_turn",):
            f.step = "end"
            return
        f.step = "act"
        perform(s, p, arg)
        if p.resigned:  # the civilization left: no end of turn, play passes on (§10.6)
            f.step = None
            next_turn(s, p.seat)
        elif f.step == "act" and s.stack[-1] is f:
            f.step = WAIT  # (nothing to finish first: waiting at once, as the step "act" would)
        return
    if step == "end":
        excess = len(p.military_hand) - military_hand_limit(s, p)
        if excess > 0:
            s.stack.append(
                choice_frame(
                    p.seat,
                    "cards",
                    list(p.military_hand),
                    multi=True,
                    min=excess,
                    max=excess,
                    irreversible=True,  # the turn then ends: military cards are drawn
                    prompt=nmsg(
                        "Discard {n} military card over your limit",
                        "Discard {n} military cards over your limit",
                        "n",
                        n=excess,
                        cause=rule_cause("end-of-turn.discard-military"),
                    ),
                )
            )
            f.step = "discard"
            return
        step = "discard"
    if step == "discard":
        for card in arg or []:
            moves.discard_military(s, p, card)
        if arg:
            moves.emit(s, "discard_military", {"player": p.seat, "count": len(arg)})
        run_hooks(s, p, "end_of_turn")
        if s.stack[-1] is not f:  # a card's end of turn asks something first
            f.step = "finish"
            return
        step = "finish"  # (as the loop would run it next)
    if step == "finish":
        end_of_turn(s, p)


def start_of_turn(s: TTAState, p: Player) -> None:
    if s.age == "A":
        row.replenish(s)
        if s.age == "A":
            row.end_age_a(s)
            row.fill(s)
    else:
        row.replenish(s)
    resolve_wars(s, p)
    if p.exclusive:
        moves.make_tactic_common(s, p)
    start_of_turn_effects(s, p)
    first = s.edition.events_from_round
    if first is not None and s.round >= first and p.seat == s.clockwise_from(s.start_player)[0]:
        reveal_event(s, p.seat)  # the Simple game: an event each round, everyone resolves it


def start_of_turn_effects(s: TTAState, p: Player) -> None:
    """The cards' start-of-turn effects (the turn's pools: Homer)."""
    run_hooks(s, p, "start_of_turn")


def end_of_turn(s: TTAState, p: Player) -> None:
    rated = ratings(s, p)  # for the uprising, and the points production scores
    if in_uprising(s, p, rated):
        moves.emit(s, "uprising", {"player": p.seat, "discontent": discontent(s, p, rated)})
    else:
        production(s, p, rated=rated)
    _, ma = available(s, p)
    if s.age != "IV" and ma and s.edition.military_hands:
        moves.draw_military(s, p, min(3, ma), why="turn")
    p.ca_spent = 0
    p.ma_spent = 0
    p.turn = fresh_turn()
    next_turn(s, p.seat)


def next_turn(s: TTAState, seat: int) -> None:
    """Pass the turn clockwise to the next player still in the game. A round opens with the
    starting player's turn, or, if they resigned, with the next player's still in the game: a
    new round begins when the turn passes the starting player's seat. After the last round the
    game ends."""
    nxt = s.clockwise_from((seat + 1) % s.n)[0]
    steps = (nxt - seat) % s.n or s.n
    if (s.start_player - seat - 1) % s.n + 1 <= steps:
        if s.last_round is not None and s.round >= s.last_round:
            end_game(s)
        s.round += 1
    s.turn_player = nxt


def resign(s: TTAState, p: Player) -> None:
    """The civilization leaves the game at once (§10.6): its military cards are discarded face
    down, its civil hand and every card in play leave the game face up (the board with its
    printed cards), its tokens go back to the box. The last civilization left wins."""
    moves.emit(s, "resign", {"player": p.seat})
    for war in list(s.wars):
        if war["on"] == p.seat:  # removed from the game; its declarer scores 7 culture
            s.wars.remove(war)
            s.removed.append(war["card"])
            moves.emit(s, "war_void", {"player": war["by"], "card": key_of(war["card"]), "rival": p.seat})
            moves.score(s, s.players[war["by"]], culture=7, why="resign")
        elif war["by"] == p.seat:  # a card it has in play: it leaves with them
            s.wars.remove(war)
            s.removed.append(war["card"])
    for card in list(p.pacts):  # those it laid and those others laid with it
        end_pact(s, card, why="resign")
    for card in list(p.military_hand):
        moves.discard_military(s, p, card)
    in_play = [p.government, *p.specials.values(), p.leader, *p.wonders, *p.colonies, *p.techs]
    left = [*p.civil_hand, *(c for c in [*in_play, p.building, p.exclusive] if c)]
    s.removed.extend(c for c in left if not facts(c).starting)  # the board leaves with its cards
    tokens.everything_to_box(p)
    p.civil_hand.clear()
    p.techs.clear()
    p.specials.clear()
    p.wonders.clear()
    p.ruined.clear()
    p.colonies.clear()
    p.government = ""
    p.leader = p.building = p.exclusive = p.tactic = p.homer_under = None
    p.resigned = True
    sync_actions(s, p)
    p.ca_spent = p.ma_spent = 0
    p.turn = fresh_turn()
    remaining = s.active_seats()
    if len(remaining) == 1:
        raise GameOver(result(s, remaining, "resignation"))


def end_game(s: TTAState) -> None:
    """After the last round: the Age III events left in the event decks, the cards' end-of-game
    effects, then the most culture wins (ties share the win)."""
    from .events import final_events

    s.phase = "over"
    s.turn_player = s.clockwise_from(s.start_player)[0]
    for card in final_events(s):  # revealed and evaluated: then face up with the past events
        (s.current_events if card in s.current_events else s.future_events).remove(card)
        s.prepared.pop(card, None)
        s.past_events.append(card)
        moves.emit(s, "final_event", {"card": key_of(card)})
        final_event(s, card)
    for p in s.players:
        if not p.resigned:
            run_hooks(s, p, "end_of_game")
    if s.edition.final_bonus:
        for q in s.active_seats():
            score_final_bonus(s, s.players[q])
    best = max(s.players[q].culture for q in s.active_seats())
    raise GameOver(result(s, [q for q in s.active_seats() if s.players[q].culture == best], "culture"))


def final_event(s: TTAState, card: str) -> None:
    from .effects import Ctx

    rules_of(card).play(Ctx(s, s.turn_player, card))


def result(s: TTAState, winners: list[int], reason: str) -> dict:
    return {"winners": sorted(winners), "scores": [p.culture for p in s.players], "reason": reason}
