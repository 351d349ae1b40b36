"""Innovation's `Rules`: the engine's entry points into the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from epocha.engine import Decision, GameOver, Rng, Rules, chance
from epocha.engine import frames as frame_stack

from . import moves, turn
from .catalog import BY_AGE, CARDS, SPECIALS
from .choices import choice_decision
from .determinize import determinize
from .dogma import run_frames
from .heuristic import evaluate, evaluate_all
from .manifest import OPTIONS
from .messages import log_cause, log_message
from .state import DECK_PILE, InnovationState


class InnovationRules(Rules):
    name = "innovation"
    title = "Innovation"
    min_players = 2
    max_players = 4
    options = OPTIONS

    def setup(self, players: int, seed: int, options: dict) -> InnovationState:
        s = InnovationState(players, options["edition"], Rng(seed))
        for age in range(1, 11):
            deck = list(BY_AGE[age])
            chance.shuffle(s, deck, DECK_PILE[age])
            s.decks[age] = deck
            s.where.update(dict.fromkeys(deck, ("deck",)))
        for age in range(1, 10):
            chance.top(s, s.decks[age], DECK_PILE[age])
            card = s.decks[age].pop()
            s.age_achievements[age] = card
            s.where[card] = ("ages",)
        s.specials = list(SPECIALS)
        s.emit("setup", {"players": players, "edition": s.edition})
        for p in range(players):
            moves.draw(s, p, 1)
            moves.draw(s, p, 1)
        return s

    def decisions(self, s: InnovationState) -> dict[int, Decision]:  # type: ignore[override]
        if s.result is not None:
            return {}
        if s.phase == "setup":
            return turn.setup_decisions(s)
        if s.stack:
            d = choice_decision(s, s.stack[-1])
            return {d.seat: d}
        return {s.turn["player"]: turn.turn_decision(s)}

    def apply(self, s: InnovationState, seat: int, value: Any) -> None:  # type: ignore[override]
        try:
            if s.phase == "setup":
                turn.record_setup_pick(s, seat, value[1])
                return
            stack = s.stack
            if stack:
                frame = stack[-1]  # (`frames.answer`, inlined)
                if frame.step != frame_stack.WAIT:
                    raise RuntimeError("no frame is waiting for an answer")
                frame.arg = value
                frame.step = "answer"
            else:
                turn.start_action(s, seat, value)
            # (`run`, without the call; nor that of `run_frames` when nothing is pending: a
            # draw, a meld, an achievement)
            if not s.stack or run_frames(s) is None:
                turn.end_action(s)
        except GameOver as over:
            self._finish(s, over.result)

    def run(self, s: InnovationState) -> None:
        """Run pending frames until someone must choose; finish actions and turns."""
        if run_frames(s) is None:
            turn.end_action(s)

    def _finish(self, s: InnovationState, result: dict) -> None:
        s.stack.clear()
        s.phase = "over"
        s.result = result
        s.emit("game_over", dict(result))

    def log_message(self, event: dict) -> dict | None:
        return log_message(event)

    def log_cause(self, log: Sequence[dict], i: int) -> dict | None:
        return log_cause(log, i)

    def view(self, s: InnovationState, seat: int | None) -> dict:  # type: ignore[override]
        from .view import state_view

        return state_view(s, seat)

    def from_position(self, position: dict, seed: int, options: dict) -> InnovationState:
        from .position import from_position

        return from_position(position, seed, options)

    def to_position(self, s: InnovationState) -> dict:  # type: ignore[override]
        from .position import to_position

        return to_position(s)

    def state_from_dict(self, data: dict) -> InnovationState:  # type: ignore[override]
        return InnovationState.from_dict(data)

    def determinize(self, s: InnovationState, seat: int | None, rng: Rng) -> InnovationState:  # type: ignore[override]
        return determinize(s, seat, rng)  # (imported once: search determinizes by the thousand)

    def evaluate(self, s: InnovationState, seat: int) -> float:  # type: ignore[override]
        return evaluate(s, seat)

    def evaluate_all(self, s: InnovationState) -> list[float]:  # type: ignore[override]
        return evaluate_all(s)  # (imported once: search scores every playout's end)

    def game_length(self, s: InnovationState) -> int:  # type: ignore[override]
        """Turns begun (one seat's turn each; the first is number 0); none during the initial meld."""
        return 0 if s.phase == "setup" else s.turn["number"] + 1

    @staticmethod
    def card_facts(name: str):
        return CARDS[name]


RULES = InnovationRules()
