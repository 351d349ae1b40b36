from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

ALEX = "A:Alexander the Great"


def techs():
    return board(Agriculture={"workers": 2, "stored": 4}, Bronze={"workers": 2, "stored": 4})


def test_alexander_adds_one_strength_per_military_unit():
    units = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "A:Warriors": {"workers": 2},
        "I:Knights": {"workers": 1},
        "II:Cannon": {"workers": 1},
    }
    s = Scenario(players=[{"leader": ALEX, "technologies": units}, {"technologies": units}])
    # 2 Warriors (1 each), Knights (2), Cannon (3) = 7; +1 for each of the 4 units
    assert s.ratings(1).strength == 7
    assert s.ratings(0).strength == 11


def test_alexander_without_units_adds_nothing():
    no_units = {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}, "A:Warriors": {}}
    s = Scenario(players=[{"leader": ALEX, "technologies": no_units}, {}])
    assert s.ratings(0).strength == 0


def test_alexander_political_action_removes_him_and_adds_a_yellow_token():
    s = Scenario(players=[{"leader": ALEX, "technologies": techs(), "military_hand": ["I:Foray"]}, {}])
    p = s.player(0)
    assert p.yellow == 18
    assert s.ratings(0).strength == 2
    s.act("ability", card=ALEX)
    assert p.leader is None
    assert p.yellow == 19
    assert s.ratings(0).strength == 1
    assert "A:Alexander the Great#1" in s.state.removed
    assert p.culture == 0
    # the politics phase is used: no event may be prepared, the action phase goes on
    assert not s.can("event")
    assert s.actions_left(0) == (4, 2)
    s.act("population")
    assert p.pool == 1 and p.yellow == 18
    assert s.actions_left(0) == (3, 2)


def test_alexander_is_not_offered_once_the_politics_phase_is_over():
    s = Scenario(players=[{"leader": ALEX, "technologies": techs()}, {}])
    assert s.can("ability", card=ALEX)
    s.act("population")
    assert not s.can("ability", card=ALEX)
    assert s.player(0).leader == "A:Alexander the Great#1"


def test_alexander_is_not_offered_after_preparing_an_event():
    s = Scenario(
        players=[{"leader": ALEX, "technologies": techs(), "military_hand": ["I:Foray"]}, {}],
        current_events=[],
    )
    s.act("event", card="I:Foray")
    assert s.player(0).culture == 1
    assert not s.can("ability", card=ALEX)
    assert s.player(0).yellow == 18
