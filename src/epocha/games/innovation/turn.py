"""The turn: the initial meld, the four actions, and passing the turn on."""

from __future__ import annotations

from epocha.engine import Decision

from . import moves
from .achievements import achievable_ages, claim_age
from .board import top_cards
from .catalog import AGE_OF, SORT_RANK, first_player_key, sort_key
from .dogma import dogma_frame
from .state import InnovationState


def setup_decision(s: InnovationState, p: int) -> Decision:
    hand = sorted(s.hands[p], key=sort_key)
    return Decision(
        seat=p,
        kind="meld",
        prompt="Choose a card to meld; the other stays in your hand",
        actions=[{"type": "meld", "card": c, "label": f"Meld {c}"} for c in hand],
        values=[("meld", c) for c in hand],
    )


def record_setup_pick(s: InnovationState, p: int, card: str) -> None:
    """Initial meld: picks stay hidden until everyone has chosen, then all are revealed."""
    s.setup_picks[p] = card
    s.emit("chose_setup_meld", {"player": p})
    if any(pick is None for pick in s.setup_picks):
        return
    picks: list[str] = list(s.setup_picks)  # type: ignore[arg-type]
    s.setup_picks = [None] * s.players
    for q, pick in enumerate(picks):
        moves.meld(s, q, pick)
    first = min(range(s.players), key=lambda q: first_player_key(picks[q]))
    s.phase = "play"
    s.emit("first_player", {"player": first, "card": picks[first]})
    begin_turn(s, first, number=0)


def actions_per_turn(s: InnovationState, number: int) -> int:
    """The first player's first turn has one action; with four players, the second's too."""
    restricted = 2 if s.players == 4 else 1
    return 1 if number < restricted else 2


def begin_turn(s: InnovationState, p: int, number: int) -> None:
    s.turn = {"player": p, "actions_left": actions_per_turn(s, number), "number": number}
    s.counters = {"tucked": [0] * s.players, "scored": [0] * s.players}
    s.emit("turn", {"player": p, "number": number, "actions": s.turn["actions_left"]})


def end_action(s: InnovationState) -> None:
    s.revealed.clear()  # revealed cards go back to being hidden in their hands
    s.turn["actions_left"] -= 1
    if s.turn["actions_left"] <= 0:
        begin_turn(s, (s.current + 1) % s.players, s.turn["number"] + 1)


def turn_decision(s: InnovationState) -> Decision:
    p = s.current
    tops = top_cards(s, p)
    age = max([AGE_OF[c] for c in tops], default=0)  # highest_top_value, tops at hand
    actions: list[dict] = [{"type": "draw", "label": f"Draw a {_draw_age(s, age)}"}]
    values: list = [("draw",)]
    for card in sorted(s.hands[p], key=SORT_RANK.__getitem__):
        actions.append({"type": "meld", "card": card, "label": "Meld " + card})
        values.append(("meld", card))
    for card in tops:
        actions.append({"type": "dogma", "card": card, "label": "Dogma: " + card})
        values.append(("dogma", card))
    for a in achievable_ages(s, p):
        actions.append({"type": "achieve", "age": a, "label": f"Achieve age {a}"})
        values.append(("achieve", a))
    left = s.turn["actions_left"]
    return Decision(
        seat=p,
        kind="turn",
        actions=actions,
        values=values,
        prompt=f"Choose an action ({left} action{'s' if left != 1 else ''} left)",
        context={"actions_left": left},
    )


def _draw_age(s: InnovationState, age: int) -> str:
    a = max(age, 1)
    while a <= 10 and not s.decks[a]:
        a += 1
    return str(a) if a <= 10 else "card above 10 (ends the game)"


def start_action(s: InnovationState, p: int, value: tuple) -> None:
    kind = value[0]
    s.emit("action", {"player": p, "action": kind})
    if kind == "draw":
        moves.draw_action(s, p)
    elif kind == "meld":
        moves.meld(s, p, value[1])
    elif kind == "achieve":
        claim_age(s, p, value[1])
    elif kind == "dogma":
        s.stack.append(dogma_frame(s, p, value[1]))
    else:  # pragma: no cover - values come from turn_decision
        raise ValueError(value)
