"""Raid (Age I aggression, 2006): one urban building of any age (the New Story card: any
building of Age I or older), half its printed cost produced, rounded up; not against a
civilization without an urban building."""

from .helpers_advanced import aggressions, attacking, civ, game, i, ii

RAID = i("Raid")
DRAMA, IRON, SWORDSMEN = i("Drama"), i("Iron"), i("Swordsmen")
NO_LAB = {"Philosophy": 0}


def workers(s, seat, tech):
    return s.player(seat).workers.get(tech, 0)


def test_the_attacker_chooses_an_urban_building_and_produces_half_its_cost_rounded_up():
    d = civ(extra={DRAMA: 1, IRON: 1, SWORDSMEN: 1})
    s = attacking(RAID, civ(warriors=4), d, age="I")
    assert s.actions_left(0) == (4, 1)  # Raid costs 1 military action
    s.choose("attack", "yield")  # (the defender could sacrifice its units: it is asked)
    assert s.decision().kind == "cards" and s.decision().seat == 0
    # no farm, mine (Agriculture, Bronze, Iron) or unit; no card without a worker (Religion)
    assert s.labels() == ["Philosophy", "Drama"]
    s.choose(DRAMA)
    assert workers(s, 1, f"{DRAMA}#1") == 0
    assert s.player(1).pool == 1  # the worker becomes unused
    assert workers(s, 1, f"{IRON}#1") == 1
    assert s.resources(0) == 3  # Drama costs 5: 2.5 rounded up
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_single_urban_building_is_destroyed_without_asking():
    s = attacking(RAID, civ(warriors=4), civ(workers={"Philosophy": 1}), age="I")
    s.choose("attack")
    assert workers(s, 1, "A:Philosophy (2006)#p1") == 0
    assert workers(s, 1, "A:Agriculture (2006)#p1") == 2
    assert s.resources(0) == 2  # Philosophy costs 3


def test_a_newer_urban_building_may_be_destroyed():
    s = attacking(RAID, civ(warriors=4), civ(workers=NO_LAB, extra={ii("Opera"): 1}), age="I")
    s.choose("attack")
    assert workers(s, 1, f"{ii('Opera')}#1") == 0
    assert s.resources(0) == 5  # Opera costs 9


def test_not_playable_against_a_civilization_without_an_urban_building():
    attacker = civ(warriors=4, military_hand=[RAID])
    s = game(attacker, civ(workers=NO_LAB, extra={IRON: 1}), age="I")
    assert aggressions(s) == []  # farms, mines and units do not count
    s = game(attacker, civ(workers=NO_LAB, extra={DRAMA: 1}), age="I")
    assert aggressions(s) == [(RAID, 1)]
