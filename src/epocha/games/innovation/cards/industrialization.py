"""Industrialization (age 6, red, factory). The 3rd edition counts colours with a factory.

Rulings:
- The number of cards is fixed when the effect starts, from the visible icons then (1st
  edition: visible factories // 2; 3rd edition: colours whose pile shows at least one factory,
  the splay counting). Cards tucked meanwhile do not change it. (BGA's 3rd-edition code re-checks
  each colour in turn while tucking; we count once, as the text reads.)
"""

from ..effects import Card

card = Card("Industrialization")


@card.shared(
    "Draw and tuck a 6 for every two factories on your board.",
    cs="Vezmi si a schovej kartu 6 za každé dvě továrny ve své herní oblasti.",
    editions=["1e"],
)
def tuck_per_two_factories(ctx):
    for _ in range(ctx.count("factory") // 2):
        ctx.draw_and_tuck(6)


@card.shared(
    "Draw and tuck a 6 for every colour on your board that shows at least one factory.",
    cs="Vezmi si a schovej kartu 6 za každou barvu ve své herní oblasti, která ukazuje alespoň "
    "jednu továrnu.",
    editions=["3e"],
)
def tuck_per_factory_color(ctx):
    for _ in range(len(ctx.colors_showing("factory"))):
        ctx.draw_and_tuck(6)


@card.shared(
    "You may splay your red or purple cards right.",
    cs="Můžeš roztáhnout své červené, nebo fialové karty doprava.",
)
def splay_red_or_purple(ctx):
    ctx.may_splay(["red", "purple"], "right")
