"""games.version (change counter watched by every server process) and
actions.request_hash (an idempotency key reused for another request is refused).

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("version", sa.Integer, nullable=False, server_default="0"))
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("request_hash", sa.String(64)))


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("request_hash")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("version")
