import pytest

from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from .plain_helpers import board


def city(**techs):
    base = board(Bronze={"workers": 2, "stored": 9}, Religion=2)
    base.update(techs)
    return base


def test_basilica_adds_one_face_per_worker_of_happy_buildings():
    s = Scenario(
        players=[
            {
                "wonders": ["I:St. Peter's Basilica"],
                "technologies": city(**{"I:Drama": {"workers": 1}, "I:Bread and Circuses": {"workers": 1}}),
            },
            {},
        ]
    )
    # Religion 2 x (1+1) = 4, Drama 1+1 = 2, Bread and Circuses 2+1 = 3, the Basilica itself 1
    assert s.ratings(0).faces == 10
    assert s.ratings(0).happy == 8
    assert s.ratings(0).culture == 2 + 2 + 2


def test_basilica_does_not_double_itself_nor_cards_without_faces():
    s = Scenario(
        players=[
            {"wonders": ["I:St. Peter's Basilica", "A:Colossus"], "technologies": city(**{"A:Religion": {}})},
            {},
        ]
    )
    assert s.ratings(0).faces == 1
    assert s.ratings(0).strength == 1 + 2


def test_basilica_counts_homers_face_on_a_wonder():
    s = Scenario(
        players=[
            {
                "wonders": ["I:St. Peter's Basilica", "A:Colossus"],
                "homer_under": "A:Colossus#1",
                "technologies": city(**{"A:Religion": {}}),
            },
            {},
        ]
    )
    # Colossus with Homer: 1 face, +1 from the Basilica; the Basilica 1
    assert s.ratings(0).faces == 3


def test_basilica_counts_homer_under_a_ruined_wonder():
    s = Scenario(
        players=[
            {
                "wonders": ["I:St. Peter's Basilica", "A:Hanging Gardens"],
                "ruined": ["A:Hanging Gardens"],
                "homer_under": "A:Hanging Gardens#1",
                "technologies": city(**{"A:Religion": {}}),
            },
            {},
        ]
    )
    # ruined Gardens: no printed faces, Homer's 1 (+1); the Basilica 1
    assert s.ratings(0).faces == 3
    assert s.ratings(0).culture == 2 + 2


def test_unfinished_or_ruined_basilica_has_no_effect():
    s = Scenario(
        players=[
            {"building": {"card": "I:St. Peter's Basilica", "stages_built": 1}, "technologies": city()},
            {},
        ]
    )
    assert s.ratings(0).faces == 2
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["I:St. Peter's Basilica#1"]
    assert s.resources(0) == 5
    assert s.ratings(0).faces == 5
    ruined = Scenario(
        players=[
            {
                "wonders": ["I:St. Peter's Basilica"],
                "ruined": ["I:St. Peter's Basilica"],
                "technologies": city(),
            },
            {},
        ]
    )
    assert ruined.ratings(0).faces == 2
    assert ruined.ratings(0).culture == 2 + 2


def test_basilica_faces_count_for_michelangelo():
    if "I:Michelangelo" not in REGISTRY:
        pytest.skip("Michelangelo is not registered yet")
    s = Scenario(
        players=[
            {"wonders": ["I:St. Peter's Basilica"], "leader": "I:Michelangelo", "technologies": city()},
            {},
        ]
    )
    assert s.ratings(0).faces == 5
    # temples 2 + Basilica 2, and 1 culture per face of temples (4) and wonders (1)
    assert s.ratings(0).culture == 2 + 2 + 5
