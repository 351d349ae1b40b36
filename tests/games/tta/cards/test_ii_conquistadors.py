"""Conquistadors (Age II tactic): printed facts only (cards/plain.py).

Each army of 1 infantry + 2 cavalry adds 5 strength (3 if outdated:
a unit in it two or more levels below Age II).

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

import pytest

from .shared_tactics import TACTIC, Tactic, only_one_tactic_played_or_copied_per_round, strength_in_play

CARD = "II:Conquistadors"
# one army: its units' strength, then with the tactic
CONQUISTADORS = Tactic(CARD, "II", army={"I:Swordsmen": 1, "I:Knights": 2}, strength=(6, 11))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"I:Swordsmen": 2, "I:Knights": 4}, 12 + 2 * 5),
    "no_complete_army_no_bonus": ({"I:Knights": 2}, 4),
    # Warriors is two or more levels below Age II
    "an_army_with_a_unit_two_levels_below_is_outdated_worth_3": ({"A:Warriors": 1, "I:Knights": 2}, 5 + 3),
    "up_to_date_and_outdated_armies_together": (
        {"A:Warriors": 1, "I:Swordsmen": 1, "I:Knights": 4},
        11 + 5 + 3,
    ),
}


@pytest.mark.parametrize("check", TACTIC)
def test_conquistadors(check):
    check(CONQUISTADORS)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        CONQUISTADORS, other="II:Classic Army", common="I:Fighting Band"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(CONQUISTADORS, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"I:Swordsmen": 2, "I:Knights": 4, "III:Air Forces": 1}
    assert strength_in_play(CONQUISTADORS, workers, age="III") == 12 + 5 + 3 * 5
