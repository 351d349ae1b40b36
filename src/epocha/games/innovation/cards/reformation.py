"""Reformation (age 4, purple, leaf).

Rulings:
- All or nothing, as on BGA: the player may decline, or tucks one card per two leaves (counted
  when the effect starts); with fewer cards in hand, the whole hand. The player orders the
  cards of one colour (the last one ends at the bottom).
"""

from epocha.engine.message import nmsg

from ..effects import Card, Effect

card = Card("Reformation")


@card.shared(
    "You may tuck a card from your hand for every two leaves on your board.",
    cs="Za každé dva listy ve své herní oblasti můžeš schovat jednu kartu z ruky.",
)
class TuckForLeaves(Effect):
    def start(self, ctx):
        n = ctx.count("leaf") // 2
        if n and ctx.hand():
            ctx.choose_cards(
                ctx.hand(),
                min=n,
                max=n,
                may=True,
                prompt=nmsg(
                    "You may tuck {n} card from your hand", "You may tuck {n} cards from your hand", "n", n=n
                ),
                then=self.chosen,
            )

    def chosen(self, ctx, cards):
        if cards:
            ctx.tuck_cards(cards)


@card.shared(
    "You may splay your yellow or purple cards right.",
    cs="Můžeš roztáhnout své žluté, nebo fialové karty doprava.",
)
def splay_yellow_or_purple_right(ctx):
    ctx.may_splay(["yellow", "purple"], "right")
