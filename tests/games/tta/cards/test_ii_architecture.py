from epocha.games.tta.scenario import Scenario


def builder(**extra):
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "I:Iron": {"stored": 10},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
    }
    techs.update(extra)
    return {"technologies": techs, "unused_workers": 2, "specials": ["II:Architecture"]}


def test_architecture_discounts_by_level():
    s = Scenario(
        age="II",
        players=[builder(**{"I:Drama": {}, "II:Scientific Method": {}, "III:Movies": {}, "II:Coal": {}}), {}],
    )
    assert s.can("build", tech="I:Drama#1", label="Build a theater on Drama (1 civil action, 3 resources)")
    assert s.can(
        "build",
        tech="II:Scientific Method#1",
        label="Build a lab on Scientific Method (1 civil action, 6 resources)",
    )
    assert s.can(
        "build", tech="III:Movies#1", label="Build a theater on Movies (1 civil action, 9 resources)"
    )
    # not level A urban buildings, not mines
    assert s.can(
        "build", tech="A:Philosophy#p0", label="Build a lab on Philosophy (1 civil action, 3 resources)"
    )
    assert s.can("build", tech="II:Coal#1", label="Build a mine on Coal (1 civil action, 8 resources)")
    s.act("build", tech="II:Scientific Method#1")
    assert s.resources(0) == 14
    assert s.ratings(0).science == 1 + 3


def test_architecture_upgrade_examples():
    s = Scenario(
        age="II",
        players=[
            builder(
                **{"A:Philosophy": {"workers": 1}, "I:Alchemy": {"workers": 1}, "II:Scientific Method": {}}
            ),
            {},
        ],
    )
    # A -> II saves 2 (8-2-3 = 3), I -> II saves 1 (6-5 = 1)
    assert s.can("upgrade", label="Upgrade Philosophy to Scientific Method (1 civil action, 3 resources)")
    assert s.can("upgrade", label="Upgrade Alchemy to Scientific Method (1 civil action, 1 resource)")
    s.act("upgrade", **{"from": "I:Alchemy#1", "to": "II:Scientific Method#1"})
    assert s.resources(0) == 19


def test_architecture_builds_up_to_three_stages():
    s = Scenario(
        age="II", players=[{**builder(), "building": {"card": "II:Eiffel Tower", "stages_built": 0}}, {}]
    )
    assert s.labels("wonder") == [
        "Build 1 stage of Eiffel Tower (1 civil action, 3 resources)",
        "Build 2 stages of Eiffel Tower (1 civil action, 10 resources)",
        "Build 3 stages of Eiffel Tower (1 civil action, 13 resources)",
    ]
    s.act("wonder", stages=3)
    assert s.player(0).wonders == ["II:Eiffel Tower#1"]
    assert s.resources(0) == 7
    assert s.actions_left(0) == (3, 2)
    assert s.ratings(0).culture == 4 + 0  # Eiffel Tower 4, no temple worker


def test_architecture_stages_limited_by_resources():
    spec = builder()
    spec["technologies"]["I:Iron"] = {"stored": 4}
    spec["technologies"]["A:Bronze"] = {"workers": 2, "stored": 1}
    s = Scenario(age="II", players=[{**spec, "building": {"card": "II:Eiffel Tower", "stages_built": 0}}, {}])
    assert [a["stages"] for a in s.actions("wonder")] == [1]
