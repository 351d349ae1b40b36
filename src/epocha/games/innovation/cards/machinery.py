"""Machinery (age 3, yellow, leaf).

Rulings:
- The demand swaps the demanded player's whole hand with all of my cards tied for highest in
  my hand, at once (`exchange`). The text says "all the cards in your hand"; BGA moves only
  the demanded player's highest cards, we follow the printed text. An empty side is a one-way
  move.
- Second effect: scoring a card with a castle is mandatory when possible; the red splay is
  optional and offered whether or not a card was scored.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Machinery")


@card.demand(
    "I demand you exchange all the cards in your hand with all the highest cards in my hand!",
    cs="Přikazuji ti: vyměň všechny karty ze své ruky za všechny nejvyšší karty z mé ruky!",
)
def swap_hands(ctx):
    yours = ctx.hand()
    mine = ctx.highest(ctx.hand(ctx.demander))
    if yours or mine:
        ctx.exchange([(c, ctx.demander, "hand") for c in yours] + [(c, ctx.me, "hand") for c in mine])


@card.shared(
    "Score a card with a castle from your hand. You may splay your red cards left.",
    cs="Oboduj kartu s hradem ze své ruky. Můžeš roztáhnout své červené karty doleva.",
)
class ScoreCastleThenSplay(Effect):
    def start(self, ctx):
        castles = [c for c in ctx.hand() if ctx.has(c, "castle")]
        ctx.choose_card(castles, prompt=msg("Score a card with a castle from your hand"), then=self.scored)

    def scored(self, ctx, card):
        if card is not None:
            ctx.score(card)
        ctx.may_splay(["red"], "left")
