from .helpers_age_a import holding, k

CARD = k("Patriotism")
WARRIORS = k("Warriors")


def test_patriotism_2006_gives_a_military_action_and_a_resource_for_units():
    s = holding(CARD, resources=1, unused_workers=1)
    s.act("play", card=CARD)
    p = s.player(0)
    assert s.actions_left(0) == (3, 3)
    assert p.totals == {"ca": 4, "ma": 2}
    assert p.turn["military_resources"] == 1
    assert not s.can("build", tech=k("Agriculture"))  # not for buildings
    s.act("build", tech=WARRIORS)  # 2: the card's 1 and 1 of the player's
    assert p.workers[f"{WARRIORS}#p0"] == 2
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_patriotism_2006_gains_are_lost_at_the_end_of_the_turn():
    s = holding(CARD, resources=0)
    s.act("play", card=CARD)
    s.end_turn()
    p = s.player(0)
    assert (p.turn["military_resources"], p.turn["extra_ma"]) == (0, 0)
    assert p.military_hand == []  # the Simple game draws no military cards
