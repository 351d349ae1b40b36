"""Bots think in worker processes, so that a table of strong bots never slows the players.

A bot's search is pure Python: in the serving process's threads it would hold the interpreter
lock that every request needs. The searches run instead in a pool of spawned processes (not
forked: the server has threads and an event loop) at a lower OS priority, and the event loop
awaits their answers without tying up a serving thread.

A position travels to a worker as the seat's `SeatGame` (all a bot is given: the seat's log
and a determinized copy, never the game), pickled with its rules sent by name (the worker uses
its own registry's). Measured on a 4-player game 300 actions in: 27 KB (the copy of the whole
game sent before: 40 KB), 0.13 ms to pickle (the copy: 0.23 ms to clone and pickle) and 0.22 ms
to load (0.32 ms); making it costs 0.4 ms (a resampling and the redacted log), in a serving
thread rather than in the event loop. A seat object whose state does not pickle travels as
plain parts (`SeatGame.to_parts`: log and `State.to_dict()` of the copy). The executor
pickles in its feeder thread, not in the event loop.
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

from epocha.bots.takeover import bot_move
from epocha.engine import Game, IllegalAction, SeatGame
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
        changed: the bot is given the seat's `SeatGame`, never the game itself."""
        if game.is_over:
            raise IllegalAction("the game is over")
        if seat not in game.active_players:
            raise IllegalAction(f"seat {seat} need not act now (active: {game.active_players})")
        # (a resampling: more than the copy of the game sent before, so not in the event loop;
        # a live game is never changed once loaded: a move makes a new one)
        me = await run_in_threadpool(game.for_seat, seat)
        if self.workers == 0 or me.name in self._local_games:
            return await run_in_threadpool(bot_move, me, level, seed)
        try:
            return await self._in_worker(_Position(me), level, seed)
        except GameNotInWorker as exc:
            log.warning("the bots of %r games think in the server process: %s", me.name, exc)
            self._local_games.add(me.name)
            return await run_in_threadpool(bot_move, me, level, seed)

    async def _in_worker(self, position: _Position, level: str, seed: int) -> dict:
        for attempt in (1, 2):
            executor = self._pool()
            try:
                future = executor.submit(_think, position.me.name, position, level, seed)
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
    """A seat object on its way to a worker. The executor pickles it in its feeder thread, and
    there it becomes bytes (see the module's docstring); the worker loads them in `_think`,
    where a game it does not know is an answer (`GameNotInWorker`), not a broken worker."""

    def __init__(self, me: SeatGame) -> None:
        self.me = me

    def __reduce__(self) -> tuple[Any, tuple]:
        me = self.me
        try:
            buffer = io.BytesIO()
            pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
            # the rules by name (a table looked up by exact type costs nothing per object;
            # a Python `persistent_id` made pickling 8 times slower)
            pickler.dispatch_table = {**copyreg.dispatch_table, type(me.rules): _rules_by_name}
            pickler.dump(me)
            return bytes, (buffer.getvalue(),)
        except (pickle.PicklingError, TypeError, AttributeError):
            return tuple, (me.to_parts(),)


def _rules_by_name(rules: Rules) -> tuple[Any, tuple]:
    return _rules, (rules.name,)


# -- the worker's side ----------------------------------------------------------------------------


def _rules(name: str) -> Rules:
    try:
        return get_rules(name)
    except IllegalAction as exc:
        raise GameNotInWorker(str(exc)) from None


def _think(name: str, position: bytes | tuple, level: str, seed: int) -> dict:
    """In a worker: the bot's action for the seat object `position` describes."""
    rules = _rules(name)
    try:
        if isinstance(position, bytes):
            me = pickle.loads(position)
        else:
            me = SeatGame.from_parts(rules, position)  # type: ignore[arg-type]
    except Exception as exc:  # e.g. a plugin's module this worker cannot import
        raise GameNotInWorker(f"game {name!r} does not load in a worker: {exc!r}") from None
    return bot_move(me, level, seed)


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
