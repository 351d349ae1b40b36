"""What the conformance harness needs to know of Dice & Cards: where the twelve cards lie."""

from __future__ import annotations

from collections.abc import Iterable

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner

from .rules import CARDS, DiceCardsState


class DiceCardsConformance(Conformance):
    option_sets = ({},)
    max_decisions = 100

    def components(self, s: DiceCardsState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        for c in s.deck:
            yield c, hidden_to_all("deck")
        for p, hand in enumerate(s.hands):
            for c in hand:
                yield c, seen_by_owner("hand", p)
        for c in s.played:
            yield c, public("played")

    def check_state(self, s: DiceCardsState) -> None:  # type: ignore[override]
        assert sorted(c for c, _ in self.components(s)) == sorted(CARDS)


CONFORMANCE = DiceCardsConformance()
