"""Astronomy (age 5, purple, lightbulb).

Rulings:
- A drawn 6 that is neither green nor blue stays in the hand and ends the repetition (FAQ).
- The Universe condition is checked over the non-purple top cards only: with no such top card
  at all (only a purple pile, or an empty board) it holds, so the achievement is claimed (FAQ:
  "even just one pile, with Astronomy on top"; BGA checks the same way). A sharer who meets it
  claims first.
"""

from ..effects import Card

card = Card("Astronomy")


@card.shared(
    "Draw and reveal a 6. If it is green or blue, meld it and repeat this effect.",
    cs="Vezmi si a ukaž kartu 6. Pokud je zelená nebo modrá, vylož ji a opakuj tento efekt.",
)
def reveal_sixes(ctx):
    drawn = ctx.draw_and_reveal(6)
    if ctx.color(drawn) in ("green", "blue"):
        ctx.meld(drawn)
        ctx.repeat()


@card.shared(
    "If each of your non-purple top cards has a value of 6 or more, claim the Universe achievement.",
    cs="Pokud mají všechny tvé nefialové aktivní karty hodnotu 6 nebo vyšší, ovládni kartu pokroku Universe.",
)
def claim_universe(ctx):
    if all(ctx.age(c) >= 6 for c in ctx.top_cards() if ctx.color(c) != "purple"):
        ctx.claim("Universe")
