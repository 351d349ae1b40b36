from .helpers_age_ii import holding, i, ii

CARD = ii("Efficient Upgrade")
AGRICULTURE = "A:Agriculture (2006)"
BREEDING = ii("Selective Breeding")  # a farm for 6 resources


def test_efficient_upgrade_upgrades_a_farm_for_3_resources_less():
    s = holding(CARD, resources=1, extra={BREEDING: {}})
    s.act("play", card=CARD)  # Agriculture -> Selective Breeding: (6 - 2) - 3 = 1
    p = s.player(0)
    assert (p.workers[f"{AGRICULTURE}#p0"], p.workers[f"{BREEDING}#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_efficient_upgrade_with_one_resource_too_few():
    assert not holding(CARD, resources=0, extra={BREEDING: {}}).can("play", card=CARD)


def test_efficient_upgrade_takes_3_off_the_difference_and_builds_nothing():
    s = holding(
        CARD,
        resources=9,
        unused_workers=1,
        extra={
            "A:Religion (2006)": {"workers": 1},
            ii("Organized Religion"): {},
            ii("Coal"): {},
            ii("Opera"): {},
        },
    )
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Upgrade Bronze to Coal (3 resources)",  # (8 - 2) - 3
        "Upgrade Religion to Organized Religion (1 resource)",  # (7 - 3) - 3
    ]  # no new building, and a temple stays a temple (no Opera)


def test_efficient_upgrade_upgrades_an_age_i_building_too():
    s = holding(CARD, resources=0, extra={i("Iron"): {"workers": 1}, ii("Coal"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Upgrade Bronze to Iron (free)",  # (5 - 2) - 3
        "Upgrade Iron to Coal (free)",  # (8 - 5) - 3
    ]
    s.choose("Upgrade Iron to Coal (free)")
    p = s.player(0)
    assert (p.workers.get(f"{i('Iron')}#1", 0), p.workers[f"{ii('Coal')}#1"]) == (0, 1)


def test_efficient_upgrade_needs_an_upgrade():
    s = holding(CARD, resources=9, unused_workers=1)
    assert not s.can("play", card=CARD)
