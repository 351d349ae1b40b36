from epocha.games.tta.scenario import Scenario

LEADER = "II:James Cook"


def test_first_colony_adds_two_culture_and_each_further_one_more():
    s = Scenario(players=[{"leader": LEADER}, {}], age="II")
    assert s.ratings(0).culture == 0
    s = Scenario(players=[{"leader": LEADER, "colonies": ["I:Historic Territory"]}, {}], age="II")
    assert s.ratings(0).culture == 2
    s = Scenario(
        players=[
            {
                "leader": LEADER,
                "colonies": ["I:Historic Territory", "II:Strategic Territory", "I:Wealthy Territory"],
            },
            {},
        ],
        age="II",
    )
    assert s.ratings(0).culture == 4


def test_colonies_without_cook_give_no_culture():
    s = Scenario(players=[{"colonies": ["I:Historic Territory", "II:Strategic Territory"]}, {}], age="II")
    assert s.ratings(0).culture == 0


def reveal_territory(leader):
    s = Scenario(
        players=[
            {
                "leader": leader,
                "military_hand": ["II:Cold War", "II:Classic Army", "II:Prosperity", "I:Rats"],
            },
            {},
        ],
        age="II",
        current_events=["II:Historic Territory"],
    )
    s.act("event", card="II:Cold War")
    return s


def bids(s):
    return [a["value"] for a in s.actions("choose")]


def test_discarding_two_military_cards_raises_the_force_by_two():
    s = reveal_territory(LEADER)
    assert s.chooser == 0
    assert bids(s) == [1, 2, 3]  # Warriors 1 + 2 discards
    s.choose(3)
    # the other player (Warriors only) cannot outbid: seat 0 sends the force
    s.choose("u:A:Warriors#p0@0")
    labels = s.labels("choose")
    assert not any(label.startswith("Send") for label in labels)  # 1 < 3
    assert sum(label.startswith("Discard") for label in labels) == 3
    s.choose("d:II:Classic Army#1", "d:II:Prosperity#1")
    # force 3: sending is the only option left (no third discard), so it is done at once
    p = s.player(0)
    assert [c.split("#")[0] for c in p.colonies] == ["II:Historic Territory"]
    assert [c.split("#")[0] for c in p.military_hand] == ["I:Rats"]
    assert p.culture == 2 + 11  # the Age II event prepared, the territory's culture
    assert s.ratings(0).culture == 2
    assert s.ratings(0).happy == 2
    assert not p.workers.get("A:Warriors#p0")


def test_without_cook_no_card_can_be_discarded():
    s = reveal_territory("II:Isaac Newton")
    assert bids(s) == [1]
