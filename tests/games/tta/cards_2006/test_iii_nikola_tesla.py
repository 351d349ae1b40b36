"""Nikola Tesla (Age III leader, 2006 edition; Czech "Bill Gates"): labs of level I-III produce
blue tokens like mines, each worth the lab's level (the New Story Bill Gates: the same, and
culture for that production when he leaves or at the end; the 2006 card scores none)."""

from .helpers_age_i import AGRICULTURE, BRONZE, PHILOSOPHY, RELIGION, WARRIORS
from .helpers_age_iii import game, i, ii, iii

TESLA = iii("Nikola Tesla")
ALCHEMY, METHOD = i("Alchemy"), ii("Scientific Method")


def spec(**player):
    techs = {
        AGRICULTURE: {"workers": 2},
        BRONZE: {"workers": 2},
        PHILOSOPHY: {"workers": 1},
        RELIGION: {},
        WARRIORS: {"workers": 1},
        ALCHEMY: {"workers": 1},
        METHOD: {"workers": 2},
    }
    return {"technologies": techs, "yellow_bank": 18, **player}


def stored(s, key, seat=0):
    return sum(n for t, n in s.player(seat).stored.items() if t.split("#")[0] == key)


def test_labs_produce_tokens_worth_their_level_and_no_culture_is_scored():
    s = game(spec(civil_hand=[TESLA, iii("Game Designer")]))
    s.act("leader", card=TESLA)
    s.end_turn()
    assert stored(s, BRONZE) == 2
    assert (stored(s, ALCHEMY), stored(s, METHOD), stored(s, PHILOSOPHY)) == (1, 2, 0)
    assert s.resources(0) == 2 + 1 + 2 * 2
    assert s.player(0).culture == 0
    # replaced: no culture for the labs' production; their tokens stay usable
    s.end_turn()  # (seat 1)
    s.act("leader", card=iii("Game Designer"))
    assert s.player(0).culture == 0
    assert s.resources(0) == 2 + 1 + 2 * 2


def test_without_tesla_labs_produce_nothing():
    s = game(spec())
    s.end_turn()
    assert s.resources(0) == 2 and stored(s, METHOD) == 0
