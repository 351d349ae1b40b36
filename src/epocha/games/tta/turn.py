"""A player's turn: start (replenish the row, make the tactic common), politics and actions,
end of turn (military discard, uprising, production, military draw, reset); round 1; resigning;
the end of the game."""

from __future__ import annotations

from typing import Any

from epocha.engine import WAIT, Frame, GameOver
from epocha.engine.choice import choice_frame
from epocha.engine.message import msg, nmsg, rule_cause
from epocha.engine.plain import copy_plain

from . import moves, row, tokens
from .actions import END_POLITICS_VALUE, POLITICAL, discard_due, over_the_limit, perform
from .aggressions import return_markers
from .catalog import facts, key_of
from .effects import run_hooks
from .events import reveal_event
from .pacts import end_pact
from .production import fewer_choices, production
from .ratings import (
    available,
    discontent,
    in_uprising,
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
        # (2006) a political action that asked others first is done: the discard comes now
        if discard_due(s, p) and p.turn["politics"] and _ask_discard(s, p, f, "after"):
            return
        f.step = WAIT
        return
    if step == "answer":
        if arg == END_POLITICS_VALUE:  # (2006) no political action: the discard comes now
            p.turn["politics"] = True
            if not _ask_discard(s, p, f, "after"):
                f.step = WAIT
            return
        if (arg == ("end_turn",) or arg[0] not in POLITICAL) and discard_due(s, p):
            p.turn["discarded"] = True  # (2006) the politics phase is over: nothing over the limit
        if arg == ("end_turn",):
            f.step = "end"
            return
        _perform(s, p, f, arg)
        return
    if step == "after":  # (2006) the cards over the limit discarded after the politics phase
        _discard(s, p, arg)
        f.step = WAIT
        return
    if step == "end":
        # (2006: the discard came after the politics, or a card excused it this turn)
        done = s.edition.discard_after_politics or p.turn.get("discarded")
        excess = 0 if done else over_the_limit(s, p)
        if excess > 0:
            _ask_discard(s, p, f, "discard")
            return
        step = "discard"
    if step == "discard":
        _discard(s, p, arg)
        run_hooks(s, p, "end_of_turn")
        if s.stack[-1] is not f:  # a card's end of turn asks something first
            f.step = "finish"
            return
        step = "finish"  # (as the loop would run it next)
    if step == "finish":
        mines = fewer_choices(s, p)
        if mines:  # (2006's optional rule) one resource token fewer, to spare corruption
            s.stack.append(
                choice_frame(
                    p.seat,
                    "cards",
                    mines,
                    may=True,
                    prompt=msg(
                        "Produce one resource token fewer on a mine, to avoid corruption?",
                        cause=rule_cause("edition-2006.corruption-choice"),
                    ),
                )
            )
            f.step = "fewer"
            return
        end_of_turn(s, p)
    if step == "fewer":
        end_of_turn(s, p, fewer=arg)


def _perform(s: TTAState, p: Player, f: Frame, action: tuple) -> None:
    f.step = "act"
    perform(s, p, action)
    if p.resigned:  # the civilization left: no end of turn, play passes on (§10.6)
        f.step = None
        next_turn(s, p.seat)
    elif f.step == "act" and s.stack[-1] is f:
        # (2006) the political action done: the cards over the limit go now
        if discard_due(s, p) and p.turn["politics"] and _ask_discard(s, p, f, "after"):
            return
        f.step = WAIT  # (nothing to finish first: waiting at once, as the step "act" would)


# the rule of the discard: at the end of the turn, or (2006) after the political action, as the
# Advanced game's rules say
_DISCARD_RULE = {False: rule_cause("end-of-turn.discard-military"), True: rule_cause("edition-2006.advanced")}


def _ask_discard(s: TTAState, p: Player, f: Frame, then: str) -> bool:
    """Ask `p` to discard the military cards over the limit (the frame goes on at `then`);
    False when there are none over it. In 2006 the discard is done once a turn, asked or not."""
    if s.edition.discard_after_politics:
        p.turn["discarded"] = True
    excess = over_the_limit(s, p)
    if excess <= 0:
        return False
    s.stack.append(
        choice_frame(
            p.seat,
            "cards",
            list(p.military_hand),
            multi=True,
            min=excess,
            max=excess,
            # (the New Story: the turn then ends, military cards are drawn)
            irreversible=not s.edition.discard_after_politics,
            prompt=nmsg(
                "Discard {n} military card over your limit",
                "Discard {n} military cards over your limit",
                "n",
                n=excess,
                # (2006: after the political action, as its Advanced game says)
                cause=rule_cause(
                    "edition-2006.advanced"
                    if s.edition.discard_after_politics
                    else "end-of-turn.discard-military"
                ),
            ),
        )
    )
    f.step = then
    return True


def _discard(s: TTAState, p: Player, cards: list[str] | None) -> None:
    for card in cards or []:
        moves.discard_military(s, p, card)
    if cards:
        moves.emit(s, "discard_military", {"player": p.seat, "count": len(cards)})


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


def end_of_turn(s: TTAState, p: Player, fewer: str | None = None) -> None:
    """`fewer`: the mine producing one token fewer (2006's optional corruption rule)."""
    rated = ratings(s, p)  # for the uprising, and the points production scores
    uprising = in_uprising(s, p, rated)
    if uprising:
        skipped = {"maintenance": True} if s.edition.uprising_skips_maintenance else {}
        moves.emit(s, "uprising", {"player": p.seat, "discontent": discontent(s, p, rated), **skipped})
    else:
        if fewer is not None:
            moves.emit(s, "fewer_resources", {"player": p.seat, "card": key_of(fewer)})
        production(s, p, rated=rated, fewer=fewer)
    _, ma = available(s, p)
    # (2006: an uprising skips the whole maintenance, the military cards with it)
    drawn = not (uprising and s.edition.uprising_skips_maintenance)
    drawn = drawn and not s.variants.draw_in_turn  # (the 2006 variant: drawn during the turn)
    if ma and s.edition.military_hands and drawn and s.age in s.edition.ages:
        moves.draw_military(s, p, min(3, ma), why="turn")
    if s.markers:  # (milder fights) those not taken again this turn go back
        return_markers(s, p)
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
        # a war card removed from the game goes face down to its age's military discards, like
        # every military card (§13.4)
        if war["on"] == p.seat:  # removed from the game; its declarer scores 7 culture
            s.wars.remove(war)
            moves.to_discards(s, war["card"])
            moves.emit(s, "war_void", {"player": war["by"], "card": key_of(war["card"]), "rival": p.seat})
            if s.edition.void_war_culture:  # (2006: the war simply does not happen)
                moves.score(s, s.players[war["by"]], culture=s.edition.void_war_culture, why="resign")
        elif war["by"] == p.seat:  # a card it has in play: it leaves with them
            s.wars.remove(war)
            moves.to_discards(s, war["card"])
    s.markers = [m for m in s.markers if p.seat not in (m["on"], m["by"])]  # (milder fights)
    for card in list(p.pacts):  # those it laid and those others laid with it
        end_pact(s, card, why="resign")
    for card in list(p.military_hand):
        moves.discard_military(s, p, card)
    in_play = [p.government, *p.specials.values(), p.leader, *p.wonders, *p.colonies, *p.techs]
    own_tactic = p.exclusive if s.edition.tactic_copying else p.tactic  # (2006: the one in play)
    left = [*p.civil_hand, *(c for c in [*in_play, p.building, own_tactic] if c)]
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
        for pile in (s.current_events, s.future_events, s.scoring_events):
            if card in pile:
                pile.remove(card)
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
