"""Vast Territory (Age I territory): printed facts only (cards/plain.py).

Colony: lasting -1 blue tokens, +3 yellow tokens; at once +3 food.

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
from .shared_territories import AUCTION, Territory, food_after_colonizing_with_a_blue_bank

CARD = "I:Vast Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
VAST = Territory(CARD, "I", yellow=(18 + 1 + 3, 18 + 2 + 3), blue=16 - 1 - 3, goods=(3, 0))


@pytest.mark.parametrize("check", AUCTION)
def test_vast_territory(check):
    check(VAST)


def test_the_lost_blue_token_goes_before_the_food_is_gained():
    # 2 blue tokens in the bank: one returns to the box, the other carries 2 food on Irrigation
    techs = board({"I:Irrigation": {}})
    assert food_after_colonizing_with_a_blue_bank(VAST, techs, blue_bank=2) == (2, 0)
