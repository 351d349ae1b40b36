"""Replays: a stored game stepped through from its start, as one seat or a spectator saw it.

Steps. Step 0 is the game before its first action; step N is the game after its first N
*effective* moves: the actions of the stored log with every action an "undo" row took back
left out (neither the undo row nor the action it took back is a step). The last step is the
game as it stands now. So a log "act, act, undo, act" has two steps: step 1 is the game after
the first row's action, step 2 after the first row's and the fourth row's.

A step is rebuilt by the engine from the game's origin and its log, never read from a stored
picture, and is shown through the engine's own redaction of that step for the asked seat
(`seat_view`), so a seat's replay holds exactly what the seat could see then. Who may watch:
a finished game, any seat's view or the spectator's, for anyone; a game in progress, the
spectator's view for anyone, a seat's view only for that seat (its token).

Cost. A step never seen before is rebuilt from the start: O(N) engine moves. Each process
keeps a bounded cache of rebuilt games keyed by the log row that made their last move (rows
never change, so a key never goes stale, undos included), with a checkpoint every
`CHECKPOINT_EVERY` steps of each rebuild: stepping on or back, or jumping to a step near one
seen, costs at most that many moves. The last step is the table's own cached game. Measured
by benchmarks/replays.py on a four-player bot game of 521 moves: about 100 ms for a step never
seen (its whole log of 1,500 events included), 8 ms for the next or previous step as the
replay page asks (only the log events it lacks).
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass

from epocha.engine import Game
from epocha.engine.game import seat_view

from .problem import Problem
from .service import Tables, game_at_start

CHECKPOINT_EVERY = 32
# rebuilt games kept per process (each a copy of some tens of kilobytes: its log is never worded)
CACHED_STEPS = 192


@dataclass(frozen=True)
class Move:
    """One effective move: the log row that made it, the seat that moved and its action."""

    row: int
    seat: int
    action: dict


def effective_moves(rows: list[dict]) -> list[Move]:
    """The moves that stand in a stored log: an undo row takes back the last one (a timeout
    row is the table's, not a move: see `Live.table_view`)."""
    moves: list[Move] = []
    for r in rows:
        if r["kind"] == "undo":
            moves.pop()
        elif r["kind"] == "act":
            moves.append(Move(r["seq"], r["seat"], json.loads(r["action"])))
    return moves


class Replays:
    """Steps of the stored games, rebuilt on request (see the module's docstring)."""

    def __init__(
        self, tables: Tables, capacity: int = CACHED_STEPS, checkpoint_every: int = CHECKPOINT_EVERY
    ) -> None:
        self.tables = tables
        self.capacity = capacity
        self.checkpoint_every = checkpoint_every
        # (game id, the log row of the step's last move; 0 at the start) -> the game then.
        # Cached games are never changed or worded: they are only cloned.
        self._games: OrderedDict[tuple[str, int], Game] = OrderedDict()
        self._lock = threading.Lock()

    def replay(
        self, game_id: str, token: str | None, *, at: int | None, seat: int | None, log_from: int = 0
    ) -> dict:
        """Step `at` (None: the last) of a game as `seat` saw it (None: a spectator): the same
        fields as a view (`seat`, `view`, `log_from`, `log`, `log_length`), plus `at`, `steps`
        (the last step's number), `moves` (the seat that made each move: `moves[n - 1]` made
        step n), `seq`, the number of log rows the steps were read from, and `chat_seq`: the
        chat messages said by the step are those whose `game_seq` is at most it (server/chat.py)."""
        row = self.tables.record(game_id)
        viewer = self.tables.seat_of(game_id, token)
        self._check_access(row, seat, viewer)
        rows = self.tables.store.log(game_id)
        seq = rows[-1]["seq"] if rows else 0
        moves = effective_moves(rows)
        steps = len(moves)
        if at is None:
            at = steps
        if not 0 <= at <= steps:
            raise Problem(422, "no_such_step", f"this game has steps 0 to {steps}", steps=steps)
        live = self.tables.load(game_id) if at == steps else None
        # the last step is the table's own game when nobody moved since the log was read
        game = live.game if live is not None and live.seq == seq else self._game_at(game_id, row, moves, at)
        log_from = max(0, min(log_from, len(game.state.log)))
        view = seat_view(
            game.rules,
            game.players,
            game.options,
            game.state,
            game.decisions(),
            seat,
            # a replay only shows: nothing in it can be taken back
            can_undo=False,
            undo=None,
            log=game.log_for(seat, log_from),
            log_length=len(game.state.log),
        )
        if live is not None:  # the last step: the game as the table stands (a clock may have ended it)
            live.table_view(view)
        events = view.pop("log")
        return {
            "at": at,
            "steps": steps,
            "moves": [m.seat for m in moves],
            "seq": seq,
            # the chat said by this step: messages whose `game_seq` is at most this (said
            # before the move of the next step; at the last step, all of them up to `seq`)
            "chat_seq": moves[at].row - 1 if at < steps else seq,
            "seat": seat,
            "view": view,
            "log_from": log_from,
            "log": events,
            "log_length": view.pop("log_length"),
        }

    @staticmethod
    def _check_access(row: dict, seat: int | None, viewer: int | None) -> None:
        if seat is not None and not 0 <= seat < row["players"]:
            raise Problem(422, "no_such_seat", f"seats are 0 to {row['players'] - 1}")
        if seat is None or row["status"] == "over":
            return
        # while the game runs a seat's view holds its hidden cards: only for that seat
        if viewer is None:
            raise Problem(401, "no_token", "replaying a seat of a game in progress needs that seat's link")
        if viewer != seat:
            raise Problem(403, "not_your_seat", "while the game runs, a seat replays only its own view")

    def _game_at(self, game_id: str, row: dict, moves: list[Move], at: int) -> Game:
        """The game after `moves[:at]`, rebuilt from the nearest cached step at or before it:
        a copy of the caller's own. The cache keeps copies whose log was never put into words
        (tens of kilobytes each; the words of a long game's log take megabytes)."""

        def key(step: int) -> tuple[str, int]:
            return (game_id, moves[step - 1].row if step else 0)

        start, cached = 0, None
        with self._lock:
            for step in range(at, -1, -1):
                cached = self._games.get(key(step))
                if cached is not None:
                    self._games.move_to_end(key(step))
                    start = step
                    break
        game = cached.clone() if cached is not None else game_at_start(row)
        if start == at and cached is not None:
            return game
        for step in range(start + 1, at + 1):
            move = moves[step - 1]
            game.apply(move.seat, move.action)
            if step % self.checkpoint_every == 0 or step == at:
                self._remember(key(step), game.clone())
        return game

    def _remember(self, key: tuple[str, int], game: Game) -> None:
        with self._lock:
            self._games[key] = game
            self._games.move_to_end(key)
            while len(self._games) > self.capacity:
                self._games.popitem(last=False)
