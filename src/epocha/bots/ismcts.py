"""Information-Set Monte Carlo Tree Search (single-observer IS-MCTS), for any game.

Each iteration searches one *determinization*: `game.determinized(seat, rng)`, a copy in which
everything the seat cannot see (other hands, deck order, ...) is dealt again at random,
consistently with the seat's view. The tree is shared by all determinizations, so its
statistics are averages over the worlds the seat cannot tell apart, and the bot's decisions
depend on its view and its own random generator only (tests/bots/test_ismcts.py checks it).

How the tree is built (Cowling, Powley and Whitehouse's SO-ISMCTS):

- An edge is a seat's action, keyed by (seat, the action as that seat sees it, label aside).
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
- Below the tree, a cheap default policy (uniform random legal actions) plays on until a few
  turn-level decisions have passed (or the game ends), and the position is scored by the
  game's heuristic `rules.evaluate(state, seat)`, squashed into [0, 1] by a logistic curve.
  A finished game scores 1 for a win, 1/k for a win shared by k, 0 for a loss.

The bot reads the real game only through `legal_actions` and `determinized`; the search
copies are its own, so it may look at their state (to evaluate them) freely.
"""

from __future__ import annotations

import math
import time
from typing import Any

from epocha.engine import Game, IllegalAction, Rng


def action_key(action: dict) -> tuple:
    """A hashable form of an action as its seat sees it (the label is only words)."""
    items = [
        (k, v if type(v) is str or type(v) is int else _freeze(v)) for k, v in action.items() if k != "label"
    ]
    items.sort()
    return tuple(items)


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


class _Edge:
    """An action taken by `seat`, the statistics of taking it, and the subtree below it."""

    __slots__ = ("available", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0  # summed values for `seat`
        self.available = 0  # iterations in which this action was legal where it was chosen
        self.children: dict[tuple, _Edge] = {}


class ISMCTSBot:
    """SO-ISMCTS with an iteration budget, a time budget, or both (the first one reached
    stops the search). Decisions with a single legal action are answered at once."""

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = 400,
        seconds: float | None = None,
        exploration: float = 0.7,
        rollout_turns: int = 3,
        rollout_limit: int = 80,
        scale: float = 60.0,
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("IS-MCTS needs an iteration budget, a time budget, or both")
        self.rng = Rng(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_turns = rollout_turns
        self.rollout_limit = rollout_limit
        self.scale = scale
        self.last_iterations = 0  # how many iterations the last search ran (for benchmarks)

    # -- the bot ---------------------------------------------------------------------------

    def choose(self, game: Game, seat: int) -> dict:
        actions = game.legal_actions(seat)
        self.last_iterations = 0
        if not actions:
            raise IllegalAction(f"seat {seat} need not act now")
        if len(actions) == 1:
            return actions[0]
        root = self.search(game, seat)
        keys = [action_key(a) for a in actions]
        visits = [(root.children[(seat, k)].visits if (seat, k) in root.children else -1) for k in keys]
        best = max(visits)
        # ties (rare: tiny budgets) go to the random generator, never to list order alone
        tied = [i for i, v in enumerate(visits) if v == best]
        return actions[tied[self.rng.below(len(tied))]]

    def search(self, game: Game, seat: int) -> _Edge:
        """Run the search from `seat`'s information set; returns the root of the tree."""
        root = _Edge(seat)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while (self.iterations is None or n < self.iterations) and (
            deadline is None or n == 0 or time.perf_counter() < deadline
        ):
            self._iterate(game.determinized(seat, self.rng), seat, root)
            n += 1
        self.last_iterations = n
        return root

    # -- one iteration ----------------------------------------------------------------------

    def _iterate(self, world: Game, seat: int, root: _Edge) -> None:
        path: list[_Edge] = []
        node = root
        first = True
        while not world.is_over:
            actor = _actor(world, seat if first else None)
            first = False
            decision = world.decision(actor)
            assert decision is not None
            options = decision.actions
            keyed = [(actor, action_key(a)) for a in options]
            children = node.children
            untried = [i for i, k in enumerate(keyed) if k not in children]
            if untried:
                i = untried[self.rng.below(len(untried))]
                edge = _Edge(actor)
                children[keyed[i]] = edge
                for k in keyed:
                    if k in children:
                        children[k].available += 1
                world.apply(actor, options[i])
                path.append(edge)
                break
            i = self._select(children, keyed)
            world.apply(actor, options[i])
            node = children[keyed[i]]
            path.append(node)
        values = self._rollout(world)
        for edge in path:
            edge.visits += 1
            edge.reward += values[edge.seat]

    def _select(self, children: dict[tuple, _Edge], keyed: list[tuple]) -> int:
        """UCB1 over the edges legal in this world (all tried already); counts availability."""
        best_i, best_score = 0, -math.inf
        c = self.exploration
        for i, k in enumerate(keyed):
            edge = children[k]
            edge.available += 1
            score = edge.reward / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
            if score > best_score:
                best_i, best_score = i, score
        return best_i

    def _rollout(self, world: Game) -> list[float]:
        """Play on at random for a while, then score the position for every seat."""
        turns = 0
        rng = self.rng
        for _ in range(self.rollout_limit):
            if world.is_over:
                break
            pending = world.decisions()
            actor = min(pending)
            decision = pending[actor]
            if decision.kind == "turn":
                if turns >= self.rollout_turns:
                    break
                turns += 1
            options = decision.actions
            world.apply(actor, options[rng.below(len(options))])
        return self._values(world)

    def _values(self, world: Game) -> list[float]:
        players = world.players
        result = world.result
        if result is not None:
            winners = result["winners"]
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        state = world.state  # a search copy, never the real game
        evaluate = world.rules.evaluate
        return [_squash(evaluate(state, p) / self.scale) for p in range(players)]


def _actor(world: Game, prefer: int | None) -> int:
    """Who decides next in the tree: `prefer` if it is active, else the lowest active seat."""
    active = world.active_players
    return prefer if prefer in active else active[0]


def _squash(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
