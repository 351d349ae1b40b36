"""Holy War (Age III war, 2006 edition; no New Story namesake).

Rulings:
- The loser loses 1 population for every full 3 points of the winner's strength advantage (none
  below 3): its unused workers first; for the rest the loser itself chooses which buildings or
  units give up their workers (seed appendix: the one exception to the winner choosing), one at a
  time. The tokens go back to its yellow bank. A loser with fewer workers loses them all.
- The units the loser sacrificed in this war are lost once it is over anyway: they are not among
  the workers it may give up (`ctx.vars["loser_sent"]`).
- The winner scores 3 culture for each population the loser lost.
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from ... import moves
from ...catalog import key_of
from ...rules_base import CardRules


class HolyWar2006(CardRules):
    key = "III:Holy War (2006)"
    per_population = 3  # culture the winner scores for each population lost
    text = (
        "War. The loser loses 1 population for every 3 points of strength advantage; the winner "
        "scores 3 culture for each."
    )
    text_cs = (
        "Válka. Poražený přijde o 1 obyvatele za každé 3 body, o které byl vítěz silnější; vítěz "
        "získá za každého 3 body kultury."
    )

    def play(self, ctx):
        loser = ctx.player(ctx.vars["loser"])
        n = ctx.vars["advantage"] // 3
        unused = min(n, loser.pool)
        if unused:
            ctx.lose_population(unused, q=loser.seat)
        ctx.vars["left"], ctx.vars["lost"] = n - unused, unused
        self.next_worker(ctx, None)

    def givable(self, ctx) -> list[str]:
        """The loser's buildings and units with a worker it may give up."""
        loser, sent = ctx.player(ctx.vars["loser"]), ctx.vars.get("loser_sent") or {}
        return [t for t in loser.techs if loser.workers.get(t, 0) > sent.get(t, 0)]

    def next_worker(self, ctx, _answer):
        options = self.givable(ctx) if ctx.vars["left"] else []
        if len(options) > 1:
            ctx.choose_card(
                options,
                prompt=msg("{card}: choose a worker to return to your yellow bank", card=card_term(self.key)),
                chooser=ctx.vars["loser"],
                then=self.give_up,
            )
            return
        if options:
            return self.give_up(ctx, options[0])
        if ctx.vars["lost"]:
            ctx.score(culture=self.per_population * ctx.vars["lost"], q=ctx.vars["winner"])

    def give_up(self, ctx, tech):
        loser = ctx.player(ctx.vars["loser"])
        moves.remove_worker(ctx.s, loser, tech, to_bank=True)
        args = {"player": loser.seat, "amount": -1, "why": self.key, "from": key_of(tech)}
        moves.emit(ctx.s, "population", args)
        ctx.vars["left"] -= 1
        ctx.vars["lost"] += 1
        self.next_worker(ctx, None)
