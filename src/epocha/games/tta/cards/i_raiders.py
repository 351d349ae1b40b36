"""Raiders (Age I event).

Rulings:
- Each of the two weakest civilizations (the weakest with two players; ties: the current
  player, then the next in turn order, counts as the stronger) loses 2 in total from its
  food and resources, splitting the loss as it chooses. They choose clockwise from the
  player who revealed the event.
- "Lose" costs only what one has: a civilization with less than 2 food and resources
  together loses all of it; otherwise the total lost is exactly 2, so it may only choose
  splits it can pay in full.
"""

from epocha.engine.message import listing, msg, resource

from ..rules_base import CardRules
from ..tokens import stock


class Raiders(CardRules):
    key = "I:Raiders"
    text = "Each of the two weakest civilizations loses 2 food and/or resources in total."
    text_cs = "Každý ze dvou nejslabších národů ztratí celkem 2 jídla a/nebo suroviny."

    def play(self, ctx):
        chosen = set(ctx.weakest(2))
        ctx.take_turns([q for q in ctx.seats() if q in chosen])
        self.next_player(ctx, None)

    def next_player(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            p = ctx.player(q)
            food, resources = stock(p, "food"), stock(p, "resources")
            total = min(2, food + resources)
            options = {}
            for f in range(total, -1, -1):
                r = total - f
                if f <= food and r <= resources:
                    options[f"f{f}r{r}"] = _label(f, r)
            if total:
                ctx.choose_option(
                    options, prompt=msg("Raiders: choose what to lose"), chooser=q, then=self.lose
                )
                return

    def lose(self, ctx, answer):
        food, resources = (int(x) for x in answer[1:].split("r"))
        q = ctx.in_turn
        ctx.lose("food", food, q=q)
        ctx.lose("resources", resources, q=q)
        self.next_player(ctx, None)


def _label(food: int, resources: int) -> dict:
    parts = [resource(kind, n) for kind, n in (("food", food), ("resources", resources)) if n]
    return msg("Lose {what}", what=listing(parts))
