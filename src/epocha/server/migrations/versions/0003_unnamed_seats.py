"""Seats nobody named are stored without a name: clients name them in their own language
("Player 1", "Hráč 1"). Earlier releases stored the English default "Seat N"; it is cleared.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

seats = sa.table("seats", sa.column("seat", sa.Integer), sa.column("name", sa.String))
OLD_DEFAULT = sa.literal("Seat ") + sa.cast(seats.c.seat + 1, sa.String)


def upgrade() -> None:
    op.execute(seats.update().where(seats.c.name == OLD_DEFAULT).values(name=""))


def downgrade() -> None:
    op.execute(seats.update().where(seats.c.name == "").values(name=OLD_DEFAULT))
