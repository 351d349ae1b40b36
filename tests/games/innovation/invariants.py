"""Invariants of every Innovation game state, checked by the random playouts."""

from __future__ import annotations

import json
import re

import epocha
from epocha.conformance.knowledge import locate
from epocha.engine import Game, Rng
from epocha.games.innovation.catalog import BY_AGE, CARDS, COLORS, SPECIALS
from epocha.games.innovation.conformance import CONFORMANCE
from epocha.games.innovation.state import InnovationState

HIDDEN_ZONES = ("hand", "score")


def check_conservation(g: Game) -> None:
    """105 cards, each in exactly one place, and the special achievements (the game's
    conformance spec, as the harness checks it)."""
    locate(CONFORMANCE, g.state)
    CONFORMANCE.check_state(g.state)


def hidden_from(s: InnovationState, seat: int | None) -> set[str]:
    hidden = set()
    for p in range(s.players):
        if p != seat:
            hidden.update(s.hands[p])
            hidden.update(s.scores[p])
            if s.setup_picks[p]:
                hidden.add(s.setup_picks[p])
    for deck in s.decks.values():
        hidden.update(deck)
    hidden.update(s.age_achievements.values())
    for p in range(s.players):
        hidden.update(e for e in s.achievements[p] if e not in SPECIALS)
    hidden.update(s.removed)
    return hidden - set(s.revealed)


# every card name, longest first, so that "Tools" inside "Machine Tools" is not a mention of Tools
_NAMES_RE = re.compile(
    r"(?<![A-Za-z])("
    + "|".join(re.escape(n) for n in sorted(CARDS, key=len, reverse=True))
    + r")(?![A-Za-z])"
)


def mentioned_cards(text: str) -> set[str]:
    return set(_NAMES_RE.findall(text))


def check_views(g: Game) -> None:
    """A seat's view (legal actions and prompts included; the log is checked by
    `check_log`) names no card whose face is hidden from that seat."""
    s: InnovationState = g.state  # type: ignore[assignment]
    for seat in [*range(s.players), None]:
        view = g.view(seat, log_from=len(s.log))  # the log is `check_log`'s
        view.pop("log")
        # the cards whose effects are running are named in prompts, even if one of them has
        # meanwhile been taken into a hand or returned (which everyone saw)
        running = {f.data["card"] for f in s.stack if isinstance(f.data.get("card"), str)}
        if s.result and s.result["reason"].startswith("card:"):
            running.add(s.result["reason"][5:])  # the winning card, even if it left the board
        leaked = mentioned_cards(json.dumps(view)) & (hidden_from(s, seat) - running)
        assert not leaked, f"seat {seat} can see hidden {sorted(leaked)}"
        for entry in view["state"]["players"]:
            if entry["seat"] != seat:
                assert "hand" not in entry and "score_cards" not in entry


def check_log(g: Game) -> None:
    """Each event names a card publicly only when it was in public view, and shows a hidden
    card only to the owners of the hidden zones involved."""
    for ev in g.state.log:
        a = ev["args"]
        kind = ev["event"]
        if "secret" in ev:
            seers = set(ev["visible_to"])
            if kind == "draw":
                assert seers == {a["player"]}, ev
            else:
                expect = set()
                if a["from"] in HIDDEN_ZONES and a.get("player") is not None:
                    expect.add(a["player"])
                if a["to"] in HIDDEN_ZONES:
                    expect.add(a.get("to_player", a.get("player")))
                assert seers == expect, ev
        elif "card" in a and kind in ("meld", "tuck", "score", "return", "transfer", "remove"):
            assert a["from"] == "board" or a["to"] == "board", ev
        assert kind != "draw" or "card" not in a, ev


def check_replay(g: Game) -> None:
    again = epocha.loads(epocha.dumps(g))
    assert again == g
    assert again.view(0) == g.view(0)


def check_actions(g: Game, every_action: bool) -> None:
    """Somebody must act unless the game is over, and every legal action applies."""
    if g.is_over:
        assert g.active_players == [] and g.result is not None
        return
    active = g.active_players
    assert active, "nobody may act in an unfinished game"
    for seat in active:
        actions = g.legal_actions(seat)
        assert actions, f"seat {seat} must act but has no legal action"
        if every_action:
            for action in actions:
                g.clone().apply(seat, action)


def late_position(rng: Rng, players: int, featured: str) -> dict:
    """A random late-game position in which seat 0, to play, has `featured` on top of its pile."""
    pool = {age: list(BY_AGE[age]) for age in range(1, 11)}
    for cards in pool.values():
        rng.shuffle(cards)
    pool[CARDS[featured].age].remove(featured)
    for age in range(1, 10):  # one card of each age stays for the age achievements
        pool[age].pop()

    def take(low: int, high: int, color: str | None = None) -> str | None:
        ages = [
            a for a in range(low, high + 1) if any(color is None or CARDS[c].color == color for c in pool[a])
        ]
        if not ages:
            return None
        age = rng.choice(ages)
        options = [c for c in pool[age] if color is None or CARDS[c].color == color]
        card = rng.choice(options)
        pool[age].remove(card)
        return card

    achievements_left = [f"age:{a}" for a in range(1, 10)]
    specials = list(SPECIALS)
    players_out = []
    for p in range(players):
        board: dict = {}
        for color in COLORS:
            n = rng.below(4)
            cards = [c for c in (take(3, 9, color) for _ in range(n)) if c]
            if p == 0 and color == CARDS[featured].color:
                cards.insert(0, featured)
            if cards:
                splay = rng.choice(["none", "left", "right", "up"]) if len(cards) > 1 else "none"
                board[color] = {"cards": cards, "splay": splay}
        hand = [c for c in (take(4, 10) for _ in range(rng.below(5))) if c]
        score = [c for c in (take(2, 9) for _ in range(rng.below(7))) if c]
        achieved = []
        for _ in range(rng.below(3)):
            achieved.append(achievements_left.pop(rng.below(len(achievements_left))))
        if specials and rng.below(4) == 0:
            achieved.append(specials.pop(rng.below(len(specials))))
        players_out.append({"hand": hand, "score": score, "board": board, "achievements": achieved})
    return {
        "players": players_out,
        "achievements": achievements_left + specials,
        "turn": {"player": 0, "actions_left": 2},
    }
