"""Resampling what one seat cannot see (for bots that search honestly).

Hidden from a seat: the other players' military hands, the order of every deck, the faces of
the current and future events and of the military discards. The ages of military cards are
public (their backs), so hidden military cards are dealt again at random within each age;
civil decks are reshuffled. Places are enumerated from public facts and the pool is sorted,
so the result depends only on the seat's view and the random generator.
"""

from __future__ import annotations

from epocha.engine import Rng
from epocha.engine.relabel import relabel

from .catalog import facts
from .state import TTAState


def _military_places(s: TTAState, seat: int | None) -> list[tuple[list[str], int]]:
    places: list[tuple[list[str], int]] = []
    piles: list[list[str]] = [p.military_hand for p in s.players if p.seat != seat]
    piles += list(s.military_decks.values()) + list(s.military_discards.values())
    piles += [s.current_events, s.future_events]
    for pile in piles:
        places += [(pile, i) for i in range(len(pile))]
    return places


def determinize(s: TTAState, seat: int | None, rng: Rng) -> TTAState:
    out = s.copy()
    places = _military_places(out, seat)
    by_age: dict[str, list[tuple[list[str], int]]] = {}
    for pile, i in places:
        by_age.setdefault(facts(pile[i]).age, []).append((pile, i))
    mapping: dict[str, str] = {}
    for _age, age_places in sorted(by_age.items()):
        pool = sorted(pile[i] for pile, i in age_places)
        rng.shuffle(pool)
        for (pile, i), new in zip(age_places, pool, strict=True):
            mapping[pile[i]] = new
    for pile, i in places:
        pile[i] = mapping[pile[i]]
    for deck in out.civil_decks.values():
        deck.sort()
        rng.shuffle(deck)
    for frame in out.stack:
        frame.data = relabel(frame.data, mapping)
        frame.arg = relabel(frame.arg, mapping)
        frame.result = relabel(frame.result, mapping)
    out.rng = rng.fork("chance")  # later shuffles must not follow the real game's
    out.log = []
    return out
