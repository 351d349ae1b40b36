from epocha.games.tta.scenario import Scenario

CARD = "III:Efficient Upgrade"
N = 4


def scenario(resources, pool=0, extra=None):
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2, "stored": resources},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
        **(extra or {}),
    }
    return Scenario(
        players=[{"civil_hand": [CARD], "technologies": techs, "unused_workers": pool}, {}], age="III"
    )


def test_efficient_upgrade_iii_upgrades_a_mine_for_4_resources_less():
    s = scenario(resources=6 - N, extra={"II:Coal": {}})
    s.act("play", card=CARD)  # Bronze -> Coal: 8 - 2 = 6, minus N
    p = s.player(0)
    assert (p.workers["A:Bronze#p0"], p.workers["II:Coal#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_efficient_upgrade_iii_chooses_among_farm_mine_and_urban_upgrades():
    s = scenario(resources=0, extra={"I:Irrigation": {}, "I:Iron": {}, "I:Alchemy": {}})
    s.act("play", card=CARD)
    labels = [a["label"] for a in s.actions("choose")]
    assert labels == [
        "Upgrade Agriculture to Irrigation (free)",
        "Upgrade Bronze to Iron (free)",
        "Upgrade Philosophy to Alchemy (free)",
    ]
    s.choose("Upgrade Philosophy to Alchemy (free)")
    assert s.player(0).workers["I:Alchemy#1"] == 1
    assert s.ratings(0).science == 2


def test_efficient_upgrade_iii_never_builds_and_never_upgrades_units():
    s = scenario(resources=9, pool=2, extra={"I:Swordsmen": {}})
    assert not s.can("play", card=CARD)


def test_efficient_upgrade_iii_not_playable_when_the_upgrade_is_unaffordable():
    s = scenario(resources=5 - N, extra={"II:Coal": {}})
    assert not s.can("play", card=CARD)
