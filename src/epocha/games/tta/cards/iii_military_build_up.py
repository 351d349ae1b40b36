"""Military Build-Up (Age III action card): this turn, resources for military units for
each civilization stronger than yours: 3 each with four players, 5 with three, 8 with two.

Rulings: as Wave of Nationalism (strictly stronger civilizations still in the game; the
player count is the number still in the game; a pool for building and upgrading units this
turn only; playable even when it gives nothing).
"""

from __future__ import annotations

from .ii_wave_of_nationalism import WaveOfNationalism


class MilitaryBuildUp(WaveOfNationalism):
    key = "III:Military Build-Up"
    text = (
        "This turn, for each civilization stronger than yours, gain resources for building or "
        "upgrading military units: 3 with four players, 5 with three, 8 with two."
    )
    text_cs = (
        "V tomto tahu získej za každou civilizaci silnější než tvoje suroviny na stavbu či "
        "vylepšení vojenských jednotek: ve čtyřech hráčích 3, ve třech 5, ve dvou 8."
    )
    per_player_count = {2: 8, 3: 5, 4: 3}
