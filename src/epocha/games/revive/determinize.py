"""Resampling what one seat cannot see (for bots that search honestly): the order of every
face-down pile (citizen deck, modules, machines by colour, crates, each back's tiles), the
other players' closed crates and artifact cards (dealt again from what the seat has not seen),
and the artifact cards nobody was dealt."""

from __future__ import annotations

from epocha.engine import Rng

from .state import ReviveState


def determinize(s: ReviveState, seat: int | None, rng: Rng) -> ReviveState:
    out = s.copy(log=False)
    for pile in (out.deck, out.module_stack, out.crate_stack, *out.machine_stacks.values()):
        pile.sort()
        rng.shuffle(pile)
    for pile in out.tile_piles.values():
        pile.sort()
        rng.shuffle(pile)
    others = [p for p in out.players if p.seat != seat]
    # closed crates of the others come from the crates the seat has not seen (theirs and the stack)
    unseen_crates = sorted(out.crate_stack + [c for p in others for c in p.crates])
    rng.shuffle(unseen_crates)
    for p in others:
        n = len(p.crates)
        p.crates, unseen_crates = unseen_crates[:n], unseen_crates[n:]
    out.crate_stack = unseen_crates
    cards = sorted(
        out.artifact_deck
        + [p.artifact_card for p in others if p.artifact_card is not None]
        + [c for p in others for c in p.artifact_options]
    )
    rng.shuffle(cards)
    for p in others:
        if p.artifact_card is not None:
            p.artifact_card = cards.pop()
        p.artifact_options = [cards.pop() for _ in p.artifact_options]
    out.artifact_deck = cards
    return out
