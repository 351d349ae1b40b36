"""Military Build-Up (Age III action card, 2006 edition).

This turn, resources for military units for each civilization stronger than yours: 8 each
with two players, 5 with three, 3 with four.

Rulings:
- The New Story's Age III card with the same numbers (the 2006 table: 8 / 5 / 3 by player
  count), so it plays as that card (the 2006 Wave of Nationalism with bigger numbers).
- "Stronger" is a strictly higher strength rating. In the 2006 rules a tie in strength makes
  the player on turn the stronger one (seed, events), and the card is played on its owner's
  turn, so a tie never counts; nor does a civilization that left the game.
- The player count is that of the civilizations still in the game.
- The resources are a pool for this turn paying the first resources spent on building and
  upgrading units, however many (seed appendix, military discounts: "Program vojenského
  rozvoje"); no extra military action. What is unused is lost at the end of the turn.
- The card orders no action: it may be played when nobody is stronger, and then gives nothing.
"""

from __future__ import annotations

from ..iii_military_build_up import MilitaryBuildUp


class MilitaryBuildUp2006(MilitaryBuildUp):
    key = "III:Military Build-Up (2006)"
    text = (
        "This turn, for each civilization stronger than yours, gain resources for building or "
        "upgrading military units: 8 with two players, 5 with three, 3 with four."
    )
    text_cs = (
        "V tomto tahu získej za každou civilizaci silnější než tvoje slevu na stavbu či "
        "vylepšení vojenských jednotek: ve dvou hráčích 8, ve třech 5, ve čtyřech 3."
    )
    per_player_count = {2: 8, 3: 5, 4: 3}
