"""Air Forces (Age III air force technology): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

from .plain_helpers import board, game, in_play, workers

CARD = "III:Air Forces"
AGE = "III"


def test_developing_costs_12_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 14}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, CARD) and p.civil_hand == []
    assert workers(s, 0, CARD) == 0
    assert s.actions_left(0) == (3, 2)


def test_cannot_develop_with_11_science():
    s = game([{"civil_hand": [CARD], "science": 11}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 12}, {}], age=AGE)
    assert s.can("develop", card=CARD)


def test_building_one_costs_7_resources_a_worker_and_a_military_action():
    # 3 air force unit(s) already (units have no limit)
    s = game(
        [
            {
                "technologies": board(
                    {"III:Air Forces": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 7}}
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    s.act("build", tech=CARD)
    assert workers(s, 0, CARD) == 4
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (4, 1)


def test_cannot_build_with_6_resources_or_without_an_unused_worker():
    s = game(
        [
            {
                "technologies": board(
                    {"III:Air Forces": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 6}}
                ),
                "unused_workers": 1,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)
    s = game(
        [
            {
                "technologies": board(
                    {"III:Air Forces": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 7}}
                ),
                "unused_workers": 0,
            },
            {},
        ],
        age=AGE,
    )
    assert not s.can("build", tech=CARD)


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


def test_each_worker_adds_5_strength():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "III:Air Forces": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 10, 0)


def test_disbanding_one_frees_its_worker_for_a_military_action():
    s = game(
        [
            {"technologies": board({"A:Philosophy": {}, "A:Warriors": {}, "III:Air Forces": {"workers": 2}})},
            {},
        ],
        age=AGE,
    )
    s.act("disband", tech=CARD)
    assert workers(s, 0, CARD) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == (4, 1)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 5, 0)
