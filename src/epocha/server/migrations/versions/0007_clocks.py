"""Clocks: a table's time control and its players' clocks (JSON, see clocks.py) and the first
deadline among them (what the sweep looks for).

Tables stored before this revision with a `turn_timeout` get its reading as a time control: a
turn-based clock of that many seconds a move, no reserve, a bot taking an idle seat. Their
clocks start with the next move.

Revision ID: 0007
Revises: 0006
"""

import json

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

games = sa.table(
    "games",
    sa.column("id", sa.String(32)),
    sa.column("players", sa.Integer),
    sa.column("turn_timeout", sa.Integer),
    sa.column("clock", sa.Text),
)


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("clock", sa.Text))
        batch.add_column(sa.Column("deadline_at", sa.DateTime(timezone=True)))
    op.create_index("ix_games_status_deadline", "games", ["status", "deadline_at"])
    conn = op.get_bind()
    timed = conn.execute(
        sa.select(games.c.id, games.c.players, games.c.turn_timeout).where(games.c.turn_timeout.is_not(None))
    ).all()
    for game_id, players, seconds in timed:
        control = {
            "kind": "turn",
            "base": 0,
            "increment": 0,
            "per_move": seconds,
            "vacation": 0,
            "on_timeout": "bot",
        }
        clock = {"control": control, "left": [0.0] * players, "waiting": {}, "out": []}
        conn.execute(games.update().where(games.c.id == game_id).values(clock=json.dumps(clock)))


def downgrade() -> None:
    op.drop_index("ix_games_status_deadline", table_name="games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("deadline_at")
        batch.drop_column("clock")
