"""Hammurabi (Age A leader, 2006 edition).

Rulings:
- Its whole effect is printed: +1 civil action and -1 military action while he leads (the
  seed's card and rules: the player returns one red token to the box and takes one more
  white one). `ratings.totals` reads the facts; the new civil action arrives unspent.
- When he leaves play the white token goes back and the red one returns; the seed lets the
  player give back an already used white token (so the extra civil action still serves in
  the turn he is replaced). That is the core's rule for a lost action: a spent one first
  (`ratings.sync_actions`). Likewise the military action lost when he comes is a spent one
  first.
- Differs from the New Story card, whose Hammurabi prints nothing but lets one military
  action be used as a civil action once per turn and makes taking a leader 1 civil action
  cheaper: neither is on the 2006 card, so the New Story card's rules are not used.
"""

from __future__ import annotations

from ...rules_base import CardRules


class Hammurabi2006(CardRules):
    key = "A:Hammurabi (2006)"
    text = "+1 civil action, -1 military action."
    text_cs = "+1 civilní akce, -1 vojenská akce."
