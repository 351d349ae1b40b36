"""Publications (age 7, blue, lightbulb).

Rulings:
- Only a colour with two or more cards can be rearranged, so only such colours are offered;
  the player may pass. The new order is given top first, one card per pick (the last card
  is placed without asking). The pile keeps its splay.
- Choosing the order the pile already had changes nothing (no sharing bonus from it).
"""

from epocha.engine.message import msg, term

from ..effects import Card, Effect

card = Card("Publications")


@card.shared(
    "You may put the cards of one colour of your board in any order.",
    cs="Můžeš libovolně přeskládat karty jedné barvy ve své herní oblasti.",
)
class Rearrange(Effect):
    def start(self, ctx):
        colors = [c for c in ctx.colors() if len(ctx.pile(c)) >= 2]
        ctx.choose_color(
            colors, may=True, prompt=msg("You may rearrange the cards of one colour"), then=self.color_chosen
        )

    def color_chosen(self, ctx, color):
        if color is None:
            return
        ctx.vars["color"] = color
        pile = ctx.pile(color)
        ctx.choose_cards(
            pile,
            min=len(pile),
            max=len(pile),
            ordered=True,
            prompt=msg(
                "Pick your {color} cards in their new order, top card first",
                color=term("color", color, form="adjective"),
            ),
            then=self.ordered,
        )

    def ordered(self, ctx, cards):
        ctx.rearrange(ctx.vars["color"], cards)


@card.shared(
    "You may splay your yellow or blue cards up.",
    cs="Můžeš roztáhnout své žluté, nebo modré karty nahoru.",
)
def splay_yellow_or_blue(ctx):
    ctx.may_splay(["yellow", "blue"], "up")
