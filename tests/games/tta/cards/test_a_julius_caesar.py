from epocha.games.tta.scenario import Scenario

CAESAR = "A:Julius Caesar"


def test_julius_caesar_prints_a_military_action_and_strength():
    s = Scenario(players=[{"leader": CAESAR}, {}])
    assert s.ratings(0).strength == 2
    assert s.actions_left(0) == (4, 3)


def test_julius_caesar_allows_a_second_political_action_once_per_game():
    s = Scenario(
        players=[{"leader": CAESAR, "military_hand": ["I:Foray", "I:Rats", "I:Raiders"]}, {}],
        current_events=[],
    )
    assert not s.can("ability", card=CAESAR)  # only after a political action
    s.act("event", card="I:Foray")
    assert not s.can("event")
    s.act("ability", card=CAESAR)
    s.act("event", card="I:Rats")
    p = s.player(0)
    assert p.culture == 2
    assert len(s.state.future_events) == 2
    assert p.flags["A:Julius Caesar"] is True
    assert not s.can("event")
    assert not s.can("ability", card=CAESAR)
    assert s.actions_left(0) == (4, 3)
    s.end_turn()
    s.end_turn()
    # the next turn: once per game
    s.act("event", card="I:Raiders")
    assert not s.can("ability", card=CAESAR)
    assert s.player(0).culture == 3


def test_julius_caesar_is_gone_once_the_action_phase_begins():
    s = Scenario(
        players=[{"leader": CAESAR, "military_hand": ["I:Foray", "I:Rats"]}, {}],
        current_events=[],
    )
    s.act("event", card="I:Foray")
    s.act("disband", tech="A:Warriors")
    assert not s.can("ability", card=CAESAR)
    assert not s.can("event")
    assert not s.player(0).flags


def test_julius_caesar_needs_a_second_event_to_prepare():
    s = Scenario(players=[{"leader": CAESAR, "military_hand": ["I:Foray"]}, {}], current_events=[])
    s.act("event", card="I:Foray")
    assert not s.can("ability", card=CAESAR)


def test_julius_caesar_already_used_in_this_game():
    s = Scenario(
        players=[{"leader": CAESAR, "military_hand": ["I:Foray", "I:Rats"], "flags": {CAESAR: True}}, {}],
        current_events=[],
    )
    s.act("event", card="I:Foray")
    assert not s.can("ability", card=CAESAR)
