"""Revolutionary Idea (Age A action card, 2006 edition): score 1 science.

Rulings:
- A direct gain, as the New Story's Age II card of this name: it orders no action, so it may
  always be played (its civil action is paid by the core, which also forbids playing it in
  the turn it was taken). The science is scored on the track; the rating does not change.
- Differs from the New Story: there the card is in Age II only and scores 4 science; the
  2006 deck has it in Age A, scoring 1.
"""

from __future__ import annotations

from ..ii_revolutionary_idea import RevolutionaryIdea


class RevolutionaryIdea2006(RevolutionaryIdea):
    key = "A:Revolutionary Idea (2006)"
    text = "Score 1 science."
    text_cs = "Získej 1 bod vědy."
    science = 1
