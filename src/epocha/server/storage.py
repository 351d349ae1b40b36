"""The database: games, seats, the append-only action log and state snapshots.

Every write that changes a game is one transaction guarded by the game's sequence number
(`UPDATE games SET seq = seq + 1 WHERE id = ? AND seq = ?`), so two writers can never both
append: the second finds the number moved on and is told its move is stale. A move is
acknowledged only after its transaction committed, so a killed server loses nothing that
anyone saw acknowledged.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from importlib import resources
from typing import Any, NamedTuple

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    DateTime,
    Integer,
    String,
    and_,
    bindparam,
    create_engine,
    delete,
    event,
    exists,
    func,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from . import ratings as rating_rules
from .tables import (
    actions,
    campaigns,
    chat,
    games,
    home_seats,
    homes,
    notifications,
    push_subscriptions,
    rated_results,
    ratings,
    seats,
    server_keys,
    snapshots,
)

_MIGRATION_LOCK = 0x65706F636861  # "epocha": the PostgreSQL advisory lock held while migrating

# a signed 64-bit integer: what the `seed` column holds
SEED_RANGE = range(-(2**63), 2**63)


class ClockWrite(NamedTuple):
    """The clocks after a write (`clocks.Clocks` as JSON) and their first deadline, stored with
    it in the same transaction."""

    clock: str | None
    deadline: datetime | None


class ChatFull(Exception):
    """A game holds as many chat messages as it may."""


class Head(NamedTuple):
    """Where a game stands in the database: `seq` counts its log rows, `version` every
    change a client may want to see."""

    seq: int
    version: int


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def now() -> datetime:
    return datetime.now(UTC)


def seats_json(seat_numbers: Sequence[int]) -> str:
    """The `games.to_move` column's text: the seats that must act now."""
    return json.dumps(list(seat_numbers), separators=(",", ":"))


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=16, max_overflow=16
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            _into_wal(cursor)
            # WAL + NORMAL: a committed transaction survives the process being killed (the
            # OS has the log); only a power cut may lose the last ones. PostgreSQL for more.
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)


def _into_wal(cursor: Any, patience: float = 30.0) -> None:
    """Switch a SQLite database to write-ahead logging. While another connection is switching
    a new database at the same moment, SQLite answers "locked" at once instead of waiting for
    its busy timeout (seen with servers starting together): so wait here, as long."""
    deadline = time.monotonic() + patience
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


# The statements of the hot path are built once, with bound parameters: SQLAlchemy then
# neither rebuilds them nor walks literal values for its cache key on every move.
# Game ids are made by the table (hex) and fit the column: anything else names no game and
# is never sent to the database (PostgreSQL refuses a NUL in text with an error).
_GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def could_be_game_id(text: str) -> bool:
    return _GAME_ID.fullmatch(text) is not None


