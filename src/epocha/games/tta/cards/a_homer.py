"""Homer (Age A leader).

Rulings:
- Printed: +1 happy face.
- "On your turn, 1 extra resource for building and upgrading military units": a pool of 1
  resource for the turn, filled at the start of each of your turns and in the turn he comes
  into play, like Patriotism's (seed 2006 appendix: the first resources spent on building or
  upgrading units that turn are free, whatever the number or cost of the units). It joins the
  turn's military resources (`turn["military_resources"]`), spent before your own resources;
  what is left at the end of the turn is lost. It stays for the turn if Homer leaves play.
- When Homer is replaced by another leader you may slide him under one of your completed
  wonders (a ruined one too) instead of getting the civil action back: that wonder then
  prints one more happy face for good (it counts for Michelangelo and St. Peter's Basilica,
  and stays if the wonder is ruined). Without a completed wonder there is nothing to choose.
- Leaving play otherwise (antiquated at the end of Age I) offers nothing.
"""

from __future__ import annotations

from epocha.engine.message import msg

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules

GRANTED = "A:Homer"  # in turn["used"]: this turn's resource was given


class Homer(CardRules):
    key = "A:Homer"
    text = (
        "+1 happy face. In each of your turns, 1 extra resource for building or upgrading military "
        "units. When you replace Homer, you may slide him under one of your completed wonders (+1 happy "
        "face for it) instead of getting the civil action back."
    )
    text_cs = (
        "+1 šťastná značka. V každém svém tahu máš 1 surovinu navíc na stavbu nebo vylepšení vojenských "
        "jednotek. Když Homéra nahradíš, můžeš ho místo vrácení civilní akce zasunout pod svůj dokončený "
        "div (+1 šťastná značka pro ten div)."
    )

    # -- the extra resource for units ----------------------------------------------------------

    def start_of_turn(self, ctx, me):
        self._grant(ctx)

    def on_enter(self, ctx, me):
        if ctx.s.turn_player == ctx.me:  # played in his owner's turn: it counts already
            self._grant(ctx)

    def _grant(self, ctx):
        p = ctx.p
        if GRANTED in p.turn["used"]:
            return
        p.turn["used"].append(GRANTED)
        p.turn["military_resources"] += 1
        moves.emit(ctx.s, "this_turn", {"player": p.seat, "military_resources": 1, "why": self.key})

    # -- replaced: slid under a wonder --------------------------------------------------------------

    def on_leave(self, ctx, me):
        p = ctx.p
        if not p.turn["leader_replaced"] or p.leader != me or not p.wonders or p.homer_under:
            return
        ctx.choose_card(
            list(p.wonders),
            prompt=msg(
                "Homer: slide him under a completed wonder (+1 happy face) instead of regaining the CA?"
            ),
            may=True,
            then=self.slide,
        )

    def slide(self, ctx, wonder):
        if wonder is None:
            return
        p = ctx.p
        p.homer_under = wonder
        moves.emit(ctx.s, "homer_under", {"player": p.seat, "card": key_of(wonder)})
        ctx.spend_civil_actions(1)  # the civil action given back for the replacement
