"""What the conformance harness needs to know of Revive: where each card, module, machine,
crate, tile and artifact lies and who sees its face there, and the game's own invariants
(resources within their caps, seven population figures, five small and three large buildings,
twenty progress markers a player)."""

from __future__ import annotations

import random
from collections.abc import Iterable

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner
from epocha.engine import Game

from .catalog import content
from .goods import caps
from .state import ReviveState
from .vocabulary import RESOURCES

FIGURES = 7
PROGRESS_MARKERS = 20


class ReviveConformance(Conformance):
    max_decisions = 5000
    option_sets = (
        {},
        {"sand_point": "owner"},
        {"longer": True, "artifact_choice": True, "tribe_choice": True},
    )

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """Random, but seldom ending a turn or hibernating while an action can be taken, so
        that games move on."""
        actions = game.actions(seat)
        busy = [a for a in actions if a["type"] not in ("end_turn", "hibernate", "pass")]
        return rng.choice(busy if busy and rng.random() < 0.85 else actions)

    def components(self, s: ReviveState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        out: list[tuple[str, Place]] = []
        out += [(c, hidden_to_all("deck")) for c in s.deck]
        out += [(c, public("offer")) for c in s.offer]
        out += [(m, hidden_to_all("modules")) for m in s.module_stack]
        out += [(m, public("module_offer")) for m in s.module_offer]
        for colour in s.machine_stacks:
            out += [(m, hidden_to_all("machines", None)) for m in s.machine_stacks[colour]]
            out += [(m, public("machine_offer")) for m in s.machine_offer[colour]]
        out += [(k, hidden_to_all("crates")) for k in s.crate_stack]
        for pile in s.tile_piles.values():
            out += [(t, hidden_to_all("tiles")) for t in pile]
        out += [(tile, public("map")) for tile, _ in s.placed.values()]
        out += [(a, public("crater")) for a in s.crater]
        out += [(a, hidden_to_all("artifact_cards")) for a in s.artifact_deck]
        out += [(x, public("out_of_game")) for x in s.out_of_game]
        for p in s.players:
            seat = p.seat
            acquired = [c for c in p.owned_cards() + p.removed if not content().card(c).starting]
            out += [(c, public("cards", seat)) for c in acquired]
            out += [(m, public("modules", seat)) for spaces in p.modules.values() for m in spaces if m]
            out += [(m, public("machines", seat)) for m in p.tokens.values()]
            out += [(k, seen_by_owner("crates", seat)) for k in p.crates]
            out += [(k, public("opened_crates", seat)) for k in p.opened_crates]
            out += [(a, public("artifacts", seat)) for a in p.artifacts]
            if p.artifact_card is not None:
                out.append((p.artifact_card, seen_by_owner("artifact_card", seat)))
            out += [(a, seen_by_owner("artifact_card", seat)) for a in p.artifact_options]
        return out

    def check_state(self, state: ReviveState) -> None:  # type: ignore[override]
        s = state
        cap = caps()
        for p in s.players:
            for r in RESOURCES:
                assert 0 <= p.resources[r] <= cap[r], (p.seat, r, p.resources[r])
            assert p.energy >= 0
            placed = sum(1 for seats in s.figures if p.seat in seats)
            assert placed == len(p.unlocked) <= FIGURES, (p.seat, placed, p.unlocked)
            built = {"small": 0, "large": 0}
            for b in s.building:
                if b is not None and b[0] == p.seat:
                    built[b[1]] += 1
            assert built["small"] + p.buildings["small"] == 5 and built["large"] + p.buildings["large"] == 3
            assert p.progress == len(p.opened) + (5 - p.tribe_markers) <= PROGRESS_MARKERS
            assert len(p.powered) == len(set(p.powered))
            assert all(
                len(cards) <= 1 or all(content().card(c).half(h).slot for c, h in cards[:-1])
                for cards in p.slots.values()
            )


CONFORMANCE = ReviveConformance()
