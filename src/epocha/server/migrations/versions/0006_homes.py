"""Players' homes: a home behind a secret link, the seats claimed into it, and each game's
seats to move (so that a home lists whose turn it is without loading its games; NULL for the
games stored before this revision until their next move).

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("to_move", sa.String(40)))
    op.create_table(
        "homes",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("name", sa.String(60)),
        sa.Column("language", sa.String(8)),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "home_seats",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("home_id", sa.String(32), sa.ForeignKey("homes.id", ondelete="CASCADE"), nullable=False),
        sa.Column("sealed_token", sa.String(256), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_home_seats_home", "home_seats", ["home_id"])


def downgrade() -> None:
    op.drop_index("ix_home_seats_home", table_name="home_seats")
    op.drop_table("home_seats")
    op.drop_table("homes")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("to_move")
