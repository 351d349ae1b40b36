"""Inhabited Territory (Age I territory): printed facts only (cards/plain.py).

Colony: lasting +2 yellow tokens; at once +1 population.

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

import pytest

from .shared_territories import (
    AUCTION,
    Territory,
    workers_and_yellow_after_colonizing_from_an_empty_yellow_bank,
)

CARD = "I:Inhabited Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
INHABITED = Territory(CARD, "I", yellow=(18 + 1 + 2 - 1, 18 + 2 + 2 - 1), pool=1 + 1)


@pytest.mark.parametrize("check", AUCTION)
def test_inhabited_territory(check):
    check(INHABITED)


def test_the_lasting_tokens_come_before_the_new_population():
    # an empty yellow bank: the sacrificed worker and the colony's 2 tokens make the population possible
    assert workers_and_yellow_after_colonizing_from_an_empty_yellow_bank(INHABITED) == (1, 1 + 2 - 1)
