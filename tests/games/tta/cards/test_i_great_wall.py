from epocha.games.tta.scenario import Scenario

from .plain_helpers import board


def army(**techs):
    base = board(Bronze={"workers": 2, "stored": 9}, Warriors=2)
    base.update(techs)
    return base


def test_great_wall_adds_one_strength_per_infantry_and_artillery_unit():
    s = Scenario(
        age="II",
        players=[
            {
                "wonders": ["I:Great Wall"],
                "technologies": army(**{"I:Swordsmen": {"workers": 1}, "II:Cannon": {"workers": 2}}),
            },
            {},
        ],
    )
    # units: Warriors 2x1 + Swordsmen 2 + Cannon 2x3 = 10; Great Wall: 5 units
    assert s.ratings(0).strength == 10 + 5
    assert (s.ratings(0).culture, s.ratings(0).happy) == (1, 1)


def test_great_wall_ignores_cavalry():
    s = Scenario(
        players=[{"wonders": ["I:Great Wall"], "technologies": army(**{"I:Knights": {"workers": 3}})}, {}]
    )
    assert s.ratings(0).strength == 2 + 6 + 2


def test_great_wall_counts_a_unit_built_later():
    s = Scenario(players=[{"wonders": ["I:Great Wall"], "technologies": army(), "unused_workers": 1}, {}])
    assert s.ratings(0).strength == 4
    s.act("build", tech="A:Warriors#p0")
    assert s.ratings(0).strength == 6


def test_great_wall_completion_and_ruin():
    s = Scenario(
        players=[{"building": {"card": "I:Great Wall", "stages_built": 3}, "technologies": army()}, {}]
    )
    assert s.ratings(0).strength == 2
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["I:Great Wall#1"]
    assert s.resources(0) == 7
    assert s.ratings(0).strength == 4
    ruined = Scenario(
        players=[{"wonders": ["I:Great Wall"], "ruined": ["I:Great Wall"], "technologies": army()}, {}]
    )
    assert ruined.ratings(0).strength == 2
    assert (ruined.ratings(0).culture, ruined.ratings(0).happy) == (2, 0)
