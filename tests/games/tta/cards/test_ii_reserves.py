"""Reserves (Age II action card): gain 3 resources or 3 food."""

import pytest

from .shared_action_cards import RESERVES, ActionCard, choosing

CARD = "II:Reserves"
RESERVES_II = ActionCard(CARD, "II", n=3)


@pytest.mark.parametrize("check", RESERVES)
def test_reserves_ii(check):
    check(RESERVES_II)


def test_reserves_ii_gains_what_a_short_blue_bank_allows():
    s = choosing(RESERVES_II, "Gain 3 food", blue_bank=1)
    assert (s.food(0), s.resources(0)) == (2, 1)
    assert s.player(0).blue == 0
