"""A helper to set up any Through the Ages situation from a position and play it out (tests,
bug reports, teaching):

    s = Scenario(players=[{"civil_hand": ["I:Frugality"], "technologies": {...}}, {}])
    s.act("play", card="I:Frugality#1")
    assert s.player(0).pool == 2

Cards are named by key ("I:Frugality") or instance ("I:Frugality#1"); `act` finds the legal
action of that type whose fields match the keys given (card keys match any copy). Actions are
as a person is given them (`Game.legal_actions`: the label in English words, its message kept);
`labels` words them with their costs ("Take Colossus (4 civil actions)").

`Scenario` defaults to Age I, round 3 (seat 0 to act), the full game (`peaceful=True`: the
peaceful game, without aggressions, wars and pacts) of the New Story; `edition="2006"` with a
`mode` ("simple") plays the 2006 edition, whose cards are keyed "I:Monarchy (2006)"; `options`
adds others (the 2006 variants: `options={"easier": True}`). A
resigned player's spec may carry a board built by the same helper as the others' (tests do):
it is dropped, since a resigned civilization has none (the position format rejects it).
"""

from __future__ import annotations

from typing import Any

from epocha.engine.decision import DISPLAY_KEYS
from epocha.engine.render import Renderer
from epocha.engine.scenario import PositionScenario

from .catalog import key_of
from .position import RESIGNED_KEYS
from .ratings import Ratings, available, ratings
from .rules import RULES
from .state import Player, TTAState
from .terms import terms
from .tokens import stock


class Scenario(PositionScenario):
    def __init__(
        self,
        players: list[dict] | int = 2,
        *,
        seed: int = 0,
        peaceful: bool = False,
        edition: str = "new-story",
        mode: str | None = None,
        options: dict[str, Any] | None = None,
        **position: Any,
    ) -> None:
        if isinstance(players, int):
            players = [{} for _ in range(players)]
        players = [
            {k: v for k, v in spec.items() if k in RESIGNED_KEYS}
            if isinstance(spec, dict) and spec.get("resigned") is True
            else spec
            for spec in players
        ]
        position.setdefault("age", "I")
        position.setdefault("round", 3)
        chosen: dict[str, Any] = {"edition": edition}
        if mode is not None:
            chosen["mode"] = mode
        if edition == "new-story":
            chosen["peaceful"] = peaceful  # (the 2006 Simple game has no military cards)
        chosen |= options or {}  # (more options: the 2006 variants, say)
        super().__init__(RULES, {"players": players, **position}, seed, chosen)

    @property
    def state(self) -> TTAState:
        return self.game.state  # type: ignore[return-value]

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    # -- acting ----------------------------------------------------------------------------------

    @property
    def chooser(self) -> int:
        return self.decision().seat

    def prompt(self, seat: int | None = None) -> str:
        """The question a seat is asked, in English (seats without names: "Player 1"...)."""
        return Renderer(terms=terms())(self.decision(seat).prompt)

    def worded(self, action: dict) -> str:
        """With its cost: "Build a farm on Agriculture (1 civil action, 2 resources)"."""
        return worded(action)

    def same(self, have: Any, want: Any) -> bool:
        """Card keys match any copy."""
        return _same(have, want)

    def choose(self, *picks: Any) -> Scenario:
        """Answer the pending choice: a card (key or instance), an option name or label, a
        player, a value; one pick per argument."""
        for pick in picks:
            seat = self.decision().seat
            actions = self.actions()
            for a in actions:
                if a["type"] != "choose":
                    continue
                value = next(v for k, v in a.items() if k != "type" and k not in DISPLAY_KEYS)
                value = value[0] if isinstance(value, list) else value
                if _same(value, pick) or pick in (a["label"], worded(a)):
                    self.game.apply(seat, a)
                    break
            else:
                raise AssertionError(f"{pick!r} is not among {[worded(a) for a in actions]}")
        return self

    def pass_(self) -> Scenario:
        return self.act("pass")

    def done(self) -> Scenario:
        return self.act("done")

    def end_turn(self) -> Scenario:
        return self.act("end_turn")

    def ratings(self, seat: int) -> Ratings:
        return ratings(self.state, self.player(seat))

    def food(self, seat: int) -> int:
        return stock(self.player(seat), "food")

    def resources(self, seat: int) -> int:
        return stock(self.player(seat), "resources")

    def actions_left(self, seat: int) -> tuple[int, int]:
        return available(self.state, self.player(seat))


def worded(action: dict) -> str:
    """An action as a person reads it in English: its label, then its cost if it has one
    ("Build a farm on Agriculture (1 civil action, 2 resources)", "... (free)")."""
    if "cost" not in action:
        return action["label"]
    words = Renderer(terms=terms())
    cost = ", ".join(words.argument(c) for c in action["cost"])
    return f"{action['label']} ({cost or 'free'})"


def _same(have: Any, want: Any) -> bool:
    if isinstance(have, str) and isinstance(want, str):
        return have == want or ("#" not in want and key_of(have) == want)
    return have == want
