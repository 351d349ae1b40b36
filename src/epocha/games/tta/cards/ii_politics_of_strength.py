"""Politics of Strength (Age II event).

Rulings:
- Ties: the current player counts as the stronger, then the next ones in turn order (the seed),
  so among tied civilizations the current player is the strongest and the one furthest from
  it the weakest (`ctx.strongest`, `ii_crime_wave.weakest`).
- Before Age IV the strongest draws 5 military cards of the current age first (fewer if the
  deck and its discards run out), then the weakest discards 3 military cards of its choice (all
  of them if it has 3 or fewer; asked only when it has more).
- In Age IV, the game-ending age, no military cards are drawn: the strongest scores 5 culture
  and the weakest loses 3 culture instead (Board Game Arena's reading of the card).
"""

from __future__ import annotations

from epocha.engine.message import nmsg

from .. import moves
from ..rules_base import CardRules
from .ii_crime_wave import weakest


class PoliticsOfStrength(CardRules):
    key = "II:Politics of Strength"
    text = (
        "The strongest civilization draws 5 military cards; the weakest civilization discards 3 "
        "military cards. In Age IV the strongest scores 5 culture and the weakest loses 3 "
        "culture instead."
    )
    text_cs = (
        "Nejsilnější národ si lízne 5 vojenských karet; nejslabší národ odhodí 3 vojenské karty. "
        "Ve věku IV místo toho nejsilnější národ získá 5 bodů kultury a nejslabší 3 body kultury "
        "ztratí."
    )

    def play(self, ctx):
        strongest = ctx.strongest()[0]
        weak = weakest(ctx)[0]
        if ctx.s.age == "IV":
            ctx.score(culture=5, q=strongest)
            ctx.score(culture=-3, q=weak)
            return
        ctx.draw_military(5, strongest)
        hand = list(ctx.player(weak).military_hand)
        if not hand:
            return
        ctx.vars["seat"] = weak
        n = min(3, len(hand))
        ctx.ask(
            "cards",
            hand,
            prompt=nmsg(
                "Politics of Strength: discard {n} military card",
                "Politics of Strength: discard {n} military cards",
                "n",
                n=n,
            ),
            chooser=weak,
            multi=True,
            min=n,
            max=n,
            then=self.discard,
        )

    def discard(self, ctx, cards):
        p = ctx.player(ctx.vars["seat"])
        for card in cards:
            moves.discard_military(ctx.s, p, card)
        moves.emit(ctx.s, "discard_military", {"player": p.seat, "count": len(cards), "why": self.key})
