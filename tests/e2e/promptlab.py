"""A tiny test-only game that asks one question of every kind in turn, so that the web
table's generic prompt panel can be tested for each kind (Innovation never asks a
direction). Registered in-process by tests/e2e/conftest.py; not part of epocha."""

from __future__ import annotations

from typing import Any, Self

from epocha.engine import Decision, Rules, State
from epocha.engine.message import msg
from epocha.engine.plain import copy_plain
from epocha.engine.plugin import GameManifest

STEPS = [
    ("cards", [["Alpha"], ["Beta"]]),
    ("color", ["red", "blue"]),
    ("direction", ["left", "right", "up"]),
    ("player", [0, 1]),
    ("value", [3, 7]),
    ("option", ["north", "south"]),
    ("pass", None),
    ("done", None),
]


class LabState(State):
    def __init__(self, players: int) -> None:
        self.players = players
        self.step = 0
        self.answers: list = []
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def player_count(self) -> int:
        return self.players

    def copy(self) -> Self:
        s = LabState(self.players)
        s.step, s.answers, s.log, s.chance, s.result = (
            self.step,
            copy_plain(self.answers),
            self.log[:],
            self.chance,
            copy_plain(self.result),
        )
        return s

    def to_dict(self) -> dict:
        return {"step": self.step, "answers": copy_plain(self.answers), "result": copy_plain(self.result)}


class PromptLab(Rules):
    name = "promptlab"
    title = "Prompt lab"
    min_players = 2
    max_players = 2

    def setup(self, players: int, seed: int, options: dict) -> LabState:
        return LabState(players)

    def decisions(self, s: LabState) -> dict[int, Decision]:
        if s.result is not None:
            return {}
        kind, options = STEPS[s.step]
        if kind == "pass":
            actions = [{"type": "choose", "value": 1, "label": "1"}, {"type": "pass", "label": "Pass"}]
            values = [1, "pass"]
        elif kind == "done":
            actions = [{"type": "choose", "value": 2, "label": "2"}, {"type": "done", "label": "Done"}]
            values = [2, "done"]
        else:
            actions = [
                {"type": "choose", kind: o, "label": str(o[0] if isinstance(o, list) else o)} for o in options
            ]
            values = list(range(len(options)))
        return {
            0: Decision(
                seat=0, kind=kind, prompt=msg(f"Answer the {kind} question"), actions=actions, values=values
            )
        }

    def apply(self, s: LabState, seat: int, value: Any) -> None:
        s.answers.append([STEPS[s.step][0], value])
        s.log.append({"event": "answered", "args": {"kind": STEPS[s.step][0]}})
        s.step += 1
        if s.step == len(STEPS):
            s.result = {"winners": [0], "scores": [1, 0], "reason": "lab"}

    def view(self, s: LabState, seat: int | None) -> dict:
        return {"step": s.step, "answers": copy_plain(s.answers)}


RULES = PromptLab()
MANIFEST = GameManifest("promptlab", {"en": "Prompt lab", "cs": "Laboratoř výzev"}, 2, 2, rules=RULES)
