"""Annex (Age II aggression, 2006): a colony changes hands with its lasting effects only; not
against a civilization without a colony (seed appendix)."""

from .helpers_advanced import aggressions, attacking, civ, game, i, ii

ANNEX = ii("Annex")
STRATEGIC, WEALTHY = i("Strategic Territory"), ii("Wealthy Territory")


def test_a_colony_changes_hands_with_its_lasting_strength_without_its_one_time_gain():
    s = attacking(ANNEX, civ(warriors=4), civ(colonies=[STRATEGIC]))
    assert s.actions_left(0) == (4, 0)  # Annex costs 2 military actions
    assert s.ratings(1).strength == 3  # Warriors 1, the colony +2
    s.choose("attack", "yield")
    assert s.player(0).colonies == [f"{STRATEGIC}#1"] and s.player(1).colonies == []
    assert s.ratings(0).strength == 6 and s.ratings(1).strength == 1
    assert s.player(0).military_hand == []  # its 3 military cards are not drawn again
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_the_colonys_bank_tokens_go_with_it():
    s = attacking(ANNEX, civ(warriors=4), civ(colonies=[WEALTHY]))
    blue = s.player(0).blue, s.player(1).blue
    resources = s.resources(0)
    s.choose("attack")
    assert (s.player(0).blue, s.player(1).blue) == (blue[0] + 3, blue[1] - 3)
    assert s.resources(0) == resources  # not its 8 resources


def test_the_attacker_chooses_among_several_colonies():
    s = attacking(ANNEX, civ(warriors=6), civ(colonies=[STRATEGIC, WEALTHY]))
    s.choose("attack")
    assert s.decision().kind == "cards" and s.decision().seat == 0
    assert s.labels() == ["Strategic Territory", "Wealthy Territory"]
    s.choose(WEALTHY)
    assert s.player(0).colonies == [f"{WEALTHY}#1"]
    assert s.player(1).colonies == [f"{STRATEGIC}#1"]


def test_not_playable_against_a_civilization_without_a_colony():
    attacker = civ(warriors=4, military_hand=[ANNEX])
    assert aggressions(game(attacker, civ())) == []
    assert aggressions(game(attacker, civ(colonies=[WEALTHY]))) == [(ANNEX, 1)]
