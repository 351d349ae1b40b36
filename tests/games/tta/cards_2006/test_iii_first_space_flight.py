"""First Space Flight (Age III wonder, 2006 edition): on completion 1 culture per level of each
technology card in play, the government and special technologies included; only immediate
culture; three stages 3, 4, 9 (the New Story card: four, 1, 2, 4, 9)."""

from .helpers_age_iii import board, game, i, iii

FLIGHT = iii("First Space Flight")


def position(stages_built, resources, **player):
    extra = {iii("Computers"): {"workers": 1}, i("Drama"): {}}  # 3, and 1 without a worker
    return game(
        {
            "technologies": board(resources=resources, extra=extra),
            "government": i("Monarchy"),  # 1
            "specials": [iii("Engineering")],  # 3 (and 4 stages an action)
            "building": {"card": FLIGHT, "stages_built": stages_built},
            **player,
        }
    )


def test_the_last_two_stages_cost_4_and_9_and_it_scores_the_levels_of_technologies():
    s = position(1, 13, culture=5)
    assert not s.can("wonder", stages=3)  # only two stages are left
    culture_rating = s.ratings(0).culture
    s.act("wonder", stages=2)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [FLIGHT]
    assert s.resources(0) == 0
    # Computers 3 + Drama 1 + Monarchy 1 + Engineering 3; the starting cards (Age A) 0
    assert p.culture == 5 + 8
    assert s.ratings(0).culture == culture_rating


def test_the_first_stage_costs_3():
    s = position(0, 3)
    assert not s.can("wonder", stages=2)  # 3 + 4
    s.act("wonder", stages=1)
    assert s.resources(0) == 0 and not s.player(0).wonders
