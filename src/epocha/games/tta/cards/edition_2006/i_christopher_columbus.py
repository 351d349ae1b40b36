"""Christopher Columbus (Age I leader, 2006 edition).

Rulings:
- Once per game, as a political action, you may put a territory from your (military) hand
  into play as your colony: its immediate gain and lasting benefits as if you had won it,
  without sacrificing any units (seed appendix, Kryštof Kolumbus). The New Story card is
  the same colonization; offered as there (politics phase, before any other action).
- Unlike the New Story card, Columbus does not leave play: he stays your leader with no
  further effect (seed appendix). The use is remembered for the whole game
  (`Player.flags`), so a Columbus played again offers nothing.
- The Simple game has no military hands, hence no territory to colonize: there the card does
  nothing. Territories of the 2006 edition wait for its Advanced game.
"""

from __future__ import annotations

from ...events import colonize
from ..i_christopher_columbus import ChristopherColumbus

USED = "I:Christopher Columbus (2006)"  # key in Player.flags once the colony was laid


class ChristopherColumbus2006(ChristopherColumbus):
    key = "I:Christopher Columbus (2006)"
    text = (
        "Once per game, as a political action, you may put a territory from your hand into play as "
        "your colony without sacrificing any units. Columbus then stays with no further effect."
    )
    text_cs = (
        "Jednou za hru smíš jako politickou akci vyložit území ze své ruky jako svou kolonii, aniž "
        "bys obětoval jednotky. Kolumbus pak zůstává ve hře bez dalšího efektu."
    )

    def abilities(self, s, p, me):
        if p.flags.get(USED):
            return []
        return super().abilities(s, p, me)

    def use(self, ctx, territory):
        p = ctx.p
        p.turn["acted"] = False  # a political action: the action phase has not begun
        p.flags[USED] = True
        p.military_hand.remove(territory)
        colonize(ctx.s, p, territory, [], [], [])
