"""Endowment for the Arts (Age III action card): score culture for each civilization with
more culture than yours: 2 each with four players, 3 with three, 6 with two.

Rulings:
- "More culture" compares culture points (the track), strictly: ties do not count, and
  neither do civilizations that left the game.
- The player count is the number of civilizations still in the game.
- The card orders no action, so it may be played even when nobody has more culture (it then
  gives nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules_base import CardRules

if TYPE_CHECKING:
    from ..effects import Ctx


class EndowmentForTheArts(CardRules):
    key = "III:Endowment for the Arts"
    text = (
        "Score culture for each civilization with more culture than yours: 2 with four players, "
        "3 with three, 6 with two."
    )
    text_cs = (
        "Získej body kultury za každou civilizaci, která má víc kultury než ty: ve čtyřech "
        "hráčích 2, ve třech 3, ve dvou 6."
    )
    per_player_count = {2: 6, 3: 3, 4: 2}

    def play(self, ctx: Ctx) -> None:
        mine = ctx.p.culture
        ahead = [q for q in ctx.others() if ctx.player(q).culture > mine]
        amount = len(ahead) * self.per_player_count[len(ctx.s.active_seats())]
        if amount:
            ctx.score(culture=amount)
