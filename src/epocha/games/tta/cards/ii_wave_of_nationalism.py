"""Wave of Nationalism (Age II action card): this turn, resources for military units for
each civilization stronger than yours: 2 each with four players, 3 with three, 6 with two.

Rulings:
- "Stronger" means a strictly higher strength rating; ties do not count, and neither do
  civilizations that left the game.
- The player count is the number of civilizations still in the game (after a resignation a
  four-player game pays as a three-player one, and so on).
- The resources go to the turn's pool for building and upgrading military units (as
  Patriotism, but no extra military action); unused ones are lost at the end of the turn.
- The card orders no action, so it may be played even when nobody is stronger (it then
  gives nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import moves
from ..catalog import key_of
from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class WaveOfNationalism(CardRules):
    key = "II:Wave of Nationalism"
    text = (
        "This turn, for each civilization stronger than yours, gain resources for building or "
        "upgrading military units: 2 with four players, 3 with three, 6 with two."
    )
    text_cs = (
        "V tomto tahu získej za každou civilizaci silnější než tvoje suroviny na stavbu či "
        "vylepšení vojenských jednotek: ve čtyřech hráčích 2, ve třech 3, ve dvou 6."
    )
    per_player_count = {2: 6, 3: 3, 4: 2}

    def play(self, ctx: Ctx) -> None:
        mine = ctx.ratings().strength
        stronger = [q for q in ctx.others() if ctx.ratings(q).strength > mine]
        amount = len(stronger) * self.per_player_count[len(ctx.s.active_seats())]
        p = ctx.p
        p.turn["military_resources"] += amount
        moves.emit(
            ctx.s,
            "this_turn",
            {"player": p.seat, "military_resources": amount, "why": key_of(ctx.card)},
        )
