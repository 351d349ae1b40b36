"""Fast Food Chains (Age III wonder, 2006 edition): on completion 2 culture for each worker on a
farm or mine, 1 for each worker on an urban building or unit; only immediate culture; stages
4, 4, 4, 4."""

from .helpers_age_iii import board, game, iii

CHAINS = iii("Fast Food Chains")


def test_it_scores_2_a_worker_on_farms_and_mines_and_1_on_buildings_and_units():
    techs = board(resources=4, Religion=1)  # farm 2, mine 2; Philosophy, Religion, Warriors 1 each
    s = game(
        {
            "technologies": techs,
            "building": {"card": CHAINS, "stages_built": 3},
            "unused_workers": 2,  # score nothing
            "culture": 3,
        }
    )
    culture_rating = s.ratings(0).culture
    s.act("wonder", stages=1)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [CHAINS]
    assert s.resources(0) == 0  # the fourth stage: 4
    assert p.culture == 3 + 2 * 4 + 3
    assert s.ratings(0).culture == culture_rating
