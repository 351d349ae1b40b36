from epocha.games.tta.scenario import Scenario

LEO = "I:Leonardo da Vinci"


def labs(**workers):
    out = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2, "stored": 1},
        "A:Philosophy": {"workers": workers.get("philosophy", 1)},
        "A:Warriors": {"workers": 1},
    }
    if "alchemy" in workers:
        out["I:Alchemy"] = {"workers": workers["alchemy"]}
    if "press" in workers:
        out["I:Printing Press"] = {"workers": workers["press"]}
    if "journalism" in workers:
        out["II:Journalism"] = {"workers": workers["journalism"]}
    return out


def test_leonardo_adds_the_level_of_the_best_lab_or_library_once():
    s = Scenario(players=[{"leader": LEO, "technologies": labs(alchemy=2, press=1)}, {}])
    # Philosophy 1 + Alchemy 2 x 2 + Printing Press 1 = 6; best level I: +1
    assert s.ratings(0).science == 7


def test_leonardo_prefers_a_higher_library_to_a_lab():
    s = Scenario(players=[{"leader": LEO, "technologies": labs(alchemy=1, journalism=1)}, {}])
    # Philosophy 1 + Alchemy 2 + Journalism 2 = 5; best level II: +2
    assert s.ratings(0).science == 7


def test_leonardo_with_only_philosophy_adds_nothing():
    s = Scenario(players=[{"leader": LEO, "technologies": labs()}, {}])
    assert s.ratings(0).science == 1
    idle = Scenario(players=[{"leader": LEO, "technologies": labs(philosophy=0, alchemy=0)}, {}])
    assert idle.ratings(0).science == 0  # a lab without a worker is no building


def test_leonardo_gains_a_resource_when_developing():
    s = Scenario(
        players=[{"leader": LEO, "technologies": labs(), "science": 9, "civil_hand": ["I:Alchemy"]}, {}]
    )
    assert s.resources(0) == 1
    s.act("develop", card="I:Alchemy")
    assert s.resources(0) == 2
    assert s.player(0).science == 5


def test_leonardo_gains_a_resource_for_a_government_and_a_revolution():
    peaceful = Scenario(
        players=[{"leader": LEO, "technologies": labs(), "science": 8, "civil_hand": ["I:Monarchy"]}, {}]
    )
    peaceful.act("develop", card="I:Monarchy")
    assert peaceful.resources(0) == 2
    revolt = Scenario(
        players=[{"leader": LEO, "technologies": labs(), "science": 2, "civil_hand": ["I:Monarchy"]}, {}]
    )
    revolt.act("revolution", card="I:Monarchy")
    assert revolt.resources(0) == 2
    assert revolt.player(0).government == "I:Monarchy#1"


def test_leonardo_gives_nothing_for_taking_a_technology():
    s = Scenario(players=[{"leader": LEO, "technologies": labs()}, {}], row=["I:Alchemy"])
    s.act("take", card="I:Alchemy")
    assert s.resources(0) == 1
