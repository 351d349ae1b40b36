"""Where a decision's time goes: the public API, the search API, the rules alone.

    python benchmarks/layers.py [--game innovation] [--players 2] [--games 100] [--rounds 5]

The same random games (one seed each, the same pick at every decision) are played three ways,
round after round, alternating, in one process:

- `people`: `legal_actions(seat)` (labelled, fresh dicts) and `apply`, as a person or a client
  plays (what `benchmarks/versus.py` measures);
- `search`: `actions(seat)` (the rules' own dicts, no words) and `apply`, as search code plays;
- `rules`: the game's `Rules.decisions` and `Rules.apply` on its state, with no `Game` around
  them: what the rules themselves cost.

It prints each way's decisions per CPU second (the best round: a busy machine only slows a
round down) and what the layers above the rules cost in a decision. A rules change shows in
all three; a change of the `Game` or `Decision` layer only in the first two.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from functools import partial

import epocha


def _api(g: epocha.Game, pick: random.Random, listed: str) -> int:
    """A game played through `Game`: the seat's actions as the method `listed` gives them."""
    offered = getattr(g, listed)
    decisions = 0
    while not g.is_over:
        seat = g.active_players[0]
        actions = offered(seat)
        g.apply(seat, actions[pick.randrange(len(actions))])
        decisions += 1
    return decisions


def _rules(g: epocha.Game, pick: random.Random) -> int:
    rules, state = g.rules, g.state
    decisions = 0
    while state.result is None:
        pending = rules.decisions(state)
        seat = min(pending)
        decision = pending[seat]
        rules.apply(state, seat, decision.values[pick.randrange(len(decision.actions))])
        decisions += 1
    return decisions


WAYS = {
    "people": partial(_api, listed="legal_actions"),
    "search": partial(_api, listed="actions"),
    "rules": _rules,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="innovation")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100, help="games per way and round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    warm = epocha.new_game(args.game, players=args.players, seed=args.seed - 1)
    warm.legal_actions(warm.active_players[0])  # (the game's modules imported before timing)
    best: dict[str, float] = {}
    counts: dict[str, int] = {}
    for _ in range(args.rounds):
        for way, play in WAYS.items():
            games = [epocha.new_game(args.game, players=args.players, seed=s) for s in seeds]
            cpu = time.process_time()
            decisions = sum(play(g, random.Random(s)) for g, s in zip(games, seeds, strict=True))
            rate = decisions / (time.process_time() - cpu)
            best[way] = max(best.get(way, 0.0), rate)
            counts[way] = decisions
    if len(set(counts.values())) != 1:  # the three ways must have played the same games
        raise SystemExit(f"the ways played different games: {counts}")
    rules_cost = 1 / best["rules"]
    print(
        json.dumps(
            {
                "game": args.game,
                "players": args.players,
                "decisions": counts["rules"],
                "decisions_per_cpu_second": {way: round(rate) for way, rate in best.items()},
                # what the layers above the rules add to a decision, as a share of the whole
                "api_share": {
                    way: round(1 - rules_cost / (1 / best[way]), 3) for way in ("people", "search")
                },
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
