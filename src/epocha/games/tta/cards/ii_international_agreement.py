"""International Agreement (Age II event).

Rulings:
- "The strongest" uses the tie-break (`ctx.strongest`). They take cards one at a time, each at
  its usual cost in civil actions (a wonder's surcharge and discounts included) but paying no
  action, as long as the costs add up to at most 5; the usual taking rules apply (hand limit,
  one unfinished wonder, one leader per age). They may stop at any time (the seed's appendix:
  "normal card-taking rules"; it is allowed in the last round too).
- Taking at least one card gives up their next political action: a player other than the
  current one loses the politics phase of their coming turn; the current player (who has used
  this turn's political action to prepare the event) loses the one of their next turn. Taking
  nothing costs nothing and leaves the row as it is.
- Cards taken by the current player are theirs to use this turn under the usual rules (an
  action card still waits for a later turn); cards taken by another player count as taken in no
  turn of theirs.
- After the taking, the row is replenished without discarding its front spaces
  (`row.replenish(discard_front=False)`); if that deals the last card of the Age III deck, Age
  IV begins and the last round is set by the general rule (digest §22.3).
"""

from __future__ import annotations

from epocha.engine.message import card as card_arg
from epocha.engine.message import msg, nmsg

from .. import moves, row
from ..actions import cost_args, takeable_slots
from ..catalog import key_of
from ..costs import take_cost
from ..effects import card_frame
from ..rules_base import CardRules

BUDGET = 5


class InternationalAgreement(CardRules):
    key = "II:International Agreement"
    text = (
        "The strongest civilization may take cards from the card row worth up to 5 civil actions "
        "in total, paying no actions, by giving up its next political action. The row is then "
        "replenished without discarding its first cards (this may end the age)."
    )
    text_cs = (
        "Nejsilnější národ si smí vzít z nabídky karty v hodnotě nejvýše 5 civilních akcí "
        "(žádné akce neplatí); vzdá se tím své příští politické akce. Nabídka se pak doplní, aniž "
        "se odstraní karty z předních pozic (tím může skončit věk)."
    )

    def play(self, ctx):
        ctx.vars["seat"] = ctx.strongest()[0]
        ctx.vars["left"] = BUDGET
        ctx.vars["taken"] = []
        self.offer_cards(ctx, None)

    def offer_cards(self, ctx, _answer):
        s, q, left = ctx.s, ctx.vars["seat"], ctx.vars["left"]
        p = ctx.player(q)
        options = {}
        takeable = takeable_slots(s, p)
        for slot, card in enumerate(s.row):
            if slot in takeable:
                cost = take_cost(s, p, slot)
                if cost <= left:
                    options[card] = {
                        "label": msg("Take {card}", card=card_arg(key_of(card))),
                        "cost": cost_args({"ca": cost}),  # out of the civil actions left (the prompt)
                        "target": card_arg(key_of(card)),
                    }
        if not options:
            return self.finish(ctx)
        ctx.choose_option(
            options,
            prompt=nmsg(
                "International Agreement: take cards worth up to {n} civil action",
                "International Agreement: take cards worth up to {n} civil actions",
                "n",
                n=left,
            ),
            chooser=q,
            may=True,
            then=self.take,
        )

    def take(self, ctx, card):
        if card is None:
            return self.finish(ctx)
        s, q = ctx.s, ctx.vars["seat"]
        p = ctx.player(q)
        slot = s.row.index(card)
        cost = take_cost(s, p, slot)
        p.ca_spent -= cost  # the take below spends its usual cost: this event pays it instead
        ctx.perform(("take", slot), q)  # (the card's take: the log names it as the reason)
        if q != s.turn_player and card in p.turn["taken"]:
            p.turn["taken"].remove(card)  # not taken in a turn of theirs
        ctx.vars["left"] -= cost
        ctx.vars["taken"].append(card)
        ctx.then(self.offer_cards)

    def finish(self, ctx):
        if not ctx.vars["taken"]:
            return
        s, q = ctx.s, ctx.vars["seat"]
        p = ctx.player(q)
        moves.emit(
            s,
            "international_agreement",
            {"player": q, "cards": [key_of(c) for c in ctx.vars["taken"]], "why": self.key},
        )
        if q == s.turn_player:
            # this turn's political action is spent: the next one is in their next turn, whose
            # flags are fresh only once this turn ends, so a step waits below the turn
            below = next(i for i, f in enumerate(s.stack) if f.kind == "turn" and f.data["seat"] == q)
            s.stack.insert(below, card_frame(ctx.card, q, step="skip_politics"))
        else:
            p.turn["politics"] = True
        row.replenish(s, discard_front=False)

    def skip_politics(self, ctx, _answer):
        """After the current player's turn: their next political action is given up."""
        ctx.p.turn["politics"] = True
