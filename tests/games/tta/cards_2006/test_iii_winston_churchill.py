"""Winston Churchill (Age III leader, 2006 edition, the Full game): unit technologies cost 3
science less; Defense cards count twice; while a war is declared on him, each unit costs 2
resources less (the New Story card: a once-a-turn choice of culture or military means)."""

from .helpers_age_iii import board, game, holding, ii, iii

CHURCHILL = iii("Winston Churchill")
INFANTRY = iii("Modern Infantry")  # 8 science, 7 resources
DEFENSE = iii("Defense / Colonization")  # +6
PLUNDER = ii("Plunder")  # (an Age II aggression, in Age III)


def test_unit_technologies_cost_3_science_less_special_technologies_do_not():
    assert not holding(INFANTRY, science=4, leader=CHURCHILL).can("develop", card=INFANTRY)
    s = holding(INFANTRY, science=5, leader=CHURCHILL, culture=0)
    s.act("develop", card=INFANTRY)
    assert s.player(0).science == 0 and s.player(0).culture == 0  # (no culture option)
    assert not holding(iii("Military Theory"), science=11, leader=CHURCHILL).can(
        "develop", card=iii("Military Theory")
    )


def building(wars):
    techs = board(resources=5, extra={INFANTRY: {}})
    return game({"technologies": techs, "leader": CHURCHILL, "unused_workers": 1}, {}, wars=wars)


def test_units_cost_2_resources_less_while_a_war_is_declared_on_him():
    assert not building([]).can("build", tech=INFANTRY)  # 7
    s = building([{"card": ii("War over Culture"), "by": 1, "on": 0}])
    s.act("build", tech=INFANTRY)
    assert s.resources(0) == 0  # 7 - 2
    # a war he declared gives nothing
    assert not building([{"card": ii("War over Culture"), "by": 0, "on": 1}]).can("build", tech=INFANTRY)


def test_his_defense_cards_count_twice():
    # seat 0: strength 1 + 2 x 5 = 11; seat 1: Warriors 1 and a Defense +6, counted 12
    attacker = {
        "technologies": board(extra={INFANTRY: {"workers": 2}}),
        "military_hand": [PLUNDER],
    }
    defender = {"technologies": board(resources=4), "military_hand": [DEFENSE], "leader": CHURCHILL}
    s = game(attacker, defender)
    s.act("aggression", card=PLUNDER, rival=1)
    s.choose("attack")
    # asked: 1 + 12 reaches 11 (1 + 6 and a sacrificed Warriors, 8, would not: no question)
    assert s.decision().seat == 1
    labels = [s.worded(a) for a in s.actions() if a["type"] == "choose"]
    assert any("(+12)" in label for label in labels)
    s.choose("Play Defense / Colonization (+12)")
    s.choose("defend")
    assert s.resources(1) == 4 and s.resources(0) == 0  # the aggression failed
