"""Frederick Barbarossa (Age I leader, 2006 edition).

Rulings:
- For 1 civil action (the New Story card: 1 military action) you may increase your
  population and at once build a military unit with that new worker, paying 1 food and
  1 resource less than usual (the seed's card: "Za civilní akci můžeš zvýšit populaci a
  zároveň z ní postavit jednotku"). No military action is paid.
- The cost of each unit built so is lower (seed appendix, military discounts: Barbarossa
  lowers the price of each unit, unlike the turn's pool of Patriotism or Homer, which pays
  first); never below 0. Both parts must be possible, as for the New Story card; it may be
  used once for each civil action you have.
"""

from __future__ import annotations

from ..i_frederick_barbarossa import FrederickBarbarossa


class FrederickBarbarossa2006(FrederickBarbarossa):
    key = "I:Frederick Barbarossa (2006)"
    action = "ca"
    text = (
        "For 1 civil action you may increase your population and build a military unit with the "
        "new worker, paying 1 food and 1 resource less."
    )
    text_cs = (
        "Za 1 civilní akci smíš zvýšit počet obyvatel a z nového pracovníka postavit vojenskou "
        "jednotku; zaplatíš o 1 jídlo a o 1 surovinu méně."
    )
