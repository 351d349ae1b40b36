from epocha.games.tta.ratings import colonization_bonus

from .helpers_age_a import game, k, stocked

COLOSSUS = k("Colossus")


def test_colossus_2006_gives_culture_strength_and_colonization():
    s = game({"wonders": [COLOSSUS]}, {})
    mine, other = s.ratings(0), s.ratings(1)
    assert mine.strength - other.strength == 1  # the New Story's gives 2
    assert mine.culture - other.culture == 1  # the New Story's gives none
    assert colonization_bonus(s.state, s.player(0)) == 1
    assert colonization_bonus(s.state, s.player(1)) == 0


def test_colossus_2006_is_built_in_two_stages_of_3():
    s = game({"technologies": stocked(resources=6), "building": {"card": COLOSSUS}}, {})
    s.act("wonder", stages=1)
    assert s.player(0).stages_built == 1 and s.resources(0) == 3
    assert s.ratings(0).strength == 1  # unfinished: nothing yet
    s.act("wonder", stages=1)
    p = s.player(0)
    assert p.building is None and p.wonders == [f"{COLOSSUS}#1"]
    assert s.resources(0) == 0
    assert (s.ratings(0).strength, s.ratings(0).culture) == (2, 1)
