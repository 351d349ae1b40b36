"""Invariants of every Through the Ages state, checked by the random playouts."""

from __future__ import annotations

import json
import re
from collections import Counter

import epocha
from epocha.engine import Game, IllegalAction
from epocha.games.tta.catalog import CARDS, key_of
from epocha.games.tta.conformance import check_card_places
from epocha.games.tta.conformance import check_tokens as check_tokens  # the tests' invariants
from epocha.games.tta.state import TTAState


def locations(s: TTAState) -> Counter:
    """How many times each card copy appears in the state's places."""
    places: Counter = Counter()
    piles = [s.row, s.current_events, s.future_events, s.past_events, s.common_tactics, s.removed, s.box]
    piles += (
        list(s.civil_decks.values()) + list(s.military_decks.values()) + list(s.military_discards.values())
    )
    for p in s.players:
        piles += [
            p.techs,
            list(p.specials.values()),
            p.wonders,
            p.colonies,
            p.civil_hand,
            p.military_hand,
            [p.government, p.leader, p.building, p.exclusive],
        ]
    # an event being resolved has left the current events and is not yet a past event; a
    # political card played lies face up until it is resolved (the full game)
    piles.append([f.data["card"] for f in s.stack if f.kind in ("event", "aggression", "war", "pact")])
    piles.append([w["card"] for w in s.wars])
    piles.append(list(s.pacts))
    for pile in piles:
        places.update(c for c in pile if c)
    return places


def check_cards(s: TTAState) -> None:
    """Every deck card copy of the ages that began is in exactly one place (see the game's
    conformance spec)."""
    twice = [c for c, n in locations(s).items() if n > 1]
    assert not twice, f"in two places: {twice}"
    check_card_places(s)


def hidden_from(s: TTAState, seat: int | None) -> set[str]:
    """The card copies whose faces `seat` may not know now."""
    hidden: set[str] = set()
    for p in s.players:
        if p.seat != seat:
            hidden.update(p.military_hand)
    for pile in [
        *s.military_decks.values(),
        *s.military_discards.values(),
        s.box,
        s.current_events,
        s.future_events,
        *s.civil_decks.values(),
    ]:
        hidden.update(pile)
    known = {c for c, q in s.prepared.items() if q == seat}
    if seat in s.top_seen:  # looked at with Joan of Arc
        known.add(s.current_events[-1])
    return hidden - known - shown_to_all(s)


def shown_to_all(s: TTAState) -> set[str]:
    """The copies the log showed everyone: political cards played face up (an aggression, a
    war, a pact offered) and the bonus cards a defender played."""
    out: set[str] = set()
    for ev in s.log:
        args = ev.get("args") or {}
        if ev["event"] in ("aggression", "war", "pact_offered"):
            out.add(args["copy"])
        elif ev["event"] == "defence":
            out.update(args["copies"])
    return out


def _strings(value: object, out: set[str]) -> set[str]:
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            _strings(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _strings(v, out)
    return out


def known_keys(s: TTAState, seat: int | None) -> set[str]:
    """Keys of the cards `seat` may know: every card face up now, and those its own secrets
    named (its draws, its prepared events)."""
    hidden = hidden_from(s, seat)
    faces = {key_of(c) for c in locations(s) if c not in hidden}
    for ev in s.log:
        if seat is not None and seat in ev.get("visible_to", ()):
            faces |= {v for v in _strings(ev.get("secret"), set()) if v in CARDS}
    return faces


def check_views(g: Game, log_from: int = 0) -> None:
    """No view (its log from `log_from`, legal actions and decision context included) names a
    card its seat may not know: not the copy, and not its key or name unless another card with
    that key or name is known to the seat."""
    s: TTAState = g.state  # type: ignore[assignment]
    for seat in [*range(s.n), None]:
        text = json.dumps(g.view(seat, log_from))
        if seat is not None:
            text += json.dumps(g.legal_actions(seat))
        quoted = set(re.findall(r'"([^"]*)"', text))
        hidden = hidden_from(s, seat)
        leaked = quoted & hidden
        assert not leaked, f"seat {seat} sees the copies {sorted(leaked)[:5]}"
        known = known_keys(s, seat)
        secret = {key_of(c) for c in hidden} - known
        leaked = {key_of(q) for q in quoted} & secret
        assert not leaked, f"seat {seat} sees the cards {sorted(leaked)[:5]}"
        known_names = {CARDS[k].name for k in known}
        for name in {CARDS[k].name for k in secret} - known_names:
            if name not in text:
                continue
            # a secret name may be part of a known one ("Breakthrough", "Scientific Breakthrough")
            rest = text
            for other in known_names:
                if name in other:
                    rest = rest.replace(other, "")
            assert not re.search(rf"\b{re.escape(name)}\b", rest), f"seat {seat} sees the name {name}"


def check_replay(g: Game) -> None:
    """Saving and loading (a replay of the action log from the origin) gives the same game;
    the state survives its plain-data round trip; a clone is equal and independent."""
    again = epocha.loads(epocha.dumps(g))
    assert again == g
    check_round_trip(g)


def check_round_trip(g: Game) -> None:
    """The state survives its plain-data (JSON) round trip; a clone is equal."""
    data = g.state.to_dict()
    assert g.rules.state_from_dict(json.loads(json.dumps(data))).to_dict() == data
    assert g.clone() == g


def check_actions(g: Game, every_action: bool) -> None:
    if g.is_over:
        assert g.active_players == []
        return
    assert g.active_players
    for seat in g.active_players:
        actions = g.legal_actions(seat)
        assert actions
        if every_action:
            for a in actions:
                g.clone().apply(seat, a)


def essential(s: TTAState) -> dict:
    """The state without what a position does not describe: the log, the generator (a game
    from a position draws from its own seed) and the undo counter."""
    d = s.to_dict()
    for key in ("log", "rng", "chance"):
        del d[key]
    return d


def check_position(g: Game) -> None:
    """At a quiet point (a seat deciding a turn-level action) the position describes the game
    exactly: the game rebuilt from it (through JSON) has the same state, the same decisions
    and the same position. Anywhere else `to_position` refuses."""
    quiet = not g.is_over and all(d.kind == "turn" for d in g.decisions().values())
    if not quiet:
        try:
            g.to_position()
        except IllegalAction:
            return
        raise AssertionError("a position was written in the middle of an effect")
    pos = json.loads(json.dumps(g.to_position()))
    again = epocha.from_position("tta", pos, seed=g.seed + 1)
    assert essential(again.state) == essential(g.state)
    assert again.decisions() == g.decisions()
    assert again.to_position() == pos
