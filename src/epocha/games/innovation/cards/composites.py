"""Composites (age 9, red, factory).

Rulings:
- The demanded player chooses the one card they keep; every other card of their hand goes to
  the demanding player's hand. With one card or none in hand, nothing moves.
- The score pile transfer happens whatever the hand transfer did; among tied highest cards the
  demanded player picks one (as on BGA).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Composites")


@card.demand(
    "I demand you transfer every card but one from your hand to my hand! Also transfer the "
    "highest card of your score pile to my score pile!",
    cs="Přikazuji ti: přesuň všechny karty z ruky kromě jedné do mé ruky! Také přesuň nejvyšší "
    "kartu ze svého vlivu do mého vlivu!",
)
class TakeHandAndScore(Effect):
    def start(self, ctx):
        hand = ctx.hand()
        if len(hand) < 2:
            self.hand_done(ctx, None)
            return
        ctx.choose_card(
            hand,
            prompt=msg(
                "Choose the one card you keep (the others go to {demander}'s hand)",
                demander=seat(ctx.demander),
            ),
            then=self.keep,
        )

    def keep(self, ctx, kept):
        ctx.transfer_all([c for c in ctx.hand() if c != kept], ctx.demander, "hand")
        self.hand_done(ctx, None)

    def hand_done(self, ctx, _):
        ctx.choose_card(
            ctx.highest(ctx.score_pile()),
            prompt=msg(
                "Choose a highest card of your score pile for {demander}", demander=seat(ctx.demander)
            ),
            then=self.score_chosen,
        )

    def score_chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.demander, "score")
