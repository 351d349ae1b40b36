from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "II:Spy"


def test_the_defender_loses_five_science_and_the_attacker_scores_them():
    s = attacking(CARD, attacker(science=2), defender(science=8))
    assert s.player(1).science == 3
    assert s.player(0).science == 7
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert "II:Spy#1" in s.state.military_discards["II"]


def test_a_defender_with_less_science_loses_what_it_has():
    s = attacking(CARD, attacker(), defender(science=3))
    assert s.player(1).science == 0
    assert s.player(0).science == 3


def test_a_defence_that_matches_the_attack_makes_it_fail():
    # attack 4 against 1: a +4 bonus card (Age II) brings the defence to 5
    s = attacking(CARD, attacker(), defender(science=8, hand=[BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1")
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(0).science == 0
    assert s.player(1).military_hand == []
    assert s.decision().seat == 0
