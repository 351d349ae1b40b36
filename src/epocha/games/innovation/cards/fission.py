"""Fission (age 9, red, clock). The 3rd edition adds "Draw a 10" to the second effect.

Rulings:
- The drawn card is revealed so that its colour is known; a card that is not red stays in
  the demanded player's hand.
- On a red card every card in any hand, on any board and in any score pile (the drawn card
  included) is removed from the game; achievements stay. The dogma action then ends at once:
  no later demanded player draws, nobody executes the second effect and there is no sharing
  bonus (BGA treats the dogma as finished in the same way).
- The second effect is mandatory: the executing player picks any top card of any board
  (their own included) other than Fission and returns it. Without such a card nothing is
  returned (and in the 3rd edition the 10 is drawn anyway). The 1st edition text has no draw;
  BGA draws a 10 in both editions, we follow the printed 1st edition text.
"""

from epocha.engine.message import msg, term

from ..effects import Card, Effect

card = Card("Fission")


@card.demand(
    "I demand you draw and reveal a 10! If it is red, remove every hand, board and score pile "
    "from the game, and this dogma action is over!",
    cs="Přikazuji ti: vezmi si a ukaž kartu 10! Pokud je červená, odstraň ze hry karty ze všech "
    "rukou, herních oblastí a vlivů a tato aktivace karty končí!",
)
def meltdown(ctx):
    drawn = ctx.draw_and_reveal(10)
    if ctx.color(drawn) != "red":
        return
    cards = []
    for p in ctx.players:
        cards += ctx.hand(p) + ctx.score_pile(p)
        for color in ctx.colors(p):
            cards += ctx.pile(color, p)
    ctx.remove(cards)
    ctx.end_dogma()


class _ReturnTop(Effect):
    draw_ten = False

    def start(self, ctx):
        tops = [c for p in ctx.players for c in ctx.top_cards(p) if c != "Fission"]
        ctx.choose_card(
            tops,
            prompt=msg("Return a top card other than {card} from any board", card=term("card", "Fission")),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.return_card(card)
        if self.draw_ten:
            ctx.draw(10)


@card.shared(
    "Return a top card other than Fission from any player's board.",
    cs="Vrať aktivní kartu jinou než Jaderná fúze z herní oblasti kteréhokoli hráče.",
    editions=["1e"],
)
class ReturnTop(_ReturnTop):
    pass


@card.shared(
    "Return a top card other than Fission from any player's board. Draw a 10.",
    cs="Vrať aktivní kartu jinou než Jaderná fúze z herní oblasti kteréhokoli hráče. Vezmi si kartu 10.",
    editions=["3e"],
)
class ReturnTopAndDraw(_ReturnTop):
    draw_ten = True
