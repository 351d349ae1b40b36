"""Wealthy Territory (Age II territory): printed facts only (cards/plain.py).

Colony: lasting +4 blue tokens; at once +9 resources.

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

import pytest

from .plain_helpers import board
from .shared_territories import AUCTION, Territory, resources_after_colonizing_with_a_blue_bank

CARD = "II:Wealthy Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
WEALTHY = Territory(CARD, "II", blue=16 + 4 - 9, goods=(0, 9))


@pytest.mark.parametrize("check", AUCTION)
def test_wealthy_territory(check):
    check(WEALTHY)


def test_the_lasting_blue_tokens_come_before_the_resources():
    # an empty blue bank: the colony's 4 tokens carry the 9 resources
    techs = board({"II:Coal": {}, "I:Iron": {}})
    assert resources_after_colonizing_with_a_blue_bank(WEALTHY, techs, blue_bank=0) == (9, 1)
