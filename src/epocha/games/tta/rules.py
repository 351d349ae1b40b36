"""Through the Ages' `Rules`: the engine's entry points into the game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from epocha.engine import WAIT, Decision, Frame, GameOver, Rng, Rules, chance
from epocha.engine import frames as frame_stack
from epocha.engine.choice import choice_actions, run_choice
from epocha.engine.message import card as card_arg
from epocha.engine.message import is_message, msg, rule_cause
from epocha.engine.message import seat as seat_arg

from . import row, tokens
from .actions import Worded, shown_as_is, turn_parts, worded_key
from .aggressions import run_aggression
from .catalog import DECK_FACTS_2006, deck_keys, facts, instances, key_of
from .edition import GRADUAL_EVENTS, edition_of
from .effects import run_card_frame, run_lose_workers
from .events import draw_scoring_events, lay_hidden_bonuses, run_colonize, run_event
from .heuristic import evaluate, evaluate_all
from .manifest import OPTIONS
from .messages import log_message, section_2006
from .pacts import run_pact
from .ratings import sync_actions
from .state import TTAState, deck_pile
from .turn import result, run_turn, start_of_turn_effects, turn_frame
from .wars import run_war

HANDLERS = {
    "turn": run_turn,
    "card": run_card_frame,
    "event": run_event,
    "colonize": run_colonize,
    "aggression": run_aggression,
    "war": run_war,
    "pact": run_pact,
    "lose_workers": run_lose_workers,
    "choice": lambda s, f, step, arg: run_choice(f, step, arg),
}


class TTARules(Rules):
    name = "tta"
    title = "Through the Ages: A New Story of Civilization"
    min_players = 2
    max_players = 4
    options = OPTIONS
    concession_types = frozenset({"resign"})
    length_unit = "rounds"  # the rules count the game in rounds (every seat still in plays once)

    def title_for(self, options: dict) -> str:
        edition = edition_of(options)
        if edition.name == "2006":
            return f"Through the Ages: A Story of Civilization (2006), {_GAMES_2006[edition.mode]}"
        return self.title

    def setup(self, players: int, seed: int, options: dict) -> TTAState:
        s = TTAState(players, options, Rng(seed))
        edition, variants = s.edition, s.variants
        for p in s.players:
            p.blue = edition.blue_tokens
            if variants.easier:  # (§20.5) one more yellow token in the bank
                tokens.from_box(p, "yellow", 1)
            for key in edition.starting:
                card = f"{key}#p{p.seat}"
                if facts(card).type == "government":
                    p.government = card
                else:
                    p.techs.append(card)
                    if key in edition.starting_workers:
                        p.workers[card] = edition.starting_workers[key]
            sync_actions(s, p)
        # round 1: 1, 2, 3, 4 civil actions by seat from the starting player; no military ones
        for i, seat in enumerate(s.clockwise_from(s.start_player)):
            p = s.players[seat]
            p.ca_spent = max(0, p.totals["ca"] - (i + 1))
            p.ma_spent = p.totals["ma"]
        civil = [c for key in deck_keys("civil", "A", edition=edition.name) for c in instances(key, players)]
        chance.shuffle(s, civil, deck_pile("civil", "A"))
        s.civil_decks["A"] = civil
        row.fill(s)
        event_keys = deck_keys("military", "A", edition=edition.name)
        events = [c for key in event_keys for c in instances(key, players)]
        if edition.events_from_round is not None:
            # the Simple game: its event deck is the Age A events but one, all of them
            left_out = [c for c in events if facts(c).name in DECK_FACTS_2006["simple_events_left_out"]]
            s.removed.extend(left_out)
            s.current_events = [c for c in events if c not in left_out]
            chance.shuffle(s, s.current_events)
        else:
            chance.shuffle(s, events)
            s.current_events = events[: players + 2]
            s.box = events[players + 2 :]  # the rest go back to the box unseen
        if edition.scoring_events:
            draw_scoring_events(s, edition.scoring_events)
        elif variants.bonuses:  # (§20.5, the Full game) pre-revealed bonuses
            draw_scoring_events(s, variants.bonuses)
        elif variants.gradual_reveal:
            lay_hidden_bonuses(s, GRADUAL_EVENTS)
        # (the edition and game: the log's entries read which rules they follow from here)
        s.emit("setup", {"players": players, "edition": edition.name, "mode": edition.mode})
        self._continue(s)
        return s

    # -- decisions ---------------------------------------------------------------------------

    def decisions(self, s: TTAState) -> dict[int, Decision]:  # type: ignore[override]
        if s.result is not None or not s.stack:
            return {}
        top = s.stack[-1]
        if top.kind == "turn":
            return {top.data["seat"]: self._turn_decision(s, top.data["seat"])}
        return {top.data["seat"]: self._choice_decision(s, top)}

    def _turn_decision(self, s: TTAState, seat: int) -> Decision:
        actions, values, display, display_key = turn_parts(s, s.players[seat])
        return Decision(
            seat=seat,
            kind="turn",
            prompt=_FIRST_ROUND_PROMPT if s.round == 1 else _TURN_PROMPT,
            actions=actions,
            values=values,
            display=display,
            display_key=display_key,
            distinct=True,  # a turn's actions differ in their type or in what they name
        )

    def _choice_decision(self, s: TTAState, frame: Any) -> Decision:
        d = frame.data
        kind = d["kind"]
        labels = d.get("labels") or {}
        # the last pick of a choice that says so draws or reveals (the military cards discarded
        # at the end of a turn: the turn then ends)
        final = bool(d.get("irreversible")) and len(d["picked"]) + 1 >= d["max"]

        def render(option: Any) -> tuple[dict, dict]:
            fields, label = _option_words(kind, option, labels)
            if final:
                fields["irreversible"] = True
            return fields, label

        actions, values = choice_actions(frame, render)
        display = display_key = None
        if kind in _KEYED_KINDS:
            # a card, player or bid to choose looks the same in every choice that offers it (its
            # words made once: `_option_words`): people are shown it as the engine made it once
            actions = [
                Worded(a, ("choose", kind, v, final) if a["type"] == "choose" else (a["type"],))
                for a, v in zip(actions, values, strict=True)
            ]
            display, display_key = shown_as_is, worded_key
        context = {
            "card": d.get("card"),
            "multi": d["multi"],
            "picked": list(d["picked"]),
            "kind": kind,
            # what was picked so far, in words (a message each)
            "chosen": [_option_words(kind, o, labels)[1] for o in d["picked"]],
        }
        return Decision(
            seat=d["seat"],
            kind=kind,
            prompt=d["prompt"],
            actions=actions,
            values=values,
            context=context,
            display=display,
            display_key=display_key,
        )

    # -- applying -----------------------------------------------------------------------------

    def apply(self, s: TTAState, seat: int, value: Any) -> None:  # type: ignore[override]
        try:
            frame_stack.answer(s.stack, value)
            self._continue(s)
        except GameOver as over:
            self._finish(s, over.result)

    def _continue(self, s: TTAState) -> None:
        """Run frames until a player must decide; a new turn starts when one ends."""
        try:
            while True:
                waiting = frame_stack.run(s.stack, s, HANDLERS)
                if waiting is not None:
                    return
                s.stack.append(turn_frame(s.turn_player))
        except GameOver as over:
            self._finish(s, over.result)

    def _finish(self, s: TTAState, res: dict) -> None:
        s.stack.clear()
        s.phase = "over"
        s.result = res
        s.emit("game_over", dict(res))

    def log_message(self, event: dict) -> dict | None:
        return log_message(event)

    def worded(self, event: dict, log: Sequence[dict], i: int) -> dict | None:
        """The message with its cause, the 2006 game's own section where its rules differ
        from the New Story's section the message names (the game is read from the log)."""
        m = super().worded(event, log, i)
        if m is not None and "rule" in (cause := m.get("cause") or {}):
            section = section_2006(cause["rule"], log)
            if section is not None:
                m["cause"] = rule_cause(section)
        return m

    def view(self, s: TTAState, seat: int | None) -> dict:  # type: ignore[override]
        from .view import state_view

        return state_view(s, seat)

    def from_position(self, position: dict, seed: int, options: dict) -> TTAState:
        from .position import from_position

        s = from_position(position, seed, options)
        s.emit("position", {"players": s.n, "edition": s.edition.name, "mode": s.edition.mode})
        # a position is the turn player's moment to act: the start of their turn is behind them
        if s.round > 1:
            start_of_turn_effects(s, s.players[s.turn_player])
        s.stack.append(Frame("turn", {"seat": s.turn_player}, step="act"))
        self._continue(s)
        return s

    def to_position(self, s: TTAState) -> dict:  # type: ignore[override]
        from .position import to_position

        return to_position(s)

    def determinize(self, s: TTAState, seat: int | None, rng: Rng) -> TTAState:  # type: ignore[override]
        from .determinize import determinize

        return determinize(s, seat, rng)

    def shown_as(self, component: Any) -> Any:
        return key_of(component)  # a card's copies ("A:Urban Growth#2") show its name

    def evaluate(self, s: TTAState, seat: int) -> float:  # type: ignore[override]
        return evaluate(s, seat)

    def evaluate_all(self, s: TTAState) -> list[float]:  # type: ignore[override]
        return evaluate_all(s)  # (imported once: search scores every playout's end)

    def game_length(self, s: TTAState) -> int:  # type: ignore[override]
        """Rounds begun, the current one included (the last round stays current at the end)."""
        return s.round

    def state_from_dict(self, data: dict) -> TTAState:  # type: ignore[override]
        return TTAState.from_dict(data)


