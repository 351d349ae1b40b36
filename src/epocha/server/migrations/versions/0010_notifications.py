"""Notifications: a home's browsers (Web Push subscriptions), its webhook and the webhook's
signing secret, the outbox of "your turn" notifications (one row per home, game and the log
row that made it the home's turn), and the table's own keys (VAPID, shared by every process).

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # (plain ADD COLUMNs: a batch rebuild of `homes` on SQLite would cascade to its seats)
    op.add_column("homes", sa.Column("webhook_url", sa.String(2048)))
    op.add_column("homes", sa.Column("webhook_secret", sa.String(64)))
    op.create_table(
        "server_keys",
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )
    op.create_table(
        "push_subscriptions",
        sa.Column("home_id", sa.String(32), sa.ForeignKey("homes.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("endpoint_hash", sa.String(64), primary_key=True),
        sa.Column("endpoint", sa.String(2048), nullable=False),
        sa.Column("p256dh", sa.String(128), nullable=False),
        sa.Column("auth", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "notifications",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("home_id", sa.String(32), sa.ForeignKey("homes.id", ondelete="CASCADE"), nullable=False),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("state", sa.String(8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True)),
        sa.Column("done_at", sa.DateTime(timezone=True)),
        sa.UniqueConstraint("home_id", "game_id", "seq", name="uq_notifications_turn"),
    )
    op.create_index("ix_notifications_state", "notifications", ["state", "id"])


def downgrade() -> None:
    op.drop_index("ix_notifications_state", table_name="notifications")
    op.drop_table("notifications")
    op.drop_table("push_subscriptions")
    op.drop_table("server_keys")
    with op.batch_alter_table("homes") as batch:
        batch.drop_column("webhook_secret")
        batch.drop_column("webhook_url")
