"""Raid (Age III aggression, 2006): up to 3 identical urban buildings (same technology) of the
defender destroyed, the attacker producing half their total cost rounded down (the New Story
card: one building of Age III or older and one of Age II or older, any kind); 3 military
actions; not against a civilization without an urban building."""

from __future__ import annotations

from .helpers_wars import aggressions, attacking, civ, full, k

CARD = k("III", "Raid")
MONARCHY = k("I", "Monarchy")  # 3 military actions
DRAMA, THEOLOGY, IRON = k("I", "Drama"), k("I", "Theology"), k("I", "Iron")


def raider(warriors: int = 4) -> dict:
    return civ(warriors, government=MONARCHY)


def test_three_identical_buildings_and_half_their_cost_rounded_down():
    s = attacking(CARD, raider(), civ(1, extra={DRAMA: 4}))
    assert s.actions_left(0)[1] == 0
    assert s.player(1).workers[f"{DRAMA}#1"] == 1 and s.player(1).pool == 3
    assert s.resources(0) == 7  # 3 x 5 = 15, halved down


def test_the_attacker_chooses_the_technology():
    s = attacking(CARD, raider(), civ(1, extra={DRAMA: 1, THEOLOGY: 3}))
    assert s.decision().seat == 0 and s.labels() == ["Drama", "Theology"]
    s.choose(THEOLOGY)
    assert f"{THEOLOGY}#1" not in s.player(1).workers and s.player(1).workers[f"{DRAMA}#1"] == 1
    assert s.resources(0) == 7  # 3 x 5


def test_fewer_buildings_there_are_all_destroyed():
    s = attacking(CARD, raider(), civ(1, extra={DRAMA: 1}))
    assert f"{DRAMA}#1" not in s.player(1).workers
    assert s.resources(0) == 2  # 5 halved down


def test_not_playable_without_an_urban_building_nor_with_too_few_military_actions():
    hand = {"military_hand": [CARD]}
    assert aggressions(full({**raider(), **hand}, civ(1, extra={IRON: 2}), age="III")) == []
    assert aggressions(full({**raider(), **hand}, civ(1, extra={DRAMA: 1}), age="III")) == [(CARD, 1)]
    assert aggressions(full(civ(4, **hand), civ(1, extra={DRAMA: 1}), age="III")) == []
