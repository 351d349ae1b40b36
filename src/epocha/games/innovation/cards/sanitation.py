"""Sanitation (age 7, yellow, leaf).

Rulings:
- The demanding player picks among their tied lowest cards, first and without the demanded
  player seeing it (as on BGA); then the demanded player picks their two highest cards (above
  the second-highest value all go, ties at it are their choice).
- The cards change hands at once, so the card received cannot be among those given.
- The exchange happens even when one side is empty (a one-way transfer); both hands empty,
  nothing happens.
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Sanitation")


@card.demand(
    "I demand you swap your two highest cards in hand for the lowest card in my hand!",
    cs="Přikazuji ti: vyměň dvě nejvyšší karty z ruky za nejnižší kartu z mé ruky!",
)
class SwapHighForLow(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.lowest(ctx.hand(ctx.demander)),
            chooser=ctx.demander,
            prompt=msg("Choose your lowest card to give to {me}", me=seat(ctx.me)),
            then=self.lowest_chosen,
        )

    def lowest_chosen(self, ctx, lowest):
        ctx.vars["lowest"] = lowest
        hand = ctx.hand()
        if not hand:
            self.highest_chosen(ctx, [])
            return
        ages = sorted((ctx.age(c) for c in hand), reverse=True)
        cut = ages[min(2, len(ages)) - 1]
        forced = [c for c in hand if ctx.age(c) > cut]
        ctx.vars["forced"] = forced
        need = min(2, len(hand)) - len(forced)
        ctx.choose_cards(
            [c for c in hand if ctx.age(c) == cut],
            min=need,
            max=need,
            prompt=msg("Choose your highest cards to give to {demander}", demander=seat(ctx.demander)),
            then=self.highest_chosen,
        )

    def highest_chosen(self, ctx, cards):
        given = ctx.vars.get("forced", []) + list(cards)
        swaps = [(c, ctx.demander, "hand") for c in given]
        if ctx.vars["lowest"] is not None:
            swaps.append((ctx.vars["lowest"], ctx.me, "hand"))
        if swaps:
            ctx.exchange(swaps)
