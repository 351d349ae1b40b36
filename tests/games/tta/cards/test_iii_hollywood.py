import pytest

from epocha.games.tta.catalog import facts
from epocha.games.tta.ratings import best
from epocha.games.tta.rules_base import REGISTRY, CardRules
from epocha.games.tta.scenario import Scenario


def city(**techs):
    base = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "III:Oil": {"stored": 2},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {"workers": 1},
        "A:Warriors": {"workers": 1},
        "I:Drama": {"workers": 1},
        "III:Movies": {"workers": 1},
        "II:Journalism": {"workers": 2},
        "I:Printing Press": {},
    }
    base.update(techs)
    return base


def finishing(**spec):
    return {"building": {"card": "III:Hollywood", "stages_built": 2}, "technologies": city(), **spec}


class DoublesBestTheater(CardRules):
    """A stand-in for an effect that adds culture for theaters outside their entries."""

    def adjust(self, s, p, me, tally):
        theater = best(p, "theater")
        if theater:
            tally.add("culture", facts(theater).per_worker["culture"])


class TheatersGiveMore(CardRules):
    """A stand-in for an effect that changes what each theater prints."""

    def adjust(self, s, p, me, tally):
        for e in tally.of_type("theater"):
            e.per["culture"] = e.per.get("culture", 0) + 1


def test_hollywood_scores_twice_the_culture_of_theaters_and_libraries():
    s = Scenario(age="III", players=[finishing(culture=20), {}])
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["III:Hollywood#1"]
    assert s.resources(0) == 5
    # Drama 2 + Movies 4 + Journalism 2 x 2 = 10 (temple and lab culture do not count)
    assert s.player(0).culture == 20 + 2 * 10
    assert s.ratings(0).culture == 1 + 10


def test_hollywood_without_theaters_or_libraries_scores_nothing():
    techs = {
        "A:Bronze": {"workers": 2},
        "III:Oil": {"stored": 2},
        "A:Religion": {"workers": 2},
        "I:Drama": {},
    }
    s = Scenario(
        age="III",
        players=[{"building": {"card": "III:Hollywood", "stages_built": 2}, "technologies": techs}, {}],
    )
    s.act("wonder", stages=1)
    assert s.player(0).culture == 0


@pytest.mark.parametrize("effect, extra", [(DoublesBestTheater, 4), (TheatersGiveMore, 2)])
def test_hollywood_counts_effects_on_theater_culture(monkeypatch, effect, extra):
    monkeypatch.setitem(REGISTRY, "III:Charlie Chaplin", effect())
    s = Scenario(age="III", players=[finishing(leader="III:Charlie Chaplin"), {}])
    s.act("wonder", stages=1)
    assert s.player(0).culture == 2 * (10 + extra)


def test_hollywood_scores_once_only():
    s = Scenario(
        age="III", players=[{"wonders": ["III:Hollywood"], "technologies": city(), "culture": 3}, {}]
    )
    assert s.ratings(0).culture == 11
    s.end_turn()
    assert s.player(0).culture == 3 + 11


@pytest.mark.parametrize("leader, extra", [("II:J.S. Bach", 2), ("III:Charlie Chaplin", 4)])
def test_hollywood_with_the_leaders_named_by_the_rules(leader, extra):
    if leader not in REGISTRY:
        pytest.skip(f"{leader} is not registered yet")
    s = Scenario(age="III", players=[finishing(leader=leader), {}])
    s.act("wonder", stages=1)
    # Bach: +1 culture per theater (2); Chaplin: the best theater (Movies, 4) twice
    assert s.player(0).culture == 2 * (10 + extra)
