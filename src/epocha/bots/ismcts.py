"""Information-Set Monte Carlo Tree Search (single-observer IS-MCTS), for any game.

Each iteration searches one *determinization*: `me.determinized(rng)` (`me` the `SeatGame` the
bot is given), a copy in which
everything the seat cannot see (other hands, deck order, ...) is dealt again at random,
consistently with the seat's view. The tree is shared by all determinizations, so its
statistics are averages over the worlds the seat cannot tell apart, and the bot's decisions
depend on its view and its own random generator only (tests/bots/test_ismcts.py checks it).

How the tree is built (Cowling, Powley and Whitehouse's SO-ISMCTS):

- An edge is a seat's action, keyed by (seat, the action as that seat sees it, display fields aside).
  Each determinization offers a different subset of edges (another opponent hand, other
  draws), so selection is a subset-armed bandit: UCB1 over the edges legal in this world,
  counting for each edge how often it was *available* rather than how often its parent was
  visited.
- Opponents' decisions are tree nodes too, chosen by UCB1 on *their own* statistics (the
  reward of each edge is the value for the seat who takes it). We prefer this to letting a
  rollout policy play the opponents inside the tree: a bot that assumes random opponents
  overrates demands and races it cannot win, while opponents that pick their best replies
  make the search pessimistic in the right places. The cost is SO-ISMCTS's known blind spot:
  within one determinization an opponent's node is keyed by what that opponent sees (its own
  sampled hand), so the search treats opponents as knowing the sampled world. That uses no
  real hidden information — every key comes from a resampled world — it only makes the
  opponent model a little too well-informed, which is the safe side.
- Simultaneous decisions (several active seats) are searched one seat after another: our
  own seat first at the root, then the others in seat order.
- Below the tree, a cheap default policy (uniform random legal actions) finishes the action
  under way and `rollout_turns` more turn-level decisions (or the game ends), and the position
  is scored by the game's heuristic `rules.evaluate(state, seat)`, squashed into [0, 1] by a
  logistic curve. A finished game scores 1 for a win, 1/k for a win shared by k, 0 for a loss.
  The defaults (no turns beyond the action under way, exploration 0.3, scale 120) measured
  best against the greedy bot (docs/research.md, "The bot ladder"): random play
  for several turns adds noise to a heuristic that already sees the position, and a narrower
  scale saturates the logistic curve so that large leads all look alike.

Speed: a determinization is reused for `reuse` iterations (each iteration plays on its own
copy of it: copying is ~10x cheaper than resampling), and the search plays on the game's
`State` through the game's `Rules` directly, without the `Game` object's bookkeeping
(history, action matching) that only the real game needs.

Time: with a time budget the clock is checked between iterations *and* at every step of an
iteration, so one long iteration (a long chain of effects, a loaded machine) cannot overrun
it; an iteration cut short is dropped. The budget is the whole decision, determinization and
final choice included.

Repetition: the bot remembers, per position it has seen (a digest of its own view, without
turn counters), which action it took there. Back in a position it has seen, the actions it
already took there lose visits by a factor per time taken, so two bots answering each other
in a cycle drift out of it. It uses only the bot's own memory of its view.
"""

from __future__ import annotations

import math
import time
from typing import Any

from epocha.engine import IllegalAction, Rng, SeatGame

from .base import playable_actions
from .repetition import RepetitionMemory, action_key


