"""Compass (age 3, green, crown).

Rulings:
- Two transfers in sequence, both chosen by the demanded player. The second one happens even
  when the first moved nothing (the text has no "if you do").
- The card taken back may be any top card of mine without a leaf: the text limits only the
  first transfer to non-green cards (BGA keeps the second non-green too). This cannot matter
  in play: my green top card is Compass itself, which has a leaf.
- The card given goes on top of my pile, so it is already a top card (with a leaf) when the
  second transfer is chosen and cannot come back.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Compass")


@card.demand(
    "I demand you transfer a top non-green card with a leaf from your board to my board, and "
    "then transfer a top card without a leaf from my board to your board!",
    cs="Přikazuji ti: přesuň aktivní nezelenou kartu s listem ze své herní oblasti do mé "
    "herní oblasti a potom přesuň aktivní kartu bez listu z mé herní oblasti do své!",
)
class TradeTopCards(Effect):
    def start(self, ctx):
        leafy = [c for c in ctx.top_cards() if ctx.color(c) != "green" and ctx.has(c, "leaf")]
        ctx.choose_card(
            leafy,
            prompt=msg(
                "Transfer a top non-green card with a leaf to {demander}'s board", demander=seat(ctx.demander)
            ),
            then=self.given,
        )

    def given(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.demander, "board")
        bare = [c for c in ctx.top_cards(ctx.demander) if not ctx.has(c, "leaf")]
        ctx.choose_card(
            bare,
            prompt=msg(
                "Transfer a top card without a leaf from {demander}'s board to yours",
                demander=seat(ctx.demander),
            ),
            then=self.taken,
        )

    def taken(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.me, "board")
