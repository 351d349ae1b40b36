"""Self Service (age 10, green, crown).

Rulings:
- The first effect is mandatory: the executing player picks one of their own top cards other
  than Self Service and executes its non-demand effects alone (its demands are skipped). With
  no other top card nothing happens.
- "More achievements than each other player" is strict: a tie with anyone is no win (BGA's
  code lets a tie win; we follow the printed text). Age and special achievements count alike.
- A win, or a game end inside the executed card, ends the game at once: the second effect,
  later executors and the sharing bonus do not happen.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Self Service")


@card.shared(
    "Choose another of your top cards and execute its non-demand effects yourself, without sharing.",
    cs="Vyber jinou ze svých aktivních karet a sám proveď všechny její součinnosti, bez sdílení.",
)
class ExecuteOtherTopCard(Effect):
    def start(self, ctx):
        options = [c for c in ctx.top_cards() if c != ctx.card]
        ctx.choose_card(options, prompt=msg("Choose another of your top cards to execute"), then=self.chosen)

    def chosen(self, ctx, card):
        if card is not None:
            ctx.execute(card)


@card.shared(
    "If you have more achievements than every other player, you win.",
    cs="Pokud máš více ovládnutých karet než každý jiný hráč, vyhráváš.",
)
def most_achievements_wins(ctx):
    mine = ctx.achievement_count()
    if all(mine > ctx.achievement_count(p) for p in ctx.opponents):
        ctx.win([ctx.me])