# the 2006 edition's games, as a table's title names them
_GAMES_2006 = {"simple": "Simple game", "advanced": "Advanced game", "full": "Full game"}

# the kinds of choice whose options' words are made from the option alone
_KEYED_KINDS = frozenset({"cards", "player", "value"})

# a turn's question, made once (read, never changed)
_FIRST_ROUND_PROMPT = msg("Round 1: take cards from the row", cause=rule_cause("turn.first-round"))
_TURN_PROMPT = msg("Your turn: choose an action", cause=rule_cause("turn"))


# The words of a card, a player or a bid to choose, made once each: a message is put into
# words once (the engine remembers it by identity), and choices offer the same ones again.
@cache
def _card_option(key: str) -> tuple[dict, dict]:
    target = card_arg(key)
    return target, msg("{card}", card=target)


@cache
def _player_option(seat: int) -> dict:
    return msg("{who}", who=seat_arg(seat))


@cache
def _bid_option(n: int) -> dict:
    return msg("Bid {n}", n=n)


def _option_words(kind: str, option: Any, labels: dict) -> tuple[dict, dict]:
    """An option of a choice: the fields that name it (with its display fields) and its label."""
    if kind == "cards":
        target, label = _card_option(key_of(option))
        return {"cards": [option], "target": target}, label
    if kind == "player":
        return {"player": option}, _player_option(option)
    if kind == "value":  # the only number Through the Ages asks for is a bid
        return {"value": option}, _bid_option(option)
    # an option a card or a rule names, with its words (a message, or a message and more
    # display fields: {"label": message, "cost": [...], ...})
    shown = labels[option]
    if is_message(shown):
        return {kind: option}, shown
    return {kind: option, **{k: v for k, v in shown.items() if k != "label"}}, shown["label"]


RULES = TTARules()

__all__ = ["RULES", "WAIT", "result"]
