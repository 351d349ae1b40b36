from epocha.games.tta.scenario import Scenario


def builder(**extra):
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "II:Coal": {"stored": 10},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
    }
    techs.update(extra)
    return {"technologies": techs, "unused_workers": 2, "specials": ["III:Engineering"]}


def test_engineering_discounts_by_level():
    s = Scenario(
        age="III",
        players=[
            builder(**{"I:Printing Press": {}, "II:Team Sports": {}, "III:Computers": {}, "III:Tanks": {}}),
            {},
        ],
    )
    assert s.can(
        "build",
        tech="I:Printing Press#1",
        label="Build a library on Printing Press (1 civil action, 2 resources)",
    )
    assert s.can(
        "build", tech="II:Team Sports#1", label="Build an arena on Team Sports (1 civil action, 3 resources)"
    )
    assert s.can(
        "build", tech="III:Computers#1", label="Build a lab on Computers (1 civil action, 8 resources)"
    )
    assert s.can(
        "build", tech="A:Religion#p0", label="Build a temple on Religion (1 civil action, 3 resources)"
    )
    assert s.can(
        "build", tech="III:Tanks#1", label="Build a cavalry unit on Tanks (1 military action, 7 resources)"
    )
    s.act("build", tech="III:Computers#1")
    assert s.resources(0) == 22
    assert s.ratings(0).science == 1 + 5


def test_engineering_upgrade_ii_to_iii_saves_one():
    s = Scenario(
        age="III", players=[builder(**{"II:Scientific Method": {"workers": 1}, "III:Computers": {}}), {}]
    )
    # (11-3) - (8-2) = 2 instead of 3
    assert s.can("upgrade", label="Upgrade Scientific Method to Computers (1 civil action, 2 resources)")


def test_engineering_builds_up_to_four_stages():
    s = Scenario(
        age="III", players=[{**builder(), "building": {"card": "III:Internet", "stages_built": 0}}, {}]
    )
    assert [a["stages"] for a in s.actions("wonder")] == [1, 2, 3, 4]
    s.act("wonder", stages=4)
    assert s.player(0).stages_built == 4
    assert s.resources(0) == 30 - (2 + 3 + 4 + 3)
    assert [a["stages"] for a in s.actions("wonder")] == [1]
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["III:Internet#1"]
    assert s.actions_left(0) == (2, 2)


def test_engineering_replaces_architecture_and_stages_do_not_add_up():
    spec = builder()
    spec["specials"] = ["II:Architecture"]
    spec["civil_hand"] = ["III:Engineering"]
    spec["science"] = 9
    s = Scenario(age="III", players=[{**spec, "building": {"card": "III:Internet", "stages_built": 0}}, {}])
    assert [a["stages"] for a in s.actions("wonder")] == [1, 2, 3]
    s.act("develop", card="III:Engineering")
    assert list(s.player(0).specials.values()) == ["III:Engineering#1"]
    assert s.player(0).science == 0
    assert [a["stages"] for a in s.actions("wonder")] == [1, 2, 3, 4]
