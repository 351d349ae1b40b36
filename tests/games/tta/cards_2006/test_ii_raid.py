"""Raid (Age II aggression, 2006): up to two urban buildings of the same type and age (the New
Story card: any two buildings), half their printed cost produced, rounded down; not against a
civilization without an urban building."""

from .helpers_advanced import aggressions, attacking, civ, game, i, ii

RAID = ii("Raid")
DRAMA, THEOLOGY, COAL = i("Drama"), i("Theology"), ii("Coal")
NO_LAB = {"Philosophy": 0}


def workers(s, seat, tech):
    return s.player(seat).workers.get(tech, 0)


def test_two_identical_buildings_are_destroyed_and_half_their_cost_produced():
    d = civ(extra={DRAMA: 3, THEOLOGY: 1, COAL: 2})
    s = attacking(RAID, civ(warriors=4), d)
    assert s.actions_left(0) == (4, 0)  # Raid costs 2 military actions
    s.choose("attack")
    assert s.decision().kind == "cards" and s.decision().seat == 0
    assert s.labels() == ["Philosophy", "Drama", "Theology"]  # no farm, mine or unit
    s.choose(DRAMA)
    assert workers(s, 1, f"{DRAMA}#1") == 1  # two of the three
    assert workers(s, 1, f"{THEOLOGY}#1") == 1 and workers(s, 1, "A:Philosophy (2006)#p1") == 1
    assert workers(s, 1, f"{COAL}#1") == 2
    assert s.player(1).pool == 2
    assert s.resources(0) == 5  # Drama costs 5: half of 10
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_lone_building_of_its_kind_is_destroyed_alone_half_its_cost_rounded_down():
    s = attacking(RAID, civ(warriors=4), civ(extra={THEOLOGY: 1, DRAMA: 2}))
    s.choose("attack", THEOLOGY)
    assert workers(s, 1, f"{THEOLOGY}#1") == 0
    assert workers(s, 1, f"{DRAMA}#1") == 2  # another kind is never taken with it
    assert s.player(1).pool == 1
    assert s.resources(0) == 2  # Theology costs 5: 2.5 rounded down


def test_the_only_kind_is_destroyed_without_asking():
    s = attacking(RAID, civ(warriors=4), civ(workers={"Philosophy": 2}))
    s.choose("attack")
    assert workers(s, 1, "A:Philosophy (2006)#p1") == 0
    assert s.resources(0) == 3  # Philosophy costs 3: half of 6
    assert s.decision().kind == "turn"


def test_not_playable_against_a_civilization_without_an_urban_building():
    attacker = civ(warriors=4, military_hand=[RAID])
    s = game(attacker, civ(workers=NO_LAB, extra={COAL: 2}))
    assert aggressions(s) == []
    s = game(attacker, civ(workers=NO_LAB, extra={THEOLOGY: 1}))
    assert aggressions(s) == [(RAID, 1)]
