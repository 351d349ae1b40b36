"""Rules digest §5: dogma resolution, sharing, demands, the sharing bonus."""

from epocha.games.innovation.scenario import Scenario


def test_icons_are_counted_once_when_the_dogma_starts():
    # Enterprise (crown): the demand moves seat 1's Mapmaking onto my board, raising my crowns
    # from 3 to 5; seat 2 (3 crowns) still shares the second effect
    s = Scenario(
        players=[
            {"board": {"purple": ["Enterprise"]}},
            {"board": {"green": ["Mapmaking"]}},
            {"board": {"green": ["Navigation", "Sailing"]}},
        ],
        decks={4: ["Anatomy"]},
    )
    s.dogma("Enterprise")
    d = s.events("dogma")[0]["args"]
    assert d["counts"] == [3, 2, 3] and d["demanded"] == [1] and d["sharing"] == [2]
    assert s.top(0, "green") == "Mapmaking" and s.icons(0, "crown") == 5
    assert s.chooser == 2 and s.options() == ["green"]
    s.choose("green")
    assert s.splay(2, "green") == "right"


def test_demands_run_clockwise_from_the_left_and_shared_effects_end_with_the_activator():
    s = Scenario(
        players=[
            {"board": {"red": ["Oars"]}},
            {"hand": ["Sailing"]},
            {"hand": ["Writing"]},
            {"board": {"red": ["Archery", "Metalworking"]}},
        ],
        turn={"player": 0, "actions_left": 2},
        decks={1: ["Agriculture", "Clothing", "Tools", "Pottery"]},
    )
    s.dogma("Oars")
    executions = [(e["args"]["player"], e["args"]["kind"]) for e in s.events("effect")]
    assert executions == [(1, "demand"), (2, "demand"), (3, "shared"), (0, "shared")]


def test_demanded_players_start_at_the_activators_left():
    s = Scenario(
        players=[{"hand": ["Sailing"]}, {"hand": ["Writing"]}, {"board": {"red": ["Oars"]}}],
        turn={"player": 2, "actions_left": 2},
        decks={1: ["Agriculture", "Clothing", "Tools"]},
    )
    s.dogma("Oars")
    assert [e["args"]["player"] for e in s.events("effect") if e["args"]["kind"] == "demand"] == [0, 1]


def test_sharing_bonus_only_once_for_several_sharers():
    s = Scenario(
        players=[
            {"board": {"blue": ["Writing"]}},
            {"board": {"blue": ["Tools"]}},
            {"board": {"blue": ["Mathematics"]}},
        ],
        decks={1: ["Sailing"], 2: ["Calendar", "Currency", "Mapmaking", "Philosophy"]},
    )
    s.dogma("Writing")
    assert len(s.events("share_bonus")) == 1
    assert s.hand(0) == ["Sailing", "Mapmaking"]


def test_no_bonus_when_the_sharer_changed_nothing():
    s = Scenario(
        players=[
            {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]},
            {"board": {"purple": ["Education"]}},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Philosophy")
    # seat 1: nothing to splay, nothing to score; seat 0 may score
    s.choose("Oars")
    assert s.events("share_bonus") == [] and s.hand(0) == []


def test_a_sharers_change_earns_the_bonus():
    # the sharer returns a card and draws/scores: a change even if its points end equal
    s = Scenario(
        players=[{"board": {"yellow": ["Agriculture"]}}, {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}],
        decks={1: ["Sailing"], 2: ["Calendar"]},
    )
    s.dogma("Agriculture")
    s.choose("Oars")
    assert len(s.events("share_bonus")) == 1 and s.hand(0) == ["Sailing"]


def test_a_change_later_reversed_still_earns_the_bonus():
    # Chemistry: the sharer (as many factories) draws and scores the only 7, then must return
    # a score card, the only one being that 7, which goes back to the empty deck 7: their
    # change is undone within the shared effect, yet it was a change
    s = Scenario(
        players=[{"board": {"blue": ["Chemistry"]}}, {"board": {"red": ["Industrialization"]}}],
        decks={5: ["Coal"], 6: ["Canning"], 7: ["Bicycle"]},
    )
    sharer_before = (s.hand(1), s.score(1), s.board(1))
    s.dogma("Chemistry")
    assert s.events("dogma")[0]["args"]["sharing"] == [1]
    assert [(e["event"], e["args"]["player"]) for e in s.events() if e["event"] in ("score", "return")][
        :2
    ] == [
        ("score", 1),
        ("return", 1),
    ]
    assert (s.hand(1), s.score(1), s.board(1)) == sharer_before and s.deck(7) == ["Bicycle"]
    # the activator's own score-and-return is a wash too; the bonus draw is a 5 (Chemistry)
    assert s.score(0) == [] and s.deck(6) == ["Canning"]
    assert len(s.events("share_bonus")) == 1 and s.hand(0) == ["Coal"] and s.quiet


def test_a_reveal_alone_is_no_change():
    # the sharer reveals a green card but no opponent has a green top card: nothing moves
    s = Scenario(
        players=[{"board": {"purple": ["Specialization"]}}, {"board": {"red": ["Coal"]}, "hand": ["Sailing"]}]
    )
    s.dogma("Specialization")
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Sailing"]
    assert s.hand(1) == ["Sailing"] and s.quiet
    assert s.events("share_bonus") == [] and s.hand(0) == []


def test_demands_never_trigger_the_bonus():
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {"hand": ["Calendar"]}], decks={1: ["Sailing"]})
    s.dogma("Archery")
    assert s.events("share_bonus") == []


def test_effects_continue_after_the_card_is_covered():
    # Sailing melds a green 1 on top of itself; the dogma still completes for everyone
    s = Scenario(
        players=[{"board": {"green": ["Sailing"]}}, {"board": {"green": ["Currency"]}}],
        decks={1: ["Clothing", "The Wheel"]},
    )
    s.dogma("Sailing")
    assert s.pile(1, "green") == ["Clothing", "Currency"]
    assert s.pile(0, "green") == ["The Wheel", "Sailing"]


def test_shared_effects_are_mandatory_for_sharers():
    s = Scenario(
        players=[{"board": {"blue": ["Writing"]}}, {"board": {"blue": ["Tools"]}}],
        decks={1: ["Oars"], 2: ["Calendar", "Currency"]},
    )
    s.dogma("Writing")
    assert s.hand(1) == ["Calendar"]  # no choice offered: the sharer must draw


def test_the_dogma_event_lists_only_the_players_the_card_affects():
    # Writing has no demand: a player with fewer lightbulbs is not demanded
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar"]})
    s.dogma("Writing")
    assert s.events("dogma")[0]["args"]["demanded"] == []
    # Archery has only a demand: a player with as many castles shares nothing
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {"board": {"red": ["Oars", "Metalworking"]}}])
    s.dogma("Archery")
    d = s.events("dogma")[0]["args"]
    assert d["sharing"] == [] and d["demanded"] == [] and d["counts"] == [2, 2]
