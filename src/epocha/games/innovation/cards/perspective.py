"""Perspective (age 4, yellow, lightbulb).

Rulings:
- The lightbulbs are counted after the return (returning from hand does not change them).
- The scoring is mandatory once a card was returned: the player picks that many cards, or
  scores the whole hand when it holds no more. (BGA lets the player decline it; the text does
  not say "may".)
"""

from epocha.engine.message import msg, nmsg

from ..effects import Card, Effect

card = Card("Perspective")


@card.shared(
    "You may return a card from your hand. If you do, score a card from your hand for every two "
    "lightbulbs on your board.",
    cs="Můžeš vrátit kartu z ruky. Pokud tak učiníš, oboduj za každé dvě žárovky ve své herní "
    "oblasti jednu kartu z ruky.",
)
class ReturnThenScore(Effect):
    def start(self, ctx):
        ctx.may_return(ctx.hand(), prompt=msg("You may return a card from your hand"), then=self.returned)

    def returned(self, ctx, card):
        if card is None:
            return
        n = ctx.count("lightbulb") // 2
        if n and ctx.hand():
            ctx.choose_cards(
                ctx.hand(),
                min=n,
                max=n,
                prompt=nmsg("Score {n} card from your hand", "Score {n} cards from your hand", "n", n=n),
                then=self.chosen,
            )

    def chosen(self, ctx, cards):
        ctx.score_cards(cards)
