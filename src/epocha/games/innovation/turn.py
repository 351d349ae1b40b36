"""The turn: the initial meld, the four actions, and passing the turn on."""

from __future__ import annotations

from functools import partial

from epocha.engine import Decision
from epocha.engine.decision import Offered, by_identity, new_decision
from epocha.engine.message import card, msg, nmsg, number, rule_cause
from epocha.engine.secret import commit, still_choosing

from . import moves
from .achievements import claim_age
from .board import score_points, tops_of
from .catalog import AGES, CARDS, SORT_RANK, first_player_key, sort_key
from .dogma import dogma_frame
from .state import InnovationState


def setup_decisions(s: InnovationState) -> dict[int, Decision]:
    """The initial meld: every player who has not yet chosen decides at once."""
    return {p: setup_decision(s, p) for p in still_choosing(s.setup_picks)}


def setup_decision(s: InnovationState, p: int) -> Decision:
    # (the turn's meld actions, worded as they are: `by_identity` shows each with the words
    # it keeps, where new actions and a new prompt were put into words in every game)
    hand = sorted(s.hands[p], key=sort_key)
    return Decision(
        seat=p,
        kind="meld",
        prompt=_SETUP_PROMPT,
        actions=[_MELD[c] for c in hand],
        values=[("meld", c) for c in hand],
        display=_TURN_WORDS.get(1) or _turn_words(1),  # (a meld's words: the same at any draw age)
        display_key=by_identity,
        distinct=True,
    )


def record_setup_pick(s: InnovationState, p: int, card: str) -> None:
    """Initial meld: picks stay hidden until everyone has chosen, then all are revealed."""
    picks = commit(s.setup_picks, p, card)
    s.emit("chose_setup_meld", {"player": p})
    if picks is None:
        return
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
    # (the state's own dicts changed in place, not made again: every turn passes here)
    turn = s.turn
    turn["player"] = p
    turn["actions_left"] = left = actions_per_turn(s, number)
    turn["number"] = number
    counters = s.counters
    counters["tucked"] = [0] * s.players
    counters["scored"] = [0] * s.players
    s.log.append(_TURN_EVENTS.get((p, number, left)) or _turn_event(p, number, left))


# (player, turn number, actions) -> the "turn" event, made once (a game keeps every event it
# logs: see `moves._MOVE_EVENTS`)
_TURN_EVENTS: dict[tuple[int, int, int], dict] = {}


def _turn_event(p: int, number: int, left: int) -> dict:
    if len(_TURN_EVENTS) >= 10_000:  # (turn numbers grow with long games: kept bounded)
        _TURN_EVENTS.clear()
    args = {"player": p, "number": number, "actions": left}
    made = _TURN_EVENTS[p, number, left] = {"event": "turn", "args": args}
    return made


def end_action(s: InnovationState) -> None:
    revealed = s.revealed
    if revealed:
        revealed.clear()  # revealed cards go back to being hidden in their hands
    turn = s.turn
    left = turn["actions_left"] = turn["actions_left"] - 1
    if left <= 0:
        begin_turn(s, (turn["player"] + 1) % s.players, turn["number"] + 1)


# The turn's actions (and values), made once: the rules' action dicts are read-only
# (`Game.actions` gives them as they are, `legal_actions` copies them), and search makes turn
# decisions by the million.
# (a draw dict per age it takes, 11 for above 10: each turn action dict then always shows the
# same words, so people's words are found by the dict itself: `by_identity`)
_DRAW = {age: Offered(type="draw") for age in range(1, 12)}
_MELD = {c: Offered(type="meld", card=c) for c in CARDS}
_DOGMA = {c: Offered(type="dogma", card=c) for c in CARDS}
_ACHIEVE = {a: Offered(type="achieve", age=a) for a in AGES}
# the "action" event of each kind and player (the log's events are never changed once written,
# so one event may stand at several places of a log, and in several logs)
_ACTION_EVENTS = {
    kind: tuple({"event": "action", "args": {"player": p, "action": kind}} for p in range(4))
    for kind in ("draw", "meld", "dogma", "achieve")
}
_SETUP_PROMPT = msg("Choose a card to meld; the other stays in your hand", cause=rule_cause("setup.meld"))
_RANK_OF = SORT_RANK.__getitem__  # (bound once, not per decision)


