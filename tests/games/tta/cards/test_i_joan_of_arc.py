from epocha.engine.log import redact
from epocha.games.tta.scenario import Scenario

JOAN = "I:Joan of Arc"


def temples(n, theology=0):
    out = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "A:Religion": {"workers": n},
        "A:Warriors": {"workers": 1},
    }
    if theology:
        out["I:Theology"] = {"workers": theology}
    return out


def test_joan_of_arc_prints_culture_and_a_military_action():
    s = Scenario(players=[{"leader": JOAN, "technologies": temples(0)}, {}])
    assert s.ratings(0).culture == 1
    assert s.ratings(0).strength == 1
    assert s.actions_left(0) == (4, 3)


def test_joan_of_arc_turns_temple_faces_into_strength():
    s = Scenario(players=[{"leader": JOAN, "technologies": temples(2, theology=1)}, {}])
    # Warriors 1 + two Religion temples (1 face each) + Theology (2 faces)
    assert s.ratings(0).strength == 1 + 2 + 2
    assert s.ratings(0).happy == 4


def test_joan_of_arc_counts_the_government_faces():
    s = Scenario(players=[{"leader": JOAN, "technologies": temples(1), "government": "I:Theocracy"}, {}])
    # Warriors 1 + Theocracy 1 + temple face 1 + Theocracy face 1
    assert s.ratings(0).strength == 4
    # other faces (a wonder's) give nothing
    t = Scenario(players=[{"leader": JOAN, "technologies": temples(0), "wonders": ["A:Hanging Gardens"]}, {}])
    assert t.ratings(0).happy == 2
    assert t.ratings(0).strength == 1


def test_joan_of_arc_counts_faces_added_by_st_peters_basilica():
    s = Scenario(
        players=[{"leader": JOAN, "technologies": temples(2), "wonders": ["I:St. Peter's Basilica"]}, {}]
    )
    assert s.ratings(0).strength == 1 + 2 * 2


def test_joan_of_arc_looks_at_the_top_current_event_in_secret():
    s = Scenario(
        players=[{"leader": JOAN, "military_hand": ["I:Foray"]}, {}],
        current_events=["I:Rats", "I:Raiders"],
    )
    s.act("ability", card=JOAN)
    looked = s.events("look_event")
    assert len(looked) == 1
    assert redact(looked[0], 0)["args"]["card"] == "I:Rats"
    assert "card" not in redact(looked[0], 1)["args"]
    assert redact(looked[0], 1)["args"]["age"] == "I"
    # looking is no political action: the politics phase goes on, once per turn
    assert not s.can("ability", card=JOAN)
    assert s.can("event", card="I:Foray")
    assert s.state.current_events[-1] == "I:Rats#1"
    assert s.actions_left(0) == (4, 3)


def test_joan_of_arc_looks_only_at_the_start_of_the_politics_phase():
    s = Scenario(players=[{"leader": JOAN, "technologies": temples(0)}, {}], current_events=["I:Rats"])
    s.act("disband", tech="A:Warriors")
    assert not s.can("ability", card=JOAN)
    empty = Scenario(players=[{"leader": JOAN}, {}], current_events=[])
    assert not empty.can("ability", card=JOAN)
