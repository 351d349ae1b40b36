"""Invention (age 4, green, lightbulb).

Rulings:
- Only colours splayed left when the effect runs are offered; "if you do" means that a splay
  right happened.
- Wonder needs all five colours splayed, each in any direction (left included); if it is
  already taken, nothing happens. A sharing player who qualifies claims it first.
"""

from ..effects import Card, Effect

card = Card("Invention")


@card.shared(
    "You may splay right one colour of your cards that is splayed left. If you do, draw and score a 4.",
    cs="Můžeš roztáhnout doprava jednu barvu svých karet, která je roztažená doleva. Pokud tak "
    "učiníš, vezmi si a oboduj kartu 4.",
)
class LeftToRight(Effect):
    def start(self, ctx):
        left = [c for c in ctx.colors() if ctx.splayed(c) == "left"]
        ctx.may_splay(left, "right", then=self.splayed)

    def splayed(self, ctx, color):
        if color is not None:
            ctx.draw_and_score(4)


@card.shared(
    "If you have five colours splayed, in any directions, claim the Wonder achievement.",
    cs="Pokud máš roztaženo pět barev, každou libovolným směrem, ovládni kartu pokroku Wonder.",
)
def claim_wonder(ctx):
    if sum(1 for c in ctx.colors() if ctx.splayed(c) != "none") == 5:
        ctx.claim("Wonder")
