from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "I:Enslave"
NO_BUILDING_WORKERS = {"A:Agriculture": 0, "A:Bronze": 0, "A:Philosophy": 0}


def test_an_unused_worker_is_lost_first_and_the_attacker_gains_two_food_and_two_resources():
    s = attacking(CARD, attacker(), defender(unused_workers=1))
    assert s.player(1).pool == 0
    assert s.player(1).yellow == 19  # 18 with seven workers, one back
    assert s.player(1).workers == {
        "A:Agriculture#p1": 2,
        "A:Bronze#p1": 2,
        "A:Philosophy#p1": 1,
        "A:Warriors#p1": 1,
    }
    assert (s.food(0), s.resources(0)) == (2, 2)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == ["I:Enslave#1"]
    assert s.actions_left(0) == (4, 0)  # Enslave costs 2 military actions (of Despotism's 2)


def test_only_one_unused_worker_is_lost_when_there_are_several():
    s = attacking(CARD, attacker(), defender(unused_workers=3))
    assert s.player(1).pool == 2
    assert (s.food(0), s.resources(0)) == (2, 2)


def test_without_unused_workers_the_defender_chooses_a_building_worker():
    s = attacking(CARD, attacker(), defender())
    assert s.decision().kind == "cards" and s.decision().seat == 1
    assert s.labels() == ["Agriculture", "Bronze", "Philosophy", "Warriors"]  # Religion has none
    s.choose("A:Bronze")
    assert s.player(1).workers == {
        "A:Agriculture#p1": 2,
        "A:Bronze#p1": 1,
        "A:Philosophy#p1": 1,
        "A:Warriors#p1": 1,
    }
    assert s.player(1).pool == 0
    assert s.player(1).yellow == 19
    assert (s.food(0), s.resources(0)) == (2, 2)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == ["I:Enslave#1"]


def test_the_defender_may_give_up_a_unit_worker():
    s = attacking(CARD, attacker(), defender(warriors=2))
    s.choose("A:Warriors")
    assert s.player(1).workers["A:Warriors#p1"] == 1
    assert s.player(1).workers["A:Bronze#p1"] == 2
    assert (s.food(0), s.resources(0)) == (2, 2)


def test_the_attacker_gains_nothing_when_the_defender_has_no_worker_to_lose():
    s = attacking(CARD, attacker(), defender(warriors=0, **NO_BUILDING_WORKERS))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(1).yellow == 18
    assert (s.food(0), s.resources(0)) == (0, 0)
    assert not s.events("gain")
    assert s.state.military_discards["I"] == ["I:Enslave#1"]
    assert s.actions_left(0) == (4, 0)


def test_a_defence_that_equals_the_attack_makes_it_fail():
    # attack 4 against 1: a +2 bonus card and a card discarded face down (+1) make 4, a tie
    s = attacking(CARD, attacker(), defender(unused_workers=1, hand=[BONUS["I"], BONUS["I"]]))
    assert s.decision().seat == 1
    assert not any(label.startswith("Defend") for label in s.labels())
    s.choose(f"b:{BONUS['I']}#1")
    assert not any(label.startswith("Defend") for label in s.labels())  # 3 against 4
    s.choose(f"d:{BONUS['I']}#2")
    assert "Defend: strength 4 against 4" in s.labels()
    s.choose("defend")
    assert s.player(1).pool == 1
    assert s.player(1).military_hand == []
    assert (s.food(0), s.resources(0)) == (0, 0)
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == [f"{BONUS['I']}#1", f"{BONUS['I']}#2", "I:Enslave#1"]
    assert s.actions_left(0) == (4, 0)


def test_a_defender_who_yields_loses_the_worker():
    s = attacking(CARD, attacker(), defender(unused_workers=1, hand=[BONUS["II"]]))
    s.choose("yield")
    assert s.player(1).pool == 0
    assert s.player(1).military_hand == [f"{BONUS['II']}#1"]
    assert (s.food(0), s.resources(0)) == (2, 2)
