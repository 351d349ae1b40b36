"""Fertile Territory (Age I territory, 2006 edition): printed facts only (cards/plain.py).

Colony: lastingly 3 yellow tokens from the common bank; immediately 3 food.

Rulings (2006 Advanced game): revealed from the current events (an event prepared as a political
action reveals the top one; a territory prepared waits in the future events until they become
current), it is auctioned clockwise from the revealer. The winner sacrifices units of at least the
bid (their workers go back to the yellow bank); the lasting tokens come first, then the immediate
gain (the blue bank permitting). Seat 0 starts with 18 yellow and 18 blue tokens in its banks and
1 Warriors.
"""

from .helpers_military import check_territory, k

CARD = k("I", "Fertile Territory")


def test_colonized_revealed_or_prepared_and_with_a_small_blue_bank():
    check_territory(
        CARD,
        revealed={"yellow": 22, "blue": 15, "pool": 1, "food": 3, "resources": 0, "culture": 1},
        before_prepared={
            "yellow": 18,
            "blue": 14,
            "pool": 1,
            "food": 2,
            "resources": 2,
            "culture": 1,
        },  # (seat 0's production, and culture for preparing it)
        prepared={"yellow": 22, "blue": 11, "pool": 1, "food": 5, "resources": 2, "culture": 1},
        small_bank=(
            2,
            {"yellow": 22, "blue": 0, "food": 2, "resources": 0},
        ),  # 2 blue tokens carry 2 food of the 3
    )
