"""Efficient Upgrade (Age III action card): upgrade a farm, mine or urban building for 4 resources
less (never a unit, never a build)."""

import pytest

from .shared_action_cards import EFFICIENT_UPGRADE, ActionCard, upgrading

CARD = "III:Efficient Upgrade"
EFFICIENT_UPGRADE_III = ActionCard(CARD, "III", n=4)


@pytest.mark.parametrize("check", EFFICIENT_UPGRADE)
def test_efficient_upgrade_iii(check):
    check(EFFICIENT_UPGRADE_III)


def test_efficient_upgrade_iii_never_builds_and_never_upgrades_units():
    s = upgrading(EFFICIENT_UPGRADE_III, resources=9, pool=2, extra={"I:Swordsmen": {}})
    assert not s.can("play", card=CARD)
