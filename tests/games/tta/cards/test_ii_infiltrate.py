"""Infiltrate (Age II aggression): the defender's leader or unfinished wonder (the attacker's
choice) leaves the game; the attacker scores 3 culture per level of that card (see the
card's rulings)."""

from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "II:Infiltrate"
JOAN = "I:Joan of Arc"  # Age I leader: +1 culture (rating)
GREAT_WALL = "I:Great Wall"  # Age I wonder, 4 stages


def building(card: str = GREAT_WALL, stages: int = 2) -> dict:
    return {"card": card, "stages_built": stages}


def test_the_only_leader_leaves_with_its_lasting_effect_and_scores_3_per_level():
    s = attacking(CARD, attacker(), defender(leader=JOAN))
    assert s.decision().kind == "turn" and s.decision().seat == 0  # nothing to choose
    assert s.player(1).leader is None
    assert s.ratings(1).culture == 0  # Joan's +1 culture ended
    assert f"{JOAN}#1" in s.state.removed
    assert s.player(0).culture == 3  # Age I: 3
    assert s.actions_left(0) == (4, 0)
    assert s.state.military_discards["II"] == [f"{CARD}#1"]


def test_an_age_ii_leader_scores_6():
    s = attacking(CARD, attacker(), defender(leader="II:Napoleon Bonaparte"))
    assert s.player(1).leader is None
    assert s.player(0).culture == 6


def test_an_age_a_leader_scores_nothing():
    s = attacking(CARD, attacker(), defender(leader="A:Homer"))
    assert s.player(1).leader is None
    assert s.ratings(1).happy == 0  # Homer's +1 happy face ended
    assert s.player(0).culture == 0


def test_the_only_unfinished_wonder_leaves_and_its_stage_tokens_go_back_to_the_blue_bank():
    s = attacking(CARD, attacker(), defender(building=building(stages=2)))
    q = s.player(1)
    assert q.building is None and q.stages_built == 0
    assert q.blue == 16  # 14 + the 2 tokens that covered its stages
    assert q.wonders == []
    assert f"{GREAT_WALL}#1" in s.state.removed
    assert s.player(0).culture == 3
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_an_age_a_wonder_scores_nothing():
    s = attacking(CARD, attacker(), defender(building=building("A:Pyramids", 1)))
    assert s.player(1).building is None and s.player(1).blue == 16
    assert s.player(0).culture == 0


def test_with_both_the_attacker_chooses_the_wonder():
    s = attacking(CARD, attacker(), defender(leader=JOAN, building=building(stages=2)))
    assert s.decision().seat == 0
    assert s.labels() == ["Joan of Arc", "Great Wall"]
    assert s.player(1).blue == 14
    s.choose(GREAT_WALL)
    q = s.player(1)
    assert q.building is None and q.blue == 16
    assert q.leader == f"{JOAN}#1" and s.ratings(1).culture == 1  # the leader stays
    assert s.player(0).culture == 3


def test_with_both_the_attacker_chooses_the_leader():
    s = attacking(CARD, attacker(), defender(leader=JOAN, building=building(stages=2)))
    s.choose(JOAN)
    q = s.player(1)
    assert q.leader is None and s.ratings(1).culture == 0
    assert q.building == f"{GREAT_WALL}#1" and q.stages_built == 2 and q.blue == 14  # the wonder stays
    assert s.player(0).culture == 3


def test_a_completed_wonder_is_not_a_target():
    s = attacking(CARD, attacker(), defender(wonders=["A:Pyramids"]))
    assert s.player(1).wonders == ["A:Pyramids#1"]
    assert s.player(0).culture == 0
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defender_with_neither_loses_nothing_and_the_attacker_scores_nothing():
    s = attacking(CARD, attacker(), defender())
    assert s.player(0).culture == 0
    assert s.events("leader_removed") == [] and s.events("wonder_lost") == []
    assert len(s.events("aggression_succeeded")) == 1
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defence_that_matches_the_attack_makes_it_fail():
    s = attacking(CARD, attacker(), defender(leader=JOAN, building=building(stages=2), hand=[BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1", "defend")
    q = s.player(1)
    assert q.leader == f"{JOAN}#1" and q.building == f"{GREAT_WALL}#1" and q.blue == 14
    assert s.player(0).culture == 0
    assert len(s.events("aggression_failed")) == 1
    assert s.decision().kind == "turn" and s.decision().seat == 0
