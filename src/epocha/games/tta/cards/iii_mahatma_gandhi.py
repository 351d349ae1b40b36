"""Mahatma Gandhi (Age III leader).

+2 culture (printed). You may not play aggressions or declare wars, and the others pay twice
the military actions to play an aggression or declare a war on you.

Rulings:
- The peaceful game (the only one epocha plays) has no aggressions, wars or pacts, so only
  the printed culture is left: +2 to the culture rating while Gandhi is in play. The rest of
  his text is kept for a game with aggressions and wars.
"""

from __future__ import annotations

from ..rules_base import CardRules


class MahatmaGandhi(CardRules):
    key = "III:Mahatma Gandhi"
    text = (
        "+2 culture. You may not play aggressions or wars; others pay twice the military actions to "
        "play an aggression or war against you (no effect in the peaceful game)."
    )
    text_cs = (
        "+2 kultury. Nesmíš vést agrese ani války; ostatní platí za agresi nebo válku proti tobě "
        "dvojnásobek vojenských akcí (v mírové hře bez účinku)."
    )
