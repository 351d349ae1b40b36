from .helpers_age_a import game, k

ARISTOTLE = k("Aristotle")
ROW = [k("Iron", "I"), k("Work of Art"), k("Alchemy", "I")]


def test_aristotle_2006_scores_1_science_for_each_technology_taken():
    s = game({"leader": ARISTOTLE}, {}, row=ROW)
    s.act("take", card=k("Iron", "I"))
    assert s.player(0).science == 1
    s.act("take", card=k("Work of Art"))  # an action card: nothing
    assert s.player(0).science == 1
    s.act("take", card=k("Alchemy", "I"))
    assert s.player(0).science == 2


def test_without_aristotle_taking_scores_nothing():
    s = game({}, {}, row=ROW)
    s.act("take", card=k("Iron", "I"))
    assert s.player(0).science == 0
