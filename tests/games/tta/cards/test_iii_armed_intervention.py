"""Armed Intervention (Age III aggression): the defender loses 7 culture, all it has if less;
the attacker scores exactly what was lost."""

from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "III:Armed Intervention"


def test_the_defender_loses_seven_culture_and_the_attacker_scores_them():
    s = attacking(CARD, attacker(culture=2), defender(culture=10), age="III")
    assert s.player(1).culture == 3
    assert s.player(0).culture == 9
    assert s.actions_left(0) == (4, 0)  # 2 military actions
    assert s.state.military_discards["III"] == [f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defender_with_less_culture_loses_what_it_has():
    s = attacking(CARD, attacker(culture=2), defender(culture=4), age="III")
    assert s.player(1).culture == 0
    assert s.player(0).culture == 6


def test_a_defender_without_culture_gives_nothing():
    s = attacking(CARD, attacker(culture=2), defender(culture=0), age="III")
    assert s.player(1).culture == 0
    assert s.player(0).culture == 2


def test_a_defence_that_beats_the_attack_makes_it_fail():
    # attack 4 against 1: a +6 bonus card (Age III) brings the defence to 7
    s = attacking(CARD, attacker(culture=2), defender(culture=10, hand=[BONUS["III"]]), age="III")
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['III']}#1", "defend")
    assert s.player(1).culture == 10 and s.player(0).culture == 2
    assert s.player(1).military_hand == []
    assert s.state.military_discards["III"] == [f"{BONUS['III']}#1", f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defender_who_yields_loses_the_culture():
    s = attacking(CARD, attacker(culture=2), defender(culture=10, hand=[BONUS["III"]]), age="III")
    s.choose("yield")
    assert s.player(1).culture == 3 and s.player(0).culture == 9
    assert s.player(1).military_hand == [f"{BONUS['III']}#1"]


def test_only_the_defender_loses_culture():
    s = attacking(CARD, attacker(), defender(culture=10), defender(culture=10), rival=2, age="III")
    assert [p.culture for p in s.state.players] == [7, 10, 3]
