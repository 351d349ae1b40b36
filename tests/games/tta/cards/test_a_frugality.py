"""Frugality (Age A action card): increase your population; after paying its food, gain 1 food."""

import pytest

from .shared_action_cards import FRUGALITY, ActionCard, frugality

CARD = "A:Frugality"
FRUGALITY_A = ActionCard(CARD, "A", n=1)


@pytest.mark.parametrize("check", FRUGALITY)
def test_frugality_a(check):
    check(FRUGALITY_A)


def test_frugality_a_needs_a_token_in_the_yellow_bank():
    s = frugality(FRUGALITY_A, food=9, yellow_bank=0)
    assert not s.can("play", card=CARD)
