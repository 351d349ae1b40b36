"""Scientific Cooperation (Age II pact, sides alike).

Rulings:
- Whenever a party develops a technology (a revolution and a development a card orders
  included), it pays 2 science less and the other party pays 1 science. While the other party
  has no science to pay, the party cannot develop technologies at all (the card's words).
"""

from .. import moves
from ..catalog import key_of
from ..pacts import Pact


class ScientificCooperation(Pact):
    key = "II:Scientific Cooperation"
    symmetric = True
    text = (
        "Pact. Developing a technology costs either civilization 2 science less, and the other pays "
        "1 science (it cannot be developed if the other cannot pay)."
    )
    text_cs = (
        "Smlouva. Vynalezení technologie stojí každý z národů o 2 vědy méně a druhý zaplatí 1 vědu "
        "(pokud ji zaplatit nemůže, technologii vynalézt nelze)."
    )

    def discount(self, s, p, me, purpose, target):
        return 2 if purpose == "develop" else 0

    def forbids_develop(self, s, p, me):
        return s.players[self.partner(s, me, p.seat)].science < 1

    def on_develop(self, ctx, me, tech, revolution):
        partner = ctx.s.players[self.partner(ctx.s, me, ctx.me)]
        moves.score(ctx.s, partner, science=-1, why=key_of(me))
