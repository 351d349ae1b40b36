"""Sabotage (Age II aggression, 2006; no New Story namesake): costs military actions equal to
the level of the defender's unfinished wonder; the wonder is discarded (its stage tokens back to
the defender's bank), the attacker scores 3 culture per level; not against a civilization
without an unfinished wonder (seed appendix), nor without the military actions."""

from .helpers_advanced import aggressions, attacking, civ, game, i, ii

SABOTAGE = ii("Sabotage")
GREAT_WALL, KREMLIN, TAJ_MAHAL = i("Great Wall"), ii("Kremlin"), i("Taj Mahal")


def test_an_age_ii_wonder_costs_2_military_actions_and_scores_6_culture():
    d = civ(building={"card": KREMLIN, "stages_built": 2}, wonders=[TAJ_MAHAL], culture=4)
    s = attacking(SABOTAGE, civ(warriors=4, culture=1), d)
    blue = s.player(1).blue
    assert s.actions_left(0) == (4, 0)
    s.choose("attack")
    assert s.player(1).building is None and s.player(1).stages_built == 0
    assert s.player(1).blue == blue + 2  # the tokens of its two built stages
    assert f"{KREMLIN}#1" in s.state.removed
    assert s.player(1).wonders == [f"{TAJ_MAHAL}#1"]  # a completed wonder is never touched
    assert s.player(0).culture == 7 and s.player(1).culture == 4
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_an_age_i_wonder_costs_1_military_action_and_scores_3_culture():
    s = attacking(SABOTAGE, civ(warriors=4), civ(building={"card": GREAT_WALL, "stages_built": 0}))
    assert s.actions_left(0) == (4, 1)
    s.choose("attack")
    assert s.player(1).building is None
    assert s.player(0).culture == 3


def test_not_playable_against_a_civilization_without_an_unfinished_wonder():
    attacker = civ(warriors=4, military_hand=[SABOTAGE])
    assert aggressions(game(attacker, civ(wonders=[TAJ_MAHAL]))) == []
    assert aggressions(game(attacker, civ(building={"card": GREAT_WALL}))) == [(SABOTAGE, 1)]


def test_not_playable_without_the_military_actions_the_wonder_costs():
    attacker = civ(warriors=4, military_hand=[SABOTAGE], actions_spent={"ma": 1})
    assert aggressions(game(attacker, civ(building={"card": KREMLIN, "stages_built": 1}))) == []
    assert aggressions(game(attacker, civ(building={"card": GREAT_WALL}))) == [(SABOTAGE, 1)]


def test_the_offer_shows_the_military_actions_it_costs():
    s = game(civ(warriors=4, military_hand=[SABOTAGE]), civ(building={"card": KREMLIN}))
    assert s.find("aggression", card=SABOTAGE, rival=1)["cost"] == [
        {"term": "military", "kind": "cost", "amount": 2}
    ]
