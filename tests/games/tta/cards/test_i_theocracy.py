"""Theocracy (Age I government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

from epocha.games.tta.ratings import civil_hand_limit, military_hand_limit

from .plain_helpers import board, game, in_play, workers

CARD = "I:Theocracy"
AGE = "I"


def test_peaceful_change_costs_6_science_and_one_civil_action():
    s = game([{"civil_hand": [CARD], "science": 7}, {}], age=AGE)
    s.act("develop", card=CARD)
    p = s.player(0)
    assert in_play(s, 0, CARD) and not in_play(s, 0, "A:Despotism")
    assert p.science == 1 and p.civil_hand == []
    assert p.totals == {"ca": 4, "ma": 3}
    # the new actions arrive unspent: 4 civil actions less the one just spent
    assert s.actions_left(0) == (3, 3)
    assert civil_hand_limit(s.state, p) == 4
    assert military_hand_limit(s.state, p) == 3


def test_peaceful_change_needs_6_science():
    s = game([{"civil_hand": [CARD], "science": 5}, {}], age=AGE)
    assert not s.can("develop", card=CARD)


def test_revolution_costs_1_science_and_every_civil_action():
    s = game([{"civil_hand": [CARD], "science": 1}, {}], age=AGE)
    assert not s.can("develop", card=CARD)
    s.act("revolution", card=CARD)
    p = s.player(0)
    assert in_play(s, 0, CARD) and p.science == 0
    assert p.totals == {"ca": 4, "ma": 3}
    assert s.actions_left(0)[0] == 0


def test_revolution_needs_every_civil_action_unspent():
    s = game([{"civil_hand": [CARD], "science": 1, "actions_spent": {"ca": 1, "ma": 0}}, {}], age=AGE)
    assert not s.can("revolution", card=CARD)
    s = game([{"civil_hand": [CARD], "science": 0}, {}], age=AGE)
    assert not s.can("revolution", card=CARD)


def test_military_actions_gained_by_a_revolution_are_usable():
    s = game([{"civil_hand": [CARD], "science": 1}, {}], age=AGE)
    s.act("revolution", card=CARD)
    assert s.actions_left(0)[1] == 3


def test_urban_limit_is_3_of_each_kind():
    techs = board({"A:Religion": {"workers": 3}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1, "government": CARD}, {}], age=AGE)
    assert not s.can("build", tech="A:Religion")
    assert s.can("build", tech="A:Philosophy")  # a lab: another kind
    techs = board({"A:Religion": {"workers": 2}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1, "government": CARD}, {}], age=AGE)
    s.act("build", tech="A:Religion")
    assert workers(s, 0, "A:Religion") == 3


def test_excess_buildings_stay_after_a_change_from_a_limit_of_4():
    techs = board({"A:Religion": {"workers": 4}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game(
        [
            {
                "technologies": techs,
                "unused_workers": 1,
                "government": "III:Communism",
                "civil_hand": [CARD],
                "science": 6,
            },
            {},
        ],
        age="III",
    )
    s.act("develop", card=CARD)
    assert workers(s, 0, "A:Religion") == 4
    assert not s.can("build", tech="A:Religion")


def test_ratings_with_1_culture_1_strength_1_happy():
    # the board: science 1, culture 2, strength 1, happy 2
    # Theocracy: +1 culture, +1 strength, +1 happy
    s = game([{"technologies": board({"A:Religion": {"workers": 2}}), "government": CARD}, {}], age=AGE)
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (1, 3, 2, 3)


def test_change_from_republic_applies_the_net_change_of_actions():
    # Republic: 7 civil, 2 military actions; 0 military action(s) spent before
    s = game(
        [
            {
                "government": "II:Republic",
                "civil_hand": [CARD],
                "science": 6,
                "actions_spent": {"ca": 0, "ma": 0},
            },
            {},
        ],
        age="III",
    )
    s.act("develop", card=CARD)
    p = s.player(0)
    assert p.totals == {"ca": 4, "ma": 3}
    assert s.actions_left(0) == (4, 3)
