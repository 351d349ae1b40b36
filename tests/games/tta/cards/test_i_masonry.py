from epocha.games.tta.scenario import Scenario

from .plain_helpers import board


def builder(**extra):
    techs = board(Bronze={"workers": 2, "stored": 12})
    techs.update(extra)
    return {"technologies": techs, "unused_workers": 2, "specials": ["I:Masonry"]}


def test_masonry_discounts_urban_buildings_of_level_i_and_up_only():
    s = Scenario(players=[builder(**{"I:Drama": {}, "II:Journalism": {}, "I:Irrigation": {}}), {}])
    assert s.can("build", tech="I:Drama#1", label="Build a theater on Drama (1 civil action, 3 resources)")
    assert s.can(
        "build", tech="II:Journalism#1", label="Build a library on Journalism (1 civil action, 7 resources)"
    )
    # level A urban buildings, farms and units keep their cost
    assert s.can(
        "build", tech="A:Religion#p0", label="Build a temple on Religion (1 civil action, 3 resources)"
    )
    assert s.can(
        "build", tech="I:Irrigation#1", label="Build a farm on Irrigation (1 civil action, 4 resources)"
    )
    assert s.can(
        "build",
        tech="A:Warriors#p0",
        label="Build an infantry unit on Warriors (1 military action, 2 resources)",
    )
    s.act("build", tech="I:Drama#1")
    assert s.resources(0) == 9
    assert s.player(0).workers["I:Drama#1"] == 1
    assert s.actions_left(0) == (3, 2)


def test_masonry_upgrade_pays_the_difference_of_discounted_costs():
    s = Scenario(
        players=[builder(**{"A:Religion": {"workers": 1}, "I:Theology": {}, "II:Organized Religion": {}}), {}]
    )
    # Religion 3 -> Theology 5-1: 1 resource (saves 1)
    assert s.can("upgrade", label="Upgrade Religion to Theology (1 civil action, 1 resource)")
    # Religion 3 -> Organized Religion 7-1: 3 resources
    assert s.can("upgrade", label="Upgrade Religion to Organized Religion (1 civil action, 3 resources)")
    s.act("upgrade", to="I:Theology#1")
    assert s.resources(0) == 11
    # Theology 4 -> Organized Religion 6: 2, as without Masonry (I -> II saves nothing)
    assert s.can("upgrade", label="Upgrade Theology to Organized Religion (1 civil action, 2 resources)")


def test_masonry_builds_up_to_two_wonder_stages_in_one_action():
    s = Scenario(players=[{**builder(), "building": {"card": "I:Great Wall", "stages_built": 0}}, {}])
    labels = s.labels("wonder")
    assert labels == [
        "Build 1 stage of Great Wall (1 civil action, 2 resources)",
        "Build 2 stages of Great Wall (1 civil action, 4 resources)",
    ]
    blue = s.player(0).blue
    s.act("wonder", stages=2)
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 8
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).blue == blue + 4 - 2  # 4 tokens paid back to the bank, 2 cover the stages
    # the last two stages (3 + 2) complete the wonder in one more action
    s.act("wonder", stages=2)
    assert s.player(0).wonders == ["I:Great Wall#1"]
    assert s.player(0).building is None
    assert s.resources(0) == 3
    assert s.player(0).blue == blue + 9


def test_masonry_cannot_build_more_stages_than_are_left():
    s = Scenario(players=[{**builder(), "building": {"card": "A:Colossus", "stages_built": 1}}, {}])
    assert [a["stages"] for a in s.actions("wonder")] == [1]
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["A:Colossus#1"]
    assert s.resources(0) == 9


def test_without_masonry_one_stage_per_action_and_full_price():
    spec = builder(**{"I:Drama": {}})
    spec["specials"] = []
    s = Scenario(players=[{**spec, "building": {"card": "I:Great Wall", "stages_built": 0}}, {}])
    assert [a["stages"] for a in s.actions("wonder")] == [1]
    assert s.can("build", tech="I:Drama#1", label="Build a theater on Drama (1 civil action, 4 resources)")
