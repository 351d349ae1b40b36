"""Endowment for the Arts (Age III action card, 2006 edition).

Score culture for each civilization with more culture than yours: 6 each with two players,
3 with three, 2 with four.

Rulings:
- The New Story's Age III card with the same numbers (the 2006 table: 6 / 3 / 2 by player
  count), so it plays as that card.
- "More culture" compares culture points on the track, strictly: a tie does not count, and
  neither does a civilization that left the game.
- The player count is that of the civilizations still in the game.
- The culture is points on the track (the culture rating does not change).
- The card orders no action: it may be played when nobody has more culture, and then gives
  nothing (its civil action is still spent).
"""

from __future__ import annotations

from ..iii_endowment_for_the_arts import EndowmentForTheArts


class EndowmentForTheArts2006(EndowmentForTheArts):
    key = "III:Endowment for the Arts (2006)"
    text = (
        "Score culture for each civilization with more culture than yours: 6 with two players, "
        "3 with three, 2 with four."
    )
    text_cs = (
        "Získej body kultury za každou civilizaci s více kulturou než máš ty: ve dvou hráčích 6, "
        "ve třech 3, ve čtyřech 2."
    )
    per_player_count = {2: 6, 3: 3, 4: 2}
