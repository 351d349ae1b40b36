"""Revolutionary Idea (Age I action card, 2006 edition).

Score 2 science.

Rulings:
- As the New Story's Age II card (which scores 4): a direct gain of science points (the
  science rating does not change), always playable. The New Story has no Age I card of the
  name.
"""

from __future__ import annotations

from ..ii_revolutionary_idea import RevolutionaryIdea


class RevolutionaryIdea2006(RevolutionaryIdea):
    key = "I:Revolutionary Idea (2006)"
    text = "Score 2 science."
    text_cs = "Získej 2 body vědy."
    science = 2
