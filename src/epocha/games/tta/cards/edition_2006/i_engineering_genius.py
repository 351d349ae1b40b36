"""Engineering Genius (Age I action card, 2006 edition).

Build one stage of your wonder for 3 resources less.

Rulings:
- As the New Story card: the normal wonder-stage action without its civil action; exactly
  one stage even with Masonry (seed appendix: "smí postavit jen jednu část divu"); the
  discount makes the cost 0 at most, the rest is lost; not playable without an unfinished
  wonder whose next stage you can pay.
"""

from __future__ import annotations

from ..i_engineering_genius import EngineeringGeniusI


class EngineeringGenius2006(EngineeringGeniusI):
    key = "I:Engineering Genius (2006)"
    text = "Build one stage (only one) of your unfinished wonder; it costs 3 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 3 suroviny levněji."
    amount = 3
