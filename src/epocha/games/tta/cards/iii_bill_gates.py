"""Bill Gates (Age III leader).

Your labs of level I and higher work like mines: whenever your mines produce, each lab worker
puts a blue token on its lab, worth the lab's level, and labs store resources (and make
change). When Gates leaves play, or at the end of the game, score culture equal to all the
resources your labs produced this way.

Rulings:
- Lab production happens wherever mine production does, 1 token per worker, from the blue
  bank; if the bank runs short, higher-level cards produce first, mines before labs of the same
  level (the core's order, tokens.produce).
- The culture equals the value the labs actually produced while Gates was in play (a running
  total in the player's flags); it is scored once, when he leaves play (replaced), or at the
  end of the game if he is still in play.
- After he leaves, labs produce no more, but resources already on them stay usable; while he is
  in play, labs of level I+ may take tokens when paying with change (`labs_store_resources`).
- Lab production is not mine production for other cards (Impact of Industry ignores it).
- Counting: the labs' share of every real production counts, whatever ordered it: the
  production phase, and events ordering a production (New Deposits, Economic Progress). The
  core reports each real production to the `produced` hook (value made per card); previews
  (the view's forecast, Impact of Industry counting mine production) are not productions.
"""

from __future__ import annotations

from ..catalog import facts
from ..rules_base import CardRules

STORE = "labs_store_resources"
TOTAL = "bill_gates_production"


def _labs(p) -> list[str]:
    return [t for t in p.techs if facts(t).type == "lab" and facts(t).level >= 1 and p.workers.get(t, 0)]


class BillGates(CardRules):
    key = "III:Bill Gates"
    labs_store_resources = True
    text = (
        "Your labs of level I+ produce resources like mines: 1 blue token per worker, worth the lab's "
        "level; they store resources. When Bill Gates leaves play or at the end of the game, score "
        "culture equal to this extra production."
    )
    text_cs = (
        "Tvé laboratoře stupně I a vyššího produkují suroviny jako doly: 1 modrý žeton za pracovníka "
        "v hodnotě stupně laboratoře; skladují suroviny. Když Bill Gates opustí hru nebo na konci hry "
        "získej tolik kultury, kolik surovin takto vzniklo."
    )

    def on_enter(self, ctx, me):
        ctx.p.flags[STORE] = True

    def start_of_turn(self, ctx, me):
        ctx.p.flags[STORE] = True  # also when the game began from a position with Gates in play

    def produce(self, s, p, me, kind, planned):
        if kind != "resources":
            return planned
        plan = dict(planned)
        for lab in _labs(p):
            plan[lab] = plan.get(lab, 0) + p.workers[lab]
        return plan

    def produced(self, ctx, me, kind, made):
        labs = sum(v for card, v in made.items() if facts(card).type == "lab")
        if kind == "resources" and labs:
            ctx.p.flags[TOTAL] = ctx.p.flags.get(TOTAL, 0) + labs

    def on_leave(self, ctx, me):
        p = ctx.p
        p.flags.pop(STORE, None)
        self._score(ctx)

    def end_of_game(self, ctx, me):
        self._score(ctx)

    def _score(self, ctx):
        total = ctx.p.flags.pop(TOTAL, 0)
        if total:
            ctx.score(culture=total)
