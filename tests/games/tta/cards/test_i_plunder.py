from .shared_aggressions import BONUS, attacker, attacking, goods, rich

CARD = "I:Plunder"


def test_the_attacker_chooses_the_split_of_three_and_gains_what_was_taken():
    s = attacking(CARD, attacker(), rich(4, 4))
    assert s.decision().kind == "option" and s.decision().seat == 0
    assert s.labels() == [
        "Take 3 food",
        "Take 2 food and 1 resource",
        "Take 1 food and 2 resources",
        "Take 3 resources",
    ]
    s.choose("Take 1 food and 2 resources")
    assert goods(s, 1) == (3, 2)
    assert goods(s, 0) == (1, 2)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == ["I:Plunder#1"]
    assert s.actions_left(0) == (4, 1)  # Plunder costs 1 of Despotism's 2 military actions


def test_all_food_or_all_resources():
    s = attacking(CARD, attacker(), rich(4, 4))
    s.choose("Take 3 food")
    assert goods(s, 1) == (1, 4) and goods(s, 0) == (3, 0)
    s = attacking(CARD, attacker(), rich(4, 4))
    s.choose("Take 3 resources")
    assert goods(s, 1) == (4, 1) and goods(s, 0) == (0, 3)


def test_only_splits_the_defender_can_pay_in_full_are_offered():
    s = attacking(CARD, attacker(), rich(5, 1))
    assert s.labels() == ["Take 3 food", "Take 2 food and 1 resource"]
    s.choose("Take 2 food and 1 resource")
    assert goods(s, 1) == (3, 0) and goods(s, 0) == (2, 1)


def test_a_single_feasible_split_is_taken_without_asking():
    s = attacking(CARD, attacker(), rich(0, 6))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s, 1) == (0, 3) and goods(s, 0) == (0, 3)


def test_a_poor_defender_loses_everything_it_has_without_asking():
    s = attacking(CARD, attacker(), rich(1, 1))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s, 1) == (0, 0)
    assert goods(s, 0) == (1, 1)


def test_a_defender_with_nothing_loses_nothing_and_the_attacker_gains_nothing():
    s = attacking(CARD, attacker(), rich(0, 0))
    assert s.decision().kind == "turn"
    assert goods(s, 0) == (0, 0)
    assert not s.events("gain") and not s.events("lose")
    assert s.state.military_discards["I"] == ["I:Plunder#1"]


def test_food_worth_two_a_token_is_split_with_change():
    d = rich(0, 0, **{"I:Irrigation": 0})
    d["technologies"]["I:Irrigation"]["stored"] = 2  # 4 food
    s = attacking(CARD, attacker(), d)
    assert s.decision().kind == "turn"  # no resources: 3 food is the only split
    assert goods(s, 1) == (1, 0)
    assert goods(s, 0) == (3, 0)


def test_the_attacker_gains_only_what_its_blue_bank_holds():
    s = attacking(CARD, attacker(blue_bank=1), rich(4, 4))
    s.choose("Take 3 resources")
    assert goods(s, 1) == (4, 1)
    assert goods(s, 0) == (0, 1)


def test_a_defence_that_beats_the_attack_makes_it_fail():
    # attack 4 against 1: a +4 bonus card (Age II) makes 5
    s = attacking(CARD, attacker(), rich(4, 4, hand=[BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1", "defend")
    assert goods(s, 1) == (4, 4)
    assert goods(s, 0) == (0, 0)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards == {"I": ["I:Plunder#1"], "II": [f"{BONUS['II']}#1"]}
    assert s.actions_left(0) == (4, 1)
