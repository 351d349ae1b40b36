"""Resampling what one seat cannot see (for bots that search honestly).

Every card whose face is hidden from the seat — other players' hands and score piles, the
supply decks, the cards under achievements, removed cards — is relabelled: within each age
(ages are public), the hidden cards are dealt at random to the hidden places. Places are
enumerated from public facts only and the pool is sorted, so the result depends on the seat's
view and the random generator, never on where the hidden cards really are. Frames waiting in
the middle of an effect are relabelled with the same mapping, so play continues consistently.
The copy's chance is re-seeded from the bot's generator by `Game.determinized` (for every
game), so draws after the copy was made do not follow the real game's either.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from epocha.engine import Rng

from .board import packed_icons, score_points, tops_of
from .catalog import AGE_OF as AGE
from .catalog import CARDS, SPECIALS
from .state import InnovationState


def determinize(s: InnovationState, seat: int | None, rng: Rng) -> InnovationState:
    # Places are taken in a public canonical order: other players' hands and score piles, the
    # decks by age, the age achievements by age, the players' claimed age achievements, the
    # removed cards. For each age in ascending order, its hidden cards, sorted by name, are
    # shuffled and dealt to that age's places in that order. Cards known to everyone stay
    # where they are: revealed cards, and the cards whose effects are running (their Dogma
    # was announced; the effect frames name them even after they moved out of sight).
    out = s.copy(log=False)  # (its log is empty)
    known = set(s.revealed)
    known.update(f.data["card"] for f in s.stack if isinstance(f.data.get("card"), str))
    others = [p for p in range(s.players) if p != seat]

    def hidden(cards: list[str]) -> list[str]:
        return [c for c in cards if c not in known] if known else cards

    # the hidden cards of mixed ages, before and after the decks, in place order
    before: list[str] = []
    for p in others:
        before += hidden(s.hands[p])
        before += hidden(s.scores[p])
    decks = {age: hidden(s.decks[age]) for age in range(1, 11)}
    after = hidden([s.age_achievements[age] for age in sorted(s.age_achievements)])
    for p in range(s.players):
        after += hidden([e for e in s.achievements[p] if e not in SPECIALS])
    after += hidden(s.removed)
    pools: dict[int, list[str]] = {age: decks[age][:] for age in range(1, 11)}
    for card in before + after:
        pools[AGE[card]].append(card)
    deal: dict[int, Iterator[str]] = {}
    for age in range(1, 11):
        pool = pools[age]
        if pool:
            pool.sort()
            rng.shuffle(pool)
        deal[age] = iter(pool)
    mapping = {card: next(deal[AGE[card]]) for card in before}
    for age in range(1, 11):
        # (zip stops at the end of the deck without taking a card too many)
        mapping.update(zip(decks[age], deal[age], strict=False))
    mapping.update((card, next(deal[AGE[card]])) for card in after)

    relabel = mapping.get  # (relabel(c, c): the card's new name, or itself; mapped in C)
    for p in others:
        out.hands[p] = list(map(relabel, s.hands[p], s.hands[p]))
        out.scores[p] = list(map(relabel, s.scores[p], s.scores[p]))
    for age in range(1, 11):
        out.decks[age] = list(map(relabel, s.decks[age], s.decks[age]))
    for age in out.age_achievements:
        card = s.age_achievements[age]
        out.age_achievements[age] = relabel(card, card)
    for p in range(s.players):
        out.achievements[p] = list(map(relabel, s.achievements[p], s.achievements[p]))
    out.removed = list(map(relabel, s.removed, s.removed))
    where, old_where = out.where, s.where
    for old, new in mapping.items():
        where[new] = old_where[old]
    # in a canonical order: the real one follows the true places of the hidden cards
    # (every card is somewhere: its order made once, not sorted again for every copy)
    order = _ALL_CARDS if len(where) == len(_ALL_CARDS) else sorted(where)
    out.where = dict(zip(order, map(where.__getitem__, order), strict=True))  # (made in C)
    out.setup_picks = [relabel(c, c) if c else c for c in s.setup_picks]  # type: ignore[arg-type]
    for frame in out.stack:
        frame.data = _relabel(frame.data, mapping)
        frame.arg = _relabel(frame.arg, mapping)
        frame.result = _relabel(frame.result, mapping)
    # the counts a state keeps between moves, made here if the state had none (a seat's world
    # is rebuilt from plain data, without them): search copies this state for every iteration,
    # and each copy would count them again (public facts: boards, and the ages of score piles)
    for p in range(out.players):
        packed_icons(out, p)
        tops_of(out, p)
        score_points(out, p)
    return out


_ALL_CARDS = sorted(CARDS)


def _relabel(value: Any, mapping: dict[str, str]) -> Any:
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [_relabel(v, mapping) for v in value]
    if isinstance(value, tuple):
        return tuple(_relabel(v, mapping) for v in value)
    if isinstance(value, dict):
        return {k: _relabel(v, mapping) for k, v in value.items()}
    return value
