"""Mahatma Gandhi (Age III leader, 2006 edition, the Full game): +2 culture; his civilization
plays no aggression and declares no war; the others pay twice the military actions to attack it
(the New Story card, in epocha's peaceful game: only the culture)."""

from epocha.games.tta.catalog import key_of

from .helpers_age_iii import board, game, i, ii, iii

GANDHI = iii("Mahatma Gandhi")
PLUNDER = ii("Plunder")  # 2 military actions (an Age II aggression, in Age III)
COMMUNISM = iii("Communism")  # 5 military actions


def attacks(s) -> list[tuple[str, int, str]]:
    """(card, rival, its cost as worded) of the aggressions seat 0 is offered. (No 2006 war card
    has its rules yet: wars go through the same checks, aggressions.may_attack and attack_cost.)"""
    return sorted(
        (key_of(a["card"]), a["rival"], s.worded(a).rsplit("(", 1)[1]) for a in s.actions("aggression")
    )


def position(attacker: dict, defender: dict):
    hand = {"military_hand": [PLUNDER], "government": COMMUNISM}
    return game(
        {"technologies": board(resources=4), **hand, **attacker},
        {"technologies": board(resources=4), **defender},
    )


def test_2_culture():
    techs = board()
    with_gandhi = game({"technologies": techs, "leader": GANDHI}).ratings(0).culture
    assert with_gandhi - game({"technologies": techs}).ratings(0).culture == 2


def test_his_civilization_plays_no_aggression():
    assert attacks(position({}, {})) == [(PLUNDER, 1, "2 military actions)")]
    assert attacks(position({"leader": GANDHI}, {})) == []


def test_the_others_pay_twice_the_military_actions_to_attack_him():
    s = position({}, {"leader": GANDHI})
    assert attacks(s) == [(PLUNDER, 1, "4 military actions)")]
    s.act("aggression", card=PLUNDER, rival=1)
    assert s.actions_left(0)[1] == 5 - 4
    # with 3 military actions (Monarchy) it is not offered against him, but against another
    assert attacks(position({"government": i("Monarchy")}, {"leader": GANDHI})) == []
    assert attacks(position({"government": i("Monarchy")}, {})) == [(PLUNDER, 1, "2 military actions)")]
