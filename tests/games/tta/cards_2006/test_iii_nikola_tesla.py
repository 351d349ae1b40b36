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


def test_the_others_pay_1_resource_more_for_labs_and_libraries():
    from epocha.games.tta.catalog import facts
    from epocha.games.tta.costs import building_cost, upgrade_cost

    journalism, computers = ii("Journalism"), iii("Computers")
    mine = spec(leader=TESLA)
    mine["technologies"] = {**mine["technologies"], journalism: {}, computers: {}}
    theirs = spec()
    theirs["technologies"] = {**theirs["technologies"], journalism: {}, computers: {}}
    s = game(mine, theirs)
    st, me, rival = s.state, s.player(0), s.player(1)
    lab = next(t for t in rival.techs if t.startswith(METHOD))
    new_lab = next(t for t in rival.techs if t.startswith(computers))
    library = next(t for t in rival.techs if t.startswith(journalism))
    farm = next(t for t in rival.techs if t.startswith(AGRICULTURE))
    printed = {t: facts(t).resource_cost for t in (lab, new_lab, library, farm)}
    assert building_cost(st, rival, lab) == printed[lab] + 1
    assert building_cost(st, rival, library) == printed[library] + 1
    assert building_cost(st, rival, farm) == printed[farm]  # only labs and libraries
    assert upgrade_cost(st, rival, lab, new_lab) == printed[new_lab] - printed[lab] + 1  # once
    own_lab = next(t for t in me.techs if t.startswith(METHOD))
    assert building_cost(st, me, own_lab) == printed[lab]  # not for Tesla's own civilization
