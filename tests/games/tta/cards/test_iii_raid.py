"""Raid (Age III aggression): as the Age I card (`i_raid`), destroying one of the defender's
buildings of Age II or older, then one of Age III or older (the attacker's choice, asked only
when there is one); the attacker produces resources equal to half their printed costs together,
rounded up."""

from epocha.games.tta.scenario import Scenario

from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "III:Raid"
EMPTY = {"A:Agriculture": 0, "A:Bronze": 0, "A:Philosophy": 0}  # no worker on the starting buildings


def raided(*, hand=(), **buildings):
    """Seat 0 (Monarchy: Raid costs 3 military actions) raids a defender with these buildings
    (one worker each) and only Warriors on its starting cards."""
    defend = defender(hand=list(hand), **{**EMPTY, **buildings})
    return attacking(CARD, attacker(government="I:Monarchy"), defend, age="III")


def test_one_building_of_age_ii_or_older_then_one_of_age_iii_or_older():
    s = raided(**{"III:Computers": 1, "II:Coal": 1})  # costs 11 and 8
    # nothing to choose: Coal is the only one of Age II or older, then Computers is left
    assert s.decision().kind == "turn" and s.decision().seat == 0
    q = s.player(1)
    assert "III:Computers#1" not in q.workers and "II:Coal#1" not in q.workers
    assert q.pool == 2  # the two workers are unused
    assert s.resources(0) == 10  # (11 + 8) / 2 = 9.5, rounded up
    assert s.actions_left(0) == (5, 0)  # Monarchy's 3 military actions
    assert s.state.military_discards["III"] == [f"{CARD}#1"]


def test_the_older_building_is_chosen_first_among_those_it_allows():
    s = raided(**{"III:Computers": 1, "II:Coal": 1, "I:Iron": 1})
    assert s.decision().seat == 0
    assert s.labels() == ["Coal", "Iron"]  # Age II or older: not Computers
    s.choose("II:Coal")
    assert s.labels() == ["Computers", "Iron"]  # Age III or older
    s.choose("III:Computers")
    q = s.player(1)
    assert q.workers.get("I:Iron#1") == 1
    assert q.pool == 2
    assert s.resources(0) == 10


def test_two_of_age_ii_or_older():
    s = raided(**{"I:Iron": 1, "II:Coal": 1})  # costs 5 and 8, either one first
    assert s.labels() == ["Iron", "Coal"]
    s.choose("I:Iron")
    assert s.decision().kind == "turn"  # Coal is the only one left
    assert s.resources(0) == 7  # 13 / 2 rounded up
    assert s.player(1).pool == 2


def test_only_age_iii_buildings_one_is_destroyed():
    s = raided(**{"III:Computers": 1, "III:Oil": 1})
    assert s.labels() == ["Computers", "Oil"]
    s.choose("III:Oil")
    q = s.player(1)
    assert q.workers.get("III:Computers#1") == 1 and "III:Oil#1" not in q.workers
    assert s.resources(0) == 6  # 11 / 2 rounded up
    assert q.pool == 1


def test_both_buildings_may_be_on_the_same_card():
    s = raided(**{"II:Coal": 3})  # three buildings on one card: no choice
    q = s.player(1)
    assert q.workers.get("II:Coal#1") == 1  # two destroyed
    assert q.pool == 2
    assert s.resources(0) == 8  # (8 + 8) / 2


def test_units_are_not_buildings():
    s = raided()  # only Warriors
    assert s.player(1).workers == {"A:Warriors#p1": 1}
    assert s.resources(0) == 0
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defence_that_matches_the_attack_makes_it_fail():
    s = raided(hand=[BONUS["II"]], **{"III:Computers": 1, "II:Coal": 1})
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1", "defend")
    q = s.player(1)
    assert q.workers.get("III:Computers#1") == 1 and q.workers.get("II:Coal#1") == 1
    assert q.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (5, 0)  # spent all the same


def test_it_costs_three_military_actions():
    def position(government: str) -> Scenario:
        seat0 = attacker(hand=[CARD], government=government)
        return Scenario(players=[seat0, defender(**{"II:Coal": 1})], peaceful=False, age="III")

    assert not position("A:Despotism").can("aggression", card=CARD)  # 2 military actions
    assert position("I:Monarchy").can("aggression", card=CARD, rival=1)  # 3
