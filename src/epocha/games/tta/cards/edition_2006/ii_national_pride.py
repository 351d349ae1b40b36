"""National Pride (Age II event, 2006 edition).

Rulings:
- The one civilization with the most culture points scores 5 culture; ties go to the current
  player, then the next ones in turn order (the seed applies the strength tie-break to the most
  culture too).
- Plays exactly as the New Story card (the same number).
"""

from __future__ import annotations

from ..ii_national_pride import NationalPride


class NationalPride2006(NationalPride):
    key = "II:National Pride (2006)"
    text = "The civilization with the most culture points scores 5 more."
    text_cs = "Národ s nejvíce body kultury získá dalších 5 bodů kultury."
