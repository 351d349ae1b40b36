"""Plunder (Age III aggression): as the Age I card (`i_plunder`), taking a total of 7 food and
resources from the defender, split as the attacker chooses (asked only when there is a choice),
all it has if less; the attacker gains exactly what was lost."""

from .shared_aggressions import BONUS, attacker, attacking

CARD = "III:Plunder"


def stocked(food: int, resources: int, **more) -> dict:
    """A defender with `food` on Agriculture and `resources` on Bronze (one token each)."""
    technologies = {
        "A:Agriculture": {"workers": 2, "stored": food},
        "A:Bronze": {"workers": 2, "stored": resources},
        "A:Philosophy": {"workers": 1},
        "A:Warriors": {"workers": 1},
    }
    return {"technologies": technologies, **more}


def goods(s) -> tuple[int, int, int, int]:
    return s.food(0), s.resources(0), s.food(1), s.resources(1)


def test_the_attacker_chooses_how_the_seven_split():
    s = attacking(CARD, attacker(), stocked(5, 4), age="III")
    assert s.decision().seat == 0
    assert s.labels() == [
        "Take 5 food and 2 resources",
        "Take 4 food and 3 resources",
        "Take 3 food and 4 resources",
    ]
    s.choose("Take 3 food and 4 resources")
    assert goods(s) == (3, 4, 2, 0)
    assert s.actions_left(0) == (4, 1)  # 1 military action
    assert s.state.military_discards["III"] == [f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_seven_of_one_kind():
    s = attacking(CARD, attacker(), stocked(9, 1), age="III")
    assert s.labels() == ["Take 7 food", "Take 6 food and 1 resource"]
    s.choose("Take 7 food")
    assert goods(s) == (7, 0, 2, 1)


def test_a_defender_with_less_loses_all_it_has_without_a_choice():
    s = attacking(CARD, attacker(), stocked(2, 3), age="III")
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert goods(s) == (2, 3, 0, 0)


def test_a_defender_with_exactly_seven_of_one_kind_leaves_no_choice():
    s = attacking(CARD, attacker(), stocked(0, 7), age="III")
    assert s.decision().kind == "turn"
    assert goods(s) == (0, 7, 0, 0)


def test_a_defence_that_matches_the_attack_makes_it_fail():
    # attack 4 against 1: +2 (Age I) and a card discarded face down bring the defence to 4
    s = attacking(CARD, attacker(), stocked(5, 4, military_hand=[BONUS["I"], "II:Spy"]), age="III")
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['I']}#1", "d:II:Spy#1", "defend")
    assert goods(s) == (0, 0, 5, 4)
    assert s.player(1).military_hand == []
    assert s.decision().kind == "turn" and s.decision().seat == 0
