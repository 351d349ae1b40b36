"""The database: games, seats, the append-only action log and state snapshots.

Every write that changes a game is one transaction guarded by the game's sequence number
(`UPDATE games SET seq = seq + 1 WHERE id = ? AND seq = ?`), so two writers can never both
append: the second finds the number moved on and is told its move is stale. A move is
acknowledged only after its transaction committed, so a killed server loses nothing that
anyone saw acknowledged.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from importlib import resources
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import and_, create_engine, event, func, insert, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from .tables import actions, games, seats, snapshots


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def now() -> datetime:
    return datetime.now(UTC)


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=16, max_overflow=16
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            # WAL + NORMAL: a committed transaction survives the process being killed (the
            # OS has the log); only a power cut may lose the last ones. PostgreSQL for more.
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = _engine(url)

    def migrate(self) -> None:
        """Bring the schema up to date (Alembic, the migrations ship inside the package)."""
        cfg = Config()
        cfg.set_main_option("script_location", str(resources.files("epocha.server") / "migrations"))
        with self.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")

    def dispose(self) -> None:
        self.engine.dispose()

    # -- games and seats -----------------------------------------------------------------

    def create_game(self, record: dict, seat_rows: list[dict]) -> None:
        stamp = now()
        with self.engine.begin() as conn:
            conn.execute(
                insert(games).values(**record, seq=0, status="active", created_at=stamp, updated_at=stamp)
            )
            conn.execute(insert(seats), [{"game_id": record["id"], **row} for row in seat_rows])

    def game(self, game_id: str) -> dict | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            return dict(row) if row else None

    def seq(self, game_id: str) -> int | None:
        """Just the game's sequence number (the cheap check that a cached game is current)."""
        with self.engine.connect() as conn:
            return conn.execute(select(games.c.seq).where(games.c.id == game_id)).scalar()

    def games(self, ids: list[str]) -> list[dict]:
        if not ids:
            return []
        with self.engine.connect() as conn:
            rows = conn.execute(select(games).where(games.c.id.in_(ids))).mappings().all()
            return [dict(r) for r in rows]

    def seats(self, game_id: str) -> list[dict]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(seats).where(seats.c.game_id == game_id).order_by(seats.c.seat))
            return [dict(r) for r in rows.mappings().all()]

    def seat_for_token(self, token: str) -> dict | None:
        with self.engine.connect() as conn:
            row = (
                conn.execute(select(seats).where(seats.c.token_hash == token_hash(token))).mappings().first()
            )
            return dict(row) if row else None

    def claim_seat(self, game_id: str, seat: int, token: str, name: str) -> bool:
        """Give an open seat to whoever joins; False if someone was faster."""
        with self.engine.begin() as conn:
            res = conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat, seats.c.open.is_(True)))
                .values(open=False, token_hash=token_hash(token), name=name)
            )
            return res.rowcount == 1

    def set_away(self, game_id: str, seat: int, away: bool, bot: str | None) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                .values(away=away, bot=bot)
            )

    def set_seat_token(self, game_id: str, seat: int, token: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(seats)
                .where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                .values(token_hash=token_hash(token))
            )

    def set_rematch(self, game_id: str, rematch_id: str) -> bool:
        with self.engine.begin() as conn:
            res = conn.execute(
                update(games)
                .where(and_(games.c.id == game_id, games.c.rematch_id.is_(None)))
                .values(rematch_id=rematch_id)
            )
            return res.rowcount == 1

    def open_games(self, limit: int = 50) -> list[dict]:
        with self.engine.connect() as conn:
            ids = (
                conn.execute(
                    select(seats.c.game_id)
                    .join(games, games.c.id == seats.c.game_id)
                    .where(and_(seats.c.open.is_(True), games.c.status == "active"))
                    .group_by(seats.c.game_id)
                    .order_by(func.max(games.c.created_at).desc())
                    .limit(limit)
                )
                .scalars()
                .all()
            )
        return self.games(list(ids))

    def active_game_ids(self) -> list[str]:
        with self.engine.connect() as conn:
            return list(conn.execute(select(games.c.id).where(games.c.status == "active")).scalars().all())

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
        with self.engine.connect() as conn:
            row = conn.execute(
                select(actions.c.response).where(
                    and_(actions.c.game_id == game_id, actions.c.idem_key == key)
                )
            ).first()
        return json.loads(row[0]) if row else None

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
    ) -> bool:
        """Append one log row if the game is still at `expected_seq`. False: somebody else
        wrote first (or the idempotency key was used), nothing was written."""
        try:
            with self.engine.begin() as conn:
                moved = conn.execute(
                    update(games)
                    .where(and_(games.c.id == game_id, games.c.seq == expected_seq))
                    .values(
                        seq=expected_seq + 1,
                        status=status,
                        updated_at=now(),
                        result=json.dumps(result) if result is not None else None,
                    )
                )
                if moved.rowcount != 1:
                    conn.rollback()
                    return False
                conn.execute(
                    insert(actions).values(game_id=game_id, seq=expected_seq + 1, created_at=now(), **row)
                )
                if snapshot is not None:
                    self._snapshot(conn, game_id, expected_seq + 1, snapshot, engine_version)
            return True
        except IntegrityError:
            return False

    @staticmethod
    def _snapshot(conn: Connection, game_id: str, seq: int, state: dict, engine_version: str) -> None:
        conn.execute(
            insert(snapshots).values(
                game_id=game_id,
                seq=seq,
                engine=engine_version,
                state=json.dumps(state, separators=(",", ":")),
            )
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
