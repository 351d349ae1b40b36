"""Wave of Nationalism (Age II action card, 2006 edition).

This turn, resources for military units for each civilization stronger than yours: 6 each
with two players, 3 with three, 2 with four.

Rulings:
- The New Story's Age II card with the same numbers (the 2006 table: 6 / 3 / 2 by player
  count), so it plays as that card.
- "Stronger" is a strictly higher strength rating. In the 2006 rules a tie in strength makes
  the player on turn the stronger one (seed, events: "se jako silnější bere hráč, který je
  právě na tahu"), and the card is played on its owner's turn, so a tie never counts.
- The player count is that of the civilizations still in the game.
- The resources are a pool for this turn paying the first resources spent on building and
  upgrading units, however many (seed appendix, military discounts, naming this card);
  unlike Patriotism, no extra military action. What is unused is lost at the end of the turn.
- The card orders no action: it may be played when nobody is stronger, and then gives nothing.
"""

from __future__ import annotations

from ..ii_wave_of_nationalism import WaveOfNationalism


class WaveOfNationalism2006(WaveOfNationalism):
    key = "II:Wave of Nationalism (2006)"
    text = (
        "This turn, for each civilization stronger than yours, gain resources for building or "
        "upgrading military units: 6 with two players, 3 with three, 2 with four."
    )
    text_cs = (
        "V tomto tahu získej za každou civilizaci silnější než tvoje slevu na stavbu či "
        "vylepšení vojenských jednotek: ve dvou hráčích 6, ve třech 3, ve čtyřech 2."
    )
    per_player_count = {2: 6, 3: 3, 4: 2}
