"""International Agreement (Age II event, 2006 edition).

Rulings:
- The strongest civilization may take civil cards from the card row, one at a time, whose
  usual costs in civil actions add up to at most 5; it pays no actions, and the usual rules of
  taking apply. Taking at least one card gives up its next political action (a game without
  political actions loses nothing more). Then the row is refilled, its front cards kept; this
  may end the age.
- Ties for the strongest go to the current player, then the next ones in turn order (seed).
- Plays exactly as the New Story card.
"""

from __future__ import annotations

from ..ii_international_agreement import InternationalAgreement


class InternationalAgreement2006(InternationalAgreement):
    key = "II:International Agreement (2006)"
    text = (
        "The strongest civilization may take cards from the row costing up to 5 civil actions in "
        "all, without paying them, at the price of its next political action; then the row is "
        "refilled."
    )
    text_cs = (
        "Nejsilnější národ si smí vzít z nabídky karty za nejvýše 5 civilních akcí celkem, aniž je "
        "platí; přijde tím o svou příští politickou akci. Nabídka se pak doplní."
    )
