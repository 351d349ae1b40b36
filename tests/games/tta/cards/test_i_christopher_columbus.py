from epocha.games.tta.scenario import Scenario

COLUMBUS = "I:Christopher Columbus"


def test_columbus_colonizes_a_territory_from_hand_without_units():
    s = Scenario(
        players=[{"leader": COLUMBUS, "military_hand": ["I:Wealthy Territory", "I:Foray"]}, {}],
        current_events=["I:Rats"],
    )
    p = s.player(0)
    blue = p.blue
    s.act("ability", card=COLUMBUS, territory="I:Wealthy Territory")
    assert p.leader is None
    assert "I:Christopher Columbus#1" in s.state.removed
    assert p.colonies == ["I:Wealthy Territory#1"]
    assert p.military_hand == ["I:Foray#1"]
    # permanent: +3 blue tokens; then immediately 5 resources
    assert s.resources(0) == 5
    assert p.blue == blue + 3 - 5
    assert p.workers["A:Warriors#p0"] == 1  # nothing sacrificed
    assert p.yellow == 18
    # not an event: no culture, the current event stays hidden
    assert p.culture == 0
    assert len(s.state.current_events) == 1
    assert not s.can("event")
    assert s.actions_left(0) == (4, 2)


def test_columbus_gains_population_from_an_inhabited_territory():
    s = Scenario(players=[{"leader": COLUMBUS, "military_hand": ["I:Inhabited Territory"]}, {}])
    p = s.player(0)
    s.act("ability", card=COLUMBUS)
    assert p.colonies == ["I:Inhabited Territory#1"]
    assert p.yellow == 18 + 2 - 1
    assert p.pool == 2


def test_columbus_offers_each_territory_and_only_territories():
    s = Scenario(
        players=[
            {
                "leader": COLUMBUS,
                "military_hand": ["I:Historic Territory", "I:Developed Territory", "I:Foray"],
            },
            {},
        ]
    )
    offered = [a["territory"] for a in s.actions("ability")]
    assert offered == ["I:Historic Territory#1", "I:Developed Territory#1"]
    s.act("ability", card=COLUMBUS, territory="I:Historic Territory")
    assert s.player(0).culture == 6
    assert s.ratings(0).happy == 1
    assert not s.can("ability")


def test_columbus_is_only_a_political_action():
    s = Scenario(
        players=[{"leader": COLUMBUS, "military_hand": ["I:Vast Territory", "I:Foray"]}, {}],
        current_events=[],
    )
    s.act("event", card="I:Foray")
    assert not s.can("ability", card=COLUMBUS)
    t = Scenario(players=[{"leader": COLUMBUS, "military_hand": ["I:Vast Territory"]}, {}])
    t.act("disband", tech="A:Warriors")
    assert not t.can("ability", card=COLUMBUS)
    assert t.player(0).leader == "I:Christopher Columbus#1"


def test_columbus_without_a_territory_offers_nothing():
    s = Scenario(players=[{"leader": COLUMBUS, "military_hand": ["I:Foray"]}, {}])
    assert not s.can("ability", card=COLUMBUS)
