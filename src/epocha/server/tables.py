"""The database schema (SQLAlchemy Core). Changes go through an Alembic migration."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)

metadata = MetaData()

games = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("options", Text, nullable=False),  # JSON
    Column("position", Text),  # JSON of a starting position, or NULL for a new game
    Column("seq", Integer, nullable=False),  # rows in the action log
    # bumped by every change a client may want to see (moves, seats, rematch): server
    # processes watch it to tell their websocket clients about changes made by others
    Column("version", Integer, nullable=False, server_default="0"),
    Column("status", String(16), nullable=False),  # "active" or "over"
    Column("result", Text),  # JSON once over
    Column("title", String(200), nullable=False),
    Column("rematch_of", String(32)),
    Column("rematch_id", String(32)),
    # the older time control: seconds a move (read as a turn-based clock, see clocks.py)
    Column("turn_timeout", Integer),
    Column("clock", Text),  # JSON: the time control and the players' clocks (clocks.Clocks)
    Column("deadline_at", DateTime(timezone=True)),  # the first clock to run out (None: none runs)
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # expiry (see Store.expire): a digest of the creator's client address (the lobby lists
    # a few open games per address), when a person last acted in or opened the game, and
    # when somebody first joined it from the lobby
    Column("creator", String(64)),
    Column("human_seen_at", DateTime(timezone=True)),
    Column("joined_at", DateTime(timezone=True)),
    # the seats that must act now, as JSON ("[0]"; "[]" once over), written with every move so
    # that a player's home lists whose turn it is without loading the games; NULL for games
    # stored before 0006 (the engine is asked instead until their next move)
    Column("to_move", String(40)),
    # a rated table (ratings.py): its result rates the homes and bot levels at it
    Column("rated", Boolean, nullable=False, server_default=false()),
)
Index("ix_games_status", games.c.status)  # bots resume in the active games at start
Index("ix_games_status_seen", games.c.status, games.c.human_seen_at)  # the expiry sweep
Index("ix_games_status_deadline", games.c.status, games.c.deadline_at)  # the clocks' sweep

seats = Table(
    "seats",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),  # "human" or "bot"
    Column("bot", String(32)),  # the bot playing it (kind bot, or a human seat whose player left)
    Column("name", String(60), nullable=False),
    Column("token_hash", String(64), unique=True),  # sha256 of the seat's secret token
    Column("open", Boolean, nullable=False),  # anyone may join this seat from the lobby
    Column("away", Boolean, nullable=False),  # the player left or timed out: a bot plays
)

# The action log: append-only. An "undo" row takes back the last effective action.
actions = Table(
    "actions",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # 1, 2, 3, ... per game
    Column("seat", Integer, nullable=False),
    # "act", "undo", or "timeout" (the seat's clock ran out: the table's rule applied)
    Column("kind", String(8), nullable=False),
    Column("action", Text),  # JSON (NULL for undo and timeout)
    Column("sealed", Boolean, nullable=False),  # an undo checkpoint happened during it
    Column("idem_key", String(80)),
    # sha256 of the request (seat, kind, action) made with that key: a key reused for
    # another request is refused instead of answered with the first one's response
    Column("request_hash", String(64)),
    Column("response", Text, nullable=False),  # JSON answered to the submitter
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("game_id", "idem_key", name="uq_actions_idem"),
)

snapshots = Table(
    "snapshots",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("engine", String(20), nullable=False),
    Column("state", Text, nullable=False),  # JSON of State.to_dict()
)

# A game played as a campaign of chapters (the manifest's `campaign` hook): whoever holds its
# secret link (the token; only its SHA-256 is kept) continues it. `record` is the game's own
# record (plain data, as `epocha campaign` keeps it in a file); `chapters` is what the table
# showed of each chapter: the cards read before and after its game (their words in every
# language), its table and the game's result. `table_id` is the table of the chapter being
# played (NULL between chapters, and when that table expired); `version` guards every write.
campaigns = Table(
    "campaigns",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("record", Text, nullable=False),  # JSON
    Column("chapters", Text, nullable=False),  # JSON
    Column("table_id", String(32), ForeignKey("games.id", ondelete="SET NULL")),
    Column("version", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)

# A player's home (server/homes.py): whoever holds its secret link (the token; only its SHA-256
# is kept) sees the seats claimed into it, across games and devices.
homes = Table(
    "homes",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("name", String(60)),  # a display name, or NULL
    Column("language", String(8)),  # one of the table's languages, or NULL
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # where "your turn" is also posted (notifications.py), and the key its body is signed with
    Column("webhook_url", String(2048)),
    Column("webhook_secret", String(64)),
)

# The seats claimed into a home: a seat belongs to at most one home (the primary key), and goes
# with its game. `sealed_token` is the seat's own token encrypted under the home's token (see
# homes.py), so that the home can give the seat's link on another device.
home_seats = Table(
    "home_seats",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("home_id", String(32), ForeignKey("homes.id", ondelete="CASCADE"), nullable=False),
    Column("sealed_token", String(256), nullable=False),
    Column("claimed_at", DateTime(timezone=True), nullable=False),
)
Index("ix_home_seats_home", home_seats.c.home_id)  # a home's listing

# What the players of a table said (server/chat.py): `n` counts a game's messages from 1;
# `name` is the seat's name when it was said ("" : the client names the seat); `game_seq` the
# game's log length (`games.seq`) then, which places the message between two moves in a replay.
chat = Table(
    "chat",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("n", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("name", String(60), nullable=False),
    Column("text", Text, nullable=False),
    Column("game_seq", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

# Ratings (server/ratings.py): Glicko-2 per game, of a home (`player` is homes.id) or a bot level
# ("bot:medium"). A home's ratings go with it.
ratings = Table(
    "ratings",
    metadata,
    Column("game", String(40), primary_key=True),
    Column("player", String(40), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("rd", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)
Index("ix_ratings_game_rating", ratings.c.game, ratings.c.rating)  # a game's leaderboard

# The rated games whose result was applied to the ratings: one row each, written in the same
# transaction as the ratings, so that a result counts exactly once.
rated_results = Table(
    "rated_results",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("result", Text, nullable=False),  # JSON: {"players": {seat: player}, "changes": ...}
    Column("rated_at", DateTime(timezone=True), nullable=False),
)

# The table's own keys, made once by whichever process starts first and then shared by all of
# them (the VAPID key pair browsers' push subscriptions are bound to).
server_keys = Table(
    "server_keys",
    metadata,
    Column("name", String(40), primary_key=True),
    Column("value", Text, nullable=False),
)

# A home's browsers that asked to be told when it is their turn (a Web Push subscription each:
# the push service's endpoint and the browser's keys the payload is encrypted to).
push_subscriptions = Table(
    "push_subscriptions",
    metadata,
    Column("home_id", String(32), ForeignKey("homes.id", ondelete="CASCADE"), primary_key=True),
    Column("endpoint_hash", String(64), primary_key=True),  # sha256 of the endpoint (an index that fits)
    Column("endpoint", String(2048), nullable=False),
    Column("p256dh", String(128), nullable=False),
    Column("auth", String(64), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

# The outbox of "your turn" notifications: written in the transaction of the log row that made
# it a home's turn (unique per home, game and that row), then claimed by one process's sender
# (`claimed_at` set only where it was NULL, or a claim so old its process must have died) and
# marked "sent", "failed" or "skipped" (no longer that seat's turn by the time it was sent).
notifications = Table(
    "notifications",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("home_id", String(32), ForeignKey("homes.id", ondelete="CASCADE"), nullable=False),
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("state", String(8), nullable=False),  # "pending", "sent", "failed", "skipped"
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("claimed_at", DateTime(timezone=True)),
    Column("done_at", DateTime(timezone=True)),
    UniqueConstraint("home_id", "game_id", "seq", name="uq_notifications_turn"),
)
Index("ix_notifications_state", notifications.c.state, notifications.c.id)  # the sender's look
