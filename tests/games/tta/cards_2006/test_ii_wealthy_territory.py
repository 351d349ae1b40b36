"""Wealthy Territory (Age II territory, 2006 edition): printed facts only (cards/plain.py).

Colony: lastingly 3 blue tokens from the common bank; immediately 8 resources.
(The New Story card: 4 blue tokens and 9 resources.)

Rulings (2006 Advanced game): revealed from the current events (an event prepared as a political
action reveals the top one; a territory prepared waits in the future events until they become
current), it is auctioned clockwise from the revealer. The winner sacrifices units of at least the
bid (their workers go back to the yellow bank); the lasting tokens come first, then the immediate
gain (the blue bank permitting). Seat 0 starts with 18 yellow and 18 blue tokens in its banks and
1 Warriors.
"""

from .helpers_military import check_territory, k

CARD = k("II", "Wealthy Territory")


def test_colonized_revealed_or_prepared_and_with_a_small_blue_bank():
    check_territory(
        CARD,
        revealed={"yellow": 19, "blue": 13, "pool": 1, "food": 0, "resources": 8, "culture": 1},
        before_prepared={
            "yellow": 18,
            "blue": 14,
            "pool": 1,
            "food": 2,
            "resources": 2,
            "culture": 2,
        },  # (seat 0's production, and culture for preparing it)
        prepared={"yellow": 19, "blue": 9, "pool": 1, "food": 2, "resources": 10, "culture": 2},
        small_bank=(
            3,
            {"yellow": 19, "blue": 0, "food": 0, "resources": 6},
        ),  # its 3 tokens come first: 3 + 3 carry 6 resources of the 8
    )
