"""Bots think in worker processes, so that a table of strong bots never slows the players.

A bot's search is pure Python: in the serving process's threads it would hold the interpreter
lock that every request needs. The searches run instead in a pool of spawned processes (not
forked: the server has threads and an event loop) at a lower OS priority, and the event loop
awaits their answers without tying up a serving thread.

A position travels to a worker as the pickled game, its rules sent by name (the worker uses
its own registry's). Measured on a 4-player game of 300 actions (the game of
benchmarks/bot_tables.py): 41 KB, 0.24 ms to clone and pickle, 0.5 ms to load; rebuilt from
the stored parts (origin, history and `State.to_dict()`) instead, 44 KB, 1.0 ms to make and
1.4 ms to restore. The parts remain the way for a game whose state does not pickle: they are
the engine's contract (the table's snapshots use it). The executor pickles in its feeder
thread, not in the event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import copyreg
import io
import logging
import multiprocessing
import os
import pickle
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from starlette.concurrency import run_in_threadpool

from epocha.bots.takeover import takeover_move
from epocha.engine import Game, IllegalAction
from epocha.engine.registry import game_names, get_rules
from epocha.engine.rules import Rules

log = logging.getLogger("epocha.server")

WORKER_NICENESS = 10  # below the serving process: players' requests come first


class GameNotInWorker(Exception):
    """The worker cannot rebuild the game (one registered in the server process only, say):
    its bots think in the server instead."""


# -- the server's side ------------------------------------------------------------------------


class BotWorkers:
    """Where bot moves are worked out: `workers` processes, or (0) this process's threads."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None  # started at the first bot move
        self._lock = threading.Lock()
        self._local_games: set[str] = set()  # games the workers do not know: played here

    async def move(self, game: Game, seat: int, level: str, seed: int) -> dict:
        """The action of the bot of `level` for `seat` (see `takeover_move`). The game is not
        changed: the bot works on a copy."""
        copy = game.clone()  # the copy the bot sees; the live game's caches never travel
        if self.workers == 0 or copy.name in self._local_games:
            return await run_in_threadpool(takeover_move, copy, seat, level, seed)
        try:
            return await self._in_worker(_Position(copy), seat, level, seed)
        except GameNotInWorker as exc:
            log.warning("the bots of %r games think in the server process: %s", copy.name, exc)
            self._local_games.add(copy.name)
            return await run_in_threadpool(takeover_move, copy, seat, level, seed)

    async def _in_worker(self, position: _Position, seat: int, level: str, seed: int) -> dict:
        for attempt in (1, 2):
            executor = self._pool()
            try:
                future = executor.submit(_think, position.game.name, position, seat, level, seed)
                return await asyncio.wrap_future(future)
            except BrokenProcessPool:
                # a worker died (killed, out of memory): a new pool, and the move once more
                self._replace(executor)
                if attempt == 2:
                    raise
                log.warning("a bot worker died; it is replaced and the move tried again")
        raise AssertionError("unreachable")

    def _pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start_worker,
                )
            return self._executor

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        """Drop a broken pool (once, however many moves found it broken)."""
        with self._lock:
            if self._executor is not broken:
                return
            self._executor = None
        broken.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        """The worker processes running now (for tests and monitoring)."""
        with self._lock:
            executor = self._executor
        return list(getattr(executor, "_processes", None) or {})

    async def close(self) -> None:
        """Stop the workers at once: a search in progress is not waited for (its table's bots
        move again wherever a server runs next)."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is None:
            return
        for process in list((getattr(executor, "_processes", None) or {}).values()):
            with contextlib.suppress(OSError):
                process.terminate()
        await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)


class _Position:
    """A game on its way to a worker. The executor pickles it in its feeder thread, and there
    it becomes bytes (see the module's docstring); the worker loads them in `_think`, where a
    game it does not know is an answer (`GameNotInWorker`), not a broken worker."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __reduce__(self) -> tuple[Any, tuple]:
        g = self.game
        try:
            buffer = io.BytesIO()
            pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
            # the rules by name (a table looked up by exact type costs nothing per object;
            # a Python `persistent_id` made pickling 8 times slower)
            pickler.dispatch_table = {**copyreg.dispatch_table, type(g.rules): _rules_by_name}
            pickler.dump(g)
            return bytes, (buffer.getvalue(),)
        except (pickle.PicklingError, TypeError, AttributeError):
            return tuple, ((g.name, g.origin, g.history_entries(), g.state.to_dict()),)


def _rules_by_name(rules: Rules) -> tuple[Any, tuple]:
    return _rules, (rules.name,)


# -- the worker's side ----------------------------------------------------------------------------


def _rules(name: str) -> Rules:
    try:
        return get_rules(name)
    except IllegalAction as exc:
        raise GameNotInWorker(str(exc)) from None


def _think(name: str, position: bytes | tuple, seat: int, level: str, seed: int) -> dict:
    """In a worker: the bot's action for `seat` in the game `position` describes."""
    rules = _rules(name)
    try:
        if isinstance(position, bytes):
            game = pickle.loads(position)
        else:
            _, origin, history, state = position
            game = Game.restore(rules, origin, history, state)
    except Exception as exc:  # e.g. a plugin's module this worker cannot import
        raise GameNotInWorker(f"game {name!r} does not load in a worker: {exc!r}") from None
    return takeover_move(game, seat, level, seed)


def _start_worker() -> None:
    """A worker's start: a lower priority, Ctrl+C left to the server, and the games loaded
    now rather than during the first move."""
    with contextlib.suppress(OSError, AttributeError):  # not everywhere (Windows), or refused
        os.nice(WORKER_NICENESS)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        # a server killed outright (SIGKILL) cannot stop its workers: they notice and go
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()
    for name in game_names():
        try:
            get_rules(name)
        except Exception:  # a broken plugin fails its own moves, not the worker
            log.exception("bot worker: game %r does not load", name)


def _exit_with(parent: Any) -> None:
    parent.join()
    os._exit(0)
