"""Revolutionary Idea (Age II action card, 2006 edition).

Score 4 science.

Rulings:
- As the Age I card, with 4 science instead of 2 (the New Story's Age II card's number): a
  direct gain of science points on the track (the science rating does not change), always
  playable.
"""

from __future__ import annotations

from .i_revolutionary_idea import RevolutionaryIdea2006


class RevolutionaryIdeaII2006(RevolutionaryIdea2006):
    key = "II:Revolutionary Idea (2006)"
    text = "Score 4 science."
    text_cs = "Získej 4 body vědy."
    science = 4
