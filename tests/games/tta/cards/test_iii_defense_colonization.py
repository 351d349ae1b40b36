"""Defense / Colonization (Age III military bonus card): printed facts only (cards/plain.py).

Defense +6, colonization +3: a one-use card discarded when used.

Rulings: in the peaceful game there are no aggressions, so only the colonization value (the
lower one) is ever used: played along with at least one unit when colonizing, then discarded
to the military discard pile of its age. It is neither an event nor a tactic.
"""

import pytest

from .plain_helpers import game
from .shared_territories import BONUS_CARD, BonusCard

CARD = "III:Defense / Colonization"
DEFENSE_COLONIZATION = BonusCard(CARD, "III", colonization=3, defense=6)


@pytest.mark.parametrize("check", BONUS_CARD)
def test_defense_colonization(check):
    check(DEFENSE_COLONIZATION)


def test_not_an_event_nor_a_tactic():
    s = game([{"military_hand": [CARD]}, {}], age="III")
    assert not s.can("event", card=CARD)
    assert not s.can("tactic", card=CARD)
