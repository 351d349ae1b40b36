"""Plunder (Age I aggression; Ages II and III take more, see `ii_plunder`, `iii_plunder`).

Rulings:
- The defender loses food and resources, as many in total as the card says or all it has if
  that is less; the attacker chooses how the loss splits between food and resources (asked only
  when there is a choice), and gains exactly what was lost (what its blue bank can hold).
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import listing, msg, resource

from ..rules_base import CardRules
from ..tokens import stock


class Plunder(CardRules):
    key = "I:Plunder"
    amount = 3
    text = "Aggression. Take a total of 3 food and/or resources from the defender (your split)."
    text_cs = "Agrese. Vezměte napadenému celkem 3 jídla a/nebo suroviny (rozdělení volíte vy)."

    def play(self, ctx):
        rival = ctx.player(ctx.rival)
        food, resources = stock(rival, "food"), stock(rival, "resources")
        total = min(self.amount, food + resources)
        splits = [(f, total - f) for f in range(total, -1, -1) if f <= food and total - f <= resources]
        if len(splits) > 1:
            options = {f"f{f}r{r}": _label(f, r) for f, r in splits}
            ctx.choose_option(
                options, prompt=msg("{card}: choose what to take", card=card_term(self.key)), then=self.take
            )
            return
        self.take(ctx, "f{}r{}".format(*splits[0]))

    def take(self, ctx, answer):
        food, resources = (int(x) for x in answer[1:].split("r"))
        lost_food = ctx.lose("food", food, q=ctx.rival)
        lost_resources = ctx.lose("resources", resources, q=ctx.rival)
        ctx.gain("food", lost_food)
        ctx.gain("resources", lost_resources)


def _label(food: int, resources: int) -> dict:
    parts = [resource(kind, n) for kind, n in (("food", food), ("resources", resources)) if n]
    return msg("Take {what}", what=listing(parts)) if parts else msg("Take nothing")
