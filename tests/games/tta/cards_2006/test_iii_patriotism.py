from .helpers_actions_iii import holding, iii

CARD = iii("Patriotism")
AGRICULTURE, WARRIORS = "A:Agriculture (2006)", "A:Warriors (2006)"
INFANTRY = iii("Modern Infantry")  # 7 resources


def test_patriotism_gives_a_military_action_and_4_resources_for_units():
    s = holding(CARD, resources=9, unused_workers=3)
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 3)
    s.act("build", tech=WARRIORS)  # 2, paid by the card: 2 left
    s.act("build", tech=WARRIORS)  # 2, paid by the card: none left
    assert s.resources(0) == 9
    s.act("build", tech=WARRIORS)  # full price
    assert s.resources(0) == 9 - 2
    assert s.player(0).workers[f"{WARRIORS}#p0"] == 1 + 3
    assert s.actions_left(0) == (3, 0)
    assert s.player(0).civil_hand == []


def test_patriotism_pays_4_of_an_upgrade_one_less_is_not_enough():
    assert not holding(CARD, resources=0, extra={INFANTRY: {}}).can("upgrade", to=INFANTRY)
    poor = holding(CARD, resources=0, extra={INFANTRY: {}})
    poor.act("play", card=CARD)
    assert not poor.can("upgrade", to=INFANTRY)  # Warriors -> Modern Infantry: 7 - 2 = 5
    s = holding(CARD, resources=1, extra={INFANTRY: {}})
    s.act("play", card=CARD)
    s.act("upgrade", to=INFANTRY)
    p = s.player(0)
    assert p.workers[f"{INFANTRY}#1"] == 1 and p.workers.get(f"{WARRIORS}#p0", 0) == 0
    assert s.resources(0) == 0


def test_patriotism_resources_are_for_units_only():
    s = holding(CARD, resources=0, unused_workers=1)
    s.act("play", card=CARD)
    assert not s.can("build", tech=AGRICULTURE)
    assert s.can("build", tech=WARRIORS)


def test_patriotism_not_in_the_turn_it_was_taken():
    assert not holding(CARD, turn={"taken": [CARD]}).can("play", card=CARD)
