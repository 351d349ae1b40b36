from epocha.games.tta.scenario import Scenario

from .plain_helpers import board


def mines(**techs):
    base = board(Religion=1)
    base.update(techs)
    return base


def test_railroad_best_mine_produces_twice():
    s = Scenario(
        age="II",
        players=[
            {
                "wonders": ["II:Transcontinental Railroad"],
                "technologies": mines(**{"I:Iron": {"workers": 2}}),
            },
            {},
        ],
    )
    assert s.ratings(0).strength == 1 + 4
    s.end_turn()
    p = s.player(0)
    # Bronze 2 x 1, Iron (2 + 1) x 2
    assert s.resources(0) == 2 + 6
    assert p.stored["I:Iron#1"] == 3
    assert p.stored["A:Bronze#p0"] == 2
    assert s.food(0) == 2 - 1  # farms are untouched (2 produced, 1 eaten)


def test_railroad_without_it_iron_produces_once_per_worker():
    s = Scenario(age="II", players=[{"technologies": mines(**{"I:Iron": {"workers": 2}})}, {}])
    s.end_turn()
    assert s.resources(0) == 2 + 4
    assert s.food(0) == 2 - 1


def test_railroad_skips_a_best_mine_card_without_workers():
    s = Scenario(
        age="II",
        players=[
            {
                "wonders": ["II:Transcontinental Railroad"],
                "technologies": mines(**{"II:Coal": {}, "A:Bronze": {"workers": 3}}),
            },
            {},
        ],
    )
    s.end_turn()
    assert s.resources(0) == 4
    assert "II:Coal#1" not in s.player(0).stored


def test_railroad_with_no_worked_mine_produces_nothing():
    s = Scenario(
        age="II",
        players=[
            {"wonders": ["II:Transcontinental Railroad"], "technologies": mines(**{"A:Bronze": {}})},
            {},
        ],
    )
    s.end_turn()
    assert s.resources(0) == 0


def test_railroad_completion():
    s = Scenario(
        age="II",
        players=[
            {
                "building": {"card": "II:Transcontinental Railroad", "stages_built": 3},
                "technologies": mines(**{"II:Coal": {"stored": 1}}),
            },
            {},
        ],
    )
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["II:Transcontinental Railroad#1"]
    assert s.resources(0) == 0
    assert s.ratings(0).strength == 5
