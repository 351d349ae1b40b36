"""Seeded random playouts of a registered game, checked as they go (OpenSpiel's random
simulation test, for every game epocha plays).

`play_checked` plays one game. With `every_step` it checks everything at every decision
(every legal action applied on a copy); otherwise only the cheap checks run at every step (the
leak judge over the log, conservation) and the rest at sampled steps. `run` plays a series
of games within a CPU budget and counts what it did.

Checked: an unfinished game has an active seat, and each active seat has legal actions that
apply; components are conserved (`Judge`) and the game's own invariants hold
(`Conformance.check_state`); no view, legal action, label or log entry shows a seat what it may
not see; `loads(dumps(g))` (a replay of the log) equals the live game, and the state survives
its JSON round trip; every message (log, prompts, action labels) renders in every language the game has a
catalog for, with nothing untranslated and no placeholder left, and (for a game with a rules
reference) says why it happened — a card of its card reference or a section of its rules
reference (`Causes`); `clone()` is independent; undo
returns exactly to the earlier state;
illegal and malformed input raises `IllegalAction` and changes nothing; every game ends, with
a well-formed result; and no rule touches the generator outside the chance API.
"""

from __future__ import annotations

import json
import os
import random
import time
from dataclasses import dataclass, field

import epocha
from epocha.engine import Decision, Game, IllegalAction, chance
from epocha.engine.decision import names
from epocha.engine.message import check as check_message
from epocha.engine.message import is_message
from epocha.engine.plugin import GameManifest
from epocha.engine.render import PLACEHOLDER

from .knowledge import Judge

SAMPLE_EVERY = 29  # decisions between two sampled checks
DEEP_EVERY = 97  # decisions between replays and undo checks (each replays the game so far)


@dataclass
class Counts:
    games: int = 0
    decisions: int = 0
    checked_steps: int = 0
    cpu_seconds: float = 0.0
    ends: dict[str, int] = field(default_factory=dict)

    def line(self) -> str:
        ends = ", ".join(f"{k} {v}" for k, v in sorted(self.ends.items()))
        return (
            f"{self.games} games, {self.decisions} decisions, {self.checked_steps} steps checked "
            f"in full, {self.cpu_seconds:.1f} s CPU (ends: {ends})"
        )


def long_run() -> int:
    """How many times the counts and budgets grow for a local long run (`EPOCHA_LONG=1`: 10x)."""
    return 10 if os.environ.get("EPOCHA_LONG") else 1


def play_checked(
    manifest: GameManifest,
    players: int,
    seed: int,
    options: dict | None = None,
    *,
    every_step: bool,
    counts: Counts | None = None,
) -> Game:
    spec = manifest.conformance_spec
    g = epocha.new_game(manifest.name, players=players, seed=seed, options=options or {})
    pick = random.Random(seed * 7919 + players)
    judge = Judge(spec, g.state)
    words = Words(manifest, g.options)
    spec.check_state(g.state)
    step = 0
    deep_at = pick.randrange(1, 2 * DEEP_EVERY)  # the one deep step of a sampled game
    while not g.is_over:
        assert step < spec.max_decisions, f"the game has not ended after {step} decisions"
        full = every_step or step % SAMPLE_EVERY == 0
        deep = step % DEEP_EVERY == 0 if every_step else step == deep_at
        snapshot = Snapshot.of(g) if full or deep else None
        if full:
            check_actions(g, every_action=every_step)
            check_views(g, judge)
            words.check_decisions(g)
            if not every_step or step % 7 == 0:
                check_bad_input(g, snapshot)
            spec.check_state(g.state)
        if deep:
            check_saves(g)
        seat = pick.choice(g.active_players)
        action = spec.policy(g, seat, pick)
        twin = g.clone() if snapshot is not None else None
        logged = len(g.state.log)
        g.apply(seat, action)
        check_log(g, judge, logged, words)
        if twin is not None:
            if deep and g.can_undo(seat):
                check_undo(g, seat, snapshot)
            check_clone_independent(twin, snapshot, seat, action, g)
        step += 1
        if counts is not None:
            counts.checked_steps += full
    check_actions(g, every_action=False)
    check_views(g, judge)
    spec.check_state(g.state)
    check_result(g)
    words.check_complete()
    if every_step or seed % 10 == 0:
        check_saves(g)
    if counts is not None:
        counts.games += 1
        counts.decisions += step
        reason = str(g.result.get("reason", "?")).split(":")[0]
        counts.ends[reason] = counts.ends.get(reason, 0) + 1
    return g


