"""Civil Service (Age III civil special technology): printed facts only (cards/plain.py).

It gives +2 civil actions, +3 blue tokens while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Civil actions also set the civil hand limit.
"""

import pytest

from .plain_helpers import board, game
from .shared_specials import (
    InPlay,
    Special,
    cannot_develop_with_less_science,
    civil_hand_limit_is,
    developing,
    three_more_blue_tokens_in_the_bank_lower_corruption,
)

CARD = "III:Civil Service"
AGE = "III"
CIVIL_SERVICE = Special(CARD, AGE, science=10)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_10_science_and_one_civil_action": (None, InPlay({"ca": 6, "ma": 2}, (5, 2), 1, 0, 19)),
    "replaces_code_of_laws_without_adding_its_effects": (
        "I:Code of Laws",
        InPlay({"ca": 6, "ma": 2}, (5, 2), 1, 0, 19),
    ),
    "replaces_justice_system_without_adding_its_effects": (
        "II:Justice System",
        InPlay({"ca": 6, "ma": 2}, (5, 2), 1, 0, 19),
    ),
}


def test_cannot_develop_with_9_science():
    cannot_develop_with_less_science(CIVIL_SERVICE)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(CIVIL_SERVICE, other) == in_play


def test_civil_hand_limit_is_6():
    civil_hand_limit_is(CIVIL_SERVICE, 6)


def test_three_more_blue_tokens_in_the_bank_lower_corruption():
    three_more_blue_tokens_in_the_bank_lower_corruption(CIVIL_SERVICE)


def test_replacing_justice_system_with_an_empty_blue_bank_loses_no_resources():
    # a replacement applies the net change of bank tokens in one step (§15): 3 - 3 = 0
    techs = board({"A:Bronze": {"workers": 2, "stored": 5}})
    s = game(
        [
            {
                "technologies": techs,
                "blue_bank": 0,
                "specials": ["II:Justice System"],
                "civil_hand": [CARD],
                "science": 10,
            },
            {},
        ],
        age=AGE,
    )
    before = dict(s.player(0).from_box)
    s.act("develop", card=CARD)
    assert s.resources(0) == 5
    assert s.player(0).blue == 0
    assert s.player(0).from_box == before  # nothing went to or came from the box
