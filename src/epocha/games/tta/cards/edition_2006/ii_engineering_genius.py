"""Engineering Genius (Age II action card, 2006 edition).

Build one stage of your wonder for 4 resources less.

Rulings:
- As the Age I card, with 4 resources off instead of 3 (as the New Story's Age II card): the
  normal wonder-stage action without its civil action, exactly one stage even when a
  construction technology (Masonry, Architecture) would allow more (seed appendix: "smí
  postavit jen jednu část divu"); the discount makes the cost 0 at most, the rest is lost.
- Not playable without an unfinished wonder whose next stage you can pay.
"""

from __future__ import annotations

from .i_engineering_genius import EngineeringGenius2006


class EngineeringGeniusII2006(EngineeringGenius2006):
    key = "II:Engineering Genius (2006)"
    text = "Build one stage (only one) of your unfinished wonder; it costs 4 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 4 suroviny levněji."
    amount = 4
