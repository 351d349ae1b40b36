"""Annex (Age II aggression): the attacker takes one of the defender's colonies, with its
lasting effect and bank tokens, not its one-time gains (see the card's rulings)."""

from .shared_aggressions import BONUS, attacker, attacking, defender

CARD = "II:Annex"
DEVELOPED = "I:Developed Territory"  # lasting +1 blue, +1 yellow token; at once 3 science
HISTORIC = "I:Historic Territory"  # lasting +1 happy face; at once 6 culture
STRATEGIC = "I:Strategic Territory"  # lasting +2 strength; at once 3 military cards
VAST = "I:Vast Territory"  # lasting -1 blue, +3 yellow tokens; at once 3 food


def test_the_only_colony_moves_to_the_attacker_with_its_lasting_effect():
    s = attacking(CARD, attacker(), defender(colonies=[HISTORIC]))
    # nothing to choose: the attacker's turn goes on
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(0).colonies == [f"{HISTORIC}#1"] and s.player(1).colonies == []
    assert s.ratings(0).happy == 1 and s.ratings(1).happy == 0
    assert s.player(0).culture == 0  # its 6 culture are not gained again
    assert s.actions_left(0) == (4, 0)  # Despotism's 2 military actions paid
    assert s.state.military_discards["II"] == [f"{CARD}#1"]
    (taken,) = s.events("colony_taken")
    assert taken["args"] == {"player": 0, "rival": 1, "card": HISTORIC, "why": CARD}


def test_the_bank_tokens_move_with_the_colony_and_its_one_time_gains_are_not_repeated():
    s = attacking(CARD, attacker(), defender(colonies=[DEVELOPED]))
    p, q = s.player(0), s.player(1)
    assert (p.blue, p.yellow, q.blue, q.yellow) == (17, 17, 16, 18)
    assert p.science == 0  # not the 3 science of colonizing it


def test_a_negative_token_moves_too():
    before = attacking("II:Spy", attacker(), defender(colonies=[VAST], science=0))  # the same boards
    blue0, yellow0 = before.player(0).blue, before.player(0).yellow
    blue1, yellow1 = before.player(1).blue, before.player(1).yellow
    s = attacking(CARD, attacker(), defender(colonies=[VAST]))
    p, q = s.player(0), s.player(1)
    assert (p.blue, p.yellow) == (blue0 - 1, yellow0 + 3)
    assert (q.blue, q.yellow) == (blue1 + 1, yellow1 - 3)
    assert s.food(0) == 0  # not the 3 food of colonizing it


def test_a_strength_colony_changes_both_strengths_and_deals_no_military_cards():
    s = attacking(CARD, attacker(), defender(colonies=[STRATEGIC]))
    assert s.ratings(0).strength == 4 + 2 and s.ratings(1).strength == 1
    assert s.player(0).military_hand == []  # no 3 military cards


def test_with_several_colonies_the_attacker_chooses():
    s = attacking(CARD, attacker(), defender(colonies=[DEVELOPED, HISTORIC]))
    assert s.decision().seat == 0
    assert s.labels() == ["Developed Territory", "Historic Territory"]
    s.choose(HISTORIC)
    assert s.player(0).colonies == [f"{HISTORIC}#1"]
    assert s.player(1).colonies == [f"{DEVELOPED}#1"]
    assert s.ratings(0).happy == 1 and s.ratings(1).happy == 0
    assert (s.player(1).blue, s.player(1).yellow) == (17, 19)  # Developed Territory's tokens stay
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defender_without_colonies_loses_nothing():
    s = attacking(CARD, attacker(), defender())
    p, q = s.player(0), s.player(1)
    assert p.colonies == [] and q.colonies == []
    assert (p.blue, p.yellow, q.blue, q.yellow) == (16, 16, 16, 18)
    assert s.events("colony_taken") == []
    assert len(s.events("aggression_succeeded")) == 1
    assert s.state.military_discards["II"] == [f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_a_defence_that_matches_the_attack_keeps_the_colony():
    # attack 4 against 1: a +4 bonus card (Age II) brings the defence to 5
    s = attacking(CARD, attacker(), defender(colonies=[DEVELOPED, HISTORIC], hand=[BONUS["II"]]))
    assert s.decision().seat == 1
    s.choose(f"b:{BONUS['II']}#1", "defend")
    assert s.player(1).colonies == [f"{DEVELOPED}#1", f"{HISTORIC}#1"]
    assert s.player(0).colonies == []
    assert (s.player(0).blue, s.player(0).yellow) == (16, 16)
    assert s.events("colony_taken") == []
    assert s.actions_left(0) == (4, 0)  # the military actions stay spent
    assert s.state.military_discards["II"] == [f"{BONUS['II']}#1", f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0
