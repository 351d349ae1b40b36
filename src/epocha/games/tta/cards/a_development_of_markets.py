"""Development of Markets (Age A event).

Rulings:
- Every civilization gains either 2 food or 2 resources, its owner's choice, clockwise
  from the player who revealed the event. "Produces" is a gain from the blue bank: no
  workers, corruption or consumption are involved. A civilization with an empty blue bank
  cannot gain anything and is not asked.
"""

from epocha.engine.message import msg, resource

from ..rules_base import CardRules

OPTIONS = ("food", "resources")


class DevelopmentOfMarkets(CardRules):
    key = "A:Development of Markets"
    text = "Every civilization gains 2 food or 2 resources (its own choice)."
    text_cs = "Každý národ získá 2 jídla, nebo 2 suroviny (podle své volby)."

    def play(self, ctx):
        ctx.take_turns(ctx.seats())
        self.next_player(ctx, None)

    def next_player(self, ctx, _answer):
        while (q := ctx.next_in_turn()) is not None:
            if ctx.player(q).blue:
                ctx.choose_option(
                    {kind: msg("Gain {what}", what=resource(kind, 2)) for kind in OPTIONS},
                    prompt=msg("Development of Markets: gain 2 food or 2 resources"),
                    chooser=q,
                    then=self.gain,
                )
                return

    def gain(self, ctx, answer):
        ctx.gain(answer, 2, q=ctx.in_turn)
        self.next_player(ctx, None)
