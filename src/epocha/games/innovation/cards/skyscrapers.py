"""Skyscrapers (age 8, yellow, crown).

Rulings:
- The demanded player picks which eligible top card (non-yellow, with a clock) goes on top of
  my pile of its colour (following its splay).
- "If you do": the card now on top of the demanded player's pile of that colour (the one
  that lay beneath) is scored by them, and every card left in that pile is returned, their
  owner ordering those of the same age.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Skyscrapers")


@card.demand(
    "I demand you transfer a non-yellow top card with a clock from your board to my board! If "
    "you do, score the card that was beneath it and return every other card of that pile!",
    cs="Přikazuji ti: přesuň nežlutou aktivní kartu s hodinami ze své herní oblasti do mé herní "
    "oblasti! Pokud tak učiníš, oboduj kartu, která byla pod ní, a vrať všechny ostatní karty "
    "toho balíčku!",
)
class TakeClockCard(Effect):
    def start(self, ctx):
        options = [c for c in ctx.top_cards() if ctx.color(c) != "yellow" and ctx.has(c, "clock")]
        ctx.choose_card(
            options,
            prompt=msg(
                "Transfer a non-yellow top card with a clock to {demander}'s board",
                demander=seat(ctx.demander),
            ),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is None:
            return
        color = ctx.color(chosen)
        ctx.transfer(chosen, ctx.demander, "board")
        beneath = ctx.top(color)
        if beneath is None:
            return
        ctx.score(beneath)
        rest = ctx.pile(color)
        if rest:
            ctx.return_cards(rest)
