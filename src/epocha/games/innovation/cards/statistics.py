"""Statistics (age 5, yellow, leaf). The 3rd edition takes all the highest cards at once.

Rulings:
- 1st edition: among tied highest score cards the demanded player picks one. The demand
  repeats while a card was transferred and the hand then holds exactly one card; it stops when
  the score pile is empty.
- 3rd edition: every card of the highest value in the score pile goes to the hand; no repeat.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Statistics")


@card.demand(
    "I demand you transfer the highest card in your score pile to your hand! If you do and "
    "then hold exactly one card in hand, repeat this demand!",
    cs="Přikazuji ti: přesuň nejvyšší kartu ze svého vlivu do své ruky! Pokud tak učiníš a máš "
    "pak v ruce jen jednu kartu, opakuj tento příkaz!",
    editions=["1e"],
)
class TakeHighestBack(Effect):
    def start(self, ctx):
        ctx.choose_card(
            ctx.highest(ctx.score_pile()),
            prompt=msg("Transfer your highest score card to your hand"),
            then=self.chosen,
        )

    def chosen(self, ctx, chosen):
        if chosen is None:
            return
        ctx.transfer(chosen, ctx.me, "hand")
        if len(ctx.hand()) == 1:
            ctx.repeat()


@card.demand(
    "I demand you transfer all the highest cards in your score pile to your hand!",
    cs="Přikazuji ti: přesuň všechny nejvyšší karty ze svého vlivu do své ruky!",
    editions=["3e"],
)
def take_all_highest_back(ctx):
    ctx.transfer_all(ctx.highest(ctx.score_pile()), ctx.me, "hand")


@card.shared(
    "You may splay your yellow cards right.",
    cs="Můžeš roztáhnout své žluté karty doprava.",
)
def splay_yellow(ctx):
    ctx.may_splay(["yellow"], "right")
