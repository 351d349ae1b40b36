"""War over Technology (Age II war).

Rulings:
- The winner takes as much science from the loser as its strength advantage (the loser loses
  it, the winner scores it; the loser's science if it has less).
- Instead of part of that science the winner may steal special technologies the loser has in
  play (§11 item 4): each costs its printed science toward the advantage, and only one whose
  cost fits what is left may be taken. It cannot steal one it already holds in hand or has in
  play. A stolen technology enters the winner's play at once; if the winner has one of its
  kind, the higher level stays and the other leaves the game (the stolen one, if lower: the
  loser still loses it, §22.22). The winner chooses one at a time and may stop; what is left
  of the advantage is then taken as science.
"""

from epocha.engine.message import card as card_term
from epocha.engine.message import msg

from .. import moves
from ..catalog import facts, key_of
from ..rules_base import CardRules


class WarOverTechnology(CardRules):
    key = "II:War over Technology"
    text = (
        "War. The winner takes science equal to the strength advantage from the loser, or steals "
        "the loser's special technologies in play for their science cost instead."
    )
    text_cs = (
        "Válka. Vítěz vezme poraženému tolik bodů vědy, kolik činí převaha v síle, nebo mu místo nich "
        "ukradne vyložené zvláštní technologie za jejich cenu ve vědě."
    )

    def play(self, ctx):
        ctx.vars["left"] = ctx.vars["advantage"]
        self.next_steal(ctx, None)

    def next_steal(self, ctx, _answer):
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        held = {facts(c).name for c in [*winner.specials.values(), *winner.civil_hand]}
        options = [
            c
            for c in loser.specials.values()
            if (facts(c).science_cost or 0) <= ctx.vars["left"] and facts(c).name not in held
        ]
        if options:
            ctx.choose_card(
                options,
                prompt=msg(
                    "{card}: steal a special technology for its science cost ({left} left), or take science",
                    card=card_term(self.key),
                    left=ctx.vars["left"],
                ),
                chooser=winner.seat,
                may=True,
                then=self.steal,
            )
            return
        self.take_science(ctx)

    def steal(self, ctx, tech):
        if tech is None:
            return self.take_science(ctx)
        s = ctx.s
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        ctx.vars["left"] -= facts(tech).science_cost or 0
        stolen = {"player": winner.seat, "rival": loser.seat, "card": key_of(tech), "why": self.key}
        moves.emit(s, "tech_stolen", stolen)  # (the war is the cause of the theft in the log)
        moves.leave_play(s, loser, tech, to_removed=False)
        old = winner.specials.get(facts(tech).special)
        if old is None:
            moves.enter_play(s, winner, tech)
        elif facts(old).level >= facts(tech).level:
            s.removed.append(tech)  # the stolen one is lower: it leaves the game
            moves.emit(s, "discarded", {"player": winner.seat, "card": key_of(tech)})
        else:
            moves.replace(s, winner, old, tech)
        self.next_steal(ctx, None)

    def take_science(self, ctx):
        winner, loser = ctx.player(ctx.vars["winner"]), ctx.player(ctx.vars["loser"])
        moves.take_points(ctx.s, loser, winner, "science", ctx.vars["left"], self.key)
