"""A small helper to set up any situation from a position and play it out, for tests,
bug reports and teaching:

    s = Scenario(
        players=[{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}],
        decks={1: ["Sailing"], 2: ["Calendar"]},
    )
    s.dogma("Agriculture")
    s.choose("Oars")
    assert s.score(0) == ["Calendar"]

Boards may list a pile as plain card names (top first, unsplayed). Everything not listed
follows the position rules: unlisted decks are shuffled from the unmentioned cards.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Decision, Game, IllegalAction

from .board import icon_count, score_points
from .catalog import CARDS, SPECIALS, sort_key
from .rules import RULES
from .state import InnovationState


class Scenario:
    def __init__(
        self,
        players: list[dict] | int = 2,
        *,
        decks: dict | None = None,
        achievements: list[str] | None = None,
        removed: list[str] | None = None,
        turn: dict | None = None,
        edition: str = "1e",
        seed: int = 0,
        phase: str = "play",
    ) -> None:
        if isinstance(players, int):
            players = [{} for _ in range(players)]
        position: dict[str, Any] = {
            "phase": phase,
            "players": players,
            "turn": turn or {"player": 0, "actions_left": 2},
        }
        if decks is not None:
            position["decks"] = {str(k): v for k, v in decks.items()}
        if achievements is not None:
            position["achievements"] = achievements
        if removed is not None:
            position["removed"] = removed
        self.game = Game.at_position(RULES, position, seed, {"edition": edition})
        self._mark = 0

    # -- acting --------------------------------------------------------------------------------

    @property
    def state(self) -> InnovationState:
        return self.game.state  # type: ignore[return-value]

    def act(self, action: dict, seat: int | None = None) -> Scenario:
        self.game.apply(self._seat(seat), action)
        return self

    def dogma(self, card: str) -> Scenario:
        return self.act({"type": "dogma", "card": card}, self.state.current)

    def meld(self, card: str) -> Scenario:
        return self.act({"type": "meld", "card": card}, self.state.current)

    def draw(self) -> Scenario:
        return self.act({"type": "draw"}, self.state.current)

    def achieve(self, age: int) -> Scenario:
        return self.act({"type": "achieve", "age": age}, self.state.current)

    def choose(self, *picks: Any, seat: int | None = None) -> Scenario:
        """Answer the pending choice, one pick per argument (a card name or place, a colour,
        a seat, a value or an option, as the choice asks)."""
        for pick in picks:
            d = self.decision(seat)
            key = d.kind if d.kind != "cards" else "cards"
            action = {"type": "choose", key: [pick] if key == "cards" else pick}
            self.game.apply(d.seat, action)
        return self

    def pass_(self, seat: int | None = None) -> Scenario:
        return self.act({"type": "pass"}, seat)

    def done(self, seat: int | None = None) -> Scenario:
        return self.act({"type": "done"}, seat)

    def _seat(self, seat: int | None) -> int:
        if seat is not None:
            return seat
        active = self.game.active_players
        if len(active) != 1:
            raise AssertionError(f"expected one active seat, found {active}")
        return active[0]

    # -- what is asked ---------------------------------------------------------------------------

    def decision(self, seat: int | None = None) -> Decision:
        d = self.game.decision(self._seat(seat))
        if d is None:
            raise AssertionError("that seat has no decision")
        return d

    @property
    def asking(self) -> str:
        """The kind of the pending decision ("turn" when back at the turn's actions)."""
        return self.decision().kind

    @property
    def chooser(self) -> int:
        return self._seat(None)

    def options(self, seat: int | None = None) -> list:
        """The options of the pending choice (names or places, colours, seats, ...)."""
        d = self.decision(seat)
        out = []
        for a in d.actions:
            if a["type"] != "choose":
                continue
            out.append(a["cards"][0] if d.kind == "cards" else a[d.kind])
        return out

    def can_pass(self, seat: int | None = None) -> bool:
        return any(a["type"] == "pass" for a in self.decision(seat).actions)

    def can_finish(self, seat: int | None = None) -> bool:
        return any(a["type"] == "done" for a in self.decision(seat).actions)

    @property
    def quiet(self) -> bool:
        """No effect is pending (the game waits for a turn action, or is over)."""
        return not self.state.stack

    # -- reading the state ------------------------------------------------------------------------

    def hand(self, p: int) -> list[str]:
        return sorted(self.state.hands[p], key=sort_key)

    def score(self, p: int) -> list[str]:
        return sorted(self.state.scores[p], key=sort_key)

    def points(self, p: int) -> int:
        return score_points(self.state, p)

    def pile(self, p: int, color: str) -> list[str]:
        """Top first."""
        return list(reversed(self.state.boards[p][color]))

    def top(self, p: int, color: str) -> str | None:
        pile = self.state.boards[p][color]
        return pile[-1] if pile else None

    def board(self, p: int) -> dict[str, list[str]]:
        return {c: list(reversed(pile)) for c, pile in self.state.boards[p].items() if pile}

    def splay(self, p: int, color: str) -> str:
        return self.state.splays[p][color]

    def icons(self, p: int, icon: str) -> int:
        return icon_count(self.state, p, icon)

    def achievements(self, p: int) -> list[str]:
        return [e if e in SPECIALS else f"age:{CARDS[e].age}" for e in self.state.achievements[p]]

    def deck(self, age: int) -> list[str]:
        """Top first."""
        return list(reversed(self.state.decks[age]))

    @property
    def removed(self) -> list[str]:
        return sorted(self.state.removed, key=sort_key)

    @property
    def available_specials(self) -> list[str]:
        return list(self.state.specials)

    @property
    def result(self) -> dict | None:
        return self.game.result

    @property
    def over(self) -> bool:
        return self.game.is_over

    @property
    def turn(self) -> dict:
        return dict(self.state.turn)

    def events(self, name: str | None = None, *, since_mark: bool = False) -> list[dict]:
        log = self.state.log[self._mark :] if since_mark else self.state.log
        return [e for e in log if name is None or e["event"] == name]

    def mark(self) -> None:
        """Remember the log length; `events(since_mark=True)` then shows only newer events."""
        self._mark = len(self.state.log)

    def illegal(self, action: dict, seat: int | None = None) -> str:
        """Apply an action that must be refused; returns the error message."""
        before = self.game.snapshot()
        try:
            self.game.apply(self._seat(seat), action)
        except IllegalAction as exc:
            assert self.game.snapshot() == before, "a refused action changed the game"
            return str(exc)
        raise AssertionError(f"{action} was accepted")
