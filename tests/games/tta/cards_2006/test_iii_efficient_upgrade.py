from .helpers_actions_iii import holding, ii, iii

CARD = iii("Efficient Upgrade")
AGRICULTURE = "A:Agriculture (2006)"
MECHANIZED = iii("Mechanized Agriculture")  # a farm for 8 resources


def test_efficient_upgrade_upgrades_a_farm_for_4_resources_less():
    s = holding(CARD, resources=2, extra={MECHANIZED: {}})
    s.act("play", card=CARD)  # Agriculture -> Mechanized Agriculture: (8 - 2) - 4 = 2
    p = s.player(0)
    assert (p.workers[f"{AGRICULTURE}#p0"], p.workers[f"{MECHANIZED}#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_efficient_upgrade_with_one_resource_too_few():
    assert not holding(CARD, resources=1, extra={MECHANIZED: {}}).can("play", card=CARD)


def test_efficient_upgrade_takes_4_off_the_difference_and_builds_nothing():
    s = holding(
        CARD,
        resources=9,
        unused_workers=1,
        extra={iii("Oil"): {}, iii("Computers"): {}, iii("Multimedia"): {}},
    )
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Upgrade Bronze to Oil (5 resources)",  # (11 - 2) - 4
        "Upgrade Philosophy to Computers (3 resources)",  # (10 - 3) - 4
    ]  # no new building, and a lab stays a lab (no Multimedia)


def test_efficient_upgrade_upgrades_an_older_building_too_the_rest_lost():
    s = holding(CARD, resources=2, extra={ii("Coal"): {"workers": 1}, iii("Oil"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Upgrade Bronze to Coal (2 resources)",  # (8 - 2) - 4
        "Upgrade Coal to Oil (free)",  # (11 - 8) - 4
    ]
    s.choose("Upgrade Coal to Oil (free)")
    p = s.player(0)
    assert (p.workers.get(f"{ii('Coal')}#1", 0), p.workers[f"{iii('Oil')}#1"]) == (0, 1)
    assert s.resources(0) == 2


def test_efficient_upgrade_alone_possible_is_made_at_once():
    s = holding(CARD, resources=0, extra={ii("Coal"): {"workers": 1}, iii("Oil"): {}})
    s.act("play", card=CARD)  # Bronze -> Coal would cost 2: only Coal -> Oil, free
    p = s.player(0)
    assert (p.workers.get(f"{ii('Coal')}#1", 0), p.workers[f"{iii('Oil')}#1"]) == (0, 1)
    assert s.resources(0) == 0 and p.civil_hand == []


def test_efficient_upgrade_needs_an_upgrade():
    assert not holding(CARD, resources=9, unused_workers=1).can("play", card=CARD)


def test_efficient_upgrade_not_in_the_turn_it_was_taken():
    s = holding(CARD, resources=9, extra={MECHANIZED: {}}, turn={"taken": [CARD]})
    assert not s.can("play", card=CARD)
