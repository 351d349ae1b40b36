"""Foray (Age I event).

Rulings:
- Each of the two strongest civilizations (the strongest with two players; ties: the
  current player, then the next in turn order, counts as the stronger) gains 3 in total,
  splitting it between food and resources as it chooses. They choose clockwise from the
  player who revealed the event. Gains are limited by the blue bank; food is gained first.
"""

from epocha.engine.message import listing, msg, resource

from ..rules_base import CardRules

SPLITS = {
    "f3": (3, 0),
    "f2r1": (2, 1),
    "f1r2": (1, 2),
    "r3": (0, 3),
}


def _label(food: int, resources: int) -> dict:
    parts = [resource(kind, n) for kind, n in (("food", food), ("resources", resources)) if n]
    return msg("Gain {what}", what=listing(parts))


class Foray(CardRules):
    key = "I:Foray"
    text = "Each of the two strongest civilizations gains 3 food and/or resources in total."
    text_cs = "Každý ze dvou nejsilnějších národů získá celkem 3 jídla a/nebo suroviny."

    def play(self, ctx):
        chosen = set(ctx.strongest(2))
        ctx.take_turns([q for q in ctx.seats() if q in chosen])
        self.next_player(ctx, None)

    def next_player(self, ctx, _answer):
        if (q := ctx.next_in_turn()) is None:
            return
        ctx.choose_option(
            {name: _label(*split) for name, split in SPLITS.items()},
            prompt=msg("Foray: choose your 3 food and/or resources"),
            chooser=q,
            then=self.gain,
        )

    def gain(self, ctx, answer):
        food, resources = SPLITS[answer]
        q = ctx.in_turn
        ctx.gain("food", food, q=q)
        ctx.gain("resources", resources, q=q)
        self.next_player(ctx, None)
