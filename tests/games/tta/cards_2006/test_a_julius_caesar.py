from .helpers_age_a import game, k

CAESAR = k("Julius Caesar")


def test_julius_caesar_2006_prints_a_military_action_and_strength():
    s = game({"leader": CAESAR}, {})
    assert s.actions_left(0) == (4, 3)
    assert s.ratings(0).strength == s.ratings(1).strength + 1


def test_julius_caesar_2006_has_no_ability():
    # the New Story's second political action once per game is not on the 2006 card
    s = game({"leader": CAESAR}, {})
    assert not s.can("ability")
    assert s.player(0).flags == {}
