"""Anachrony's `Rules`: the engine's entry points into the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from epocha.engine import Decision, GameOver, Rng, Rules
from epocha.engine import frames as frame_stack
from epocha.engine.choice import choice_actions, run_choice
from epocha.engine.message import listing, msg, rule_cause, term
from epocha.engine.secret import commit, still_choosing

from . import chronobot, leaders, reservoir, variants
from . import era as eras
from . import paradox as _paradox  # noqa: F401 - registers the anomaly action
from . import playerboard as _playerboard  # noqa: F401 - registers the player-board actions
from .catalog import PATH_FACTS, PATHS
from .determinize import determinize
from .heuristic import evaluate, evaluate_all
from .manifest import OPTIONS
from .messages import log_cause, log_message
from .state import BOT, AnachronyState
from .steps import run_act
from .turn import take, turn_options
from .words import goods_list, option_label, turn_label

HANDLERS = {
    "act": run_act,
    "choice": lambda s, f, step, arg: run_choice(f, step, arg),
}


class AnachronyRules(Rules):
    name = "anachrony"
    title = "Anachrony"
    min_players = 1  # alone: against the Chronobot
    max_players = 4
    options = OPTIONS
    length_unit = "eras"

    def setup(self, players: int, seed: int, options: dict) -> AnachronyState:
        s = AnachronyState(players, options, Rng(seed))
        eras.setup(s)
        return s

    # -- decisions -----------------------------------------------------------------------------

    def decisions(self, s: AnachronyState) -> dict[int, Decision]:  # type: ignore[override]
        if s.result is not None:
            return {}
        if s.stack:
            top = s.stack[-1]
            return {top.data["seat"]: self._choice_decision(top)}
        if s.phase == "warp":
            return {seat: self._warp_decision(s, seat) for seat in still_choosing(s.picks)}
        if s.phase == "assets":
            return {seat: self._asset_decision(s, seat) for seat in still_choosing(s.setup_picks)}
        if s.phase == "endgame":
            return {seat: self._endgame_decision(s, seat) for seat in still_choosing(s.setup_picks)}
        if s.phase == "powerup" and s.powering is not None:
            return {seat: self._power_decision(s, s.players[seat]) for seat in s.powering}
        p = s.players[s.turn]
        if s.phase == "path":
            taken = {q.path for q in s.players}
            options = [({"type": "path", "path": k}, k) for k in PATHS if k not in taken]
            return {p.seat: _decision(p.seat, "path", _PATH_PROMPT, options, "path")}
        if s.phase == "leader":
            assert p.path is not None
            options = [({"type": "leader", "leader": k}, k) for k in PATH_FACTS[p.path].leaders]
            return {p.seat: _decision(p.seat, "leader", _LEADER_PROMPT, options, "leader")}
        if s.phase == "powerup":
            return {p.seat: self._power_decision(s, p)}
        if s.phase == "actions":
            options = turn_options(s, p)
            return {
                p.seat: Decision(
                    p.seat,
                    "turn",
                    _TURN_PROMPT,
                    [a for a, _ in options],
                    [v for _, v in options],
                    # (worded only when a person is shown them: search makes turns by the
                    # thousand; an action dict always shows the same words)
                    display=_turn_words,
                    display_key=_words_key,
                    distinct=True,
                )
            }
        raise RuntimeError(f"no decision in phase {s.phase!r}")

    def _power_decision(self, s: AnachronyState, p: Any) -> Decision:
        options = eras.power_options(p)
        by_slot: dict[int, int] = {}
        for slot, _ in options:
            by_slot[slot] = by_slot.get(slot, 0) + 1
        actions, values = [], []
        for slot, way in options:
            action: dict = {"type": "power", "slot": slot}
            if by_slot[slot] > 1:
                action["pay"] = [list(x) for x in way]
            if way:
                label = msg("Power up slot {slot}, paying {goods}", slot=slot, goods=goods_list(way))
            else:
                label = msg("Power up slot {slot}", slot=slot)
            actions.append({**action, "label": label})
            values.append(("power", slot, way))
        for action, value in leaders.power_up_options(s, p):  # (Wolfe)
            actions.append(action)
            values.append(value)
        actions.append({"type": "done", "label": msg("Done powering up")})
        values.append(("done",))
        return Decision(p.seat, "powerup", _POWER_UP_PROMPT, actions, values, distinct=True)

    def _warp_decision(self, s: AnachronyState, seat: int) -> Decision:
        choices = eras.warp_choices(s.players[seat])
        actions = []
        for tiles in choices:
            shown = listing(term("warp", str(t)) for t in tiles)
            label = msg("Borrow {tiles}", tiles=shown) if tiles else msg("Borrow nothing")
            actions.append({"type": "warp", "tiles": list(tiles), "label": label})
        return Decision(seat, "warp", _WARP_PROMPT, actions, choices, distinct=True)

    def _asset_decision(self, s: AnachronyState, seat: int) -> Decision:
        hand = sorted(s.asset_hands[seat])
        actions = [
            {"type": "keep", "card": c, "label": msg("Keep {card}", card=term("asset", str(c)))} for c in hand
        ]
        prompt = msg(
            "Choose Starting Assets: keep a card (the rest pass to the right)",
            cause=rule_cause("variants.starting-assets"),
        )
        return Decision(seat, "assets", prompt, actions, hand, distinct=True)

    def _endgame_decision(self, s: AnachronyState, seat: int) -> Decision:
        choices = variants.endgame_choices(s, seat)
        actions = [
            {
                "type": "keep",
                "cards": list(c),
                "label": msg("Keep {cards}", cards=listing(term("endgame", k) for k in c)),
            }
            for c in choices
        ]
        prompt = msg(
            "Choose Endgame Conditions: keep your cards (in secret)",
            cause=rule_cause("variants.endgame-conditions"),
        )
        return Decision(seat, "endgame", prompt, actions, choices, distinct=True)

    def _choice_decision(self, frame: Any) -> Decision:
        d = frame.data
        kind = d["kind"]
        # (options worded on demand, as turns are; pass and done carry their words)
        actions, values = choice_actions(frame, lambda o: ({kind: o}, None))
        return Decision(d["seat"], kind, d["prompt"], actions, values, {"kind": kind}, display=_choice_words)

    # -- applying --------------------------------------------------------------------------------

    def apply(self, s: AnachronyState, seat: int, value: Any) -> None:  # type: ignore[override]
        try:
            if s.stack:
                frame_stack.answer(s.stack, value)
            elif s.phase == "warp":
                picks = commit(s.picks, seat, list(value))
                s.emit("warp_chosen", {"player": seat})
                if picks is not None:
                    eras.resolve_warps(s, picks)
            elif s.phase == "assets":
                picks = commit(s.setup_picks, seat, value)
                s.emit("asset_kept", {"player": seat})
                if picks is not None and variants.keep_asset(s, picks):
                    eras.after_choices(s, done="assets")
            elif s.phase == "endgame":
                picks = commit(s.setup_picks, seat, list(value))
                s.emit("endgame_kept", {"player": seat})
                if picks is not None:
                    variants.reveal_endgame(s, picks)
                    eras.after_choices(s, done="endgame")
            else:
                self._phase_answer(s, s.players[seat], value)
            self._continue(s)
        except GameOver as over:
            self._finish(s, over.result)

    def _phase_answer(self, s: AnachronyState, p: Any, value: Any) -> None:
        if s.phase == "path":
            eras.choose_path(s, p, value)
        elif s.phase == "leader":
            eras.choose_leader(s, p, value)
        elif s.phase == "powerup":
            if value[0] == "done":
                eras.end_power_up(s, p)
            elif value[0] == "wolfe":
                leaders.power_up_answer(s, p, value)
            else:
                eras.power_slot(s, p, value[1], value[2])
        elif s.phase == "actions":
            # the turn ends once its placement is resolved (free actions leave it going on)
            s.pending_turn_end = take(s, p, value)
        else:
            raise RuntimeError(f"no answer expected in phase {s.phase!r}")

    def _continue(self, s: AnachronyState) -> None:
        """Run frames until someone must decide; move the phases on between decisions."""
        while True:
            if s.stack and frame_stack.run(s.stack, s, HANDLERS) is not None:
                return
            if s.phase == "paradox":
                eras.begin_power_up(s)
            elif s.phase == "arrivals":
                eras.begin_actions(s)
            elif s.phase == "powerup" and s.turn == BOT:
                chronobot.power_up(s)
                eras.next_to_power(s, BOT)
            elif s.phase == "actions" and s.turn == BOT:
                chronobot.take_turn(s)
                eras.next_turn(s)
            elif s.phase == "actions" and s.pending_turn_end:
                s.pending_turn_end = False
                reservoir.turn_over(s.players[s.turn])
                eras.next_turn(s)
            else:
                return

    def _finish(self, s: AnachronyState, result: dict) -> None:
        s.stack.clear()
        s.phase = "over"
        s.result = result
        s.emit("game_over", dict(result))

    def log_message(self, event: dict) -> dict | None:
        return log_message(event)

    def log_cause(self, log: Sequence[dict], i: int) -> dict | None:
        return log_cause(log, i)

    def view(self, s: AnachronyState, seat: int | None) -> dict:  # type: ignore[override]
        from .view import state_view

        return state_view(s, seat)

    def from_position(self, position: dict, seed: int, options: dict) -> AnachronyState:
        from .position import from_position

        return from_position(position, seed, options)

    def to_position(self, s: AnachronyState) -> dict:  # type: ignore[override]
        from .position import to_position

        return to_position(s)

    def determinize(self, s: AnachronyState, seat: int | None, rng: Rng) -> AnachronyState:  # type: ignore[override]
        return determinize(s, seat, rng)

    def evaluate(self, s: AnachronyState, seat: int) -> float:  # type: ignore[override]
        return evaluate(s, seat)

    def evaluate_all(self, s: AnachronyState) -> list[float]:  # type: ignore[override]
        return evaluate_all(s)

    def state_from_dict(self, data: dict) -> AnachronyState:  # type: ignore[override]
        return AnachronyState.from_dict(data)

    def game_length(self, s: AnachronyState) -> int:  # type: ignore[override]
        return s.era


def _decision(seat: int, kind: str, prompt: dict, options: list, term_kind: str) -> Decision:
    actions = [{**a, "label": msg("{choice}", choice=term(term_kind, v))} for a, v in options]
    return Decision(seat, kind, prompt, actions, [v for _, v in options], distinct=True)


# (made once: a message is never changed, and these are asked often)
_TURN_PROMPT = msg("Your turn: place a worker, take a free action or pass", cause=rule_cause("era.actions"))
_POWER_UP_PROMPT = msg("Power up your exosuits", cause=rule_cause("era.power-up"))
_WARP_PROMPT = msg("Warp: borrow up to 2 warp tiles (in secret)", cause=rule_cause("era.warp"))
_PATH_PROMPT = msg("Choose your Path", cause=rule_cause("setup"))
_LEADER_PROMPT = msg("Choose your leader", cause=rule_cause("setup"))


def _turn_words(action: dict) -> dict:
    return {"label": turn_label(action)}


def _words_key(action: dict) -> tuple:
    return tuple(sorted((k, v) for k, v in action.items() if isinstance(v, (str, int))))


def _choice_words(action: dict) -> dict:
    """A choice's option in words (`pass` and `done` have theirs already)."""
    if "label" in action:
        return {}
    kind = next(k for k in action if k != "type")
    return {"label": option_label(kind, action[kind])}


RULES = AnachronyRules()
