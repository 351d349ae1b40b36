"""James Cook (Age II leader, 2006 edition).

Rulings:
- Each of your colonies produces 2 culture (the New Story card: 2 for the first, 1 for each
  further one); every colony you have while Cook leads counts, also one taken before him.
- Each Defense/Colonization card you add to a colonization force adds 1 more than its
  colonization value (`colonization_per_bonus_card`, read by events.force_of). He lets you
  discard no other military cards (the New Story card's 2 discards).
- The colonization force is not a strength rating: only the cards' bonus changes.
"""

from __future__ import annotations

from ..ii_james_cook import JamesCook


class JamesCook2006(JamesCook):
    key = "II:James Cook (2006)"
    colonization_discards = 0
    colonization_per_bonus_card = 1
    text = (
        "Each colonization bonus card you send to colonize gives 1 more. Each of your colonies "
        "produces 2 culture."
    )
    text_cs = (
        "Každá karta s bonusem ke kolonizaci, kterou pošleš kolonizovat, dává o 1 víc. Každá tvá "
        "kolonie produkuje 2 kultury."
    )

    def adjust(self, s, p, me, tally):
        if p.colonies:
            tally.add("culture", 2 * len(p.colonies))
