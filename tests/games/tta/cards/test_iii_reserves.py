"""Reserves (Age III action card): gain 4 resources or 4 food."""

import pytest

from .shared_action_cards import RESERVES, ActionCard, choosing

CARD = "III:Reserves"
RESERVES_III = ActionCard(CARD, "III", n=4)


@pytest.mark.parametrize("check", RESERVES)
def test_reserves_iii(check):
    check(RESERVES_III)


def test_reserves_iii_gains_what_a_short_blue_bank_allows():
    s = choosing(RESERVES_III, "Gain 4 food", blue_bank=1)
    assert (s.food(0), s.resources(0)) == (2, 1)
    assert s.player(0).blue == 0
