"""Strategic Territory (Age II territory): printed facts only (cards/plain.py).

Colony: lasting +4 strength; at once +5 military cards.

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
    military_hand_after_colonizing_with_two_cards_in_hand,
    ratings_with_the_colony,
    strength_after_colonizing_in_age_iv,
)

CARD = "II:Strategic Territory"
# its colonizer after colonizing it, where it differs from the defaults of Territory
STRATEGIC = Territory(CARD, "II", ratings=(1, 0, 4, 0), military_cards=5)


@pytest.mark.parametrize("check", AUCTION)
def test_strategic_territory(check):
    check(STRATEGIC)


def test_the_cards_drawn_ignore_the_military_hand_limit():
    assert military_hand_after_colonizing_with_two_cards_in_hand(STRATEGIC) == 2 + 5


def test_no_cards_drawn_in_age_iv():
    assert strength_after_colonizing_in_age_iv(STRATEGIC) == 4


def test_the_lasting_strength_stays_with_the_colony():
    assert ratings_with_the_colony(STRATEGIC).strength == 4
