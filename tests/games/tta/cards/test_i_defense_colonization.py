"""Defense / Colonization (Age I military bonus card): printed facts only (cards/plain.py).

Defense +2, colonization +1: a one-use card discarded when used.

Rulings: in the peaceful game there are no aggressions, so only the colonization value (the
lower one) is ever used: played along with at least one unit when colonizing, then discarded
to the military discard pile of its age. It is neither an event nor a tactic.

In the full game it also defends against an aggression (`aggressions.py`): played face up by
the defender for its defence value (discarded face down, like any military card, it adds 1
only), within the defender's limit of cards (its total military actions); a defence equal to
the attack makes the aggression fail; the card is discarded after use.
"""

import pytest

from .plain_helpers import game
from .shared_aggressions import attacker, attacking, defender
from .shared_territories import BONUS_CARD, BonusCard

CARD = "I:Defense / Colonization"
DEFENSE_COLONIZATION = BonusCard(CARD, "I", colonization=1, defense=2)


@pytest.mark.parametrize("check", BONUS_CARD)
def test_defense_colonization(check):
    check(DEFENSE_COLONIZATION)


def test_not_an_event_nor_a_tactic():
    s = game([{"military_hand": [CARD]}, {}], age="I")
    assert not s.can("event", card=CARD)
    assert not s.can("tactic", card=CARD)


# -- the defence value, against an aggression (the full game) ---------------------------------------
# Seat 0 attacks seat 1 (one Warriors: strength 1) with Spy (the defender loses 5 science);
# seat 0's strength is its number of Warriors.

DEFENSE = 2  # printed defence value
SPY = "II:Spy"
OTHER = "I:Raid"  # any other military card, to discard face down
COPIES = [f"{CARD}#{n}" for n in (1, 2, 3)]


def spied(warriors: int, hand: list[str], **more):
    return attacking(SPY, attacker(warriors), defender(1, hand, science=8, **more), age="II")


def discarded(s) -> list[str]:
    """The military discard piles but the Spy played."""
    return [c for pile in s.state.military_discards.values() for c in pile if not c.startswith(SPY)]


def options(s) -> set[str]:
    return {a["option"] for a in s.actions("choose")}


def test_its_defence_value_counts_and_a_tie_favours_the_defender():
    s = spied(1 + DEFENSE, [CARD])
    assert s.decision().seat == 1
    assert options(s) == {"yield", f"b:{COPIES[0]}", f"d:{COPIES[0]}"}  # 1 < 1 + DEFENSE
    s.choose(f"b:{COPIES[0]}")
    assert options(s) == {"defend", "yield"}  # 1 + DEFENSE: equal to the attack
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(0).science == 0  # the aggression failed
    assert s.player(1).military_hand == []
    assert discarded(s) == [COPIES[0]]  # discarded after use, to its age's pile:
    assert COPIES[0] in s.state.military_discards["I"]
    (defence,) = s.events("defence")
    assert defence["args"] == {
        "player": 1,
        "cards": [CARD],
        "copies": [COPIES[0]],
        "discarded": 0,
        "strength": 1 + DEFENSE,
    }
    assert len(s.events("aggression_failed")) == 1 and s.events("aggression_succeeded") == []
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_one_short_it_cannot_defend_and_yielding_discards_nothing():
    s = spied(2 + DEFENSE, [CARD, OTHER])  # asked: the card and a discard reach 2 + DEFENSE
    s.choose(f"b:{COPIES[0]}")
    assert options(s) == {"yield", f"d:{OTHER}#1"}  # 1 + DEFENSE < 2 + DEFENSE: no "defend"
    s.choose("yield")
    assert s.player(1).science == 3 and s.player(0).science == 5  # the aggression succeeded
    assert s.player(1).military_hand == [COPIES[0], f"{OTHER}#1"]  # nothing discarded
    assert discarded(s) == []
    assert len(s.events("no_defence")) == 1 and s.events("defence") == []


def test_a_card_discarded_face_down_adds_one():
    s = spied(2 + DEFENSE, [CARD, OTHER])
    s.choose(f"b:{COPIES[0]}", f"d:{OTHER}#1")
    assert "defend" in options(s)
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(0).science == 0
    assert s.player(1).military_hand == []
    assert sorted(discarded(s)) == sorted([COPIES[0], f"{OTHER}#1"])
    (defence,) = s.events("defence")
    assert defence["args"] == {
        "player": 1,
        "cards": [CARD],
        "copies": [COPIES[0]],
        "discarded": 1,
        "strength": 2 + DEFENSE,
    }


def test_discarded_face_down_it_adds_one_not_its_defence_value():
    s = spied(3, [CARD, OTHER])  # attack 3: the card played face up would reach 1 + DEFENSE
    s.choose(f"d:{COPIES[0]}")
    assert options(s) == {"yield", f"d:{OTHER}#1"}  # 1 + 1 < 3; playing it face up is no longer offered
    s.choose(f"d:{OTHER}#1")
    assert options(s) == {"defend", "yield"}  # 1 + 1 + 1 = 3
    s.choose("defend")
    assert s.player(1).science == 8
    (defence,) = s.events("defence")
    assert defence["args"] == {"player": 1, "cards": [], "copies": [], "discarded": 2, "strength": 3}


def test_at_most_as_many_cards_as_the_defenders_military_actions():
    s = spied(1 + 2 * DEFENSE, [CARD, CARD, CARD])  # Despotism: 2 military actions
    s.choose(f"b:{COPIES[0]}")
    assert options(s) == {"yield", f"b:{COPIES[1]}", f"d:{COPIES[1]}", f"b:{COPIES[2]}", f"d:{COPIES[2]}"}
    s.choose(f"b:{COPIES[1]}")
    assert options(s) == {"defend", "yield"}  # two cards chosen: no third one
    s.choose("defend")
    assert s.player(1).science == 8
    assert s.player(1).military_hand == [COPIES[2]]  # the third one stays
    assert discarded(s) == COPIES[:2]


def test_a_defender_who_cannot_reach_the_attack_is_not_asked():
    s = spied(2 + DEFENSE, [CARD])  # 1 + DEFENSE at best
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(1).science == 3 and s.player(0).science == 5
    assert s.player(1).military_hand == [COPIES[0]]
    assert s.events("no_defence") == [] and len(s.events("aggression_succeeded")) == 1


def test_not_asked_when_its_best_cards_within_the_limit_fall_short():
    # two cards under Despotism: 1 + 2 * DEFENSE < 2 + 2 * DEFENSE, the third card does not count
    s = spied(2 + 2 * DEFENSE, [CARD, CARD, CARD])
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(1).science == 3
    assert len(s.player(1).military_hand) == 3


def test_with_three_military_actions_three_cards_may_defend():
    s = spied(2 + 2 * DEFENSE, [CARD, CARD, CARD], government="I:Monarchy")
    assert s.decision().seat == 1
    s.choose(*(f"b:{c}" for c in COPIES))
    assert options(s) == {"defend", "yield"}
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(1).military_hand == []
    (defence,) = s.events("defence")
    assert defence["args"]["strength"] == 1 + 3 * DEFENSE
