from .shared_aggressions import BONUS, attacker, attacking, goods, rich

CARD = "II:Plunder"


def test_the_attacker_chooses_the_split_of_five_and_gains_what_was_taken():
    s = attacking(CARD, attacker(), rich(6, 6))
    assert s.decision().kind == "option" and s.decision().seat == 0
    assert s.labels() == [
        "Take 5 food",
        "Take 4 food and 1 resource",
        "Take 3 food and 2 resources",
        "Take 2 food and 3 resources",
        "Take 1 food and 4 resources",
        "Take 5 resources",
    ]
    s.choose("Take 2 food and 3 resources")
    assert goods(s, 1) == (4, 3)
    assert goods(s, 0) == (2, 3)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["II"] == ["II:Plunder#1"]
    assert s.actions_left(0) == (4, 1)  # Plunder costs 1 of Despotism's 2 military actions


def test_only_splits_the_defender_can_pay_in_full_are_offered():
    s = attacking(CARD, attacker(), rich(2, 4))
    assert s.labels() == ["Take 2 food and 3 resources", "Take 1 food and 4 resources"]
    s.choose("Take 1 food and 4 resources")
    assert goods(s, 1) == (1, 0) and goods(s, 0) == (1, 4)


def test_a_defender_with_exactly_five_has_one_split_taken_without_asking():
    s = attacking(CARD, attacker(), rich(3, 2))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s, 1) == (0, 0)
    assert goods(s, 0) == (3, 2)


def test_a_poor_defender_loses_everything_it_has():
    s = attacking(CARD, attacker(), rich(1, 2))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s, 1) == (0, 0)
    assert goods(s, 0) == (1, 2)


def test_a_defender_with_nothing_loses_nothing_and_the_attacker_gains_nothing():
    s = attacking(CARD, attacker(), rich(0, 0))
    assert s.decision().kind == "turn"
    assert goods(s, 0) == (0, 0)
    assert not s.events("gain") and not s.events("lose")
    assert s.state.military_discards["II"] == ["II:Plunder#1"]


def test_a_defence_that_beats_the_attack_makes_it_fail():
    # attack 4 against 1: a +4 bonus card (Age II) makes 5
    s = attacking(CARD, attacker(), rich(6, 6, hand=[BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1", "defend")
    assert goods(s, 1) == (6, 6)
    assert goods(s, 0) == (0, 0)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["II"] == [f"{BONUS['II']}#1", "II:Plunder#1"]
    assert s.actions_left(0) == (4, 1)


def test_a_defender_whose_cards_cannot_reach_the_attack_is_not_asked():
    # attack 4 against 1: one +2 bonus card makes 3 at most
    s = attacking(CARD, attacker(), rich(0, 6, hand=[BONUS["I"]]))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s, 1) == (0, 1) and goods(s, 0) == (0, 5)
    assert s.player(1).military_hand == [f"{BONUS['I']}#1"]
