"""Campaigns at the web table: a game played as a campaign of chapters (its manifest's
`campaign` hook; see `epocha.engine.plugin`), kept in the database behind a secret link.

A campaign is its game's record (plain data, as `epocha campaign` keeps it in a file) and what
the table showed of each chapter: the cards read before and after the chapter's game — their
words in every language, taken from `card_words` when they were read — the chapter's table and
its game's result. Whoever holds the campaign's token (only its SHA-256 is stored, like a
seat's) may see it and play on:

- **next chapter**: `chapter_start(record)` gives the cards to read and the game's options; the
  table is created as `POST /api/games` creates one (players, seats, bots, the seat links), and
  the record, the cards and the table are saved together;
- **finish the chapter**, asked for by the client once the table's game is over (the lobby asks
  as soon as it sees it over): `chapter_end(record, result)` with the game's result, once. Asking
  again for the same table answers the cards read after it again, and changes nothing.

Two requests racing — two tabs, two server processes — never both start or finish a chapter:
finishing holds the campaign's row locked from its check to its write (so `chapter_end` runs
once), and starting writes only if the campaign's `version` is still the one it read (the
loser's table is deleted; `chapter_start` may have run for nothing, on a copy of the record).
A chapter whose table expired unplayed is simply started again (`chapter_start` once more: the
cards already read are not read again). Nothing here names a game: the record's shape is the
game's business; the state shows the record's `unlocks` when it keeps a list of them.
"""

from __future__ import annotations

import copy
import hmac
import json
import logging
from typing import Any

import epocha
from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest
from epocha.engine.translation import LANGUAGES

from .problem import Problem
from .storage import token_hash

log = logging.getLogger("epocha.server")


