from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "II:Raid"
NO_AGE_A_BUILDINGS = {"A:Agriculture": 0, "A:Bronze": 0, "A:Philosophy": 0, "A:Religion": 0}


def only(techs: dict) -> dict:
    """Workers on these technologies, none on the Age A buildings."""
    return {**NO_AGE_A_BUILDINGS, **techs}


def workers(s, seat, tech):
    return s.player(seat).workers.get(tech, 0)


def test_a_building_of_age_i_or_older_then_one_of_age_ii_or_older_halved_together():
    s = attacking(CARD, attacker(), defender(**{"I:Iron": 1, "II:Coal": 1, "I:Swordsmen": 1}))
    assert s.decision().kind == "cards" and s.decision().seat == 0
    assert s.labels() == ["Agriculture", "Bronze", "Philosophy", "Iron"]  # the Age I one first
    s.choose("I:Iron")
    assert s.decision().kind == "cards" and s.decision().seat == 0
    assert s.labels() == ["Agriculture", "Bronze", "Philosophy", "Coal"]  # units never
    s.choose("II:Coal")
    assert workers(s, 1, "I:Iron#1") == 0 and workers(s, 1, "II:Coal#1") == 0
    assert workers(s, 1, "I:Swordsmen#1") == 1 and workers(s, 1, "A:Bronze#p1") == 2
    assert s.player(1).pool == 2
    assert s.resources(0) == 7  # Iron 5 + Coal 8 = 13: half rounded up
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards["II"] == ["II:Raid#1"]
    assert s.actions_left(0) == (4, 0)  # Raid II costs Despotism's 2 military actions


def test_two_age_i_or_older_buildings_may_be_chosen():
    s = attacking(CARD, attacker(), defender(**{"II:Coal": 1}))
    s.choose("A:Philosophy", "A:Bronze")
    assert workers(s, 1, "A:Philosophy#p1") == 0 and workers(s, 1, "A:Bronze#p1") == 1
    assert workers(s, 1, "II:Coal#1") == 1
    assert s.player(1).pool == 2
    assert s.resources(0) == 3  # Philosophy 3 + Bronze 2 = 5: half rounded up


def test_single_options_are_destroyed_without_asking():
    s = attacking(CARD, attacker(), defender(**only({"A:Religion": 1, "II:Coal": 1})))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert workers(s, 1, "A:Religion#p1") == 0 and workers(s, 1, "II:Coal#1") == 0
    assert s.player(1).pool == 2
    assert s.resources(0) == 6  # Religion 3 + Coal 8 = 11: half rounded up


def test_two_workers_of_one_card_are_two_buildings():
    s = attacking(CARD, attacker(), defender(**only({"A:Religion": 2})))
    assert s.decision().kind == "turn"
    assert workers(s, 1, "A:Religion#p1") == 0
    assert s.player(1).pool == 2
    assert s.resources(0) == 3  # 3 + 3


def test_with_age_ii_buildings_only_one_of_them_is_destroyed():
    defend = defender(**only({"II:Coal": 1, "II:Selective Breeding": 1}))
    s = attacking(CARD, attacker(), defend)
    assert s.decision().kind == "cards" and s.decision().seat == 0
    assert s.labels() == ["Coal", "Selective Breeding"]
    s.choose("II:Selective Breeding")
    assert s.decision().kind == "turn"
    assert workers(s, 1, "II:Selective Breeding#1") == 0 and workers(s, 1, "II:Coal#1") == 1
    assert s.player(1).pool == 1
    assert s.resources(0) == 3  # Selective Breeding costs 6


def test_a_defender_with_one_building_loses_it():
    s = attacking(CARD, attacker(), defender(**only({"I:Irrigation": 1})))
    assert s.decision().kind == "turn"
    assert workers(s, 1, "I:Irrigation#1") == 0
    assert s.player(1).pool == 1
    assert s.resources(0) == 2  # Irrigation costs 4


def test_without_buildings_nothing_is_destroyed_or_produced():
    s = attacking(CARD, attacker(), defender(warriors=2, **NO_AGE_A_BUILDINGS))
    assert s.decision().kind == "turn"
    assert workers(s, 1, "A:Warriors#p1") == 2
    assert s.resources(0) == 0
    assert not s.events("destroy") and not s.events("gain")
    assert s.state.military_discards["II"] == ["II:Raid#1"]
    assert s.actions_left(0) == (4, 0)


def test_a_defence_that_matches_the_attack_makes_it_fail():
    # attack 4 against 1: a +2 bonus card and a card discarded face down (+1) make 4, a tie
    s = attacking(CARD, attacker(), defender(**{"II:Coal": 1}, hand=[BONUS["I"], BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['I']}#1", f"d:{BONUS['II']}#1", "defend")
    assert workers(s, 1, "II:Coal#1") == 1 and workers(s, 1, "A:Bronze#p1") == 2
    assert s.player(1).pool == 0
    assert s.resources(0) == 0
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.state.military_discards == {"I": [f"{BONUS['I']}#1"], "II": [f"{BONUS['II']}#1", "II:Raid#1"]}
    assert s.actions_left(0) == (4, 0)


def test_a_defender_who_yields_loses_the_buildings():
    s = attacking(CARD, attacker(), defender(**only({"A:Religion": 2}), hand=[BONUS["II"]]))
    s.choose("yield")
    assert workers(s, 1, "A:Religion#p1") == 0
    assert s.resources(0) == 3
    assert s.player(1).military_hand == [f"{BONUS['II']}#1"]
