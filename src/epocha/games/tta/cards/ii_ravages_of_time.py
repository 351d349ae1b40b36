"""Ravages of Time (Age II event).

Rulings:
- Each civilization with a completed Age A or Age I wonder that is not yet ruined must flip one
  of them (asked only when there are several), clockwise from the revealer.
- A ruined wonder keeps only 2 culture: its lasting effects, actions and bank tokens are gone
  (the Taj Mahal's blue token goes back to the box), yet it still counts as a completed wonder
  of its age for every purpose (the extra civil action when taking a wonder, Impact of Wonders;
  seed appendix). Homer slid under it stays face up and still gives its happy face.
"""

from __future__ import annotations

from epocha.engine.message import msg

from .. import moves
from ..catalog import facts, key_of
from ..ratings import sync_actions
from ..rules_base import CardRules


class RavagesOfTime(CardRules):
    key = "II:Ravages of Time"
    text = (
        "Each player flips one of their completed Age A or Age I wonders face down: it loses all "
        "its effects and gives 2 culture instead."
    )
    text_cs = (
        "Každý hráč otočí jeden svůj dokončený div věku A nebo I lícem dolů: div ztratí všechny "
        "své efekty a místo nich dává 2 body kultury."
    )

    def play(self, ctx):
        ctx.take_turns(ctx.seats())
        self.next_civilization(ctx, None)

    def next_civilization(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            p = ctx.player(q)
            wonders = [w for w in p.wonders if w not in p.ruined and facts(w).age in ("A", "I")]
            if wonders:
                ctx.choose_card(
                    wonders,
                    prompt=msg("Ravages of Time: choose the wonder you flip"),
                    chooser=q,
                    then=self.ruin,
                )
                return

    def ruin(self, ctx, wonder):
        p = ctx.player(ctx.in_turn)
        p.ruined.append(wonder)
        moves.emit(ctx.s, "ruined", {"player": p.seat, "card": key_of(wonder), "why": self.key})
        for color, n in facts(wonder).tokens.items():
            moves.change_bank(ctx.s, p, color, -n, why=self.key)
        sync_actions(ctx.s, p)
        ctx.then(self.next_civilization)
