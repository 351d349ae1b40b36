"""James Cook (Age II leader).

When you send a colonization force you may discard up to 2 military cards of any kind, each
adding 1 to the force. Your first colony produces 2 extra culture, each further colony 1.

Rulings:
- The discards are the core's colonization step (`colonization_discards`): any military
  cards that are not already sent as bonus cards; each adds exactly 1, whatever the card.
- The culture counts every colony you have while Cook is in play, also those colonized before
  he came: with n >= 1 colonies the culture rating rises by n + 1.
"""

from __future__ import annotations

from ..rules_base import CardRules


class JamesCook(CardRules):
    key = "II:James Cook"
    colonization_discards = 2
    text = (
        "When colonizing, you may discard up to 2 military cards for +1 colonization force each. "
        "Your first colony produces 2 extra culture, each further colony 1 more."
    )
    text_cs = (
        "Při kolonizaci smíš odhodit až 2 vojenské karty, každou za +1 k síle výpravy. Tvá první "
        "kolonie produkuje 2 kultury navíc, každá další o 1 víc."
    )

    def adjust(self, s, p, me, tally):
        if p.colonies:
            tally.add("culture", len(p.colonies) + 1)
