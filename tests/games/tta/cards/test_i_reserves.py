"""Reserves (Age I action card): gain 2 resources or 2 food."""

import pytest

from .shared_action_cards import RESERVES, ActionCard, choosing

CARD = "I:Reserves"
RESERVES_I = ActionCard(CARD, "I", n=2)


@pytest.mark.parametrize("check", RESERVES)
def test_reserves_i(check):
    check(RESERVES_I)


def test_reserves_i_gains_what_a_short_blue_bank_allows():
    s = choosing(RESERVES_I, "Gain 2 food", blue_bank=1)
    assert (s.food(0), s.resources(0)) == (2, 1)
    assert s.player(0).blue == 0
