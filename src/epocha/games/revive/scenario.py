"""A helper to set up any Revive situation from a position and play it out (tests, bug
reports, teaching):

    s = Scenario(players=[{"tribe": "nadair", "active": ["c01"]}, {"tribe": "kunibani"}])
    s.play("c01", "top1")
    s.choose(...)
    assert s.player(0).resources["food"] == 2

Spaces are named as positions name them ("a07:2", "abyss", "l1"); `choose` answers the pending
choice by its option or its English label.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.scenario import PositionScenario

from .position import space_name, space_number
from .rules import RULES
from .state import Player, ReviveState


class Scenario(PositionScenario):
    def __init__(
        self, players: list[dict] | int = 2, *, seed: int = 0, options: dict | None = None, **position: Any
    ) -> None:
        if isinstance(players, int):
            players = [{} for _ in range(players)]
        position = {"players": players, "first": 0, **position}
        super().__init__(RULES, position, seed, options)

    @property
    def state(self) -> ReviveState:
        return self.game.state  # type: ignore[return-value]

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    @staticmethod
    def space(name: str) -> int:
        return space_number(name)

    @staticmethod
    def name(space: int) -> str:
        return space_name(space)

    # -- the usual actions ----------------------------------------------------------------------

    def play(self, card: str, slot: str, half: str | None = None) -> Scenario:
        fields = {"card": card, "slot": slot}
        if half is not None:
            fields["half"] = half
        return self.act("play", **fields)

    def switch(self, resource: str) -> Scenario:
        return self.act("switch", resource=resource)

    def explore(self, socket: str) -> Scenario:
        return self.act("explore", socket=socket)

    def build(self, space: str, size: str = "small") -> Scenario:
        return self.act("build", space=space_number(space), size=size)

    def populate(self, space: str, technology: str) -> Scenario:
        return self.act("populate", space=space_number(space), technology=technology)

    def activate(self, machine: str) -> Scenario:
        return self.act("activate", machine=machine)

    def open_crate(self, crate: str) -> Scenario:
        return self.act("open_crate", crate=crate)

    def hibernate(self) -> Scenario:
        return self.act("hibernate")

    def end_turn(self) -> Scenario:
        return self.act("end_turn")

    def resolve_all(self) -> Scenario:
        """Resolve every pending effect of the pool, first offered first."""
        while self.game.active_players and self.decision().kind == "effect":
            self.choose(self.choices()[0])
        return self