class _Edge:
    """An action taken by `seat`, the statistics of taking it, and the subtree below it."""

    __slots__ = ("available", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0  # summed values for `seat`
        self.available = 0  # iterations in which this action was legal where it was chosen
        self.children: dict[tuple, _Edge] = {}


class _OutOfTime(Exception):
    """The time budget ran out in the middle of an iteration."""


class ISMCTSBot:
    """SO-ISMCTS with an iteration budget, a time budget, or both (the first one reached
    stops the search). Decisions with a single legal action are answered at once."""

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = 400,
        seconds: float | None = None,
        exploration: float = 0.3,
        rollout_turns: int = 0,
        rollout_limit: int = 60,
        scale: float = 120.0,
        reuse: int = 4,
        repeat_factor: float = 0.5,
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("IS-MCTS needs an iteration budget, a time budget, or both")
        if reuse < 1:
            raise ValueError("reuse must be at least 1")
        self.rng = Rng(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_turns = rollout_turns
        self.rollout_limit = rollout_limit
        self.scale = scale
        self.reuse = reuse
        self.repeat_factor = repeat_factor
        self.memory = RepetitionMemory()
        self._start: float | None = None
        self._deadline = math.inf
        self.last_iterations = 0  # how many iterations the last search ran (for benchmarks)
        # seat -> id of an action dict -> (the dict, (seat, its action_key)): see _iterate
        self._keys: dict[int, dict[int, tuple[dict, tuple]]] = {}

    # -- the bot ---------------------------------------------------------------------------

    def choose(self, me: SeatGame) -> dict:
        start = time.perf_counter()
        seat = me.seat
        actions = playable_actions(me)  # a concession is never searched
        self.last_iterations = 0
        if not actions:
            raise IllegalAction(f"seat {seat} need not act now")
        if len(actions) == 1:
            return actions[0]
        keys = [action_key(a) for a in actions]
        position = self.memory.position(me, keys)
        self._start = start  # the budget covers the whole decision
        root = self.search(me)
        scores = []
        for k in keys:
            edge = root.children.get((seat, k))
            visits = edge.visits if edge is not None else -1.0
            taken = self.memory.taken(position, k)
            scores.append(visits * self.repeat_factor**taken if taken and visits > 0 else visits)
        best = max(scores)
        # ties (rare: tiny budgets) go to the random generator, never to list order alone
        tied = [i for i, v in enumerate(scores) if v == best]
        i = tied[self.rng.below(len(tied))]
        self.memory.record(position, keys[i])
        return actions[i]

    def search(self, me: SeatGame) -> _Edge:
        """Run the search from the seat's information set; returns the root of the tree."""
        seat = me.seat
        root = _Edge(seat)
        start, self._start = self._start or time.perf_counter(), None
        self._deadline = math.inf if self.seconds is None else start + self.seconds
        limit = math.inf if self.iterations is None else self.iterations
        n = 0
        base = None
        rules = None
        self._keys = {}
        while n < limit:
            if n and time.perf_counter() >= self._deadline:
                break
            if n % self.reuse == 0:
                world = me.determinized(self.rng)
                base, rules = world.state, world.rules
            try:
                self._iterate(rules, base.copy(), seat, root)  # type: ignore[union-attr]
            except _OutOfTime:
                break
            n += 1
        self.last_iterations = n
        self._keys = {}  # (the actions it holds are not needed any more)
        return root

    # -- one iteration ----------------------------------------------------------------------

    def _iterate(self, rules: Any, s: Any, seat: int, root: _Edge) -> None:
        path: list[_Edge] = []
        node = root
        actor = seat
        deadline = self._deadline
        timed = deadline != math.inf  # (no clock read at each step without a time budget)
        concessions = rules.concession_types
        keys = self._keys
        while s.result is None:
            pending = rules.decisions(s)
            if not pending:
                break
            if actor not in pending:
                actor = min(pending)
            decision = pending[actor]
            options, values = _playable(decision, concessions)
            # each action's (actor, action_key), made once per action dict and actor in a
            # search: rules that make their common actions once (a turn's, say) offer the same
            # dicts again and again (memoized by identity; the memo holds the action, so its
            # id is not reused); and which of them this node has not tried, in the same pass
            memo = keys.get(actor)
            if memo is None:
                memo = keys[actor] = {}
            children = node.children
            keyed: list[tuple] = []
            untried: list[int] = []
            for a in options:
                known = memo.get(id(a))
                if known is None or known[0] is not a:
                    known = memo[id(a)] = (a, (actor, action_key(a)))
                k = known[1]
                if k not in children:
                    untried.append(len(keyed))
                keyed.append(k)
            if untried:
                i = untried[self.rng.below(len(untried))]
                edge = _Edge(actor)
                children[keyed[i]] = edge
                for k in keyed:
                    if k in children:
                        children[k].available += 1
                rules.apply(s, actor, values[i])
                path.append(edge)
                break
            i = self._select(children, keyed)
            rules.apply(s, actor, values[i])
            node = children[keyed[i]]
            path.append(node)
            actor = -1
            if timed and time.perf_counter() >= deadline:
                raise _OutOfTime
        values = self._rollout(rules, s, deadline)
        for edge in path:
            edge.visits += 1
            edge.reward += values[edge.seat]

    def _select(self, children: dict[tuple, _Edge], keyed: list[tuple]) -> int:
        """UCB1 over the edges legal in this world (all tried already); counts availability."""
        best_i, best_score = 0, -math.inf
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        for i, k in enumerate(keyed):
            edge = children[k]
            edge.available += 1
            visits = edge.visits
            if visits == 0:  # tried in an iteration that ran out of time
                return i
            score = edge.reward / visits + c * sqrt(log(edge.available) / visits)
            if score > best_score:
                best_i, best_score = i, score
        return best_i

    def _rollout(self, rules: Any, s: Any, deadline: float) -> list[float]:
        """Finish the action under way and `rollout_turns` more with random choices, then
        score the position for every seat."""
        turns = 0
        below = self.rng.below
        clock = time.perf_counter
        timed = deadline != math.inf
        concessions = rules.concession_types
        for _ in range(self.rollout_limit):
            if s.result is not None:
                break
            pending = rules.decisions(s)
            if not pending:
                break
            actor = min(pending)
            decision = pending[actor]
            values = _playable(decision, concessions)[1] if concessions else decision.values
            if decision.kind == "turn":
                if turns >= self.rollout_turns:
                    break
                turns += 1
            rules.apply(s, actor, values[below(len(values))])
            if timed and clock() >= deadline:
                raise _OutOfTime
        return self._values(rules, s)

    def _values(self, rules: Any, s: Any) -> list[float]:
        players = s.player_count
        result = s.result
        if result is not None:
            winners = result["winners"]
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        scale = self.scale
        return [_squash(v / scale) for v in rules.evaluate_all(s)]


def _playable(decision: Any, concessions: frozenset[str]) -> tuple[list[dict], list[Any]]:
    """A decision's actions and values without the game's concessions (resigning), unless
    only those are legal: searching a concession costs iterations and teaches nothing."""
    if concessions:
        kept = [i for i, a in enumerate(decision.actions) if a["type"] not in concessions]
        if kept and len(kept) < len(decision.actions):
            return [decision.actions[i] for i in kept], [decision.values[i] for i in kept]
    return decision.actions, decision.values


def _squash(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
