"""Armed Intervention (Age III aggression, 2006): the defender loses 7 culture, all it has if
less, and the attacker scores exactly that; not against a civilization without culture."""

from __future__ import annotations

from .helpers_wars import aggressions, attacking, civ, full, k

CARD = k("III", "Armed Intervention")


def test_the_defender_loses_seven_culture_and_the_attacker_scores_them():
    s = attacking(CARD, civ(4, culture=3), civ(1, culture=12))
    assert s.actions_left(0)[1] == 0  # 2 military actions: Despotism's
    assert s.player(1).culture == 5 and s.player(0).culture == 10
    assert s.state.military_discards["III"] == [f"{CARD}#1"]


def test_only_what_the_defender_has():
    s = attacking(CARD, civ(4), civ(1, culture=4))
    assert s.player(1).culture == 0 and s.player(0).culture == 4


def test_a_defence_as_strong_as_the_attack_keeps_the_culture():
    s = full(civ(2, military_hand=[CARD]), civ(1, culture=12), age="III")
    s.act("aggression", card=CARD, rival=1)
    s.choose("attack")
    s.choose("Sacrifice a unit of Warriors")  # 1 + 1 = 2 against 2: the aggression fails
    assert s.player(1).culture == 12 and s.player(0).culture == 0
    # without the sacrifice the defence is 1 against 2: the aggression succeeds
    s = full(civ(2, military_hand=[CARD]), civ(1, culture=12), age="III")
    s.act("aggression", card=CARD, rival=1)
    s.choose("attack", "yield")
    assert s.player(1).culture == 5 and s.player(0).culture == 7


def test_not_playable_against_a_civilization_without_culture():
    assert aggressions(full(civ(4, military_hand=[CARD]), civ(1), age="III")) == []
    assert aggressions(full(civ(4, military_hand=[CARD]), civ(1, culture=1), age="III")) == [(CARD, 1)]
