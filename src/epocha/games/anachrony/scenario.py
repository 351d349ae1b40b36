"""A helper to set up any Anachrony situation from a position and play it out (tests, bug
reports, teaching):

    s = Scenario(players=[{"goods": {"W": 3}, "powered": [1]}, {}], era=2)
    s.place("purify", "scientist")
    assert s.player(0).goods["W"] == 7

`act` takes the legal action of a type whose fields match; `place` and `free` name the usual
ones; `choose` answers the pending choice by its option (or its English label).
"""

from __future__ import annotations

from typing import Any

from epocha.engine.scenario import PositionScenario

from .rules import RULES
from .state import AnachronyState, Player


class Scenario(PositionScenario):
    def __init__(
        self,
        players: list[dict] | int = 2,
        *,
        seed: int = 0,
        side: str = "A",
        leaders: str = "first-printing",
        options: dict | None = None,
        **position: Any,
    ) -> None:
        if isinstance(players, int):
            players = [{} for _ in range(players)]
        options = {"side": side, "leaders": leaders, **(options or {})}
        super().__init__(RULES, {"players": players, **position}, seed, options)

    @property
    def state(self) -> AnachronyState:
        return self.game.state  # type: ignore[return-value]

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def place(self, space: str, worker: str, as_type: str | None = None) -> Scenario:
        fields = {"space": space, "worker": worker}
        if as_type is not None:
            fields["as"] = as_type
        return self.act("place", **fields)

    def can_place(self, space: str, worker: str, as_type: str | None = None) -> bool:
        fields = {"space": space, "worker": worker}
        if as_type is not None:
            fields["as"] = as_type
        return self.can("place", **fields)

    def free(self, name: str) -> Scenario:
        return self.act("free", action=name)

    def pass_(self) -> Scenario:
        return self.act("pass")
