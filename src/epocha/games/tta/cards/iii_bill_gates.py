"""Bill Gates (Age III leader).

Your labs of level I and higher work like mines: whenever your mines produce, each lab worker
puts a blue token on its lab, worth the lab's level, and labs store resources (and make
change). When Gates leaves play, or at the end of the game, score culture equal to all the
resources your labs produced this way.

Rulings:
- Lab production happens wherever mine production does, 1 token per worker, from the blue
  bank; if the bank runs short, higher-level cards produce first, mines before labs of the same
  level (the core's order, tokens.produce).
- The culture equals the value the labs actually produced in your production phases while
  Gates was in play (a running total in the player's flags); it is scored once, when he leaves
  play (replaced), or at the end of the game if he is still in play.
- After he leaves, labs produce no more, but resources already on them stay usable; while he is
  in play, labs of level I+ may take tokens when paying with change (`labs_store_resources`).
- Lab production is not mine production for other cards (Impact of Industry ignores it).
- Counting: `produce` is also called to preview production (Impact of Industry counts mine
  production through it), so it must not count by itself. The end-of-turn hook marks that the
  production phase follows (only when there is no uprising, the core's test), and the next
  resource plan counts, once. Production ordered by events (New Deposits, Economic Progress)
  lets labs produce but is not counted: the core has no signal for it (reported).
"""

from __future__ import annotations

from ..catalog import facts
from ..ratings import in_uprising, lasting_cards
from ..rules_base import CardRules, rules_of

STORE = "labs_store_resources"
TOTAL = "bill_gates_production"
PRODUCING = "bill_gates_producing"


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

    def end_of_turn(self, ctx, me):
        p = ctx.p
        p.flags[STORE] = True  # also when the game began from a position with Gates in play
        if not in_uprising(ctx.s, p):
            p.turn[PRODUCING] = True  # the production phase comes next

    def produce(self, s, p, me, kind, planned):
        if kind != "resources":
            return planned
        plan = dict(planned)
        for lab in _labs(p):
            plan[lab] = plan.get(lab, 0) + p.workers[lab]
        if p.turn.pop(PRODUCING, False):  # the real production phase, not a preview
            made = _lab_value(s, p, me, plan)
            if made:
                p.flags[TOTAL] = p.flags.get(TOTAL, 0) + made
        return plan

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


def _lab_value(s, p, me, plan: dict[str, int]) -> int:
    """The value the labs will make: the cards after Gates still change the plan, then the
    blue bank serves the highest-level cards first (as tokens.produce does)."""
    cards = lasting_cards(p)
    for card in cards[cards.index(me) + 1 :]:
        plan = rules_of(card).produce(s, p, card, "resources", plan)
    blue, made = p.blue, 0
    for card in sorted(plan, key=lambda c: -facts(c).level):
        n = min(plan[card], blue)
        if n <= 0:
            continue
        blue -= n
        if facts(card).type == "lab":
            made += n * facts(card).level
    return made
