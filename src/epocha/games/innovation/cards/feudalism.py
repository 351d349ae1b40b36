"""Feudalism (age 3, purple, castle). The 3rd edition also unsplays the colour given away.

Rulings:
- The demanded player picks which castle card to give.
- 3rd edition: "that color" is the colour of the transferred card; the pile of that colour
  on the demanded player's board is unsplayed (nothing happens if it is not splayed).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Feudalism")


class _GiveCastle(Effect):
    unsplay = False

    def start(self, ctx):
        castles = [c for c in ctx.hand() if ctx.has(c, "castle")]
        ctx.choose_card(
            castles,
            prompt=msg("Transfer a card with a castle to {demander}'s hand", demander=seat(ctx.demander)),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is None:
            return
        ctx.transfer(card, ctx.demander, "hand")
        if self.unsplay:
            ctx.unsplay(ctx.color(card))


@card.demand(
    "I demand you transfer a card with a castle from your hand to my hand!",
    cs="Přikazuji ti: přesuň kartu s hradem ze své ruky do mé ruky!",
    editions=["1e"],
)
class GiveCastle(_GiveCastle):
    pass


@card.demand(
    "I demand you transfer a card with a castle from your hand to my hand! If you do, unsplay "
    "your cards of its colour!",
    cs="Přikazuji ti: přesuň kartu s hradem ze své ruky do mé ruky! Pokud tak učiníš, zruš "
    "roztažení svých karet její barvy!",
    editions=["3e"],
)
class GiveCastleAndUnsplay(_GiveCastle):
    unsplay = True


@card.shared(
    "You may splay your yellow or purple cards left.",
    cs="Můžeš roztáhnout své žluté, nebo fialové karty doleva.",
)
def splay_yellow_or_purple_left(ctx):
    ctx.may_splay(["yellow", "purple"], "left")
