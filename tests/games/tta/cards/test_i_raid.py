from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "I:Raid"
NO_AGE_A_BUILDINGS = {"A:Agriculture": 0, "A:Bronze": 0, "A:Philosophy": 0, "A:Religion": 0}


def only(techs: dict) -> dict:
    """Workers on these technologies, none on the Age A buildings."""
    return {**NO_AGE_A_BUILDINGS, **techs}


def workers(s, seat, tech):
    return s.player(seat).workers.get(tech, 0)


def test_the_attacker_chooses_a_building_of_age_i_or_older_and_produces_half_its_cost():
    s = attacking(CARD, attacker(), defender(**{"I:Iron": 1, "II:Coal": 1, "I:Swordsmen": 1}))
    assert s.decision().kind == "cards" and s.decision().seat == 0
    # no units (Warriors, Swordsmen), no Age II building (Coal), no empty card (Religion)
    assert s.labels() == ["Agriculture", "Bronze", "Philosophy", "Iron"]
    s.choose("I:Iron")
    assert workers(s, 1, "I:Iron#1") == 0
    assert s.player(1).pool == 1  # the worker goes back to the unused workers
    assert workers(s, 1, "II:Coal#1") == 1 and workers(s, 1, "I:Swordsmen#1") == 1
    assert workers(s, 1, "A:Bronze#p1") == 2
    assert s.resources(0) == 3  # Iron costs 5: half is 2.5, rounded up
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == ["I:Raid#1"]
    assert s.actions_left(0) == (4, 1)  # Raid costs 1 of Despotism's 2 military actions


def test_an_urban_building_may_be_chosen():
    s = attacking(CARD, attacker(), defender())
    assert s.labels() == ["Agriculture", "Bronze", "Philosophy"]
    s.choose("A:Philosophy")
    assert workers(s, 1, "A:Philosophy#p1") == 0
    assert workers(s, 1, "A:Agriculture#p1") == 2 and workers(s, 1, "A:Bronze#p1") == 2
    assert s.player(1).pool == 1
    assert s.resources(0) == 2  # Philosophy costs 3


def test_one_worker_of_a_card_is_one_building():
    s = attacking(CARD, attacker(), defender())
    s.choose("A:Agriculture")
    assert workers(s, 1, "A:Agriculture#p1") == 1
    assert s.resources(0) == 1  # Agriculture costs 2


def test_a_single_building_is_destroyed_without_asking():
    s = attacking(CARD, attacker(), defender(**only({"A:Religion": 1, "II:Coal": 1})))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert workers(s, 1, "A:Religion#p1") == 0
    assert workers(s, 1, "II:Coal#1") == 1
    assert s.player(1).pool == 1
    assert s.resources(0) == 2  # Religion costs 3


def test_without_a_building_of_age_i_or_older_nothing_is_destroyed_or_produced():
    s = attacking(CARD, attacker(), defender(warriors=2, **only({"II:Coal": 1})))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert workers(s, 1, "II:Coal#1") == 1 and workers(s, 1, "A:Warriors#p1") == 2
    assert s.player(1).pool == 0
    assert s.resources(0) == 0
    assert not s.events("destroy") and not s.events("gain")
    assert s.state.military_discards["I"] == ["I:Raid#1"]
    assert s.actions_left(0) == (4, 1)


def test_a_defence_that_matches_the_attack_makes_it_fail():
    # attack 4 against 1: two +2 bonus cards make 5
    s = attacking(CARD, attacker(), defender(**{"I:Iron": 1}, hand=[BONUS["I"], BONUS["I"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['I']}#1", f"b:{BONUS['I']}#2", "defend")
    assert workers(s, 1, "I:Iron#1") == 1 and workers(s, 1, "A:Bronze#p1") == 2
    assert s.player(1).pool == 0
    assert s.resources(0) == 0
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["I"] == [f"{BONUS['I']}#1", f"{BONUS['I']}#2", "I:Raid#1"]
    assert s.actions_left(0) == (4, 1)
