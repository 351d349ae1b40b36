"""The campaign (digest §17): five chapters driven by the numbered campaign deck, read in order,
and what the deck unlocks for good — campaign tribes, moon sides, the switch rule, giant
crystals, campaign large locations, components.

A game is told what is unlocked by its `unlocks` option (the keys below, comma-separated), so
a stand-alone game, a campaign chapter and a game after the campaign with any part of what was
unlocked are the same game with other options. A campaign itself is a record (plain data, kept
in a file by `epocha campaign revive new|continue FILE`): the chapter to play, the cards read,
the unlocks, and the games played. Each chapter is one game: its cards are read before it, but
those marked `after_game` (e.g. "read this card when your first game is over") after it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from epocha.engine import IllegalAction

from .catalog import CampaignCard, content

CHAPTERS = 5
RECORD_VERSION = 1


def unlock_key(unlock: dict) -> str:
    """An unlock of a campaign card as the `unlocks` option names it."""
    kind, target = unlock["kind"], unlock.get("id")
    prefix = {"tribe": "tribe", "moon_side": "moon", "large_location": "large", "components": "component"}
    return f"{prefix[kind]}:{target}" if kind in prefix else kind


@cache
def all_unlocks() -> tuple[str, ...]:
    """Every unlock the campaign deck can give, in the deck's order."""
    keys: dict[str, None] = {}
    for card in content().campaign:
        for unlock in card.unlocks:
            keys[unlock_key(unlock)] = None
    return tuple(keys)


def parse(text: str) -> frozenset[str]:
    return frozenset(k.strip() for k in text.split(",") if k.strip())


def unlocks_problem(options: dict, players: int | None) -> str | None:
    """The `unlocks` option names only unlocks of the campaign deck."""
    unknown = sorted(parse(options.get("unlocks", "")) - set(all_unlocks()))
    if unknown:
        return f"unknown unlocks: {', '.join(unknown)} (known: {', '.join(all_unlocks())})"
    return None


def unlocked(options: dict, key: str) -> bool:
    return key in parse(options.get("unlocks", ""))


def option_text(keys: Any) -> str:
    """The `unlocks` option for a set of unlock keys (in the deck's order)."""
    keys = set(keys)
    return ",".join(k for k in all_unlocks() if k in keys)


# -- the campaign record ----------------------------------------------------------------------


def new_record() -> dict:
    return {"game": "revive", "version": RECORD_VERSION, "chapter": 1, "read": [], "unlocks": [], "games": []}


def check_record(record: Any) -> dict:
    """A record read from a file, checked (IllegalAction says what is wrong)."""
    if not isinstance(record, dict) or record.get("game") != "revive":
        raise IllegalAction("not a Revive campaign record")
    if record.get("version") != RECORD_VERSION:
        raise IllegalAction(
            f"a campaign record of version {record.get('version')!r}; this epocha reads {RECORD_VERSION}"
        )
    chapter = record.get("chapter")
    if type(chapter) is not int or not 1 <= chapter <= CHAPTERS + 1:
        raise IllegalAction(f"the record's chapter must be 1-{CHAPTERS + 1}, not {chapter!r}")
    read = record.get("read")
    numbers = {c.number for c in content().campaign}
    if not isinstance(read, list) or any(n not in numbers for n in read):
        raise IllegalAction("the record's cards read must be numbers of the campaign deck")
    unlocks = record.get("unlocks")
    if not isinstance(unlocks, list) or any(k not in all_unlocks() for k in unlocks):
        raise IllegalAction("the record's unlocks must be unlocks of the campaign deck")
    if not isinstance(record.get("games"), list):
        raise IllegalAction("the record's games must be a list")
    return record


def _read(record: dict, cards: list[CampaignCard]) -> list[CampaignCard]:
    for card in cards:
        record["read"].append(card.number)
        for unlock in card.unlocks:
            key = unlock_key(unlock)
            if key not in record["unlocks"]:
                record["unlocks"].append(key)
    return cards


def chapter_start(record: dict) -> tuple[list[CampaignCard], dict]:
    """Before a chapter's game: the cards to read now (their unlocks are the record's from now
    on) and the options of the game. After the last chapter: no cards, everything unlocked."""
    chapter = record["chapter"]
    due = [
        c
        for c in content().campaign
        if c.chapter == chapter and c.number not in record["read"] and not c.after_game
    ]
    cards = _read(record, due)
    options = {"unlocks": option_text(record["unlocks"])}
    if chapter >= CHAPTERS:  # (the last chapter and after: tribes and sides chosen freely)
        options["tribe_choice"] = True
    return cards, options


def chapter_end(record: dict, result: dict) -> list[CampaignCard]:
    """After a chapter's game: the game kept in the record, the cards read now, the next chapter."""
    chapter = record["chapter"]
    record["games"].append(
        {"chapter": chapter, "winners": list(result["winners"]), "scores": list(result["scores"])}
    )
    due = [c for c in content().campaign if c.chapter == chapter and c.number not in record["read"]]
    cards = _read(record, due)
    if chapter <= CHAPTERS:
        record["chapter"] = chapter + 1
    return cards


def finished(record: dict) -> bool:
    return record["chapter"] > CHAPTERS


def card_words(card: CampaignCard, lang: str) -> tuple[str, str]:
    """A campaign card's title (with its number) and text in `lang`."""
    return f"{card.number}. {card.title[lang]}", card.text[lang]