def run(
    manifest: GameManifest,
    players: int,
    options: dict,
    *,
    games: int,
    every_step: bool,
    cpu_budget: float,
    first_seed: int = 0,
) -> Counts:
    """Play up to `games` checked games, stopping early when `cpu_budget` seconds of CPU are
    spent (at least one game is always played)."""
    counts = Counts()
    started = time.process_time()
    with chance.guarded():
        for seed in range(first_seed, first_seed + games):
            try:
                play_checked(manifest, players, seed, options, every_step=every_step, counts=counts)
            except AssertionError as exc:  # say which game, keep the kind of failure
                where = f"{manifest.name}, {players} players, {options}, seed {seed}"
                raise type(exc)(f"{where}: {exc}") from exc
            counts.cpu_seconds = time.process_time() - started
            if counts.cpu_seconds > cpu_budget:
                break
    return counts


# -- the checks --------------------------------------------------------------------------------


def check_actions(g: Game, every_action: bool) -> None:
    if g.is_over:
        assert g.active_players == [], "a finished game still asks someone to act"
        return
    assert g.active_players, "nobody may act in an unfinished game"
    for seat in g.active_players:
        actions = g.legal_actions(seat)
        assert actions, f"seat {seat} must act but has no legal action"
        for a in actions:
            assert isinstance(a.get("label"), str) and a["label"], f"an action without a label: {a}"
            assert "message" in a, f"an action labelled with bare text, not a message: {a}"
        if every_action:
            decision = g.decision(seat)
            if decision is not None and decision.distinct:
                check_distinct(decision, actions)
            for a in actions:
                g.clone().apply(seat, a)


def check_distinct(decision: Decision, shown: list[dict]) -> None:
    """A decision that says its actions are distinct (`Decision.distinct`): no action a seat is
    shown also names an earlier one (`index` may then take the one it finds first)."""
    for i, a in enumerate(shown):
        for k in range(i):
            assert not names(decision.actions[k], a), (
                f"a {decision.kind} decision says its actions are distinct, "
                f"but {a} names {decision.actions[k]} too"
            )


def check_views(g: Game, judge: Judge) -> None:
    """Every seat's view (without the log, which `check_log` reads as it grows) and legal
    actions name nothing the seat may not see."""
    end = len(g.state.log)
    for seat in judge.seats:
        view = g.view(seat, end)
        judge.check(json.dumps(view), seat, judge.hidden(seat), "the view")


def check_log(g: Game, judge: Judge, since: int, words: Words | None = None) -> None:
    """The new log entries, as each seat receives them (with their messages), name nothing
    the seat may not see; their messages render."""
    entries = g.state.log[since:]
    unseen = judge.advance(g.state, entries)
    if not entries:
        return
    first = judge.seats[0]
    for seat in judge.seats:
        shown = g.log_for(seat, since)
        if unseen[seat]:
            judge.check(json.dumps(shown), seat, unseen[seat], "the log")
        if words is None:
            continue
        for raw, entry in zip(entries, shown, strict=True):
            # an entry reads the same to every seat but where its secret part is shown to some
            seen = raw.get("visible_to", ())
            differs = "secret" in raw and (seat in seen) != (first in seen)
            if "message" in entry and (seat == first or differs):
                words.check(entry["message"], f"the log entry {entry['event']}")
                words.causes.check(entry["message"], f"the log entry {entry['event']}")


class Words:
    """Renders messages in English and in every language of the game's catalogs as the game
    goes; fails on a malformed message or a placeholder left, and (at the end) on anything
    a catalog did not translate."""

    def __init__(self, manifest: GameManifest, options: dict | None = None) -> None:
        from epocha.engine.translation import LANGUAGES

        langs = [lang for lang in LANGUAGES if lang == "en" or _has_catalog(manifest, lang)]
        self.renderers = [manifest.renderer(lang) for lang in langs]
        self.causes = Causes(manifest, options or {})

    def check(self, message: dict, where: str) -> None:
        check_message(message)
        for r in self.renderers:
            text = r(message)
            left = PLACEHOLDER.search(text)
            assert left is None, f"{where}: {left[0]} left in {text!r} ({r.lang})"

    def check_decisions(self, g: Game) -> None:
        """Each pending prompt, and each legal action's label and confirmation question."""
        for seat, decision in g.decisions().items():
            self.check(decision.prompt, f"the prompt of seat {seat}")
            self.causes.check(decision.prompt, f"the prompt of seat {seat} ({decision.kind})")
            for action in decision.labelled():
                for key in ("label", "confirm"):
                    if is_message(action.get(key)):
                        self.check(action[key], f"the {key} of {action['type']}")

    def check_complete(self) -> None:
        for r in self.renderers:
            assert not r.missing, f"untranslated ({r.lang}): {sorted(r.missing)[:20]}"