def _hooks(game: str) -> Any:
    if game not in epocha.games():
        raise Problem(422, "no_such_game", f"epocha plays: {', '.join(epocha.games())}")
    manifest = get_manifest(game)
    if manifest.campaign is None:
        raise Problem(422, "no_campaign", f"{game} is not played as a campaign")
    return manifest.campaign_module()


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise Problem(422, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
    return lang


def _words(hooks: Any, cards: list) -> list[dict]:
    """Each card's title and text in every language (kept: the record holds no words)."""
    out = []
    for card in cards:
        words = {}
        for lang in LANGUAGES:
            title, text = hooks.card_words(card, lang)
            words[lang] = {"title": str(title), "text": str(text)}
        out.append(words)
    return out


def _in(lang: str, cards: list[dict] | None) -> list[dict] | None:
    if cards is None:
        return None
    return [card.get(lang) or card["en"] for card in cards]


class Campaigns:
    """The campaigns of one web table (its `Tables`: the store, the locks, creating tables)."""

    def __init__(self, tables: Any) -> None:
        self.tables = tables
        self.store = tables.store

    # -- reading ------------------------------------------------------------------------------

    def _row(self, campaign_id: str, token: str | None) -> dict:
        return self._row_of(self.store.campaign(campaign_id), token)

    @staticmethod
    def _row_of(row: dict | None, token: str | None) -> dict:
        if row is None:
            raise Problem(404, "no_such_campaign", "there is no such campaign")
        if token is None:
            raise Problem(401, "no_token", "this needs the campaign's link (Authorization: Bearer <token>)")
        if not hmac.compare_digest(row["token_hash"], token_hash(token)):
            raise Problem(403, "bad_token", "this link does not belong to this campaign")
        return row

    def _record(self, row: dict, hooks: Any) -> dict:
        """The stored record, checked by the game (a copy: the stored one changes only by a write)."""
        try:
            return hooks.check_record(copy.deepcopy(json.loads(row["record"])))
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            log.warning("campaign %s: unreadable record: %r", row["id"], exc)
            raise Problem(
                409, "unreadable_campaign", f"this campaign's record cannot be read ({exc})"
            ) from None

    def state(self, campaign_id: str, token: str | None, lang: str = "en") -> dict:
        row = self._row(campaign_id, token)
        return self._state(row, lang)

    def _state(self, row: dict, lang: str) -> dict:
        hooks = _hooks(row["game"])
        record = self._record(row, hooks)
        chapters = json.loads(row["chapters"])
        table = None
        if row["table_id"] is not None:
            game = self.store.game(row["table_id"])
            if game is not None:
                table = {"id": game["id"], "status": game["status"], "title": game["title"]}
        playing = bool(chapters) and chapters[-1]["after"] is None
        unlocks = record.get("unlocks") if isinstance(record, dict) else None
        return {
            "id": row["id"],
            "game": row["game"],
            # the chapter being played, or the next one to play
            "chapter": len(chapters) if playing else len(chapters) + 1,
            "finished": bool(hooks.finished(record)),
            "unlocks": [str(u) for u in unlocks] if isinstance(unlocks, list) else [],
            "record": record,
            # the table of the chapter being played (null between chapters, or when it expired)
            "table": table,
            # its game is over and the chapter waits to be finished (POST .../finish)
            "to_finish": table is not None and table["status"] == "over",
            "games_played": sum(1 for c in chapters if c["after"] is not None),
            "chapters": [
                {
                    "chapter": c["chapter"],
                    "table": c["table"],
                    "before": _in(lang, c["before"]),
                    "after": _in(lang, c["after"]),
                    "result": c["result"],
                }
                for c in chapters
            ],
            "created_at": row["created_at"].isoformat() if row["created_at"] else None,
            "updated_at": row["updated_at"].isoformat() if row["updated_at"] else None,
        }

    # -- writing ------------------------------------------------------------------------------

    def create(self, game: str, lang: str = "en") -> dict:
        from .service import new_id, new_token

        hooks = _hooks(game)
        record = hooks.new_record()
        campaign_id, token = new_id(), new_token()
        self.store.create_campaign(
            {
                "id": campaign_id,
                "game": game,
                "token_hash": token_hash(token),
                "record": json.dumps(record),
                "chapters": "[]",
                "table_id": None,
            }
        )
        return {
            "id": campaign_id,
            "token": token,
            "state": self._state(self.store.campaign(campaign_id), lang),
        }

    def next_chapter(
        self,
        campaign_id: str,
        token: str | None,
        *,
        players: int,
        seats: list[dict],
        seed: int | None = None,
        title: str | None = None,
        turn_timeout: int | None = None,
        clock: dict | None = None,
        creator: str | None = None,
        lang: str = "en",
    ) -> dict:
        """Start the next chapter: its cards and its table (created as `POST /api/games` does)."""
        row = self._row(campaign_id, token)
        with self.tables.lock(campaign_id):
            row = self._row(campaign_id, token)
            if row["table_id"] is not None:
                game = self.store.game(row["table_id"])
                if game is not None and game["status"] == "over":
                    raise Problem(
                        409, "chapter_unfinished", "the chapter's game is over: finish the chapter first"
                    )
                if game is not None:
                    raise Problem(
                        409, "chapter_running", "the chapter's game is still being played", table=game["id"]
                    )
            hooks = _hooks(row["game"])
            record = self._record(row, hooks)
            try:
                cards, options = hooks.chapter_start(record)
            except IllegalAction as exc:
                raise Problem(409, "campaign_over", str(exc)) from None
            chapters = json.loads(row["chapters"])
            restart = bool(chapters) and chapters[-1]["after"] is None  # its table expired unplayed
            number = chapters[-1]["chapter"] if restart else len(chapters) + 1
            words = _words(hooks, cards)
            rules_title = get_manifest(row["game"]).loaded_rules.title
            created = self.tables.create(
                game=row["game"],
                players=players,
                options=options,
                seed=seed,
                seats=seats,
                title=title or f"{rules_title}, chapter {number}",
                turn_timeout=turn_timeout,
                clock=clock,
                creator=creator,
            )
            if restart:
                chapters[-1]["before"] += words
                chapters[-1]["table"] = created["id"]
            else:
                chapters.append(
                    {
                        "chapter": number,
                        "table": created["id"],
                        "before": words,
                        "after": None,
                        "result": None,
                    }
                )
            written = self.store.update_campaign(
                campaign_id,
                row["version"],
                record=json.dumps(record),
                chapters=json.dumps(chapters),
                table_id=created["id"],
            )
            if not written:  # another process started (or finished) a chapter meanwhile
                self.store.delete_game(created["id"])
                raise Problem(409, "campaign_moved", "the campaign has moved on meanwhile; open it again")
            return {
                "table": created,
                "chapter": number,
                "cards": _in(lang, words),
                "state": self._state(self.store.campaign(campaign_id), lang),
            }

    def finish(self, campaign_id: str, token: str | None, table_id: str, lang: str = "en") -> dict:
        """Finish the chapter whose game was played at `table_id`, once its game is over: the
        cards read after it. Asked again, the same cards, and nothing changes. The campaign's
        row stays locked from the check to the write, so `chapter_end` is called once even when
        two server processes are asked at the same moment."""
        row = self._row(campaign_id, token)
        done = _finished_at(row, table_id)
        if done is not None:
            return self._finished(row, done, lang, already=True)
        with self.tables.lock(campaign_id), self.store.campaign_for_update(campaign_id) as (locked, write):
            row = self._row_of(locked, token)
            done = _finished_at(row, table_id)
            if done is not None:
                return self._finished(row, done, lang, already=True)
            if row["table_id"] != table_id:
                raise Problem(
                    409,
                    "not_this_chapter",
                    "that table is not the game of this campaign's chapter being played",
                )
            game = self.store.game(table_id)
            if game is None or game["status"] != "over" or not game["result"]:
                raise Problem(409, "game_running", "the chapter's game is not over yet")
            hooks = _hooks(row["game"])
            record = self._record(row, hooks)
            result = json.loads(game["result"])
            try:
                cards = hooks.chapter_end(record, result)
            except IllegalAction as exc:
                raise Problem(409, "unreadable_campaign", str(exc)) from None
            chapters = json.loads(row["chapters"])
            chapters[-1]["after"] = _words(hooks, cards)
            chapters[-1]["result"] = result
            write(record=json.dumps(record), chapters=json.dumps(chapters), table_id=None)
        row = self.store.campaign(campaign_id)
        return self._finished(row, chapters[-1], lang, already=False)

    def _finished(self, row: dict, chapter: dict, lang: str, *, already: bool) -> dict:
        return {
            "chapter": chapter["chapter"],
            "cards": _in(lang, chapter["after"]),
            "already": already,
            "state": self._state(row, lang),
        }


def _finished_at(row: dict, table_id: str) -> dict | None:
    """The finished chapter whose game was played at `table_id`, if there is one."""
    for chapter in json.loads(row["chapters"]):
        if chapter["table"] == table_id and chapter["after"] is not None:
            return chapter
    return None
