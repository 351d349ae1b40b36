"""Developed Territory (Age II territory): printed facts only (cards/plain.py).

Colony: lasting +2 blue tokens, +2 yellow tokens; at once +5 science.

Rulings: revealed, it is auctioned clockwise from the player who revealed it (a bid is higher
than the last one and at most the force the bidder could send; a pass is final). The winner
sends a force at least as strong as the bid, with at least one unit: the units' strength, the
armies they form under the current tactic, the colonization bonus and the bonus cards'
colonization values. The units are sacrificed (their workers return to the yellow bank), the
lasting effect applies first (with its tokens), then the immediate one. Nobody bidding sends it
to the past events.
"""

import pytest

from .plain_helpers import game
from .shared_territories import AUCTION, Territory

CARD = "II:Developed Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
DEVELOPED = Territory(CARD, "II", yellow=(18 + 1 + 2, 18 + 2 + 2), blue=16 + 2, points=(5, 0))


@pytest.mark.parametrize("check", AUCTION)
def test_developed_territory(check):
    check(DEVELOPED)


def test_a_colony_in_play_gives_its_tokens_but_no_more_science():
    s = game([{"colonies": [CARD]}, {}], age="II")
    p = s.player(0)
    assert (p.blue, p.yellow, p.science) == (16 + 2, 18 + 2, 0)
