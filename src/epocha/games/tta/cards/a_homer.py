"""Homer (Age A leader).

Rulings:
- Printed: +1 happy face.
- "On your turn, 1 extra resource for building and upgrading military units": in each of
  your turns (the one he is played in included) the first unit you build or upgrade with his
  help costs 1 resource less; the core has no start-of-turn hook to fill the turn's military
  resources, so it is offered as a once-per-turn ability "build or upgrade a military unit
  with Homer's resource" (the usual military action and the rest of the cost are paid; the
  resource joins the turn's military resources, e.g. Patriotism's, which are used first). It
  is offered only when such a build or upgrade is then possible.
- When Homer is replaced by another leader you may slide him under one of your completed
  wonders (a ruined one too) instead of getting the civil action back: that wonder then
  prints one more happy face for good (it counts for Michelangelo and St. Peter's Basilica,
  and stays if the wonder is ruined). Without a completed wonder there is nothing to choose.
- Leaving play otherwise (antiquated at the end of Age I) offers nothing.
"""

from __future__ import annotations

from .. import moves
from ..actions import build_options, option, upgrade_options
from ..catalog import UNITS, key_of
from ..rules_base import CardRules


def _unit_options(s, p):
    return build_options(s, p, UNITS) + upgrade_options(s, p, UNITS)


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

    def abilities(self, s, p, me):
        if self.key in p.turn["used"]:
            return []
        q = p.copy()
        q.turn["military_resources"] += 1
        if not _unit_options(s, q):
            return []
        return [
            option(
                {
                    "type": "ability",
                    "card": me,
                    "label": "Homer: build or upgrade a military unit with 1 extra resource",
                },
                ("ability", me, "unit"),
            )
        ]

    def use(self, ctx, value):
        p = ctx.p
        p.turn["used"].append(key_of(ctx.card))
        p.turn["military_resources"] += 1
        ctx.choose_action(
            _unit_options(ctx.s, p),
            prompt="Homer: build or upgrade a military unit (1 resource less)",
            then=self.build,
        )

    def build(self, ctx, answer):
        ctx.perform(ctx.chosen_action(answer))

    # -- replaced: slid under a wonder --------------------------------------------------------------

    def on_leave(self, ctx, me):
        p = ctx.p
        if not p.turn["leader_replaced"] or p.leader != me or not p.wonders or p.homer_under:
            return
        ctx.choose_card(
            list(p.wonders),
            prompt="Homer: slide him under a completed wonder (+1 happy face) instead of regaining the CA?",
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
