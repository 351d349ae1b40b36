"""Isaac Newton (Age II leader).

Your best lab or library produces extra science equal to its level. Whenever you develop a
technology, you get 1 spent civil action back.

Rulings:
- "Best lab or library": the highest level among your labs and libraries with a worker (one
  building); its level is added to the science rating once. Philosophy (level 0) adds 0; with
  no worked lab or library nothing is added.
- The civil action comes back after every development, also one ordered by a card
  (Breakthrough) and a revolution (seed §19): after a revolution you have 1 civil action.
  Developing a special technology lower than the one you have (discarded at once) still counts.
- With no civil action spent there is nothing to get back.
"""

from __future__ import annotations

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules


def best_lab_or_library_level(tally) -> int:
    return max((e.level for e in tally.of_type("lab", "library")), default=0)


class IsaacNewton(CardRules):
    key = "II:Isaac Newton"
    text = (
        "Your best lab or library produces extra science equal to its level. Whenever you develop "
        "a technology (a revolution included), get 1 spent civil action back."
    )
    text_cs = (
        "Tvá nejlepší laboratoř nebo knihovna produkuje navíc tolik vědy, jaký je její stupeň. Kdykoli "
        "vynalezneš technologii (i revolucí), vrať si 1 spotřebovanou civilní akci."
    )

    def adjust(self, s, p, me, tally):
        level = best_lab_or_library_level(tally)
        if level:
            tally.add("science", level)

    def on_develop(self, ctx, me, tech, revolution):
        p = ctx.p
        if p.ca_spent > 0:
            p.ca_spent -= 1
            moves.emit(ctx.s, "regain", {"player": p.seat, "ca": 1, "why": key_of(me)})
