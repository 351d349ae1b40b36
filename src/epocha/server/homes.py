"""A player's home: one secret link, without passwords, that gathers every seat a person holds
across games and devices.

Whoever holds the home's token (only its SHA-256 is stored, like a seat's) sees the seats
claimed into it — the seats where it is their turn first, then the games where others are to
move, then the finished games — and keeps an optional display name and language there. The
token travels as seat tokens do (`Authorization: Bearer <token>`; in the page's link after `#`,
which never reaches a server or its logs). Rotating it gives a new token and the old one stops
working at once.

Claiming is explicit and needs the seat's own token: holding the seat's link is the proof of
holding the seat. A seat belongs to at most one home; claiming a seat another home holds is
refused, and only the home that holds a seat releases it.

**How a home opens a claimed seat on another device.** The database keeps only digests of seat
tokens, so it cannot give a seat's link back by itself. When a seat is claimed, its token is
stored sealed under the home's token (`seal`): AES-GCM (the `cryptography` library) with a key
derived from the home's token by HKDF-SHA256 and a random nonce. Reading the home unseals each one
with the token the request presents and hands out the seat's ordinary link (`/play/<game>#t=...`);
an unsealed token is given out only if its digest is the seat's stored digest, which also
authenticates it. So the home never becomes a second kind of seat credential (the game's
endpoints know only seat tokens), and a copy of the database alone reveals no seat's link: the
key is the home's token, which the database does not hold. Rotating re-seals every claimed seat
under the new token in the same transaction. A seat link the old home link had shown stays a
valid seat link — it is the seat's own secret, as any link sent to a friend is.
"""

from __future__ import annotations

import json
import logging
import math
import secrets
from datetime import datetime
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from epocha.engine.translation import LANGUAGES

from .outage import storage_problem
from .problem import Problem
from .service import new_id, new_token
from .storage import aware, could_be_game_id, token_hash
from .turn_clock import time_left

log = logging.getLogger("epocha.server")

MOST_SEATS = 200  # seats one home holds: its listing stays one small query
_NONCE_BYTES = 12  # AES-GCM's
_SEAL_LABEL = b"epocha home seat token\x00"

# the listing's groups, in the order they are shown
YOUR_TURN, WAITING, OVER = "your_turn", "waiting", "over"
_GROUP_ORDER = {YOUR_TURN: 0, WAITING: 1, OVER: 2}


def _cipher(home_token: str) -> AESGCM:
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_SEAL_LABEL).derive(home_token.encode())
    return AESGCM(key)


def seal(home_token: str, seat_token: str) -> str:
    """A seat's token encrypted under a home's token (hex: the nonce, then the sealed bytes)."""
    nonce = secrets.token_bytes(_NONCE_BYTES)
    return (nonce + _cipher(home_token).encrypt(nonce, seat_token.encode(), _SEAL_LABEL)).hex()


def unseal(home_token: str, sealed: str) -> str | None:
    """The seat's token sealed by `seal`, or None if it cannot be read (another home's token,
    a damaged value: the authentication fails)."""
    try:
        raw = bytes.fromhex(sealed)
    except ValueError:
        return None
    nonce, body = raw[:_NONCE_BYTES], raw[_NONCE_BYTES:]
    if len(nonce) != _NONCE_BYTES:
        return None
    try:
        return _cipher(home_token).decrypt(nonce, body, _SEAL_LABEL).decode("ascii")
    except (InvalidTag, UnicodeDecodeError):
        return None


