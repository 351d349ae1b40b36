from .helpers_age_ii import holding, ii

CARD = ii("Patriotism")
AGRICULTURE, WARRIORS = "A:Agriculture (2006)", "A:Warriors (2006)"
RIFLEMEN = ii("Riflemen")  # 5 resources


def test_patriotism_gives_a_military_action_and_3_resources_for_units():
    s = holding(CARD, resources=9, unused_workers=3)
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 3)
    s.act("build", tech=WARRIORS)  # 2, paid by the card: 1 left
    assert s.resources(0) == 9
    s.act("build", tech=WARRIORS)  # 2, 1 of it by the card
    assert s.resources(0) == 9 - 1
    s.act("build", tech=WARRIORS)  # full price
    assert s.resources(0) == 9 - 1 - 2
    assert s.player(0).workers[f"{WARRIORS}#p0"] == 1 + 3
    assert s.actions_left(0) == (3, 0)
    assert s.player(0).civil_hand == []


def test_patriotism_pays_a_whole_upgrade_of_3():
    s = holding(CARD, resources=0, extra={RIFLEMEN: {}})
    assert not s.can("upgrade", to=RIFLEMEN)  # Warriors -> Riflemen: 5 - 2 = 3
    s.act("play", card=CARD)
    s.act("upgrade", to=RIFLEMEN)
    p = s.player(0)
    assert p.workers[f"{RIFLEMEN}#1"] == 1 and p.workers.get(f"{WARRIORS}#p0", 0) == 0
    assert s.resources(0) == 0


def test_patriotism_resources_are_for_units_only():
    s = holding(CARD, resources=0, unused_workers=1)
    s.act("play", card=CARD)
    assert not s.can("build", tech=AGRICULTURE)
    assert s.can("build", tech=WARRIORS)
