"""Socialism (age 8, purple, leaf).

Rulings:
- One yes/no choice tucks the whole hand or nothing (not asked with an empty hand); the
  player orders the tucked cards of one colour.
- With a purple card among the tucked ones, I take every card of the lowest value from each
  other player's hand (all tied lowest cards, from every other player).
"""

from epocha.engine.message import msg, pmsg

from ..effects import Card, Effect

card = Card("Socialism")


@card.shared(
    "You may tuck your whole hand (all the cards or none). If a purple card was among them, "
    "take every lowest card from each other player's hand into your hand.",
    cs="Můžeš schovat všechny karty z ruky (buď všechny, nebo žádnou). Pokud byla mezi nimi "
    "fialová karta, vezmi si do ruky všechny nejnižší karty z ruky každého jiného hráče.",
)
class TuckAll(Effect):
    def start(self, ctx):
        if not ctx.hand():
            return
        ctx.choose_option(
            {"tuck": pmsg("option", "Tuck all the cards of your hand")},
            may=True,
            prompt=msg("You may tuck all the cards of your hand"),
            then=self.chosen,
        )

    def chosen(self, ctx, option):
        if option is not None:
            ctx.tuck_cards(ctx.hand(), then=self.tucked)

    def tucked(self, ctx, cards):
        if any(ctx.color(c) == "purple" for c in cards):
            for p in ctx.opponents:
                ctx.transfer_all(ctx.lowest(ctx.hand(p)), ctx.me, "hand")