class Causes:
    """Every log entry a seat reads and every prompt links to why it happened, so a new player
    can ask at any moment: the card whose effect is running (a key of the game's card
    reference, where its text is) or a section of the game's rules reference. Asked of the
    games that ship a rules reference (a game without one has no section to point at)."""

    def __init__(self, manifest: GameManifest, options: dict) -> None:
        self.sections = {section.id for section in manifest.reference.sections}
        self.cards: set[str] = set()
        if self.sections and manifest.card_reference is not None:
            reference = manifest.card_reference_data(
                manifest.options.normalize(options, None, manifest.name), "en"
            )
            for family in reference.values():
                if isinstance(family, dict) and all(isinstance(v, dict) for v in family.values()):
                    self.cards.update(family)

    def check(self, message: dict, where: str) -> None:
        if not self.sections:
            return
        cause = message.get("cause")
        assert isinstance(cause, dict) and len(cause) == 1, (
            f"{where} does not say why (a card or a rules section as its cause): {message['text']!r}"
        )
        if "card" in cause:
            assert cause["card"] in self.cards, f"{where}: its cause {cause} is no card of the card reference"
        else:
            assert cause.get("rule") in self.sections, (
                f"{where}: its cause {cause} is no section of the rules reference"
            )


def _has_catalog(manifest: GameManifest, lang: str) -> bool:
    return manifest.locale is not None and (manifest.locale / lang / "LC_MESSAGES" / "messages.po").exists()


@dataclass(frozen=True)
class Snapshot:
    """A game's full state, compared cheaply: the log (append-only) is compared as a list
    in place, everything else as the state's plain data."""

    data: dict
    log: list[dict]

    @classmethod
    def of(cls, g: Game) -> Snapshot:
        s = g.state
        log = s.log
        s.log = []
        try:
            data = s.to_dict()
        finally:
            s.log = log
        return cls(data, log[:])

    def same(self, g: Game) -> bool:
        return Snapshot.of(g) == self


def check_saves(g: Game) -> None:
    """A save (the action log) replays to the same game; the state survives JSON."""
    again = epocha.loads(epocha.dumps(g))
    assert again == g, "the replayed game differs from the live one"
    assert again.view(0) == g.view(0), "the replayed game shows a different view"
    data = json.loads(json.dumps(g.state.to_dict()))
    assert g.rules.state_from_dict(data).to_dict() == g.state.to_dict(), "the state does not survive JSON"


def check_clone_independent(twin: Game, snapshot: Snapshot, seat: int, action: dict, g: Game) -> None:
    """`twin` was cloned from `g` when its state was `snapshot`, before `g` took `action`: the
    move left the clone alone, and the clone given the same move reaches the same state
    without touching `g`."""
    assert snapshot.same(twin), "an action applied to a game changed its clone"
    now = Snapshot.of(g)
    twin.apply(seat, action)
    assert now.same(twin), "a clone given the same action reached a different state"
    assert now.same(g), "an action applied to a clone changed the original"


def check_undo(g: Game, seat: int, snapshot: Snapshot) -> None:
    taken = g.clone()
    taken.undo(seat)
    assert snapshot.same(taken), "undo did not return exactly to the earlier state"


BAD_ACTIONS = (None, "end", 3, [], {}, {"type": 1}, {"type": "no such action"}, {"label": "x"})


def check_bad_input(g: Game, before: Snapshot) -> None:
    """Malformed actions, actions for a seat that need not act, seats that do not exist: each
    raises IllegalAction and changes nothing (`before` is the game's snapshot)."""
    moves = len(g.history_entries())
    seat = g.active_players[0]
    attempts: list[tuple[object, object]] = [(seat, bad) for bad in BAD_ACTIONS]
    legal = g.legal_actions(seat)[0]
    attempts += [(-1, legal), (g.players, legal), (str(seat), legal), (True, legal), (None, legal)]
    idle = [s for s in range(g.players) if s not in g.active_players]
    if idle:
        attempts.append((idle[0], legal))
    for who, action in attempts:
        try:
            g.apply(who, action)  # type: ignore[arg-type]
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"seat {who!r} was allowed {action!r}")
    assert len(g.history_entries()) == moves and before.same(g), "a refused action changed the game"


def check_result(g: Game) -> None:
    result = g.result
    assert isinstance(result, dict), "a finished game has no result"
    winners = result.get("winners")
    assert isinstance(winners, list) and all(type(w) is int and 0 <= w < g.players for w in winners)
    assert len(set(winners)) == len(winners), "a seat wins twice"
    if g.players == 1:
        assert winners in ([], [0])
    else:
        assert winners, "a game of several players ends without a winner"
