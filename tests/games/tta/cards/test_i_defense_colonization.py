"""Defense / Colonization (Age I military bonus card): printed facts only (cards/plain.py).

Defense +2, colonization +1: a one-use card discarded when used.

Rulings: in the peaceful game there are no aggressions, so only the colonization value (the
lower one) is ever used: played along with at least one unit when colonizing, then discarded
to the military discard pile of its age. It is neither an event nor a tactic.

In the full game it also defends against an aggression (`aggressions.py`): played face up by
the defender for its defence value (discarded face down, like any military card, it adds 1
only), within the defender's limit of cards (its total military actions); a defence equal to
the attack makes the aggression fail; the card is discarded after use.
"""

import pytest

from .plain_helpers import game
from .shared_defence import DEFENCE
from .shared_territories import BONUS_CARD, BonusCard

CARD = "I:Defense / Colonization"
DEFENSE_COLONIZATION = BonusCard(CARD, "I", colonization=1, defense=2)


@pytest.mark.parametrize("check", BONUS_CARD)
def test_defense_colonization(check):
    check(DEFENSE_COLONIZATION)


def test_not_an_event_nor_a_tactic():
    s = game([{"military_hand": [CARD]}, {}], age="I")
    assert not s.can("event", card=CARD)
    assert not s.can("tactic", card=CARD)


@pytest.mark.parametrize("check", DEFENCE)
def test_its_defence_role(check):
    check(DEFENSE_COLONIZATION)
