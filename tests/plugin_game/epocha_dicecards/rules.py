"""Dice & Cards: draw a card, play a card, roll one die (see README.md beside this package)."""

from __future__ import annotations

from typing import Any, Self

from epocha.engine import Decision, Rng, Rules, State, chance
from epocha.engine.message import msg, nmsg, rule_cause, seat, seats
from epocha.engine.plain import copy_plain

from .manifest import OPTIONS

CARDS = [f"c{v}" for v in range(1, 13)]
HAND = 2
# why a draw and the end happened: sections of the rules reference (rules_reference.toml)
_TURN, _END = rule_cause("turn"), rule_cause("end")


def value(card: str) -> int:
    return int(card[1:])


class DiceCardsState(State):
    def __init__(self, players: int, options: dict, rng: Rng) -> None:
        self.players = players
        self.options = options
        self.rng = rng
        self.deck: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.played: list[str] = []  # face up, in the order played
        self.scores = [0] * players
        self.turn = 0
        self.drawn = False  # the player to move has drawn this turn
        self.last_roll: int | None = None
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def player_count(self) -> int:
        return self.players

    def copy(self) -> Self:
        s = DiceCardsState.__new__(DiceCardsState)
        s.__dict__.update(copy_plain({k: v for k, v in self.__dict__.items() if k != "rng"}))
        s.rng = self.rng.copy()
        return s

    def to_dict(self) -> dict:
        out = {k: copy_plain(v) for k, v in self.__dict__.items() if k != "rng"}
        out["rng"] = self.rng.state
        return out

    @classmethod
    def from_dict(cls, data: dict) -> DiceCardsState:
        s = cls.__new__(cls)
        s.__dict__.update(copy_plain({k: v for k, v in data.items() if k != "rng"}))
        s.rng = Rng()
        s.rng.state = data["rng"]
        return s


class DiceCardsRules(Rules):
    name = "dicecards"
    title = "Dice & Cards"
    min_players = 1
    max_players = 4
    options = OPTIONS  # declared once, in the manifest
    length_unit = "plays"

    def setup(self, players: int, seed: int, options: dict) -> DiceCardsState:
        s = DiceCardsState(players, options, Rng(seed))
        s.deck = list(CARDS)
        chance.shuffle(s, s.deck)
        for p in range(players):
            for _ in range(HAND):
                _draw(s, p)
        s.emit("setup", {"players": players})
        _start_turn(s)
        return s

    def decisions(self, s: DiceCardsState) -> dict[int, Decision]:
        if s.result is not None:
            return {}
        hand = s.hands[s.turn]
        actions = [{"type": "play", "card": c, "label": msg("Play {card}", card=value(c))} for c in hand]
        prompt = msg("Play a card", cause=rule_cause("turn"))
        return {s.turn: Decision(s.turn, "turn", prompt, actions, list(hand))}

    def apply(self, s: DiceCardsState, seat: int, card: Any) -> None:
        s.hands[seat].remove(card)
        s.played.append(card)
        roll = chance.roll(s, 6)
        s.checkpoint()
        s.last_roll = roll
        gained = value(card) + (roll if roll % 2 == 0 else 0)
        s.scores[seat] += gained
        s.emit("play", {"player": seat, "card": card, "roll": roll, "points": gained})
        if not any(s.hands) and not s.deck:
            _finish(s)
            return
        s.turn = (s.turn + 1) % s.players
        while not s.hands[s.turn] and not s.deck:  # nothing to play: the turn passes
            s.turn = (s.turn + 1) % s.players
        _start_turn(s)

    def log_message(self, event: dict) -> dict | None:
        a = event["args"]
        if event["event"] == "draw":
            who = seat(a["player"])
            return (
                msg("{who} draws {card}.", who=who, card=value(a["card"]), cause=_TURN)
                if "card" in a
                else msg("{who} draws a card.", who=who, cause=_TURN)
            )
        if event["event"] == "play":
            return nmsg(
                "{who} plays {card} and rolls {roll}: {points} point.",
                "{who} plays {card} and rolls {roll}: {points} points.",
                "points",
                who=seat(a["player"]),
                card=value(a["card"]),
                roll=a["roll"],
                points=a["points"],
                cause=rule_cause("turn.roll"),
            )
        if event["event"] == "game_over":
            if not a["winners"]:
                return msg("Game over: nobody wins.", cause=_END)
            return nmsg(
                "Game over: {who} wins.", "Game over: {who} win.", "who", who=seats(a["winners"]), cause=_END
            )
        return None

    def view(self, s: DiceCardsState, seat: int | None) -> dict:
        return {
            "deck": len(s.deck),
            "turn": s.turn,
            "scores": list(s.scores),
            "last_roll": s.last_roll,
            "hands": [list(h) if p == seat else len(h) for p, h in enumerate(s.hands)],
            "target": s.options.get("target"),
        }

    def state_from_dict(self, data: dict) -> DiceCardsState:
        return DiceCardsState.from_dict(data)

    def determinize(self, s: DiceCardsState, seat: int | None, rng: Rng) -> DiceCardsState:
        out = s.copy()
        out.log = []
        unseen = list(out.deck) + [c for p, h in enumerate(out.hands) if p != seat for c in h]
        rng.shuffle(unseen)
        for p, h in enumerate(out.hands):
            if p != seat:
                out.hands[p] = [unseen.pop() for _ in h]
        out.deck = unseen
        return out

    def game_length(self, s: DiceCardsState) -> int:
        return len(CARDS) - len(s.deck) - sum(len(h) for h in s.hands)  # cards played

    def evaluate(self, s: DiceCardsState, seat: int) -> float:
        return s.scores[seat] - max((x for p, x in enumerate(s.scores) if p != seat), default=0)


def _draw(s: DiceCardsState, p: int) -> None:
    card = s.deck.pop()
    s.hands[p].append(card)
    s.checkpoint()
    s.emit("draw", {"player": p}, secret={"card": card}, visible_to=[p])


def _start_turn(s: DiceCardsState) -> None:
    if s.deck:
        _draw(s, s.turn)


def _finish(s: DiceCardsState) -> None:
    if s.players == 1:
        winners = [0] if s.scores[0] >= s.options["target"] else []
    else:
        best = max(s.scores)
        winners = [p for p, x in enumerate(s.scores) if x == best]
    s.result = {"winners": winners, "scores": list(s.scores), "reason": "score"}
    if s.players == 1:  # what a solo game is measured against
        s.result["measure"] = {"kind": "target", "value": s.options["target"]}
    s.emit("game_over", {"winners": winners, "scores": list(s.scores)})


RULES = DiceCardsRules()
