from .helpers_age_a import board, holding, k

CARD = k("Ideal Building Site")


def test_ideal_building_site_builds_an_urban_building_for_1_resource_less():
    s = holding(CARD, resources=3, unused_workers=1)
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a lab on Philosophy (2 resources)",
        "Build a temple on Religion (2 resources)",
    ]  # no farm or mine
    s.choose("Build a temple on Religion (2 resources)")
    p = s.player(0)
    assert p.workers[f"{k('Religion')}#p0"] == 1 and p.pool == 0
    assert s.resources(0) == 1
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).culture == 1


def test_ideal_building_site_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={k("Alchemy", "I"): {}})
    assert s.can("upgrade", **{"from": k("Philosophy"), "to": k("Alchemy", "I")})
    assert not s.can("play", card=CARD)


def test_ideal_building_site_needs_an_affordable_build_within_the_urban_limit():
    assert not holding(CARD, resources=1, unused_workers=1).can("play", card=CARD)
    assert holding(CARD, resources=2, unused_workers=1).can("play", card=CARD)
    # Despotism allows 2 urban buildings of a kind: with 2 labs and 2 temples, nothing to build
    full = board(Philosophy=2, Religion=2, Bronze={"workers": 2, "stored": 9})
    s = holding(CARD, unused_workers=1, technologies=full)
    assert s.can("build", tech=k("Bronze"))  # a worker and the resources are there
    assert not s.can("play", card=CARD)
