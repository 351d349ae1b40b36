"""Air Forces (Age III air force technology): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

import pytest

from .plain_helpers import board, game
from .shared_technologies import DEVELOPING, UNIT, Technology, ratings_of_two_workers

CARD = "III:Air Forces"
AGE = "III"
AIR_FORCES = Technology(CARD, AGE, science=12, build=7, built=3, military=True, rating=(0, 0, 5, 0))


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_air_forces(check):
    check(AIR_FORCES)


def test_each_worker_adds_5_strength():
    assert ratings_of_two_workers(AIR_FORCES) == (0, 0, 10, 0)


def test_one_air_force_doubles_one_army_of_fighting_band():
    # 4 Warriors form two armies (+1 each); one air force doubles one of them: +3 in all
    s = game(
        [
            {
                "technologies": board(
                    {"A:Warriors": {"workers": 4}, CARD: {"workers": 1}, "A:Philosophy": {}}
                ),
                "tactic": "I:Fighting Band",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 4 + 5 + 3


def test_each_army_takes_at_most_one_air_force():
    # one army of Entrenchments (9) doubled once: 18; the second air force adds only its 5
    s = game(
        [
            {
                "technologies": board(
                    {
                        "III:Modern Infantry": {"workers": 1},
                        "III:Rockets": {"workers": 2},
                        CARD: {"workers": 2},
                        "A:Warriors": {},
                        "A:Philosophy": {},
                    }
                ),
                "tactic": "III:Entrenchments",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 5 + 10 + 10 + 18


def test_an_air_force_doubles_an_outdated_army_at_its_lower_value():
    # Swordsmen are two levels below Entrenchments: the army is worth 5, doubled 10
    s = game(
        [
            {
                "technologies": board(
                    {
                        "I:Swordsmen": {"workers": 1},
                        "II:Cannon": {"workers": 2},
                        CARD: {"workers": 1},
                        "A:Warriors": {},
                        "A:Philosophy": {},
                    }
                ),
                "tactic": "III:Entrenchments",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 2 + 6 + 5 + 10


def test_air_forces_alone_form_no_army():
    s = game(
        [
            {
                "technologies": board({CARD: {"workers": 3}, "A:Warriors": {}, "A:Philosophy": {}}),
                "tactic": "III:Entrenchments",
                "exclusive_tactic": True,
            },
            {},
        ],
        age=AGE,
    )
    assert s.ratings(0).strength == 15


def test_no_other_unit_upgrades_to_air_forces():
    s = game(
        [
            {
                "technologies": board(
                    {"III:Tanks": {"workers": 1}, CARD: {}, "A:Bronze": {"workers": 2, "stored": 9}}
                )
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("upgrade", to=CARD)
    assert not s.can("upgrade", **{"from": CARD})
