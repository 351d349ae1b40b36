"""Napoleon Bonaparte (Age II leader, 2006 edition).

Rulings:
- +1 military action (printed; the New Story card: 2).
- The tactic value of your best army is added to your strength a second time. Armies under one
  tactic may be worth different amounts (an outdated army its lower value, an army with an air
  force twice as much): the highest one counts; with no complete army nothing is added (seed
  appendix, Napoleon). The New Story card's +2 strength per unit type is not on this card.
- The bonus is the civilization's strength, not the units': sacrificed units count only their
  own values (seed appendix, strength bonuses).
"""

from __future__ import annotations

from ...catalog import facts
from ...ratings import forces
from ...rules_base import CardRules


def best_army(p) -> int:
    """The tactic value of the player's best complete army under their tactic (0 if none)."""
    if not p.tactic:
        return 0
    f = facts(p.tactic)
    tactic = f.tactic
    need = (tactic["infantry"], tactic["cavalry"], tactic["artillery"])
    if not any(need):
        return 0
    army = forces(p)
    units = (army.infantry, army.cavalry, army.artillery)
    min_level = f.level - 1  # a unit two or more levels below the tactic makes an army outdated
    have = [(sum(n for lv, n in units[i] if lv >= min_level), sum(n for _, n in units[i])) for i in range(3)]
    if any(need[i] and have[i][1] < need[i] for i in range(3)):
        return 0
    up_to_date = all(not need[i] or have[i][0] >= need[i] for i in range(3))
    value = tactic["value"] if up_to_date or tactic["outdated"] is None else tactic["outdated"]
    return value * (2 if army.air_force else 1)


class NapoleonBonaparte2006(CardRules):
    key = "II:Napoleon Bonaparte (2006)"
    text = "+1 military action. The tactic value of your best army is added to your strength once more."
    text_cs = "+1 vojenská akce. Hodnota taktiky tvé nejlepší armády se ti k síle přičte ještě jednou."

    def adjust(self, s, p, me, tally):
        bonus = best_army(p)
        if bonus:
            tally.add("strength", bonus)
