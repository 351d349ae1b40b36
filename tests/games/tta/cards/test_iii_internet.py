import pytest

from epocha.games.tta.catalog import facts
from epocha.games.tta.rules_base import REGISTRY, CardRules
from epocha.games.tta.scenario import Scenario


def city(**techs):
    base = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "III:Oil": {"stored": 2},
        "A:Philosophy": {"workers": 1},
        "II:Scientific Method": {"workers": 1},
        "A:Religion": {"workers": 2},
        "A:Warriors": {"workers": 3},
        "I:Printing Press": {"workers": 1},
        "I:Drama": {"workers": 1},
        "I:Bread and Circuses": {"workers": 1},
    }
    base.update(techs)
    return base


def finishing(**spec):
    return {"building": {"card": "III:Internet", "stages_built": 4}, "technologies": city(), **spec}


class LabsGiveCulture(CardRules):
    """A stand-in for an effect that changes what each lab prints: culture equal to its level."""

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("lab"):
            e.per["culture"] = e.per.get("culture", 0) + e.level


class TemplesGiveStrength(CardRules):
    """A stand-in for a strength bonus per temple worker, added outside the entries."""

    def adjust(self, s, p, me, tally):
        tally.add("strength", sum(e.count for e in tally.of_type("temple")))


def test_internet_scores_culture_science_and_strength_of_urban_buildings():
    s = Scenario(age="III", players=[finishing(culture=1), {}])
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["III:Internet#1"]
    assert s.resources(0) == 8
    # science: labs 1 + 3, library 1; culture: temples 2, library 1, theater 2; strength: arena 1
    # (warriors' strength, happy faces and the rest do not count)
    assert s.player(0).culture == 1 + 5 + 5 + 1


def test_internet_without_urban_workers_scores_nothing():
    techs = {"A:Agriculture": {"workers": 2}, "III:Oil": {"stored": 2}, "A:Warriors": {"workers": 2}}
    s = Scenario(
        age="III",
        players=[{"building": {"card": "III:Internet", "stages_built": 4}, "technologies": techs}, {}],
    )
    s.act("wonder", stages=1)
    assert s.player(0).culture == 0


@pytest.mark.parametrize("effect, extra", [(LabsGiveCulture, 0 + 2), (TemplesGiveStrength, 2)])
def test_internet_counts_effects_on_urban_buildings(monkeypatch, effect, extra):
    monkeypatch.setitem(REGISTRY, "III:Sid Meier", effect())
    s = Scenario(age="III", players=[finishing(leader="III:Sid Meier"), {}])
    s.act("wonder", stages=1)
    assert s.player(0).culture == 11 + extra


def test_internet_stages_two_three_four_three_two():
    s = Scenario(
        age="III",
        players=[
            {
                "building": {"card": "III:Internet", "stages_built": 0},
                "technologies": city(**{"III:Oil": {"stored": 3}}),
            },
            {},
        ],
    )
    costs = []
    for _ in range(4):
        before = s.resources(0)
        s.act("wonder", stages=1)
        costs.append(before - s.resources(0))
    assert costs == [2, 3, 4, 3]
    assert facts("III:Internet").stages == (2, 3, 4, 3, 2)
    assert s.player(0).culture == 0


def test_internet_counts_newtons_science():
    if "II:Isaac Newton" not in REGISTRY:
        pytest.skip("Isaac Newton is not registered yet")
    s = Scenario(age="III", players=[finishing(leader="II:Isaac Newton"), {}])
    s.act("wonder", stages=1)
    # the best lab or library is Scientific Method (level II): +2 science
    assert s.player(0).culture == 11 + 2
