"""Speed of the Innovation engine: random-bot games, decisions and clones per second.

python benchmarks/innovation_speed.py [--games 200] [--players 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import json

from epocha.cli.simulate import bench


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in sorted({args.players, 2, 3, 4}):
        print(json.dumps(bench("innovation", args.games, players, args.seed, {})))


if __name__ == "__main__":
    main()
