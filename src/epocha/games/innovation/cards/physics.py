"""Physics (age 5, blue, lightbulb).

Rulings:
- The three 6s are drawn one after another (an empty 6 pile draws higher). When two of them
  share a colour, every card in the hand is returned, the drawn ones included; the owner orders
  the returned cards of one age (FAQ).
"""

from ..effects import Card, Effect

card = Card("Physics")


@card.shared(
    "Draw and reveal three 6s. If two or more of them share a colour, return them and every "
    "other card in your hand. Otherwise keep them.",
    cs="Vezmi si a ukaž tři karty 6. Pokud mají dvě nebo více z nich stejnou barvu, vrať je i "
    "všechny ostatní karty z ruky. Jinak si je nech.",
)
class DrawThree(Effect):
    def start(self, ctx):
        drawn = [ctx.draw_and_reveal(6) for _ in range(3)]
        if len({ctx.color(c) for c in drawn}) < len(drawn):
            ctx.return_cards(ctx.hand())
