from .helpers_age_i import AGRICULTURE, WARRIORS, holding, i

CARD = i("Patriotism")
SWORDSMEN = i("Swordsmen")


def test_patriotism_as_in_the_seeds_example():
    s = holding(CARD, resources=9, unused_workers=2, extra={SWORDSMEN: {}})
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 3)
    s.act("upgrade", to=SWORDSMEN)  # 3 - 2: paid by the card, 1 left
    assert s.resources(0) == 9
    s.act("build", tech=SWORDSMEN)  # 3, 1 of it by the card
    assert s.resources(0) == 9 - 2
    s.act("build", tech=SWORDSMEN)  # full price
    assert s.resources(0) == 9 - 2 - 3
    p = s.player(0)
    assert p.workers[f"{SWORDSMEN}#1"] == 3 and WARRIORS + "#p0" not in p.workers
    assert s.actions_left(0) == (3, 0)


def test_patriotism_resources_are_for_units_only():
    s = holding(CARD, resources=0, unused_workers=1)
    s.act("play", card=CARD)
    assert not s.can("build", tech=AGRICULTURE)
    assert s.can("build", tech=WARRIORS)
