"""Colonialism (age 4, red, factory).

Rulings:
- The repeat goes on as long as the tucked card has a crown; when the 3s run out the draws come
  from the next higher deck, and drawing above 10 ends the game (usual rules).
"""

from ..effects import Card

card = Card("Colonialism")


@card.shared(
    "Draw and tuck a 3. If it has a crown, repeat this effect.",
    cs="Vezmi si a schovej kartu 3. Pokud má korunu, opakuj tento efekt.",
)
def tuck_threes(ctx):
    tucked = ctx.draw_and_tuck(3)
    if ctx.has(tucked, "crown"):
        ctx.repeat()
