from epocha.games.tta.ratings import colonization_bonus
from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked(resources=8), **spec}


def test_taking_colossus_costs_row_cost_plus_one_per_completed_wonder():
    s = Scenario(players=[rich(wonders=["A:Pyramids", "I:Great Wall"]), {}], row=[None] * 5 + ["A:Colossus"])
    assert s.can("take", card="A:Colossus", label="Take Colossus (4 civil actions)")
    s.act("take", card="A:Colossus")
    assert s.player(0).building == "A:Colossus#1"
    assert s.player(0).stages_built == 0
    assert s.player(0).civil_hand == []
    assert s.actions_left(0) == (1, 2)  # Despotism 4 + Pyramids 1, minus 4


def test_colossus_completed_gives_strength_and_colonization():
    s = Scenario(players=[rich(building={"card": "A:Colossus", "stages_built": 1}), {}])
    assert s.ratings(0).strength == 1
    assert colonization_bonus(s.state, s.player(0)) == 0
    blue = s.player(0).blue
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["A:Colossus#1"]
    assert s.resources(0) == 5
    assert s.ratings(0).strength == 3
    assert colonization_bonus(s.state, s.player(0)) == 1
    # 3 resources paid back to the bank, then both stage tokens return on completion
    assert s.player(0).blue == blue + 3 + 1
    assert s.actions_left(0) == (3, 2)


def test_unfinished_colossus_does_nothing_and_blocks_another_wonder():
    s = Scenario(
        players=[rich(building={"card": "A:Colossus", "stages_built": 1}), {}],
        row=["I:Great Wall", "I:Drama"],
    )
    assert s.ratings(0).strength == 1
    assert not s.can("take", card="I:Great Wall")
    assert s.can("take", card="I:Drama")


def test_ruined_colossus_gives_only_two_culture():
    s = Scenario(players=[rich(wonders=["A:Colossus"], ruined=["A:Colossus"]), {}])
    assert s.ratings(0).strength == 1
    assert s.ratings(0).culture == 2
    assert colonization_bonus(s.state, s.player(0)) == 0
