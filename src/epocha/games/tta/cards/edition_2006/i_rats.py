"""Rats (Age I event, 2006 edition).

Rulings:
- Each civilization loses every food token stored on its farms (back to its blue bank);
  resources stay.
- Plays exactly as the New Story card.
"""

from ..i_rats import Rats


class Rats2006(Rats):
    key = "I:Rats (2006)"
    text = "Each civilization loses all of its stored food."
    text_cs = "Všechny národy přijdou o veškeré uskladněné jídlo."
