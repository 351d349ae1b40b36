"""Historic Territory (Age II territory): printed facts only (cards/plain.py).

Colony: lasting +2 happy faces; at once +11 culture.

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

import pytest

from .shared_territories import WITH_THREE_PLAYERS, Territory, ratings_with_the_colony

CARD = "II:Historic Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
HISTORIC = Territory(CARD, "II", ratings=(1, 0, 0, 2), points=(0, 11))


@pytest.mark.parametrize("check", WITH_THREE_PLAYERS)
def test_historic_territory(check):
    check(HISTORIC)


def test_the_lasting_happy_stays_with_the_colony():
    assert ratings_with_the_colony(HISTORIC).happy == 2