# an active game's seats include one open to anyone (the lobby lists it; it may expire unjoined)
_HAS_OPEN_SEAT = exists().where(and_(seats.c.game_id == games.c.id, seats.c.open.is_(True)))
_HEAD = select(games.c.seq, games.c.version).where(games.c.id == bindparam("gid"))
_SEATS = select(seats).where(seats.c.game_id == bindparam("gid")).order_by(seats.c.seat)
_ADVANCE = (
    update(games)
    .where(and_(games.c.id == bindparam("gid"), games.c.seq == bindparam("expected")))
    .values(
        seq=bindparam("new_seq"),
        version=games.c.version + 1,
        status=bindparam("new_status"),
        updated_at=bindparam("stamp"),
        result=bindparam("new_result"),
        to_move=bindparam("new_to_move"),
        # a person's move keeps the game from expiring; a bot's leaves the mark as it was
        human_seen_at=func.coalesce(bindparam("seen", type_=DateTime(timezone=True)), games.c.human_seen_at),
    )
    .returning(games.c.seq, games.c.version)
)


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = _engine(url)

    def migrate(self) -> None:
        """Bring the schema up to date (Alembic, the migrations ship inside the package).
        Server processes starting together take turns: the first migrates, the others then
        find the schema current."""
        cfg = Config()
        cfg.set_main_option("script_location", str(resources.files("epocha.server") / "migrations"))
        with self.engine.begin() as conn:
            if conn.dialect.name == "sqlite":
                conn.exec_driver_sql("BEGIN EXCLUSIVE")  # DDL included; waits up to the busy timeout
            elif conn.dialect.name == "postgresql":
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_MIGRATION_LOCK})")
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")

    def dispose(self) -> None:
        self.engine.dispose()

    def ping(self) -> None:
        """Ask the database something (raises when it cannot answer)."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")

    # -- games and seats -----------------------------------------------------------------

    def create_game(
        self,
        record: dict,
        seat_rows: list[dict],
        log_rows: Sequence[dict] = (),
        *,
        status: str = "active",
        result: dict | None = None,
        snapshot: dict | None = None,
        engine_version: str = "",
    ) -> None:
        """A new game with its seats and, for an imported game, its log so far: all in one
        transaction, so a failure leaves nothing behind."""
        stamp = now()
        seq = len(log_rows)
        with self.engine.begin() as conn:
            conn.execute(
                insert(games).values(
                    **record,
                    seq=seq,
                    version=0,
                    status=status,
                    result=json.dumps(result) if result is not None else None,
                    created_at=stamp,
                    updated_at=stamp,
                    human_seen_at=stamp,  # somebody asked for it: that counts as a visit
                )
            )
            conn.execute(insert(seats), [{"game_id": record["id"], **row} for row in seat_rows])
            if log_rows:
                conn.execute(
                    insert(actions),
                    [
                        {"game_id": record["id"], "seq": n, "created_at": stamp, **row}
                        for n, row in enumerate(log_rows, start=1)
                    ],
                )
            if snapshot is not None:
                self._snapshot(conn, record["id"], seq, snapshot, engine_version)

    def game(self, game_id: str) -> dict | None:
        if not could_be_game_id(game_id):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            return dict(row) if row else None

    def head(self, game_id: str) -> Head | None:
        """The game's sequence number and change counter (the cheap check that a cached
        game is current)."""
        if not could_be_game_id(game_id):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(_HEAD, {"gid": game_id}).first()
        return Head(row[0], row[1]) if row else None

    def heads(self, ids: list[str]) -> dict[str, Head]:
        """`head` of many games in few queries (what each server process's hub watches)."""
        out: dict[str, Head] = {}
        ids = [i for i in ids if could_be_game_id(i)]
        with self.engine.connect() as conn:
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                rows = conn.execute(
                    select(games.c.id, games.c.seq, games.c.version).where(games.c.id.in_(chunk))
                )
                out.update({r[0]: Head(r[1], r[2]) for r in rows})
        return out

    def games(self, ids: list[str]) -> list[dict]:
        ids = [i for i in ids if could_be_game_id(i)]
        if not ids:
            return []
        with self.engine.connect() as conn:
            rows = conn.execute(select(games).where(games.c.id.in_(ids))).mappings().all()
            return [dict(r) for r in rows]

    def seats(self, game_id: str) -> list[dict]:
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(_SEATS, {"gid": game_id}).mappings().all()]

    def seat_for_token(self, token: str) -> dict | None:
        with self.engine.connect() as conn:
            row = (
                conn.execute(select(seats).where(seats.c.token_hash == token_hash(token))).mappings().first()
            )
            return dict(row) if row else None

    def claim_seat(self, game_id: str, seat: int, token: str, name: str) -> Head | None:
        """Give an open seat to whoever joins; None if someone was faster."""
        with self.engine.begin() as conn:
            res = conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat, seats.c.open.is_(True)))
                .values(open=False, token_hash=token_hash(token), name=name)
            )
            if res.rowcount != 1:
                return None
            stamp = now()
            conn.execute(
                update(games)
                .where(games.c.id == game_id)
                .values(joined_at=func.coalesce(games.c.joined_at, stamp), human_seen_at=stamp)
            )
            return _bump(conn, game_id)

    def seen(self, game_id: str) -> None:
        """A person opened the game (it does not expire for another while)."""
        with self.engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == game_id).values(human_seen_at=now()))

    def set_away(
        self, game_id: str, seat: int, away: bool, bot: str | None, clock: ClockWrite | None = None
    ) -> Head | None:
        """A seat's player left (`bot` plays it) or came back; with `clock`, the table's
        clocks as they follow from it, in the same transaction."""
        with self.engine.begin() as conn:
            conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                .values(away=away, bot=bot)
            )
            if clock is not None:
                _write_clock(conn, game_id, clock)
            return _bump(conn, game_id)

    def due_clocks(self, at: datetime, limit: int = 200) -> list[str]:
        """Active games whose first clock has run out by `at`."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(games.c.id)
                .where(and_(games.c.status == "active", games.c.deadline_at <= at))
                .order_by(games.c.deadline_at)
                .limit(limit)
            )
            return [r[0] for r in rows]

    def set_seat_token(self, game_id: str, seat: int, token: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                .values(token_hash=token_hash(token))
            )

    def set_rematch(self, game_id: str, rematch_id: str) -> Head | None:
        """Record the rematch; None if somebody else recorded one first."""
        with self.engine.begin() as conn:
            row = conn.execute(
                update(games)
                .where(and_(games.c.id == game_id, games.c.rematch_id.is_(None)))
                .values(rematch_id=rematch_id, version=games.c.version + 1)
                .returning(games.c.seq, games.c.version)
            ).first()
            return Head(row[0], row[1]) if row else None

    def open_games(self, limit: int = 50, per_creator: int = 5) -> list[dict]:
        """The newest active games with a seat anyone may join, at most `per_creator` of them
        from any one creator (an address that makes a thousand cannot push the others out)."""
        # games without a recorded creator (imported from before 0004) each count alone
        creator = func.coalesce(games.c.creator, games.c.id)
        newest = (
            select(
                games.c.id,
                games.c.created_at,
                func.row_number()
                .over(partition_by=creator, order_by=(games.c.created_at.desc(), games.c.id))
                .label("rank"),
            )
            .where(and_(games.c.status == "active", _HAS_OPEN_SEAT))
            .subquery()
        )
        with self.engine.connect() as conn:
            ids = (
                conn.execute(
                    select(newest.c.id)
                    .where(newest.c.rank <= per_creator)
                    .order_by(newest.c.created_at.desc(), newest.c.id)
                    .limit(limit)
                )
                .scalars()
                .all()
            )
        found = {row["id"]: row for row in self.games(list(ids))}
        return [found[i] for i in ids if i in found]

    def expire(self, idle: timedelta, unjoined: timedelta) -> list[str]:
        """Delete the games nobody will come back to; their ids.

        An active game expires when no person has acted in it or opened it for `idle` and no
        turn timeout or clock is running in it (one still running means somebody may yet act
        on it, or the clock will settle it);
        an active game with a seat open to anyone expires `unjoined` after it was made if
        nobody ever joined it. Finished games never expire."""
        stamp = now()
        with self.engine.begin() as conn:
            idle_rows = conn.execute(
                select(games.c.id, games.c.turn_timeout, games.c.updated_at, games.c.deadline_at).where(
                    and_(
                        games.c.status == "active",
                        func.coalesce(games.c.human_seen_at, games.c.updated_at) < stamp - idle,
                    )
                )
            ).all()
            doomed = [
                gid
                for gid, timeout, updated, deadline in idle_rows
                if (not timeout or aware(updated) + timedelta(seconds=timeout) <= stamp)
                and (deadline is None or aware(deadline) <= stamp)
            ]
            doomed += conn.execute(
                select(games.c.id).where(
                    and_(
                        games.c.status == "active",
                        games.c.joined_at.is_(None),
                        games.c.created_at < stamp - unjoined,
                        _HAS_OPEN_SEAT,
                    )
                )
            ).scalars()
            doomed = sorted(set(doomed))
            for start in range(0, len(doomed), 500):  # seats, log and snapshots go with them
                conn.execute(delete(games).where(games.c.id.in_(doomed[start : start + 500])))
        return doomed

    def games_to_resume(self, since: datetime) -> list[str]:
        """The active games whose bots play on when a server starts: those with a human seat
        (a player away included) and those changed since `since`; the most recent first."""
        human = exists().where(and_(seats.c.game_id == games.c.id, seats.c.kind == "human"))
        with self.engine.connect() as conn:
            return list(
                conn.execute(
                    select(games.c.id)
                    .where(and_(games.c.status == "active", or_(human, games.c.updated_at >= since)))
                    .order_by(games.c.updated_at.desc())
                )
                .scalars()
                .all()
            )

    def delete_game(self, game_id: str) -> None:
        """A game made a moment ago and not wanted after all (with its seats)."""
        with self.engine.begin() as conn:
            conn.execute(delete(games).where(games.c.id == game_id))

    # -- campaigns ----------------------------------------------------------------------------

    def create_campaign(self, row: dict) -> None:
        stamp = now()
        with self.engine.begin() as conn:
            conn.execute(insert(campaigns).values(**row, version=0, created_at=stamp, updated_at=stamp))

    def campaign(self, campaign_id: str) -> dict | None:
        if not could_be_game_id(campaign_id):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(campaigns).where(campaigns.c.id == campaign_id)).mappings().first()
            return dict(row) if row else None

    @contextlib.contextmanager
    def campaign_for_update(self, campaign_id: str) -> Iterator[tuple[dict | None, Callable[..., None]]]:
        """The campaign's row, locked until the block ends (other writers of it wait: SQLite's
        write lock, PostgreSQL's row lock), and a function that writes it within the same
        transaction; an exception in the block writes nothing."""
        with self.engine.begin() as conn:
            if conn.dialect.name == "sqlite":
                conn.exec_driver_sql("BEGIN IMMEDIATE")
            query = select(campaigns).where(campaigns.c.id == campaign_id)
            if conn.dialect.name != "sqlite":
                query = query.with_for_update()
            found = conn.execute(query).mappings().first() if could_be_game_id(campaign_id) else None
            row = dict(found) if found else None

            def write(**values: Any) -> None:
                assert row is not None
                conn.execute(
                    update(campaigns)
                    .where(campaigns.c.id == campaign_id)
                    .values(**values, version=row["version"] + 1, updated_at=now())
                )

            yield row, write

    def update_campaign(self, campaign_id: str, version: int, **values: Any) -> bool:
        """Write a campaign if nobody wrote it since `version` was read; whether it was written."""
        with self.engine.begin() as conn:
            res = conn.execute(
                update(campaigns)
                .where(and_(campaigns.c.id == campaign_id, campaigns.c.version == version))
                .values(**values, version=version + 1, updated_at=now())
            )
            return res.rowcount == 1

    # -- homes --------------------------------------------------------------------------------
    # A home is found by its token's digest (there is no id in its link). Every write that
    # needs the home holds its row locked (SQLite's write lock, PostgreSQL's row lock) from
    # finding it to writing, so a claim never lands beside a rotation that re-seals the seats.

    def create_home(self, home_id: str, digest: str) -> None:
        stamp = now()
        with self.engine.begin() as conn:
            conn.execute(
                insert(homes).values(id=home_id, token_hash=digest, created_at=stamp, updated_at=stamp)
            )

    def home(self, digest: str) -> dict | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(homes).where(homes.c.token_hash == digest)).mappings().first()
            return dict(row) if row else None

    def update_home(self, digest: str, **values: Any) -> bool:
        """Write a home's name or language; whether the home was found."""
        with self.engine.begin() as conn:
            res = conn.execute(
                update(homes).where(homes.c.token_hash == digest).values(**values, updated_at=now())
            )
            return res.rowcount == 1

    def rotate_home(self, digest: str, new_digest: str, reseal: Callable[[str], str]) -> bool:
        """Give a home a new token: its digest, and every claimed seat's sealed token re-sealed
        (`reseal` maps the old sealed text to the new one), in one transaction. False: no home
        has the token `digest` (any more)."""
        with self.engine.begin() as conn:
            home = _lock_home(conn, digest)
            if home is None:
                return False
            claimed = conn.execute(
                select(home_seats.c.game_id, home_seats.c.seat, home_seats.c.sealed_token).where(
                    home_seats.c.home_id == home["id"]
                )
            ).all()
            for game_id, seat, sealed in claimed:
                conn.execute(
                    update(home_seats)
                    .where(and_(home_seats.c.game_id == game_id, home_seats.c.seat == seat))
                    .values(sealed_token=reseal(sealed))
                )
            conn.execute(
                update(homes).where(homes.c.id == home["id"]).values(token_hash=new_digest, updated_at=now())
            )
            return True

    def claim_home_seat(self, digest: str, game_id: str, seat: int, sealed: str, most: int) -> str:
        """Put a seat into the home whose token has `digest`: "claimed", "already" (in this home),
        "taken" (in another home), "full" (the home holds `most` seats) or "no_home"."""
        try:
            with self.engine.begin() as conn:
                home = _lock_home(conn, digest)
                if home is None:
                    return "no_home"
                holder = conn.execute(
                    select(home_seats.c.home_id).where(
                        and_(home_seats.c.game_id == game_id, home_seats.c.seat == seat)
                    )
                ).scalar()
                if holder is not None:
                    return "already" if holder == home["id"] else "taken"
                count = conn.execute(
                    select(func.count()).select_from(home_seats).where(home_seats.c.home_id == home["id"])
                ).scalar_one()
                if count >= most:
                    return "full"
                conn.execute(
                    insert(home_seats).values(
                        game_id=game_id, seat=seat, home_id=home["id"], sealed_token=sealed, claimed_at=now()
                    )
                )
                return "claimed"
        except IntegrityError:  # another home claimed it at the same moment (or the game went)
            return "taken"

    def release_home_seat(self, digest: str, game_id: str, seat: int) -> str:
        """Take a seat out of the home whose token has `digest`: "released", "not_claimed"
        (not in this home), "rated" (a rated game that runs: its seat rates this home) or
        "no_home"."""
        with self.engine.begin() as conn:
            home = _lock_home(conn, digest)
            if home is None:
                return "no_home"
            mine = and_(
                home_seats.c.home_id == home["id"], home_seats.c.game_id == game_id, home_seats.c.seat == seat
            )
            game = conn.execute(select(games.c.rated, games.c.status).where(games.c.id == game_id)).first()
            held = conn.execute(select(home_seats.c.seat).where(mine)).first() is not None
            if held and game is not None and game.rated and game.status == "active":
                return "rated"
            res = conn.execute(delete(home_seats).where(mine))
            return "released" if res.rowcount == 1 else "not_claimed"

    def home_listing(self, home_id: str) -> list[dict]:
        """Every seat claimed into a home with its game and all of that game's seats, in one
        query: [{"game_id", "seat", "sealed_token", "game": game row, "seats": [seat rows]}]."""
        query = (
            select(
                home_seats.c.game_id,
                home_seats.c.seat.label("claimed"),
                home_seats.c.sealed_token,
                games.c.game,
                games.c.title,
                games.c.status,
                games.c.result,
                games.c.to_move,
                games.c.turn_timeout,
                games.c.clock,
                games.c.updated_at,
                seats.c.seat,
                seats.c.kind,
                seats.c.name,
                seats.c.away,
                seats.c.token_hash,
            )
            .select_from(
                home_seats.join(games, games.c.id == home_seats.c.game_id).join(
                    seats, seats.c.game_id == home_seats.c.game_id
                )
            )
            .where(home_seats.c.home_id == home_id)
            .order_by(home_seats.c.game_id, home_seats.c.seat, seats.c.seat)
        )
        out: dict[tuple[str, int], dict] = {}
        with self.engine.connect() as conn:
            for row in conn.execute(query).mappings():
                key = (row["game_id"], row["claimed"])
                if key not in out:
                    game = {k: row[k] for k in ("game", "title", "status", "result", "to_move")}
                    game.update(
                        turn_timeout=row["turn_timeout"], clock=row["clock"], updated_at=row["updated_at"]
                    )
                    out[key] = {
                        "game_id": row["game_id"],
                        "seat": row["claimed"],
                        "sealed_token": row["sealed_token"],
                        "game": game,
                        "seats": [],
                    }
                out[key]["seats"].append({k: row[k] for k in ("seat", "kind", "name", "away", "token_hash")})
        return list(out.values())

    # -- chat ---------------------------------------------------------------------------------

    def post_chat(self, game_id: str, seat: int, text: str, most: int) -> tuple[dict, Head] | None:
        """Store a message of `seat`: the message and the game's new head (its version bumped,
        its seq untouched: watchers wake, no move happened). The bump comes first and locks the
        game's row (SQLite's write lock, PostgreSQL's row lock) until the commit, so two
        messages never take the same number. None: no such game. `ChatFull` past `most`."""
        with self.engine.begin() as conn:
            head = _bump(conn, game_id)
            if head is None:
                return None
            n = conn.execute(select(func.coalesce(func.max(chat.c.n), 0)).where(chat.c.game_id == game_id))
            number = n.scalar_one() + 1
            if number > most:
                conn.rollback()
                raise ChatFull(most)
            name = conn.execute(
                select(seats.c.name).where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
            ).scalar_one()
            row = {"n": number, "seat": seat, "name": name, "text": text, "game_seq": head.seq}
            row["created_at"] = now()
            conn.execute(insert(chat).values(game_id=game_id, **row))
        return row, head

    def chat(self, game_id: str, after: int = 0, limit: int = 200) -> list[dict]:
        """A game's messages numbered after `after`, oldest first, at most `limit`."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(chat.c.n, chat.c.seat, chat.c.name, chat.c.text, chat.c.game_seq, chat.c.created_at)
                .where(and_(chat.c.game_id == game_id, chat.c.n > after))
                .order_by(chat.c.n)
                .limit(limit)
            )
            return [dict(r) for r in rows.mappings()]

    def last_chat(self, game_id: str) -> int:
        """The number of a game's latest message (0: none)."""
        with self.engine.connect() as conn:
            found = select(func.coalesce(func.max(chat.c.n), 0)).where(chat.c.game_id == game_id)
            return conn.execute(found).scalar_one()

    def unclaimed_seats(self, game_id: str) -> list[int]:
        """A game's seats for people that no home holds (a rated table waits for them)."""
        claimed = select(home_seats.c.seat).where(home_seats.c.game_id == game_id)
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(seats.c.seat)
                .where(
                    and_(seats.c.game_id == game_id, seats.c.kind == "human", seats.c.seat.not_in(claimed))
                )
                .order_by(seats.c.seat)
            )
            return [r[0] for r in rows]

    # -- ratings (ratings.py; written by `append` as a rated game ends) ----------------------

    def leaderboard(self, game: str, limit: int) -> list[dict]:
        """A game's best rated players: {"player", "name" (a home's display name), "rating",
        "rd", "games"}, the highest rating first."""
        query = (
            select(ratings, homes.c.name)
            .select_from(ratings.outerjoin(homes, homes.c.id == ratings.c.player))
            .where(ratings.c.game == game)
            .order_by(ratings.c.rating.desc(), ratings.c.player)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(query).mappings()]

    def player_ratings(self, player: str) -> list[dict]:
        """A player's rating in every game it was rated in, and its rank there (1: the best)."""
        mine = select(ratings).where(ratings.c.player == player).subquery()
        better = (
            select(func.count())
            .where(and_(ratings.c.game == mine.c.game, ratings.c.rating > mine.c.rating))
            .scalar_subquery()
        )
        with self.engine.connect() as conn:
            rows = conn.execute(select(mine, (better + 1).label("rank")).order_by(mine.c.game)).mappings()
            return [dict(r) for r in rows]

    # -- the action log ---------------------------------------------------------------------

    def log(self, game_id: str, after: int = 0) -> list[dict]:
        with self.engine.connect() as conn:
            rows = (
                conn.execute(
                    select(actions)
                    .where(and_(actions.c.game_id == game_id, actions.c.seq > after))
                    .order_by(actions.c.seq)
                )
                .mappings()
                .all()
            )
        return [dict(r) for r in rows]

    def response_for_key(self, game_id: str, key: str) -> dict | None:
        prior = self.keyed(game_id, key)
        return prior["response"] if prior else None

    def keyed(self, game_id: str, key: str) -> dict | None:
        """The log row made with an idempotency key: {"seat", "request_hash", "response"}."""
        with self.engine.connect() as conn:
            row = conn.execute(
                select(actions.c.seat, actions.c.request_hash, actions.c.response).where(
                    and_(actions.c.game_id == game_id, actions.c.idem_key == key)
                )
            ).first()
        if row is None:
            return None
        return {"seat": row[0], "request_hash": row[1], "response": json.loads(row[2])}

    def append(
        self,
        game_id: str,
        expected_seq: int,
        row: dict,
        *,
        status: str,
        result: dict | None,
        snapshot: dict | None = None,
        engine_version: str = "",
        by_person: bool = False,
        to_move: Sequence[int] | None = None,
        clock: ClockWrite | None = None,
        away: tuple[int, str] | None = None,
        notify: Sequence[int] = (),
    ) -> Head | None:
        """Append one log row if the game is still at `expected_seq`; the game's new head.
        None: somebody else wrote first (or the idempotency key was used), nothing was written.
        `by_person`: a person made the move (not a bot), which keeps the game from expiring.
        `to_move`: the seats that must act after it (None: not known here). `clock`: the
        table's clocks after it; `away`: a seat (and the bot) a bot now plays; `notify`: the
        seats whose turn it now became (their homes' "your turn" goes into the outbox) — all
        written in the same transaction, so a timeout is applied, and a turn notified, exactly
        once."""
        try:
            stamp = now()
            with self.engine.begin() as conn:
                moved = conn.execute(
                    _ADVANCE,
                    {
                        "gid": game_id,
                        "expected": expected_seq,
                        "new_seq": expected_seq + 1,
                        "new_status": status,
                        "stamp": stamp,
                        "seen": stamp if by_person else None,
                        "new_result": json.dumps(result) if result is not None else None,
                        "new_to_move": seats_json(to_move) if to_move is not None else None,
                    },
                ).first()
                if moved is None:
                    conn.rollback()
                    return None
                conn.execute(
                    insert(actions),
                    {"idem_key": None, "request_hash": None, **row}
                    | {"game_id": game_id, "seq": expected_seq + 1, "created_at": stamp},
                )
                if snapshot is not None:
                    self._snapshot(conn, game_id, expected_seq + 1, snapshot, engine_version)
                if clock is not None:
                    _write_clock(conn, game_id, clock)
                if away is not None:
                    conn.execute(
                        update(seats)
                        .where(and_(seats.c.game_id == game_id, seats.c.seat == away[0]))
                        .values(away=True, bot=away[1])
                    )
                if status == "over" and result is not None:
                    _rate(conn, game_id, result, stamp)
                if notify:
                    _queue_notifications(conn, game_id, expected_seq + 1, notify, stamp)
            return Head(moved[0], moved[1])
        except IntegrityError:
            return None

    @staticmethod
    def _snapshot(conn: Connection, game_id: str, seq: int, state: dict, engine_version: str) -> None:
        conn.execute(
            insert(snapshots),
            {
                "game_id": game_id,
                "seq": seq,
                "engine": engine_version,
                "state": json.dumps(state, separators=(",", ":")),
            },
        )

    def latest_snapshot(self, game_id: str, engine_version: str) -> tuple[int, dict] | None:
        with self.engine.connect() as conn:
            row = conn.execute(
                select(snapshots.c.seq, snapshots.c.state)
                .where(and_(snapshots.c.game_id == game_id, snapshots.c.engine == engine_version))
                .order_by(snapshots.c.seq.desc())
                .limit(1)
            ).first()
        return (row[0], json.loads(row[1])) if row else None

    # -- the table's keys -------------------------------------------------------------------------

    def server_key(self, name: str, make: Callable[[], str]) -> str:
        """The table's key `name`, made with `make` by whichever process asks first; every
        process gets the same one."""
        query = select(server_keys.c.value).where(server_keys.c.name == name)
        with self.engine.connect() as conn:
            found = conn.execute(query).scalar()
        if found is not None:
            return found
        # (IntegrityError: another process made it at the same moment)
        with contextlib.suppress(IntegrityError), self.engine.begin() as conn:
            conn.execute(insert(server_keys).values(name=name, value=make()))
        with self.engine.connect() as conn:
            return conn.execute(query).scalar_one()

    # -- notifications (notifications.py) ----------------------------------------------------------

    def set_webhook(self, digest: str, url: str | None, secret: str | None) -> dict | None:
        """Set (or, with None, clear) a home's webhook; a secret is kept once made. The home's
        webhook afterwards, {"url", "secret"}; None: no home has the token `digest`."""
        with self.engine.begin() as conn:
            home = _lock_home(conn, digest)
            if home is None:
                return None
            keep = home["webhook_secret"] or secret
            values = {"webhook_url": url, "webhook_secret": keep if url is not None else None}
            conn.execute(update(homes).where(homes.c.id == home["id"]).values(**values, updated_at=now()))
            return {"url": values["webhook_url"], "secret": values["webhook_secret"]}

    def subscriptions_of(self, home_id: str) -> list[dict]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(push_subscriptions)
                .where(push_subscriptions.c.home_id == home_id)
                .order_by(push_subscriptions.c.created_at)
            )
            return [dict(r) for r in rows.mappings()]

    def add_push_subscription(self, digest: str, found: dict, most: int) -> str:
        """A browser's subscription into the home whose token has `digest`: "added", "already",
        "full" (the home has `most`) or "no_home"."""
        endpoint_hash = hashlib.sha256(found["endpoint"].encode()).hexdigest()
        try:
            with self.engine.begin() as conn:
                home = _lock_home(conn, digest)
                if home is None:
                    return "no_home"
                mine = push_subscriptions.c.home_id == home["id"]
                same = and_(mine, push_subscriptions.c.endpoint_hash == endpoint_hash)
                if conn.execute(select(push_subscriptions.c.endpoint).where(same)).first() is not None:
                    # the same browser again: its keys may be new
                    conn.execute(
                        update(push_subscriptions)
                        .where(same)
                        .values(p256dh=found["p256dh"], auth=found["auth"])
                    )
                    return "already"
                count = conn.execute(select(func.count()).select_from(push_subscriptions).where(mine))
                if count.scalar_one() >= most:
                    return "full"
                conn.execute(
                    insert(push_subscriptions).values(
                        home_id=home["id"], endpoint_hash=endpoint_hash, created_at=now(), **found
                    )
                )
                return "added"
        except IntegrityError:  # the same browser twice at once: it is in
            return "already"

    def remove_push_subscription(self, digest: str | None, endpoint: str, home_id: str | None = None) -> bool:
        """Take a browser's subscription out of a home (by its token's digest, or its id when
        the push service says the subscription is gone); whether there was one."""
        endpoint_hash = hashlib.sha256(endpoint.encode()).hexdigest()
        with self.engine.begin() as conn:
            if home_id is None:
                home = _lock_home(conn, digest or "")
                if home is None:
                    return False
                home_id = home["id"]
            res = conn.execute(
                delete(push_subscriptions).where(
                    and_(
                        push_subscriptions.c.home_id == home_id,
                        push_subscriptions.c.endpoint_hash == endpoint_hash,
                    )
                )
            )
            return res.rowcount == 1

    def pending_notifications(self, at: datetime, lease: timedelta, limit: int = 50) -> list[int]:
        """Outbox rows to send: never claimed, or claimed so long ago that the process that
        claimed them must have died."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(notifications.c.id)
                .where(and_(notifications.c.state == "pending", _claimable(at, lease)))
                .order_by(notifications.c.id)
                .limit(limit)
            )
            return [r[0] for r in rows]

    def claim_notification(self, notification_id: int, at: datetime, lease: timedelta) -> dict | None:
        """Take one outbox row for this process: of several processes claiming it at once, one
        gets it (the guarded UPDATE), the others None. With it: what sending it needs — the
        home (language, webhook), the game (title, status, to_move), the seat (name, away),
        whether the seat acted since (`moved_since`) and whether the home still holds it (`held`)."""
        with self.engine.begin() as conn:
            res = conn.execute(
                update(notifications)
                .where(
                    and_(
                        notifications.c.id == notification_id,
                        notifications.c.state == "pending",
                        _claimable(at, lease),
                    )
                )
                .values(claimed_at=at)
            )
            if res.rowcount != 1:
                return None
            row = (
                conn.execute(
                    select(
                        notifications.c.id,
                        notifications.c.home_id,
                        notifications.c.game_id,
                        notifications.c.seat,
                        notifications.c.seq,
                        homes.c.language,
                        homes.c.webhook_url,
                        homes.c.webhook_secret,
                        games.c.game,
                        games.c.title,
                        games.c.status,
                        games.c.to_move,
                        seats.c.name,
                        seats.c.away,
                        # the seat acted since: that turn is over, whatever the game waits for now
                        exists()
                        .where(
                            and_(
                                actions.c.game_id == notifications.c.game_id,
                                actions.c.seq > notifications.c.seq,
                                actions.c.seat == notifications.c.seat,
                                actions.c.kind != "timeout",
                            )
                        )
                        .label("moved_since"),
                        # the home still holds the seat (it may have released it since)
                        exists()
                        .where(
                            and_(
                                home_seats.c.game_id == notifications.c.game_id,
                                home_seats.c.seat == notifications.c.seat,
                                home_seats.c.home_id == notifications.c.home_id,
                            )
                        )
                        .label("held"),
                    )
                    .select_from(
                        notifications.join(homes, homes.c.id == notifications.c.home_id)
                        .join(games, games.c.id == notifications.c.game_id)
                        .join(
                            seats,
                            and_(
                                seats.c.game_id == notifications.c.game_id,
                                seats.c.seat == notifications.c.seat,
                            ),
                        )
                    )
                    .where(notifications.c.id == notification_id)
                )
                .mappings()
                .first()
            )
            return dict(row) if row else None

    def finish_notification(self, notification_id: int, state: str, at: datetime) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(notifications)
                .where(notifications.c.id == notification_id)
                .values(state=state, done_at=at)
            )

    def prune_notifications(self, before: datetime) -> int:
        """Forget the outbox rows dealt with before `before`."""
        with self.engine.begin() as conn:
            res = conn.execute(
                delete(notifications).where(
                    and_(notifications.c.state != "pending", notifications.c.done_at < before)
                )
            )
            return res.rowcount


def _claimable(at: datetime, lease: timedelta) -> Any:
    return or_(notifications.c.claimed_at.is_(None), notifications.c.claimed_at < at - lease)


def _queue_notifications(
    conn: Connection, game_id: str, seq: int, seats_now: Sequence[int], stamp: datetime
) -> None:
    """Outbox rows for the homes that hold a seat whose turn it became with log row `seq` (one
    per home, naming its first such seat): only seats a person plays (no bot for a player who
    left), and only homes with somewhere to send to (a browser or a webhook)."""
    reachable = or_(
        homes.c.webhook_url.is_not(None),
        exists().where(push_subscriptions.c.home_id == homes.c.id),
    )
    chosen = (
        select(
            home_seats.c.home_id,
            home_seats.c.game_id,
            func.min(home_seats.c.seat),
            bindparam("seq", seq, type_=Integer),
            bindparam("state", "pending", type_=String),
            bindparam("created", stamp, type_=DateTime(timezone=True)),
        )
        .select_from(
            home_seats.join(homes, homes.c.id == home_seats.c.home_id).join(
                seats, and_(seats.c.game_id == home_seats.c.game_id, seats.c.seat == home_seats.c.seat)
            )
        )
        .where(
            and_(
                home_seats.c.game_id == game_id,
                home_seats.c.seat.in_(list(seats_now)),
                seats.c.kind == "human",
                seats.c.away.is_(False),
                reachable,
            )
        )
        .group_by(home_seats.c.home_id, home_seats.c.game_id)
    )
    conn.execute(
        insert(notifications).from_select(
            ["home_id", "game_id", "seat", "seq", "state", "created_at"], chosen
        )
    )


def aware(stamp: datetime) -> datetime:
    """SQLite gives back naive datetimes (stored as UTC)."""
    return stamp if stamp.tzinfo else stamp.replace(tzinfo=UTC)


def _lock_home(conn: Connection, digest: str) -> dict | None:
    """The home whose token has `digest`, its row locked until the transaction ends."""
    if conn.dialect.name == "sqlite":
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    query = select(homes).where(homes.c.token_hash == digest)
    if conn.dialect.name != "sqlite":
        query = query.with_for_update()
    row = conn.execute(query).mappings().first()
    return dict(row) if row else None


def _rate(conn: Connection, game_id: str, result: dict, stamp: datetime) -> None:
    """A rated game's result applied to its players' ratings (ratings.py), in the transaction
    that ends the game: the game's row is locked by then (its sequence guard), and the
    `rated_results` row makes a result count once even if the game ends again after an undo."""
    game = conn.execute(select(games.c.game, games.c.rated).where(games.c.id == game_id)).first()
    if game is None or not game.rated:
        return
    if conn.execute(select(rated_results.c.game_id).where(rated_results.c.game_id == game_id)).first():
        return
    seat_rows = [dict(r) for r in conn.execute(_SEATS, {"gid": game_id}).mappings()]
    claimed = conn.execute(
        select(home_seats.c.seat, home_seats.c.home_id).where(home_seats.c.game_id == game_id)
    ).all()
    by_seat = rating_rules.participants(seat_rows, {seat: home for seat, home in claimed})
    players = {seat: player for seat, player in by_seat.items() if player is not None}
    winners = [w for w in result.get("winners", []) if isinstance(w, int)]
    outcomes = rating_rules.pairwise(players, winners)
    before = _lock_ratings(conn, game.game, sorted(outcomes), stamp)
    after = rating_rules.rate_period(before, outcomes)
    for player, new in after.items():
        conn.execute(
            update(ratings)
            .where(and_(ratings.c.game == game.game, ratings.c.player == player))
            .values(
                rating=new.rating,
                rd=new.rd,
                volatility=new.volatility,
                games=ratings.c.games + 1,
                updated_at=stamp,
            )
        )
    changes = {p: [before[p].rating, after[p].rating] for p in after}
    record = {"players": {str(s): p for s, p in players.items()}, "changes": changes}
    conn.execute(insert(rated_results).values(game_id=game_id, result=json.dumps(record), rated_at=stamp))


def _lock_ratings(
    conn: Connection, game: str, players: list[str], stamp: datetime
) -> dict[str, rating_rules.Rating]:
    """The players' ratings in `game` (a new player's start written first), their rows locked
    until the transaction ends (in one order: two games ending at once cannot deadlock)."""
    if not players:
        return {}
    start = rating_rules.Rating()
    fresh = [
        {
            "game": game,
            "player": p,
            "rating": start.rating,
            "rd": start.rd,
            "volatility": start.volatility,
            "games": 0,
            "updated_at": stamp,
        }
        for p in players
    ]
    dialect_insert = postgresql_insert if conn.dialect.name == "postgresql" else sqlite_insert
    conn.execute(dialect_insert(ratings).values(fresh).on_conflict_do_nothing())
    query = (
        select(ratings.c.player, ratings.c.rating, ratings.c.rd, ratings.c.volatility)
        .where(and_(ratings.c.game == game, ratings.c.player.in_(players)))
        .order_by(ratings.c.player)
    )
    if conn.dialect.name != "sqlite":
        query = query.with_for_update()
    return {row[0]: rating_rules.Rating(row[1], row[2], row[3]) for row in conn.execute(query)}


def _write_clock(conn: Connection, game_id: str, clock: ClockWrite) -> None:
    """A table's clocks and their first deadline (what the sweep looks for)."""
    values = {"clock": clock.clock, "deadline_at": clock.deadline}
    conn.execute(update(games).where(games.c.id == game_id).values(**values))


def _bump(conn: Connection, game_id: str) -> Head | None:
    row = conn.execute(
        update(games)
        .where(games.c.id == game_id)
        .values(version=games.c.version + 1)
        .returning(games.c.seq, games.c.version)
    ).first()
    return Head(row[0], row[1]) if row else None
