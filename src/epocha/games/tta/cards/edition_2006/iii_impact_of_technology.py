"""Impact of Technology (Age III event, 2006 edition; scored at the end of the game, or at once
if revealed during play).

Rulings:
- 4 culture for each technology of level III the civilization has in play, with or without
  workers: farms, mines, urban buildings, units, special technologies and the government.
  Wonders, leaders and colonies are not technologies.
- The Advanced game (which ends with Age II) counts level II technologies instead; the Simple
  and Full games count level III.
- As the New Story card (whose short game also counts level II), with the 2006 games named.
"""

from __future__ import annotations

from ...catalog import facts
from ..iii_impact_of_technology import ImpactOfTechnology


def counted_age(mode: str) -> str:
    """The age of the technologies the card counts in a 2006 game."""
    return "II" if mode == "advanced" else "III"


class ImpactOfTechnology2006(ImpactOfTechnology):
    key = "III:Impact of Technology (2006)"
    text = "Each civilization scores 4 culture per level III technology (level II in the Advanced game)."
    text_cs = (
        "Každý národ získá 4 body kultury za každou technologii III. stupně (v pokročilé hře II. stupně)."
    )

    def play(self, ctx):
        age = counted_age(ctx.s.edition.mode)
        for q in ctx.seats():
            p = ctx.player(q)
            techs = [*p.techs, *p.specials.values(), p.government]
            count = sum(1 for c in techs if c and facts(c).age == age)
            if count:
                ctx.score(culture=4 * count, q=q)
