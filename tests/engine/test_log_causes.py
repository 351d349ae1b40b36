"""Why a log entry happened: a message names its cause, or the game's `log_cause` reads it from
the events before it; a seat's own copy of the game (what bots get) words the log the same."""

from __future__ import annotations

from typing import Any, Self

from epocha.engine import Decision, Game, Rng, Rules, State
from epocha.engine.message import card_cause, msg, rule_cause


class TrickState(State):
    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def player_count(self) -> int:
        return 2

    def copy(self) -> Self:
        s = type(self)(self.rng.copy())
        s.log, s.chance, s.result = list(self.log), self.chance, self.result
        return s

    def to_dict(self) -> dict:
        return {"rng": self.rng.state, "result": self.result}


class TrickRules(Rules):
    """Seat 0 plays "Owl" (its effect gains a coin) or takes the "tax" (a rule gains a coin)."""

    name = "trick"
    title = "Trick"
    min_players = max_players = 2

    def setup(self, players: int, seed: int, options: dict) -> TrickState:
        return TrickState(Rng(seed))

    def decisions(self, state: Any) -> dict[int, Decision]:
        actions = [{"type": "owl", "label": "Owl"}, {"type": "tax", "label": "Tax"}]
        return {0: Decision(seat=0, kind="turn", prompt=msg("Go"), actions=actions, values=["owl", "tax"])}

    def apply(self, state: Any, seat: int, value: Any) -> None:
        state.emit("played" if value == "owl" else "taxed", {"player": seat})
        state.emit("gained", {"player": seat})

    def view(self, state: Any, seat: int | None) -> dict:
        return {}

    def log_message(self, event: dict) -> dict | None:
        if event["event"] == "played":
            return msg("Owl is played.", cause=card_cause("Owl"))
        if event["event"] == "gained":
            return msg("A coin is gained.")
        return None  # (the tax is not worded: only its coin is)

    def log_cause(self, log: Any, i: int) -> dict | None:
        before = log[i - 1]["event"]
        return card_cause("Owl") if before == "played" else rule_cause("tax")


def causes(log: list[dict]) -> list[dict | None]:
    return [entry["message"].get("cause") for entry in log if "message" in entry]


def test_a_message_without_a_cause_is_given_the_one_the_game_reads_from_the_log():
    g = Game.new(TrickRules(), players=2, seed=1, options=None)
    g.apply(0, {"type": "owl"})
    g.apply(0, {"type": "tax"})
    expected = [card_cause("Owl"), card_cause("Owl"), rule_cause("tax")]
    assert causes(g.view(0)["log"]) == expected
    assert causes(g.view(None)["log"]) == expected


def test_a_seat_copy_words_the_log_as_the_game_does():
    g = Game.new(TrickRules(), players=2, seed=1, options=None)
    g.apply(0, {"type": "tax"})
    g.apply(0, {"type": "owl"})
    assert g.for_seat(1).view()["log"] == g.view(1)["log"]
