"""Isaac Newton (Age II leader, 2006 edition): as the New Story card, the best lab or library
adds its level in science, and developing does not use up the civil action (after a
revolution 1 is left: seed appendix)."""

from .helpers_age_ii import board, game, i, ii

LEADER = ii("Isaac Newton")


def test_the_best_lab_or_library_adds_its_level_in_science():
    techs = board(extra={i("Alchemy"): {"workers": 1}, ii("Journalism"): {"workers": 1}})
    without = game({"technologies": techs})
    s = game({"leader": LEADER, "technologies": techs})
    # Philosophy 1, Alchemy 2, Journalism 2; the best is Journalism, level II
    assert without.ratings(0).science == 5
    assert s.ratings(0).science == 5 + 2


def test_philosophy_alone_adds_nothing():
    s = game({"leader": LEADER, "technologies": board(extra={ii("Scientific Method"): {}})})
    assert s.ratings(0).science == 1


def test_developing_needs_a_civil_action_but_keeps_it():
    s = game({"leader": LEADER, "civil_hand": [ii("Opera")], "science": 7, "technologies": board()})
    s.act("develop", card=ii("Opera"))
    assert s.player(0).science == 0
    assert s.actions_left(0) == (4, 2)
    spent = game(
        {
            "leader": LEADER,
            "civil_hand": [ii("Opera")],
            "science": 7,
            "technologies": board(),
            "actions_spent": {"ca": 4, "ma": 0},
        }
    )
    assert not spent.can("develop", card=ii("Opera"))


def test_after_a_revolution_one_civil_action_is_left():
    s = game({"leader": LEADER, "civil_hand": [i("Monarchy")], "science": 3, "technologies": board()})
    s.act("revolution", card=i("Monarchy"))
    assert s.player(0).government.startswith(i("Monarchy"))
    assert s.actions_left(0) == (1, 3)
