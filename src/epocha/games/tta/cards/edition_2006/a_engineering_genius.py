"""Engineering Genius (Age A action card, 2006 edition): build one stage of your wonder for 2
resources less.

Rulings:
- Plays as the New Story card (the same discount of 2): the normal wonder-stage action
  without its civil action, exactly one stage even if a construction technology lets one
  action build more, and the discount can bring the cost to 0 with the rest lost (seed 2006
  appendix, construction discounts).
- It cannot be played without an unfinished wonder, or if that stage is unaffordable.
"""

from __future__ import annotations

from ..a_engineering_genius import EngineeringGenius


class EngineeringGenius2006(EngineeringGenius):
    key = "A:Engineering Genius (2006)"
    text = "Build one stage (only one) of your unfinished wonder; it costs 2 resources less."
    text_cs = "Postav jednu (jen jednu) část svého rozestavěného divu o 2 suroviny levněji."
