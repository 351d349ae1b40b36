"""Chat at a table: the seated players write to each other; everybody who may watch the game
reads it.

A message is one line of plain text (models.ChatMessage) from a seat's link: spectators read,
they do not write. It is stored with the game (the `chat` table, numbered from 1 per game) with
the seat's name at that moment and the game's log length then (`game_seq`), so a replay shows
what had been said by the step it shows (`Replays.replay`'s `chat_seq`). Storing one bumps the
game's `version` but not its `seq`: the hub wakes every watcher, here and in the other server
processes, and their views carry `chat`, the number of the latest message, so a page asks for
what it lacks (`GET .../chat?after=`) and knows that no move happened. Muting is the reader's
business: the page hides the seats its player muted (docs/web.md, "Chat").
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from starlette.concurrency import run_in_threadpool

from .problem import Problem
from .storage import ChatFull, aware

PAGE = 200  # messages in one answer; `more` says when there are others after them
MOST_MESSAGES = 5_000  # a table's whole chat: a bound on what one game may store
_LATEST_CACHED = 4096  # games whose latest message number is remembered, per process


class Chat:
    """The chat of every table (`tables`: the table's `Tables`)."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        self.store = tables.store
        # game -> (the version it was read at, the latest message's number then): every
        # watcher of a game in this process is told the number after one query per change
        self._latest: OrderedDict[str, tuple[int, int]] = OrderedDict()
        self._lock = threading.Lock()

    def speaker(self, game_id: str, token: str) -> int:
        """The seat a message comes from: the token's (404 for no such game, 403 for a token of
        another game)."""
        self.tables.record(game_id)
        seat = self.tables.seat_of(game_id, token)
        assert seat is not None  # a token always names a seat, or is refused
        return seat

    async def post(self, game_id: str, seat: int, text: str) -> dict:
        """Store a message and wake the game's watchers; the message as `read` gives it."""
        try:
            stored = await run_in_threadpool(self.store.post_chat, game_id, seat, text, MOST_MESSAGES)
        except ChatFull:
            raise Problem(
                409, "chat_full", f"this table's chat holds its {MOST_MESSAGES} messages; no more fit"
            ) from None
        if stored is None:  # deleted between the token's check and the write
            raise Problem(404, "no_such_game", "there is no such game")
        row, head = stored
        self.tables.hub.committed(game_id, head)
        return public(row)

    def read(self, game_id: str, token: str | None, after: int) -> dict:
        """The messages numbered after `after`, oldest first, at most `PAGE` of them (`more`:
        others follow). Anyone may read; a token of another game is refused, as for a view."""
        self.tables.record(game_id)
        self.tables.seat_of(game_id, token)
        rows = self.store.chat(game_id, after, PAGE + 1)
        return {"messages": [public(r) for r in rows[:PAGE]], "more": len(rows) > PAGE}

    def latest(self, game_id: str, version: int) -> int:
        """The number of the game's latest message as of `version` (or later): each message
        bumps the version, so a number read once per version stays right for it."""
        with self._lock:
            known = self._latest.get(game_id)
            if known is not None and known[0] == version:
                self._latest.move_to_end(game_id)
                return known[1]
        number = self.store.last_chat(game_id)
        with self._lock:
            self._latest[game_id] = (version, number)
            self._latest.move_to_end(game_id)
            while len(self._latest) > _LATEST_CACHED:
                self._latest.popitem(last=False)
        return number


def public(row: dict) -> dict:
    """A stored message as clients get it (an empty `name`: the client names the seat)."""
    return {
        "n": row["n"],
        "seat": row["seat"],
        "name": row["name"],
        "text": row["text"],
        "game_seq": row["game_seq"],
        "created_at": aware(row["created_at"]).isoformat(),
    }
