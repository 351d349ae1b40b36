"""Computers (age 9, blue, clock)."""

from ..effects import Card, Effect

card = Card("Computers")


@card.shared(
    "You may splay your red cards or your green cards up.",
    cs="Můžeš roztáhnout své červené, nebo zelené karty nahoru.",
)
def splay_red_or_green(ctx):
    ctx.may_splay(["red", "green"], "up")


@card.shared(
    "Draw and meld a 10, then execute each of its non-demand effects yourself, without sharing.",
    cs="Vezmi si a vylož kartu 10 a pak sám proveď všechny její součinnosti, bez sdílení.",
)
class MeldAndExecute(Effect):
    def start(self, ctx):
        card = ctx.draw_and_meld(10)
        ctx.execute(card)
