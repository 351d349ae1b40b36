"""International Trade Agreement (Age II pact, 2006 edition; only with 3-4 players).

Rulings:
- Plays exactly as the New Story card: in each production phase side A produces 1 resource more
  and side B 1 food more (fixed amounts after the farms and mines produced, the blue bank
  permitting).
"""

from __future__ import annotations

from ..ii_international_trade_agreement import InternationalTradeAgreement


class InternationalTradeAgreement2006(InternationalTradeAgreement):
    key = "II:International Trade Agreement (2006)"
    text = "Pact. Every production, A makes 1 extra resource and B 1 extra food."
    text_cs = "Smlouva. Při každé produkci získá A 1 surovinu navíc a B 1 jídlo navíc."
