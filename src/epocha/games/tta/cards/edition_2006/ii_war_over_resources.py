"""War over Resources (Age II war, 2006 edition; no New Story namesake).

Rulings:
- The loser loses food and resources worth as much in total as the winner's strength advantage,
  or all it has if that is less; the winner chooses the split (seed appendix: "Boj o suroviny"),
  asked only when there is a choice, and produces exactly what was lost. Both work by value:
  the loser's tokens go back to its blue bank, the winner takes tokens of that value from its
  own blue bank (seed: what its blue bank can give).
- Either side may win; equal strengths: nothing happens (`wars.py`).
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ...rules_base import CardRules
from ...tokens import stock
from ..i_plunder import _label


class WarOverResources2006(CardRules):
    key = "II:War over Resources (2006)"
    text = (
        "War. The winner takes from the loser food and resources worth its strength advantage in all, "
        "split as it chooses."
    )
    text_cs = (
        "Válka. Vítěz vezme poraženému jídlo a suroviny v celkové hodnotě své převahy v síle, "
        "v poměru podle své volby."
    )

    def play(self, ctx):
        loser = ctx.player(ctx.vars["loser"])
        food, resources = stock(loser, "food"), stock(loser, "resources")
        total = min(ctx.vars["advantage"], food + resources)
        splits = [(f, total - f) for f in range(total, -1, -1) if f <= food and total - f <= resources]
        if len(splits) > 1:
            ctx.choose_option(
                {f"f{f}r{r}": _label(f, r) for f, r in splits},
                prompt=msg("{card}: choose what to take", card=card_term(self.key)),
                chooser=ctx.vars["winner"],
                then=self.take,
            )
            return
        self.take(ctx, "f{}r{}".format(*splits[0]))

    def take(self, ctx, answer):
        winner, loser = ctx.vars["winner"], ctx.vars["loser"]
        food, resources = (int(x) for x in answer[1:].split("r"))
        lost_food = ctx.lose("food", food, q=loser)
        lost_resources = ctx.lose("resources", resources, q=loser)
        ctx.gain("food", lost_food, q=winner)
        ctx.gain("resources", lost_resources, q=winner)
