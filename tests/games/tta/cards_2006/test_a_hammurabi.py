from .helpers_age_a import game, k, stocked

HAMMURABI = k("Hammurabi")


def test_hammurabi_2006_trades_a_military_action_for_a_civil_action():
    s = game({"leader": HAMMURABI}, {})
    assert s.player(0).totals == {"ca": 5, "ma": 1}
    assert s.actions_left(0) == (5, 1)
    assert s.actions_left(1) == (4, 2)


def test_hammurabi_2006_played_gives_the_civil_action_at_once():
    s = game({"civil_hand": [HAMMURABI], "technologies": stocked(food=6)}, {})
    s.act("leader", card=HAMMURABI)
    assert s.actions_left(0) == (4, 1)  # 5 civil actions, one spent on him
    assert s.player(0).totals == {"ca": 5, "ma": 1}  # the military action lost was unspent


def test_hammurabi_2006_replaced_gives_back_a_spent_civil_action():
    # seed: the white token returned may be a used one, and the red one comes back; so after
    # replacing him, as many civil actions are left as after replacing a leader that prints none
    def replaced(leader, ca_spent):
        s = game(
            {"leader": leader, "civil_hand": [k("Moses")], "actions_spent": {"ca": ca_spent, "ma": 1}}, {}
        )
        s.act("leader", card=k("Moses"))
        return s

    hammurabi, aristotle = replaced(HAMMURABI, 3), replaced(k("Aristotle"), 2)
    assert hammurabi.player(0).totals == {"ca": 4, "ma": 2}
    assert hammurabi.actions_left(0) == aristotle.actions_left(0)
    assert hammurabi.actions_left(0)[1] == 1  # the red token came back unspent


def test_hammurabi_2006_has_neither_new_story_ability():
    row = [None, None, None, None, None, k("Aristotle")]
    s = game({"leader": HAMMURABI, "technologies": stocked(food=6), "actions_spent": {"ca": 1}}, {}, row=row)
    assert not s.can("ability")  # no military action used as a civil one
    s.act("take", card=k("Aristotle"))  # the second band: the full 2 (no leader discount)
    assert s.actions_left(0) == (2, 1)
