"""Engineering Genius (Age III action card, 2006 edition).

Build one stage of your wonder for 5 resources less.

Rulings:
- As the Age I and II cards, with 5 resources off (the 2006 table: A 2, I 3, II 4, III 5):
  the normal wonder-stage action without its civil action, exactly one stage even when a
  construction technology (Masonry, Architecture, Engineering) would allow more (seed
  appendix: "smí postavit jen jednu část divu"); the discount makes the cost 0 at most, the
  rest is lost.
- Not playable without an unfinished wonder whose next stage you can pay.
"""

from __future__ import annotations

from .ii_engineering_genius import EngineeringGeniusII2006


class EngineeringGeniusIII2006(EngineeringGeniusII2006):
    key = "III:Engineering Genius (2006)"
    text = "Build one stage (only one) of your unfinished wonder; it costs 5 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 5 surovin levněji."
    amount = 5
