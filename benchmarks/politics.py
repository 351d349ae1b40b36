"""Through the Ages' politics and the bots: how often each bot level takes each kind of political
action, and what politics is worth to them. Figures for a closing note, never a CI test.

    python benchmarks/politics.py                 # every match below (hours of CPU on one core)
    python benchmarks/politics.py --scale 0.2     # a fifth of the games: rough figures
    python benchmarks/politics.py --only worth    # one match: worth, greedy-random, medium-greedy
    python benchmarks/politics.py --only medium-greedy --players 4   # its 4-player games only

Matches (seat-rotated, `epocha.bots.arena`):
- worth: 3 players, greedy against two greedy bots that never take a political action but
  events ("greedy:avoid=aggression+war+pact+cancel_pact"), 100 games. Reported: the greedy bot's
  pairwise score against each of the others (1 when its culture is higher, 1/2 when equal),
  with a 95% Wilson interval over the pairs (two per game, not independent: a little narrow);
  and its win share against the fair 1/3.
- greedy-random: greedy against random, 100 games, 2 and 4 players.
- medium-greedy: IS-MCTS medium against greedy, 60 games, 2 and 4 players.
- hard: IS-MCTS hard against medium, 6 games, 2 players: only for how often hard takes each
  political action (hard's strength is the ladder's, benchmarks/ladder.py).
Each match also counts, per bot, the political actions taken per 100 decisions.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from epocha.bots.arena import GameRecord, play_games, summarize, wilson
from epocha.engine import Game

POLITICAL = ("event", "aggression", "war", "pact", "cancel_pact", "resign")
NO_POLITICS = "greedy:avoid=aggression+war+pact+cancel_pact"
MATCHES = {
    "worth": [("greedy", NO_POLITICS, NO_POLITICS, 3, 100)],
    "greedy-random": [("greedy", "random", None, 2, 100), ("greedy", "random", None, 4, 100)],
    "medium-greedy": [("medium", "greedy", None, 2, 60), ("medium", "greedy", None, 4, 60)],
    "hard": [("hard", "medium", None, 2, 6)],
}


def taken(game: Game) -> dict:
    """Per seat: the political actions it took, its decisions, its final culture."""
    kinds: list[Counter] = [Counter() for _ in range(game.players)]
    decisions = [0] * game.players
    for entry in game.history:
        decisions[entry["seat"]] += 1
        kind = entry["action"]["type"]
        if kind in POLITICAL:
            kinds[entry["seat"]][kind] += 1
    culture = (game.result or {}).get("scores") or [0] * game.players
    return {"kinds": [dict(k) for k in kinds], "decisions": decisions, "culture": culture}


def per_bot(records: list[GameRecord]) -> dict:
    """Political actions per 100 decisions of each bot."""
    kinds: dict[str, Counter] = {}
    decisions: Counter = Counter()
    for r in records:
        for seat, name in enumerate(r.seats):
            kinds.setdefault(name, Counter()).update(r.extra["kinds"][seat])
            decisions[name] += r.extra["decisions"][seat]
    return {
        name: {k: round(100 * kinds[name][k] / decisions[name], 2) for k in POLITICAL}
        for name in kinds
        if decisions[name]
    }


def pairwise(records: list[GameRecord], bot: str) -> dict:
    """`bot`'s score against each other seat: 1 if its culture is higher, 1/2 if equal."""
    score, pairs = 0.0, 0
    for r in records:
        culture = r.extra["culture"]
        me = r.seats.index(bot)
        for other in range(len(r.seats)):
            if other != me:
                pairs += 1
                score += (
                    1.0 if culture[me] > culture[other] else 0.5 if culture[me] == culture[other] else 0.0
                )
    low, high = wilson(score, pairs)
    return {"pairs": pairs, "rate": round(score / pairs, 4), "ci95": [round(low, 4), round(high, 4)]}


def run(a: str, b: str, c: str | None, players: int, games: int, seed: int) -> dict:
    bots = [a, b] if c is None else [a, b, c]
    start = time.process_time()
    records = list(play_games("tta", bots, games, players, seed, hook=taken))
    report = summarize("tta", bots, players, seed, records)
    out = {
        "bots": bots,
        "players": players,
        "games": games,
        "win_rates": {k: {"rate": v["win_rate"], "ci95": v["ci95"]} for k, v in report["results"].items()},
        "political_per_100_decisions": per_bot(records),
        "ends": report["ends"],
        "cpu_seconds": round(time.process_time() - start, 1),
    }
    if c is not None:
        out["pairwise"] = pairwise(records, a)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every match's games")
    parser.add_argument("--only", choices=sorted(MATCHES), action="append")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, help="only the matches of this player count")
    args = parser.parse_args()
    for name in args.only or MATCHES:
        for a, b, c, players, games in MATCHES[name]:
            if args.players and players != args.players:
                continue
            n = max(players, round(games * args.scale / players) * players)  # whole rotations
            print(json.dumps({"match": name, **run(a, b, c, players, n, args.seed)}), flush=True)


if __name__ == "__main__":
    main()
