"""Eiffel Tower (Age II wonder, 2006 edition): as the New Story card, +4 culture and +1 happy
face once completed, in stages of 3, 7 and 3 resources."""

from .helpers_age_ii import board, game, ii

EIFFEL = ii("Eiffel Tower")


def building(stages_built, resources):
    return game(
        {
            "technologies": board(resources=resources),
            "building": {"card": EIFFEL, "stages_built": stages_built},
        }
    )


def test_the_second_stage_costs_7_resources():
    assert not building(1, 6).can("wonder", stages=1)
    s = building(1, 7)
    s.act("wonder", stages=1)
    assert s.resources(0) == 0
    assert s.player(0).stages_built == 2
    assert (s.ratings(0).culture, s.ratings(0).happy) == (0, 0)  # unfinished: nothing


def test_completed_it_gives_4_culture_and_a_happy_face():
    s = building(2, 3)
    s.act("wonder", stages=1)
    assert [w.split("#")[0] for w in s.player(0).wonders] == [EIFFEL]
    assert s.resources(0) == 0
    assert (s.ratings(0).culture, s.ratings(0).happy) == (4, 1)
