"""What game expiry needs: when a person last acted in or opened each game, when somebody
first joined it from the lobby, and who created it (a digest of the client address, so
that the lobby lists only a few open games per address).

Games stored before this revision count as seen by a person at their last change and as
joined: they expire only after the days of inactivity, never as unjoined lobby games.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

games = sa.table(
    "games",
    sa.column("updated_at", sa.DateTime(timezone=True)),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("human_seen_at", sa.DateTime(timezone=True)),
    sa.column("joined_at", sa.DateTime(timezone=True)),
)


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("creator", sa.String(64)))
        batch.add_column(sa.Column("human_seen_at", sa.DateTime(timezone=True)))
        batch.add_column(sa.Column("joined_at", sa.DateTime(timezone=True)))
    op.execute(games.update().values(human_seen_at=games.c.updated_at, joined_at=games.c.created_at))
    op.create_index("ix_games_status_seen", "games", ["status", "human_seen_at"])


def downgrade() -> None:
    op.drop_index("ix_games_status_seen", table_name="games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("joined_at")
        batch.drop_column("human_seen_at")
        batch.drop_column("creator")
