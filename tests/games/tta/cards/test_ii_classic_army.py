"""Classic Army (Age II tactic): printed facts only (cards/plain.py).

Each army of 2 infantry + 2 cavalry adds 8 strength (4 if outdated:
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

CARD = "II:Classic Army"
# one army: its units' strength, then with the tactic
CLASSIC_ARMY = Tactic(CARD, "II", army={"I:Swordsmen": 2, "I:Knights": 2}, strength=(8, 16))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"I:Swordsmen": 4, "I:Knights": 4}, 16 + 2 * 8),
    "no_complete_army_no_bonus": ({"I:Swordsmen": 1, "I:Knights": 2}, 6),
    # Warriors is two or more levels below Age II
    "an_army_with_a_unit_two_levels_below_is_outdated_worth_4": ({"A:Warriors": 2, "I:Knights": 2}, 6 + 4),
    "up_to_date_and_outdated_armies_together": (
        {"A:Warriors": 2, "I:Swordsmen": 2, "I:Knights": 4},
        14 + 8 + 4,
    ),
}


@pytest.mark.parametrize("check", TACTIC)
def test_classic_army(check):
    check(CLASSIC_ARMY)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        CLASSIC_ARMY, other="II:Conquistadors", common="I:Fighting Band"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(CLASSIC_ARMY, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"I:Swordsmen": 4, "I:Knights": 4, "III:Air Forces": 1}
    assert strength_in_play(CLASSIC_ARMY, workers, age="III") == 16 + 5 + 3 * 8
