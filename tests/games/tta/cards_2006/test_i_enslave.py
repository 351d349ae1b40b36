"""Enslave (Age I aggression, 2006): the defender loses 1 population, the attacker produces 3
resources (the New Story card: 2 food and 2 resources)."""

from .helpers_advanced import aggressions, attacking, civ, game, i

ENSLAVE = i("Enslave")
NO_WORKERS = {"Agriculture": 0, "Bronze": 0, "Philosophy": 0}


def test_an_unused_worker_is_lost_and_the_attacker_produces_3_resources():
    s = attacking(ENSLAVE, civ(warriors=4), civ(unused_workers=1), age="I")
    assert s.actions_left(0) == (4, 0)  # Enslave costs 2 military actions
    s.choose("attack")
    assert s.player(1).pool == 0
    assert (s.food(0), s.resources(0)) == (0, 3)  # no food, unlike the New Story card
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_without_unused_workers_the_defender_chooses_the_worker():
    s = attacking(ENSLAVE, civ(warriors=4), civ(), age="I")
    s.choose("attack")
    assert s.decision().kind == "cards" and s.decision().seat == 1
    yellow = s.player(1).yellow
    s.choose("A:Philosophy (2006)")
    assert s.player(1).workers.get("A:Philosophy (2006)#p1", 0) == 0
    assert s.player(1).yellow == yellow + 1
    assert s.resources(0) == 3


def test_resources_are_produced_by_value_from_the_attackers_bank():
    # the attacker's best mine is Iron (a token worth 2): 3 resources are a 2 and a 1
    s = attacking(ENSLAVE, civ(warriors=4, extra={i("Iron"): 1}), civ(unused_workers=1), age="I")
    blue = s.player(0).blue
    s.choose("attack")
    assert s.resources(0) == 3
    assert s.player(0).blue == blue - 2


def test_not_playable_against_a_civilization_without_population():
    s = game(civ(warriors=4, military_hand=[ENSLAVE]), civ(warriors=0, workers=NO_WORKERS), age="I")
    assert aggressions(s) == []
    s = game(civ(warriors=4, military_hand=[ENSLAVE]), civ(warriors=1, workers=NO_WORKERS), age="I")
    assert aggressions(s) == [(ENSLAVE, 1)]
