"""Trade Routes Agreement (Age I pact, 2006 edition; only with 3-4 players).

Rulings:
- Plays exactly as the New Story card: once in each of its turns, in the action phase, side A
  may pay 1 food for 1 resource and side B 1 resource for 1 food (an ability paying 1 of the one,
  making change as any payment, and gaining 1 of the other, its blue bank permitting).
- Using it is neither a civil nor a military action.
"""

from __future__ import annotations

from ..i_trade_routes_agreement import TradeRoutesAgreement


class TradeRoutesAgreement2006(TradeRoutesAgreement):
    key = "I:Trade Routes Agreement (2006)"
    text = "Pact. Once a turn, A may use 1 food in place of 1 resource, and B 1 resource in place of 1 food."
    text_cs = "Smlouva. Jednou za tah smí A použít 1 jídlo místo 1 suroviny a B 1 surovinu místo 1 jídla."
