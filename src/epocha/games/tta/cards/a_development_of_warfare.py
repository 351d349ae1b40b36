"""Development of Warfare (Age A event).

Rulings:
- Clockwise from the player who revealed the event, each player with an unused worker may
  build one Warriors unit (their Age A infantry technology) for free: no resources and no
  military action. Players who cannot build are not asked.
"""

from ..rules_base import CardRules
from .a_development_of_religion import free_build

TECH = "A:Warriors"


class DevelopmentOfWarfare(CardRules):
    key = "A:Development of Warfare"
    text = "Each player with an unused worker may build a Warriors unit for free."
    text_cs = "Každý hráč s volným pracovníkem smí zdarma postavit jednotku Válečníků."

    def play(self, ctx):
        ctx.vars["queue"] = ctx.seats()
        self.next_player(ctx, None)

    def next_player(self, ctx, _answer):
        queue = ctx.vars["queue"]
        while queue:
            q = queue.pop(0)
            options = free_build(ctx, q, TECH, "infantry")
            if options:
                ctx.vars["q"] = q
                ctx.choose_action(
                    options,
                    prompt="Development of Warfare: build Warriors for free?",
                    chooser=q,
                    may=True,
                    then=self.build,
                )
                return

    def build(self, ctx, answer):
        action = ctx.chosen_action(answer)
        if action is not None:
            ctx.perform(action, q=ctx.vars["q"])
        ctx.then(self.next_player)
