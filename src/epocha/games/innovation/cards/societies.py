"""Societies (age 5, purple, crown). The 3rd edition compares values instead of excluding
purple.

Rulings:
- The demanded player picks among the eligible top cards; the card goes on top of my pile.
- 3rd edition: "higher than my top card of the same colour" compares values; a colour I lack
  counts as 0, so any such card with a lightbulb qualifies (value-0 rule, BGA).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Societies")


class _GiveLightbulb(Effect):
    def start(self, ctx):
        ctx.choose_card(
            self.options(ctx),
            prompt=msg(
                "Transfer a top card with a lightbulb to {demander}'s board", demander=seat(ctx.demander)
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is not None:
            ctx.transfer(chosen, ctx.demander, "board")
            ctx.draw(5)


@card.demand(
    "I demand you transfer a non-purple top card with a lightbulb from your board to my board! "
    "If you do, draw a 5!",
    cs="Přikazuji ti: přesuň nefialovou aktivní kartu se žárovkou ze své herní oblasti do mé "
    "herní oblasti! Pokud tak učiníš, vezmi si kartu 5!",
    editions=["1e"],
)
class GiveNonPurple(_GiveLightbulb):
    def options(self, ctx):
        return [c for c in ctx.top_cards() if ctx.color(c) != "purple" and ctx.has(c, "lightbulb")]


@card.demand(
    "I demand you transfer a top card with a lightbulb, higher than my top card of its colour, "
    "from your board to my board! If you do, draw a 5!",
    cs="Přikazuji ti: přesuň aktivní kartu se žárovkou, vyšší než moje aktivní karta stejné "
    "barvy, ze své herní oblasti do mé herní oblasti! Pokud tak učiníš, vezmi si kartu 5!",
    editions=["3e"],
)
class GiveHigher(_GiveLightbulb):
    def options(self, ctx):
        options = []
        for top in ctx.top_cards():
            theirs = ctx.top(ctx.color(top), ctx.demander)
            if ctx.has(top, "lightbulb") and ctx.age(top) > (ctx.age(theirs) if theirs else 0):
                options.append(top)
        return options
