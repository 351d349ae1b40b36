"""Fast Food Chains (Age III wonder, 2006 edition).

Rulings:
- Age III wonders give only immediate culture (§20.4; appendix: counted once, at completion).
  On completion, score 2 culture for each worker on a farm or mine and 1 for each worker on
  an urban building or a military unit; unused workers score nothing. As the New Story card,
  four stages of 4 resources.
"""

from __future__ import annotations

from ..iii_fast_food_chains import FastFoodChains


class FastFoodChains2006(FastFoodChains):
    key = "III:Fast Food Chains (2006)"
    text = (
        "Wonder, on completion: score 2 culture for each worker on your farms and mines and 1 for "
        "each worker on your urban buildings and military units."
    )
    text_cs = (
        "Div, po dokončení: získáš 2 kultury za každého pracovníka na farmách a dolech a 1 za "
        "každého pracovníka na městských budovách a vojenských jednotkách."
    )
