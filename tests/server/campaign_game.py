"""A tiny test-only game played as a campaign of three chapters, so that the web table's
campaigns can be tested without any real game's rules. Registered in-process by the tests
(`registry.register(MANIFEST)`); the manifest's `campaign` hook is this module itself.

The game: seat 0 answers one question, "win" or "lose" (seat 0 wins, or nobody does); the
other seats never move. Its options are what the campaign sets: the `chapter` and the
`unlocks` so far. The campaign: before each chapter one card ("Chapter N begins"), after it one
card ("Chapter N ends"), and a won chapter unlocks `relic-N`.
"""

from __future__ import annotations

from typing import Any, Self

from epocha.engine import Decision, IllegalAction, Rules, State
from epocha.engine.message import msg
from epocha.engine.options import Option, OptionsSchema
from epocha.engine.plain import copy_plain
from epocha.engine.plugin import GameManifest

CHAPTERS = 3

OPTIONS = OptionsSchema(
    (
        Option("chapter", int, 1, {"en": "Chapter", "cs": "Kapitola"}, minimum=1, maximum=9),
        Option("unlocks", str, "", {"en": "Unlocked", "cs": "Odemčeno"}),
    )
)


class CampState(State):
    def __init__(self, players: int, options: dict) -> None:
        self.players = players
        self.options = dict(options)
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def player_count(self) -> int:
        return self.players

    def copy(self) -> Self:
        s = CampState(self.players, self.options)
        s.log, s.chance, s.result = self.log[:], self.chance, copy_plain(self.result)
        return s

    def to_dict(self) -> dict:
        return {"options": dict(self.options), "result": copy_plain(self.result)}


class CampLab(Rules):
    name = "camplab"
    title = "Campaign lab"
    min_players = 1
    max_players = 3
    options = OPTIONS

    def setup(self, players: int, seed: int, options: dict) -> CampState:
        return CampState(players, options)

    def decisions(self, s: CampState) -> dict[int, Decision]:
        if s.result is not None:
            return {}
        actions = [{"type": "choose", "option": o, "label": o} for o in ("win", "lose")]
        return {
            0: Decision(seat=0, kind="option", prompt=msg("Win or lose?"), actions=actions, values=[0, 1])
        }

    def apply(self, s: CampState, seat: int, value: Any) -> None:
        won = value == 0
        s.log.append({"event": "answered", "args": {}})
        scores = [0] * s.players
        scores[0] = 1 if won else 0
        s.result = {"winners": [0] if won else [], "scores": scores, "reason": "lab"}

    def view(self, s: CampState, seat: int | None) -> dict:
        return {"options": dict(s.options)}


RULES = CampLab()
MANIFEST = GameManifest(
    "camplab",
    {"en": "Campaign lab", "cs": "Laboratoř tažení"},
    1,
    3,
    rules=RULES,
    options=OPTIONS,
    campaign=__name__,
)

# -- the campaign hook ---------------------------------------------------------------------------

# every call of chapter_end, for the tests to count (the hook must be called once per chapter)
ENDED: list[dict] = []


def new_record() -> dict:
    return {"game": "camplab", "chapter": 1, "read": [], "unlocks": [], "games": []}


def check_record(record: Any) -> dict:
    if not isinstance(record, dict) or record.get("game") != "camplab":
        raise IllegalAction("not a Campaign lab record")
    if type(record.get("chapter")) is not int or not 1 <= record["chapter"] <= CHAPTERS + 1:
        raise IllegalAction("bad chapter")
    return record


def chapter_start(record: dict) -> tuple[list[str], dict]:
    chapter = record["chapter"]
    card = f"begin-{chapter}"
    cards = [] if card in record["read"] or chapter > CHAPTERS else [card]
    record["read"] += cards
    return cards, {"chapter": min(chapter, 9), "unlocks": ",".join(record["unlocks"])}


def chapter_end(record: dict, result: dict) -> list[str]:
    ENDED.append(result)
    chapter = record["chapter"]
    record["games"].append({"chapter": chapter, "winners": list(result["winners"])})
    if result["winners"]:
        record["unlocks"].append(f"relic-{chapter}")
    card = f"end-{chapter}"
    record["read"].append(card)
    if chapter <= CHAPTERS:
        record["chapter"] = chapter + 1
    return [card]


def finished(record: dict) -> bool:
    return record["chapter"] > CHAPTERS


def card_words(card: str, lang: str) -> tuple[str, str]:
    kind, number = card.split("-")
    if lang == "cs":
        title = f"Kapitola {number} začíná" if kind == "begin" else f"Kapitola {number} končí"
        return title, f"Text karty {card}."
    title = f"Chapter {number} begins" if kind == "begin" else f"Chapter {number} ends"
    return title, f"The text of card {card}."
