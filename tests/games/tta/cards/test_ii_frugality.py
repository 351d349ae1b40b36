"""Frugality (Age II action card): increase your population; after paying its food, gain 3 food."""

import pytest

from .shared_action_cards import FRUGALITY, ActionCard, frugality

CARD = "II:Frugality"
FRUGALITY_II = ActionCard(CARD, "II", n=3)


@pytest.mark.parametrize("check", FRUGALITY)
def test_frugality_ii(check):
    check(FRUGALITY_II)


def test_frugality_ii_needs_a_token_in_the_yellow_bank():
    s = frugality(FRUGALITY_II, food=9, yellow_bank=0)
    assert not s.can("play", card=CARD)
