"""Assassinate (Age II aggression, 2006; no New Story namesake): costs military actions equal to
the defender's leader's level; the leader leaves, the attacker scores 3 culture per level; not
against a civilization without a leader (seed appendix), nor without the military actions."""

from .helpers_advanced import aggressions, attacking, civ, game, i, ii

ASSASSINATE = ii("Assassinate")
MICHELANGELO, SHAKESPEARE, NAPOLEON = i("Michelangelo"), ii("William Shakespeare"), ii("Napoleon Bonaparte")


def test_an_age_ii_leader_costs_2_military_actions_and_scores_6_culture():
    s = attacking(ASSASSINATE, civ(warriors=4, culture=10), civ(leader=SHAKESPEARE, culture=4))
    assert s.actions_left(0) == (4, 0)  # Despotism's 2 military actions, both spent
    s.choose("attack")
    assert s.player(1).leader is None
    assert f"{SHAKESPEARE}#1" in s.state.removed  # out of the game
    assert s.player(0).culture == 16 and s.player(1).culture == 4
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_an_age_i_leader_costs_1_military_action_and_scores_3_culture():
    s = attacking(ASSASSINATE, civ(warriors=4), civ(leader=MICHELANGELO))
    assert s.actions_left(0) == (4, 1)
    s.choose("attack")
    assert s.player(1).leader is None
    assert s.player(0).culture == 3


def test_the_leader_leaves_with_its_lasting_effects():
    s = attacking(ASSASSINATE, civ(warriors=4), civ(leader=NAPOLEON))
    assert s.player(1).totals["ma"] == 3  # Despotism 2, Napoleon +1
    s.choose("attack")
    assert s.player(1).totals["ma"] == 2
    assert s.player(0).culture == 6


def test_a_defence_that_matches_keeps_the_leader_and_the_military_actions_stay_spent():
    s = attacking(ASSASSINATE, civ(warriors=2), civ(leader=SHAKESPEARE))
    s.choose("attack", "u:A:Warriors (2006)#p1@0", "defend")  # 1 + 1 sacrificed against 2
    assert s.player(1).leader == f"{SHAKESPEARE}#1"
    assert s.player(0).culture == 0
    assert s.actions_left(0) == (4, 0)


def test_not_playable_against_a_civilization_without_a_leader():
    attacker = civ(warriors=4, military_hand=[ASSASSINATE])
    assert aggressions(game(attacker, civ())) == []
    assert aggressions(game(attacker, civ(leader=MICHELANGELO))) == [(ASSASSINATE, 1)]


def test_not_playable_without_the_military_actions_the_leader_costs():
    attacker = civ(warriors=4, military_hand=[ASSASSINATE], actions_spent={"ma": 1})
    assert aggressions(game(attacker, civ(leader=SHAKESPEARE))) == []  # 1 left, 2 needed
    assert aggressions(game(attacker, civ(leader=MICHELANGELO))) == [(ASSASSINATE, 1)]


def test_the_offer_shows_the_military_actions_it_costs():
    s = game(civ(warriors=4, military_hand=[ASSASSINATE]), civ(leader=SHAKESPEARE))
    assert s.find("aggression", card=ASSASSINATE, rival=1)["cost"] == [
        {"term": "military", "kind": "cost", "amount": 2}
    ]
