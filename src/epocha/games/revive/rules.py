"""Revive's `Rules`: the engine's entry points into the game."""

from __future__ import annotations

from typing import Any

from epocha.engine import Decision, GameOver, Rng, Rules
from epocha.engine import frames as frame_stack
from epocha.engine.choice import choice_actions, run_choice
from epocha.engine.message import msg, rule_cause

# the programs register themselves when their modules are imported
from . import artifacts as _artifacts  # noqa: F401
from . import cards as _cards  # noqa: F401
from . import effects as _effects  # noqa: F401
from . import hibernate as _hibernate  # noqa: F401
from . import machines as _machines  # noqa: F401
from . import mapactions as _mapactions  # noqa: F401
from . import solo as _solo  # noqa: F401
from . import tribes as _tribes  # noqa: F401
from .heuristic import evaluate, evaluate_all
from .manifest import OPTIONS
from .messages import log_message
from .programs import run_program, start
from .scoring import final_result
from .setup import choose_tribe, keep_artifact_card, setup, tribe_choices
from .state import ReviveState
from .turn import next_turn, take, turn_is_over, turn_options
from .words import option_label, turn_label

HANDLERS = {
    "do": run_program,
    "choice": lambda s, f, step, arg: run_choice(f, step, arg),
}

_TURN_PROMPT = msg("Your turn: up to two actions, or hibernate", cause=rule_cause("turn"))
_TRIBE_PROMPT = msg("Choose your tribe (and its side)", cause=rule_cause("tribes"))
_KEEP_PROMPT = msg(
    "Keep one of your two artifact cards (the other goes back to the box)", cause=rule_cause("artifacts")
)


class ReviveRules(Rules):
    name = "revive"
    title = "Revive"
    min_players = 1
    max_players = 4
    options = OPTIONS
    length_unit = "turns"

    def setup(self, players: int, seed: int, options: dict) -> ReviveState:
        return setup(players, seed, options)

    def decisions(self, s: ReviveState) -> dict[int, Decision]:  # type: ignore[override]
        if s.result is not None:
            return {}
        if s.stack:
            frame = s.stack[-1]
            return {frame.data["seat"]: _choice_decision(frame)}
        if s.phase == "artifacts":
            return {q.seat: _keep_decision(q) for q in s.players if q.artifact_card is None}
        if s.phase == "tribes":
            seat = s.choosing[0]
            choices = tribe_choices(s)
            actions = [_labelled({"type": "tribe", "tribe": t, "side": side}) for t, side in choices]
            return {
                seat: Decision(
                    seat, "tribe", _TRIBE_PROMPT, actions, [("tribe", t, side) for t, side in choices]
                )
            }
        options = turn_options(s)
        seat = s.turn["player"]
        return {
            seat: Decision(
                seat,
                "turn",
                _TURN_PROMPT,
                [a for a, _ in options],
                [v for _, v in options],
                display=_turn_words,
                display_key=_words_key,
                distinct=True,
            )
        }

    def apply(self, s: ReviveState, seat: int, value: Any) -> None:  # type: ignore[override]
        try:
            if s.stack:
                frame_stack.answer(s.stack, value)
            elif s.phase == "tribes":
                choose_tribe(s, seat, value[1], value[2])
            elif s.phase == "artifacts":
                keep_artifact_card(s, seat, value[1])
            elif take(s, value):
                self._end_turn(s)
            self._continue(s)
        except GameOver as over:
            self._finish(s, over.result)

    def _continue(self, s: ReviveState) -> None:
        """Run frames until someone must decide; end turns that have nothing left."""
        while True:
            if s.stack and frame_stack.run(s.stack, s, HANDLERS) is not None:
                return
            if "hibernate_then_remove" in s.turn and not s.turn.get("hibernated"):
                s.turn["hibernated"] = True  # (the card's hibernation: the turn ends with it)
                start(s, s.turn["player"], "hibernate")
                continue
            if turn_is_over(s):
                self._end_turn(s)
                continue
            return

    def _end_turn(self, s: ReviveState) -> None:
        stopped = bool(s.turn.get("end_game"))
        if not next_turn(s):
            # why it ended: the crater emptied (every other player had a last turn), or alone
            # the clock ran out, or the player stopped once it had
            reason = "stopped" if stopped else "clock" if s.n == 1 else "crater"
            raise GameOver(final_result(s, reason))

    def _finish(self, s: ReviveState, result: dict) -> None:
        s.stack.clear()
        s.phase = "over"
        s.result = result
        s.emit("game_over", dict(result))

    def view(self, s: ReviveState, seat: int | None) -> dict:  # type: ignore[override]
        from .view import state_view

        return state_view(s, seat)

    def log_message(self, event: dict) -> dict | None:
        return log_message(event)

    def from_position(self, position: dict, seed: int, options: dict) -> ReviveState:
        from .position import from_position

        return from_position(position, seed, options)

    def to_position(self, s: ReviveState) -> dict:  # type: ignore[override]
        from .position import to_position

        return to_position(s)

    def state_from_dict(self, data: dict) -> ReviveState:  # type: ignore[override]
        return ReviveState.from_dict(data)

    def game_length(self, s: ReviveState) -> int:  # type: ignore[override]
        return s.turn["number"]

    def evaluate(self, s: ReviveState, seat: int) -> float:  # type: ignore[override]
        return evaluate(s, seat)

    def evaluate_all(self, s: ReviveState) -> list[float]:  # type: ignore[override]
        return evaluate_all(s)

    def determinize(self, s: ReviveState, seat: int | None, rng: Rng) -> ReviveState:  # type: ignore[override]
        from .determinize import determinize

        return determinize(s, seat, rng)


_CHOICE_KEYS = frozenset(
    {"seat", "kind", "options", "picked", "multi", "min", "max", "may", "ordered", "prompt"}
)


def _keep_decision(p: Any) -> Decision:
    actions = [_labelled({"type": "keep", "card": card}) for card in p.artifact_options]
    values = [("keep", card) for card in p.artifact_options]
    return Decision(p.seat, "artifact_card", _KEEP_PROMPT, actions, values)


def _choice_decision(frame: Any) -> Decision:
    d = frame.data
    kind = d["kind"]
    actions, values = choice_actions(frame, lambda o: ({kind: o}, None))
    # what the choice is about travels with it (the effects of a pool, the options of a
    # "choose one", the tile being turned...): a view and an observation can say what it means
    context = {"kind": kind, **{k: v for k, v in d.items() if k not in _CHOICE_KEYS}}
    return Decision(
        d["seat"],
        kind,
        d["prompt"],
        actions,
        values,
        context,
        display=lambda a: _choice_words(a, d),
    )


def _turn_words(action: dict) -> dict:
    return {"label": turn_label(action)}


def _labelled(action: dict) -> dict:
    return {**action, "label": turn_label(action)}


def _words_key(action: dict) -> tuple:
    return tuple(sorted((k, v) for k, v in action.items() if isinstance(v, (str, int))))


def _choice_words(action: dict, data: dict) -> dict:
    if "label" in action:
        return {}
    kind = next(k for k in action if k != "type")
    return {"label": option_label(kind, action[kind], data)}


RULES = ReviveRules()
