"""Revolutionary Idea (Age III action card): score 6 science.

Rulings: as Age II Revolutionary Idea (a direct gain of science points, always playable).
"""

from __future__ import annotations

from .ii_revolutionary_idea import RevolutionaryIdea


class RevolutionaryIdeaIII(RevolutionaryIdea):
    key = "III:Revolutionary Idea"
    text = "Score 6 science."
    text_cs = "Získej 6 bodů vědy."
    science = 6
