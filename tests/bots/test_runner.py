"""A study gives the same games wherever it runs: here, in local processes, or on Ray."""

from __future__ import annotations

import dataclasses

from epocha.bots.arena import play_games

STUDY = ("innovation", ["random", "greedy"], 6, 2, 5)  # game, bots, games, players, seed


def _played(**where) -> list[dict]:
    game, bots, games, players, seed = STUDY
    records = play_games(game, bots, games, players, seed, {}, **where)
    # what a game is, without how long its bots took to think (that depends on the machine)
    return [{k: v for k, v in dataclasses.asdict(r).items() if k != "think"} for r in records]


def test_local_processes_play_the_same_games():
    assert _played(jobs=2) == _played(jobs=1)


def test_a_ray_cluster_plays_the_same_games():
    import ray  # the cluster extra, which the dev extra includes

    ray.init(num_cpus=2, include_dashboard=False, object_store_memory=80 * 2**20, log_to_driver=False)
    try:
        on_ray = _played(cluster="auto")
    finally:
        ray.shutdown()
    assert on_ray == _played(jobs=1)
