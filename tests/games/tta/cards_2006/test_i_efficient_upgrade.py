from .helpers_age_i import AGRICULTURE, RELIGION, holding, i

CARD = i("Efficient Upgrade")


def test_efficient_upgrade_upgrades_a_farm_for_2_resources_less():
    s = holding(CARD, resources=0, extra={i("Irrigation"): {}})
    s.act("play", card=CARD)  # Agriculture -> Irrigation: (4 - 2) - 2 = 0
    p = s.player(0)
    assert (p.workers[f"{AGRICULTURE}#p0"], p.workers[f"{i('Irrigation')}#1"]) == (1, 1)
    assert s.actions_left(0) == (3, 2)


def test_efficient_upgrade_takes_2_off_the_difference_and_builds_nothing():
    s = holding(
        CARD,
        resources=9,
        unused_workers=1,
        extra={RELIGION: {"workers": 1}, i("Theology"): {}, i("Iron"): {}, i("Drama"): {}},
    )
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Upgrade Bronze to Iron (1 resource)",  # (5 - 2) - 2
        "Upgrade Religion to Theology (free)",  # (5 - 3) - 2
    ]  # (a temple becomes a temple: no theater)


def test_efficient_upgrade_needs_an_upgrade():
    s = holding(CARD, resources=9, unused_workers=1)
    assert not s.can("play", card=CARD)
