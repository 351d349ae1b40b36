"""Invariants of every Through the Ages state, checked by the random playouts."""

from __future__ import annotations

import json
from collections import Counter

import epocha
from epocha.engine import Game
from epocha.games.tta.catalog import STARTING, deck_keys, instances
from epocha.games.tta.state import TTAState


def locations(s: TTAState) -> Counter:
    places: Counter = Counter()
    piles = [s.row, s.current_events, s.future_events, s.past_events, s.common_tactics, s.removed]
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
    for pile in piles:
        places.update(c for c in pile if c)
    return places


def check_cards(s: TTAState) -> None:
    """Every card copy is in one place; every copy of an age that began is somewhere."""
    places = locations(s)
    twice = [c for c, n in places.items() if n > 1]
    assert not twice, f"in two places: {twice}"
    n = s.n
    begun = ["A"] + [a for a in ("I", "II", "III") if a in s.civil_decks]
    if not any(p.resigned for p in s.players):
        for age in begun:
            for deck in ("civil", "military"):
                for key in deck_keys(deck, age):
                    if deck == "military" and age != "A" and age not in s.military_decks and age != s.age:
                        continue
                    for copy in instances(key, n):
                        if deck == "military" and age == "A" and copy not in places:
                            continue  # Age A events not dealt went back to the box
                        assert copy in places, f"{copy} is missing"
    for p in s.players:
        for key in STARTING:
            assert f"{key}#p{p.seat}" in places or p.resigned or key == "A:Despotism", key


def check_tokens(s: TTAState) -> None:
    for p in s.players:
        assert p.yellow >= 0 and p.blue >= 0 and p.pool >= 0, p.seat
        assert all(v > 0 for v in p.workers.values()) and all(v > 0 for v in p.stored.values())
        assert p.science >= 0 and p.culture >= 0
        assert 0 <= p.ca_spent <= p.totals["ca"] and 0 <= p.ma_spent <= p.totals["ma"]
        assert p.turn["extra_ma"] >= 0 and p.turn["military_resources"] >= 0
        assert all(t in p.techs for t in p.workers) and all(t in p.techs for t in p.stored)


def hidden_from(s: TTAState, seat: int | None) -> set[str]:
    hidden: set[str] = set()
    for p in s.players:
        if p.seat != seat:
            hidden.update(p.military_hand)
    for pile in [
        *s.military_decks.values(),
        *s.military_discards.values(),
        s.current_events,
        s.future_events,
        *s.civil_decks.values(),
    ]:
        hidden.update(pile)
    return hidden


def check_views(g: Game) -> None:
    s: TTAState = g.state  # type: ignore[assignment]
    for seat in [*range(s.n), None]:
        view = g.view(seat)
        view.pop("log")
        text = json.dumps(view)
        leaked = [c for c in hidden_from(s, seat) if f'"{c}"' in text]
        assert not leaked, f"seat {seat} sees {leaked[:5]}"


def check_replay(g: Game) -> None:
    again = epocha.loads(epocha.dumps(g))
    assert again == g


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
