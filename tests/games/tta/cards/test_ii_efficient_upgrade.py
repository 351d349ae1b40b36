"""Efficient Upgrade (Age II action card): upgrade a farm, mine or urban building for 3 resources
less (never a unit, never a build)."""

import pytest

from .shared_action_cards import EFFICIENT_UPGRADE, ActionCard, upgrading

CARD = "II:Efficient Upgrade"
EFFICIENT_UPGRADE_II = ActionCard(CARD, "II", n=3)


@pytest.mark.parametrize("check", EFFICIENT_UPGRADE)
def test_efficient_upgrade_ii(check):
    check(EFFICIENT_UPGRADE_II)


def test_efficient_upgrade_ii_never_builds_and_never_upgrades_units():
    s = upgrading(EFFICIENT_UPGRADE_II, resources=9, pool=2, extra={"I:Swordsmen": {}})
    assert not s.can("play", card=CARD)
