"""Bioengineering (age 10, blue, clock).

Rulings:
- The first effect is mandatory: the executing player picks one top card with a leaf among
  all other players' boards (for a sharer, the activating player's board is an opponent's
  board too). With none, nothing happens.
- "Any player" in the second effect includes the executing player. The winner is the single
  player with the most visible leaves; a tie for the most means nobody wins and play goes on.
  (BGA's code checks only the executing player's leaves for the "fewer than three" test; we
  follow the printed text.)
- A win ends the game at once: later executors and the sharing bonus do not happen.
"""

from epocha.engine.message import msg

from ..effects import Card, Effect

card = Card("Bioengineering")


@card.shared(
    "Move a top card with a leaf from an opponent's board of your choice to your score pile.",
    cs="Přesuň aktivní kartu s listem z herní oblasti kteréhokoli soupeře do svého vlivu.",
)
class TakeLeafCard(Effect):
    def start(self, ctx):
        options = [c for p in ctx.opponents for c in ctx.top_cards(p) if ctx.has(c, "leaf")]
        ctx.choose_card(
            options,
            prompt=msg("Transfer a top card with a leaf from an opponent's board to your score pile"),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.me, "score")


@card.shared(
    "If some player has fewer than three leaves on their board, the only player with the most "
    "leaves on their board wins.",
    cs="Pokud má některý hráč ve své herní oblasti méně než tři listy, vyhrává jediný hráč s "
    "nejvíce listy ve své herní oblasti.",
)
def most_leaves_wins(ctx):
    leaves = {p: ctx.count("leaf", p) for p in ctx.players}
    if min(leaves.values()) < 3:
        most = max(leaves.values())
        ctx.win_if_single([p for p in ctx.players if leaves[p] == most])
