from epocha.games.tta.ratings import civil_hand_limit

from .helpers_age_a import game, k, stocked

LIBRARY = k("Library of Alexandria")
HAND = [k("Iron", "I"), k("Alchemy", "I"), k("Knights", "I"), k("Drama", "I")]


def test_library_2006_gives_science_culture_and_one_more_civil_card():
    s = game({"wonders": [LIBRARY], "civil_hand": HAND}, {"civil_hand": HAND}, row=[k("Swordsmen", "I")])
    assert (s.ratings(0).science, s.ratings(0).culture) == (1 + 1, 1)
    assert civil_hand_limit(s.state, s.player(0)) == 5
    assert s.player(0).totals == {"ca": 4, "ma": 2}  # no extra action
    s.act("take", card=k("Swordsmen", "I"))
    assert len(s.player(0).civil_hand) == 5


def test_without_the_library_a_full_hand_cannot_take():
    s = game({"civil_hand": HAND}, {}, row=[k("Swordsmen", "I")])
    assert civil_hand_limit(s.state, s.player(0)) == 4
    assert not s.can("take", card=k("Swordsmen", "I"))


def test_library_2006_has_four_stages_1_2_2_1():
    s = game({"technologies": stocked(resources=2), "building": {"card": LIBRARY, "stages_built": 1}}, {})
    s.act("wonder", stages=1)  # the second stage: 2 (the New Story's: 4)
    assert s.player(0).stages_built == 2 and s.resources(0) == 0
    s = game({"technologies": stocked(resources=1), "building": {"card": LIBRARY, "stages_built": 3}}, {})
    s.act("wonder", stages=1)  # the fourth and last: 1
    assert s.player(0).wonders == [f"{LIBRARY}#1"] and s.resources(0) == 0