def turn_decision(s: InnovationState) -> Decision:
    # (search makes this by the million: the top cards kept from the last time the board was
    # read, helpers inlined, and the Decision made without its dataclass's `__init__`)
    turn = s.turn
    p = turn["player"]
    tops, age = s.tops_cache[p] or tops_of(s, p)
    hand = s.hands[p]
    if len(hand) > 1:  # (two hands in five hold a card or none: nothing to sort)
        hand = sorted(hand, key=_RANK_OF)
    # an age needs a top card of that age or higher and 5 points a value (achievable_ages)
    score = s.scores[p]
    available = s.age_achievements
    if available and age and score:
        points = s.points_cache[p]
        limit = (score_points(s, p) if points is None else points) // 5
        if limit > age:
            limit = age
        # (the ages up to the limit, in order, that are still available: no sort, and no
        # comprehension, which would be a call)
        ages = []
        for a in range(1, limit + 1):
            if a in available:
                ages.append(a)
    else:
        ages = ()
    left = turn["actions_left"]
    draw_age = age or 1  # (_draw_age: from the highest top card's age, 1 at least)
    decks = s.decks
    while draw_age <= 10 and not decks[draw_age]:
        draw_age += 1
    display = _TURN_WORDS.get(draw_age) or _turn_words(draw_age if draw_age <= 10 else None)
    # (loops: a subscript in a loop costs less than a `__getitem__` called by `map`)
    actions = [_DRAW[draw_age]]
    for c in hand:
        actions.append(_MELD[c])
    for c in tops:
        actions.append(_DOGMA[c])
    for a in ages:
        actions.append(_ACHIEVE[a])
    return new_decision(
        p,
        "turn",
        _PROMPTS.get(left) or _turn_prompt(left),  # (made once per count, as the context)
        actions,
        # the values are the actions themselves (`start_action` reads them), the same list:
        # a turn decision is made by the million in search, and both lists are read-only
        actions,
        _CONTEXTS.get(left) or {"actions_left": left},
        display,
        by_identity,
        True,  # distinct: one draw, a meld per card in hand, a dogma per top card, an age each
    )


# draw age (11: above 10) -> the turn's `display`; actions left -> prompt
_TURN_WORDS: dict[int, partial] = {}
_PROMPTS: dict[int, dict] = {}
_CONTEXTS: dict[int, dict] = {}  # (read-only, as the prompts: views copy them)


def _turn_words(draw_age: int | None) -> partial:
    """The turn's `display` for a draw of `draw_age` (made once each)."""
    made = _TURN_WORDS[11 if draw_age is None else draw_age] = partial(turn_display, draw_age)
    return made


def _turn_prompt(left: int) -> dict:
    # made once per count: search makes turn decisions by the million (views copy it)
    _CONTEXTS[left] = {"actions_left": left}
    made = _PROMPTS[left] = nmsg(
        "Choose an action ({left} action left)",
        "Choose an action ({left} actions left)",
        "left",
        left=left,
        cause=rule_cause("turn.actions"),
    )
    return made


def turn_display(draw_age: int | None, action: dict) -> dict:
    """The words and display fields of a turn action (made only when a person is shown it)."""
    kind = action["type"]
    if kind == "draw":
        return _draw(draw_age)
    if kind == "meld":
        return _meld(action["card"])
    if kind == "dogma":
        c = action["card"]
        # its effects may draw or reveal: no taking it back
        return {
            "label": msg("Dogma: {card}", card=card(c)),
            "group": "dogma",
            "target": card(c),
            "irreversible": True,
        }
    a = action["age"]
    return {"label": msg("Achieve age {age}", age=a), "group": "achieve", "target": number(a)}


def _meld(c: str) -> dict:
    return {
        "type": "meld",
        "card": c,
        "label": msg("Meld {card}", card=card(c)),
        "group": "meld",
        "target": card(c),
    }


def _draw(age: int | None) -> dict:
    """The draw action; `age` is None when no supply pile is left (drawing ends the game)."""
    if age is None:
        return {
            "type": "draw",
            "label": msg("Draw a card above 10 (ends the game)"),
            "group": "draw",
            "irreversible": True,
        }
    return {
        "type": "draw",
        "label": msg("Draw a {age}", age=age),
        "group": "draw",
        "target": number(age),
        "irreversible": True,
    }


def start_action(s: InnovationState, p: int, value: dict) -> None:
    """Do a turn action: its value is the action dict itself (see `turn_decision`)."""
    kind = value["type"]
    s.log.append(_ACTION_EVENTS[kind][p])  # (State.emit of an event made once: events are read-only)
    if kind == "dogma":  # (the commonest first)
        s.stack.append(dogma_frame(s, p, value["card"]))
    elif kind == "meld":
        moves.meld(s, p, value["card"])
    elif kind == "draw":
        moves.draw_action(s, p)
    elif kind == "achieve":
        claim_age(s, p, value["age"])
    else:  # pragma: no cover - values come from turn_decision
        raise ValueError(value)
