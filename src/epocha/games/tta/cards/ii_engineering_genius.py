"""Engineering Genius (Age II action card): build one stage of your wonder for 4 resources less.

Rulings: as Age A Engineering Genius (the normal wonder-stage action without its civil
action; exactly one stage even with construction technologies; never below 0; not playable
without an unfinished wonder whose next stage you can pay).
"""

from __future__ import annotations

from .a_engineering_genius import EngineeringGenius


class EngineeringGeniusII(EngineeringGenius):
    key = "II:Engineering Genius"
    text = "Build one stage (only one) of your unfinished wonder; it costs 4 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 4 suroviny levněji."
    amount = 4
