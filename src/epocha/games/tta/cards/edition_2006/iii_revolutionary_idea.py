"""Revolutionary Idea (Age III action card, 2006 edition).

Score 6 science.

Rulings:
- As the Age I and II cards, with 6 science (the 2006 table: A 1, I 2, II 4, III 6): science
  points on the track (the science rating does not change), always playable; its civil
  action is paid by the core, and not in the turn the card was taken.
"""

from __future__ import annotations

from .ii_revolutionary_idea import RevolutionaryIdeaII2006


class RevolutionaryIdeaIII2006(RevolutionaryIdeaII2006):
    key = "III:Revolutionary Idea (2006)"
    text = "Score 6 science."
    text_cs = "Získej 6 bodů vědy."
    science = 6
