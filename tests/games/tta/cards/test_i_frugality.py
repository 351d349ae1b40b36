"""Frugality (Age I action card): increase your population; after paying its food, gain 2 food."""

import pytest

from .shared_action_cards import FRUGALITY, ActionCard, frugality

CARD = "I:Frugality"
FRUGALITY_I = ActionCard(CARD, "I", n=2)


@pytest.mark.parametrize("check", FRUGALITY)
def test_frugality_i(check):
    check(FRUGALITY_I)


def test_frugality_i_needs_a_token_in_the_yellow_bank():
    s = frugality(FRUGALITY_I, food=9, yellow_bank=0)
    assert not s.can("play", card=CARD)
