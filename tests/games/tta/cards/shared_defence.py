"""The defence role of the three Defense / Colonization cards against an aggression (the full
game; `aggressions.py`): each card's test module runs every check with its card (`DEFENCE`)."""

from __future__ import annotations

from .shared_aggressions import attacker, attacking, defender
from .shared_territories import BonusCard, behaviours


def copies(b: BonusCard) -> list[str]:
    return [f"{b.card}#{n}" for n in (1, 2, 3)]


# Seat 0 attacks seat 1 (one Warriors: strength 1) with Spy (the defender loses 5 science);
# seat 0's strength is its number of Warriors. In each check `value` is the card's printed
# defence value, `mine` its copies.

SPY = "II:Spy"
OTHER = "I:Raid"  # any other military card, to discard face down


def spied(warriors: int, hand: list[str], **more):
    return attacking(SPY, attacker(warriors), defender(1, hand, science=8, **more), age="II")


def discarded(s) -> list[str]:
    """The military discard piles but the Spy played."""
    return [c for pile in s.state.military_discards.values() for c in pile if not c.startswith(SPY)]


def options(s) -> set[str]:
    return {a["option"] for a in s.actions("choose")}


def its_defence_value_counts_and_a_tie_favours_the_defender(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(1 + value, [card])
    assert s.decision().seat == 1
    assert options(s) == {"yield", f"b:{mine[0]}", f"d:{mine[0]}"}  # 1 < 1 + value
    s.choose(f"b:{mine[0]}")
    assert options(s) == {"defend", "yield"}  # 1 + value: equal to the attack
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(0).science == 0  # the aggression failed
    assert s.player(1).military_hand == []
    assert discarded(s) == [mine[0]]  # discarded after use, to its age's pile:
    assert mine[0] in s.state.military_discards[b.age]
    (defence,) = s.events("defence")
    assert defence["args"] == {
        "player": 1,
        "cards": [card],
        "copies": [mine[0]],
        "discarded": 0,
        "strength": 1 + value,
    }
    assert len(s.events("aggression_failed")) == 1 and s.events("aggression_succeeded") == []
    assert s.decision().kind == "turn" and s.decision().seat == 0


def one_short_it_cannot_defend_and_yielding_discards_nothing(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(2 + value, [card, OTHER])  # asked: the card and a discard reach 2 + value
    s.choose(f"b:{mine[0]}")
    assert options(s) == {"yield", f"d:{OTHER}#1"}  # 1 + value < 2 + value: no "defend"
    s.choose("yield")
    assert s.player(1).science == 3 and s.player(0).science == 5  # the aggression succeeded
    assert s.player(1).military_hand == [mine[0], f"{OTHER}#1"]  # nothing discarded
    assert discarded(s) == []
    assert len(s.events("no_defence")) == 1 and s.events("defence") == []


def a_card_discarded_face_down_adds_one(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(2 + value, [card, OTHER])
    s.choose(f"b:{mine[0]}", f"d:{OTHER}#1")
    assert "defend" in options(s)
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(0).science == 0
    assert s.player(1).military_hand == []
    assert sorted(discarded(s)) == sorted([mine[0], f"{OTHER}#1"])
    (defence,) = s.events("defence")
    assert defence["args"] == {
        "player": 1,
        "cards": [card],
        "copies": [mine[0]],
        "discarded": 1,
        "strength": 2 + value,
    }


def discarded_face_down_it_adds_one_not_its_defence_value(b: BonusCard) -> None:
    card, mine = b.card, copies(b)
    s = spied(3, [card, OTHER])  # attack 3: played face up, the card alone would reach it
    s.choose(f"d:{mine[0]}")
    assert options(s) == {"yield", f"d:{OTHER}#1"}  # 1 + 1 < 3; playing it face up is no longer offered
    s.choose(f"d:{OTHER}#1")
    assert options(s) == {"defend", "yield"}  # 1 + 1 + 1 = 3
    s.choose("defend")
    assert s.player(1).science == 8
    (defence,) = s.events("defence")
    assert defence["args"] == {"player": 1, "cards": [], "copies": [], "discarded": 2, "strength": 3}


def at_most_as_many_cards_as_the_defenders_military_actions(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(1 + 2 * value, [card, card, card])  # Despotism: 2 military actions
    s.choose(f"b:{mine[0]}")
    assert options(s) == {"yield", f"b:{mine[1]}", f"d:{mine[1]}", f"b:{mine[2]}", f"d:{mine[2]}"}
    s.choose(f"b:{mine[1]}")
    assert options(s) == {"defend", "yield"}  # two cards chosen: no third one
    s.choose("defend")
    assert s.player(1).science == 8
    assert s.player(1).military_hand == [mine[2]]  # the third one stays
    assert discarded(s) == mine[:2]


def a_defender_who_cannot_reach_the_attack_is_not_asked(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(2 + value, [card])  # 1 + value at best
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(1).science == 3 and s.player(0).science == 5
    assert s.player(1).military_hand == [mine[0]]
    assert s.events("no_defence") == [] and len(s.events("aggression_succeeded")) == 1


def not_asked_when_its_best_cards_within_the_limit_fall_short(b: BonusCard) -> None:
    card, value = b.card, b.defense
    # two cards under Despotism: 1 + 2 * value < 2 + 2 * value, the third card does not count
    s = spied(2 + 2 * value, [card, card, card])
    assert s.decision().kind == "turn" and s.decision().seat == 0
    assert s.player(1).science == 3
    assert len(s.player(1).military_hand) == 3


def with_three_military_actions_three_cards_may_defend(b: BonusCard) -> None:
    card, value, mine = b.card, b.defense, copies(b)
    s = spied(2 + 2 * value, [card, card, card], government="I:Monarchy")
    assert s.decision().seat == 1
    s.choose(*(f"b:{c}" for c in mine))
    assert options(s) == {"defend", "yield"}
    s.choose("defend")
    assert s.player(1).science == 8 and s.player(1).military_hand == []
    (defence,) = s.events("defence")
    assert defence["args"]["strength"] == 1 + 3 * value


DEFENCE = behaviours(
    its_defence_value_counts_and_a_tie_favours_the_defender,
    one_short_it_cannot_defend_and_yielding_discards_nothing,
    a_card_discarded_face_down_adds_one,
    discarded_face_down_it_adds_one_not_its_defence_value,
    at_most_as_many_cards_as_the_defenders_military_actions,
    a_defender_who_cannot_reach_the_attack_is_not_asked,
    not_asked_when_its_best_cards_within_the_limit_fall_short,
    with_three_military_actions_three_cards_may_defend,
)