class Homes:
    """The homes of one web table (its `Tables`: the store, and games for old rows)."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        self.store = tables.store

    # -- reading ------------------------------------------------------------------------------

    def _home(self, token: str | None) -> dict:
        return home_of(self.store, token)

    def read(self, token: str | None) -> dict:
        return self._describe(self._home(token), token or "")

    def _describe(self, home: dict, token: str) -> dict:
        entries = [self._entry(claimed, token) for claimed in self.store.home_listing(home["id"])]
        entries.sort(key=_listing_order)
        return {
            "name": home["name"],
            "language": home["language"],
            "created_at": home["created_at"].isoformat() if home["created_at"] else None,
            "seats": entries,
            "ratings": [public_rating(r) for r in self.store.player_ratings(home["id"])],
        }

    def _entry(self, claimed: dict, home_token: str) -> dict:
        game, seat = claimed["game"], claimed["seat"]
        seat_rows = {s["seat"]: s for s in claimed["seats"]}
        mine = seat_rows.get(seat, {})
        seat_token = unseal(home_token, claimed["sealed_token"])
        if seat_token is None or mine.get("token_hash") != token_hash(seat_token):
            seat_token = None  # the seat's link changed since it was claimed: no link to give
        to_move = self._to_move(claimed["game_id"], game)
        over = game["status"] == "over"
        away = bool(mine.get("away"))
        if over:
            group = OVER
        elif seat in to_move and not away:  # a bot plays for a player who is away
            group = YOUR_TURN
        else:
            group = WAITING
        at = self.tables.settings.clock()
        left = None if over else time_left(game["turn_timeout"], game["updated_at"], at, game["clock"], seat)
        result = json.loads(game["result"]) if game["result"] else None
        winners = result.get("winners", []) if isinstance(result, dict) else []

        def named(numbers: list[int]) -> list[dict]:
            # an empty name is a person the client names in its language ("Player 2")
            return [{"seat": n, "name": seat_rows[n]["name"] if n in seat_rows else ""} for n in numbers]

        return {
            "game_id": claimed["game_id"],
            "game": game["game"],
            "title": game["title"],
            "seat": seat,
            "name": mine.get("name", ""),
            "group": group,
            "away": away,
            "to_move": named(to_move),
            "result": result,
            "winners": named([w for w in winners if isinstance(w, int)]),
            "turn_timeout": game["turn_timeout"],
            "time_left": None if left is None else math.ceil(left),
            "updated_at": game["updated_at"].isoformat() if game["updated_at"] else None,
            "token": seat_token,
        }

    def _to_move(self, game_id: str, game: dict) -> list[int]:
        if game["status"] == "over":
            return []
        if game["to_move"] is not None:
            return list(json.loads(game["to_move"]))
        # a game stored before the column existed (0006), until its next move
        try:
            return list(self.tables.load(game_id).game.active_players)
        except Exception as exc:
            if storage_problem(exc) is not None:  # the database away: the request says so
                raise
            # a game that no longer loads here (its plugin gone, say): nobody to name
            log.warning("home listing: game %s does not load", game_id, exc_info=True)
            return []

    # -- writing ------------------------------------------------------------------------------

    def create(self) -> dict:
        token = new_token()
        self.store.create_home(new_id(), token_hash(token))
        return {"token": token, "home": self.read(token)}

    def update(self, token: str | None, changes: dict) -> dict:
        """Set the display name and/or the language (a key given as None clears it)."""
        home = self._home(token)
        values: dict = {}
        if "name" in changes:
            name = (changes["name"] or "").strip()
            values["name"] = name or None
        if "language" in changes:
            language = changes["language"]
            if language is not None and language not in LANGUAGES:
                raise Problem(422, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
            values["language"] = language
        if values and not self.store.update_home(home["token_hash"], **values):
            raise not_a_home()  # rotated meanwhile
        return self.read(token)

    def rotate(self, token: str | None) -> dict:
        """A new token for the home; the old one stops working at once."""
        home = self._home(token)
        old = token or ""
        fresh = new_token()

        def reseal(sealed: str) -> str:
            seat_token = unseal(old, sealed)
            # unreadable: keep it as it is (it gives no link either way)
            return seal(fresh, seat_token) if seat_token is not None else sealed

        if not self.store.rotate_home(home["token_hash"], token_hash(fresh), reseal):
            raise not_a_home()
        return {"token": fresh, "home": self.read(fresh)}

    def claim(self, token: str | None, game_id: str, seat_token: str) -> dict:
        """Put the seat whose link is `seat_token` into the home."""
        home = self._home(token)
        self.tables.record(game_id)  # 404 for a game that does not exist (any more)
        seat_row = self.store.seat_for_token(seat_token)
        if seat_row is None or seat_row["game_id"] != game_id:
            raise Problem(403, "bad_seat_token", "this link does not belong to a seat of this game")
        seat = seat_row["seat"]
        outcome = self.store.claim_home_seat(
            home["token_hash"], game_id, seat, seal(token or "", seat_token), MOST_SEATS
        )
        if outcome == "no_home":
            raise not_a_home()
        if outcome == "taken":
            raise Problem(
                409,
                "seat_in_another_home",
                "this seat is already in another home; release it there first",
                seat=seat,
            )
        if outcome == "full":
            raise Problem(409, "home_full", f"a home holds at most {MOST_SEATS} seats; release some first")
        return {"claimed": outcome == "claimed", "seat": seat, "home": self.read(token)}

    def release(self, token: str | None, game_id: str, seat: int) -> dict:
        home = self._home(token)
        if not could_be_game_id(game_id):
            raise Problem(404, "not_in_home", "that seat is not in this home")
        outcome = self.store.release_home_seat(home["token_hash"], game_id, seat)
        if outcome == "no_home":
            raise not_a_home()
        if outcome == "not_claimed":
            raise Problem(404, "not_in_home", "that seat is not in this home")
        if outcome == "rated":
            raise Problem(
                409, "rated_game_running", "a seat of a rated game stays in its home until the game ends"
            )
        return self.read(token)


def public_rating(row: dict) -> dict:
    """A rating as the table shows it (rounded: the decimals are noise)."""
    out = {"game": row["game"], "rating": round(row["rating"]), "rd": round(row["rd"]), "games": row["games"]}
    if "rank" in row:
        out["rank"] = row["rank"]
    return out


def home_of(store: Any, token: str | None) -> dict:
    """The home whose link `token` is (401 without one, 403 for a token of no home)."""
    if token is None:
        raise Problem(401, "no_token", "this needs the home's link (Authorization: Bearer <token>)")
    row = store.home(token_hash(token))
    if row is None:
        raise not_a_home()
    return row


def not_a_home() -> Problem:
    return Problem(
        403, "bad_token", "this link does not belong to a home (it may have been replaced by a new one)"
    )


def _listing_order(entry: dict) -> tuple:
    """Your turn first (the least time left first, then the longest waiting), then the games
    where others are to move, then the finished games (the latest change first in both)."""
    stamp = entry["updated_at"]
    moved = aware(datetime.fromisoformat(stamp)).timestamp() if stamp else 0.0
    if entry["group"] == YOUR_TURN:
        left = entry["time_left"]
        return (0, left is None, left or 0, moved, entry["game_id"], entry["seat"])
    return (_GROUP_ORDER[entry["group"]], False, 0, -moved, entry["game_id"], entry["seat"])
