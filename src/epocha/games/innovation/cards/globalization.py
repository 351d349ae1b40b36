"""Globalization (age 10, yellow, factory).

Rulings:
- The demand is mandatory: the demanded player picks one of their top cards with a leaf and
  returns it. Without one, nothing happens.
- The win test runs after each executor's draw-and-score, on every board (the executing
  player's included): it holds when nobody shows more leaves than factories. The winner is
  the single player with the most points; a tie for the most means nobody wins and play goes
  on. A win ends the game at once (later executors and the sharing bonus do not happen).
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Globalization")


@card.demand(
    "I demand you return one of your top cards that has a leaf!",
    cs="Přikazuji ti: vrať jednu ze svých aktivních karet, která má list!",
)
class ReturnLeafCard(Effect):
    def start(self, ctx):
        options = [c for c in ctx.top_cards() if ctx.has(c, "leaf")]
        ctx.choose_card(options, prompt=msg("Return one of your top cards with a leaf"), then=self.chosen)

    def chosen(self, ctx, card):
        if card is not None:
            ctx.return_card(card)


@card.shared(
    "Draw and score a 6. Then, if no player shows more leaves than factories on their board, "
    "the only player with the most points wins.",
    cs="Vezmi si a oboduj kartu 6. Pokud pak žádný hráč nemá ve své herní oblasti více listů "
    "než továren, vyhrává jediný hráč s nejvíce body vlivu.",
)
def score_six_then_check(ctx):
    ctx.draw_and_score(6)
    if all(ctx.count("leaf", p) <= ctx.count("factory", p) for p in ctx.players):
        most = max(ctx.points(p) for p in ctx.players)
        ctx.win_if_single([p for p in ctx.players if ctx.points(p) == most])
