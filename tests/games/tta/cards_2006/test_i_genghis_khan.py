from .helpers_age_i import board, game, i

GENGHIS = i("Genghis Khan")
KNIGHTS = i("Knights")


def horde(**player):
    return game({"technologies": board(Warriors=2, extra={KNIGHTS: {"workers": 2}}), **player})


def test_genghis_khan_makes_each_cavalry_unit_stronger_and_produce_culture():
    without = horde()
    s = horde(leader=GENGHIS)
    assert (without.ratings(0).strength, without.ratings(0).culture) == (2 + 4, 0)
    # Knights 2 x (2 + 1); infantry stays as it is
    assert s.ratings(0).strength == 2 + 6
    assert s.ratings(0).culture == 2


def test_genghis_khan_scores_nothing_at_the_end_of_the_turn():
    s = horde(leader=GENGHIS, culture=10)
    rated = s.ratings(0).culture
    s.end_turn()
    assert s.player(0).culture == 10 + rated  # the New Story card: 3 more for the strongest


def test_genghis_khan_cancels_the_tactic():
    # (2006 tactics are not playable yet: a New Story tactic stands for one)
    s = horde(leader=GENGHIS)
    plain = horde()
    for t in (s, plain):
        t.player(0).tactic = "I:Light Cavalry#1"
    assert plain.ratings(0).strength > 6
    assert s.ratings(0).strength == 8
