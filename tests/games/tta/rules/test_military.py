"""Digest §7.2, §7.5, §9, §13.2, §13.5, §14.8: tactics, the military hand limit, drawing and
reshuffling military cards."""

from epocha.games.tta.catalog import key_of
from epocha.games.tta.scenario import Scenario

ARMY = {
    "A:Agriculture": {"workers": 2},
    "A:Bronze": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 3},
}


def keys(cards):
    return [key_of(c) for c in cards]


# -- tactics -----------------------------------------------------------------------------------


def test_a_played_tactic_is_exclusive_until_the_start_of_the_owners_next_turn():
    s = Scenario(players=[{"technologies": ARMY, "military_hand": ["I:Legion"]}, {"technologies": ARMY}])
    s.act("tactic", card="I:Legion")
    assert s.actions_left(0) == (4, 1)
    assert s.player(0).exclusive == s.player(0).tactic and s.state.common_tactics == []
    s.end_turn()
    assert not s.can("copy_tactic")  # seat 1 cannot copy an exclusive tactic
    s.end_turn()
    assert keys(s.state.common_tactics) == ["I:Legion"]  # made common as seat 0's turn starts
    p = s.player(0)
    assert p.exclusive is None and keys([p.tactic]) == ["I:Legion"]
    s.end_turn()
    s.act("copy_tactic", card="I:Legion")  # now seat 1 may, for 2 military actions
    assert s.actions_left(1) == (4, 0) and keys([s.player(1).tactic]) == ["I:Legion"]
    assert s.ratings(1).strength == 3 + 2


def test_a_tactic_is_played_or_copied_once_per_round():
    s = Scenario(
        players=[
            {"technologies": ARMY, "military_hand": ["I:Legion", "I:Phalanx"]},
            {"technologies": ARMY},
        ],
        common_tactics=["I:Fighting Band"],
    )
    s.act("tactic", card="I:Legion")
    assert not s.can("tactic") and not s.can("copy_tactic")
    s.end_turn()
    s.end_turn()
    assert s.can("tactic", card="I:Phalanx") and s.can("copy_tactic", card="I:Fighting Band")


def test_copying_needs_two_military_actions_and_not_the_current_tactic():
    s = Scenario(
        players=[{"technologies": ARMY, "tactic": "I:Legion"}, {}],
        common_tactics=["I:Legion", "I:Fighting Band"],
    )
    assert not s.can("copy_tactic", card="I:Legion")  # already the current tactic
    assert s.can("copy_tactic", card="I:Fighting Band")
    one = Scenario(
        players=[{"technologies": ARMY, "actions_spent": {"ca": 0, "ma": 1}}, {}],
        common_tactics=["I:Fighting Band"],
    )
    assert not one.can("copy_tactic")


def test_an_identical_common_tactic_is_merged_and_its_users_keep_it():
    s = Scenario(
        players=[
            {"technologies": ARMY, "military_hand": ["I:Legion#2"]},
            {"technologies": ARMY, "tactic": "I:Legion#1"},
        ],
        common_tactics=["I:Legion#1"],
    )
    s.act("tactic", card="I:Legion")
    assert s.player(0).tactic == "I:Legion#2"
    s.end_turn()
    s.end_turn()
    st = s.state
    assert st.common_tactics == ["I:Legion#1"] and "I:Legion#2" in st.removed
    assert st.players[0].tactic == "I:Legion#1" and st.players[1].tactic == "I:Legion#1"
    assert "I:Legion#2" not in st.military_discards.get("I", [])  # never to the discards


# -- the military hand limit and drawing -------------------------------------------------------


def test_excess_military_cards_are_discarded_at_the_end_of_the_turn_before_drawing():
    # Despotism: 2 military actions, so a hand limit of 2; 4 cards in hand, 2 actions unused
    s = Scenario(
        players=[{"military_hand": ["I:Legion", "I:Rats", "I:Foray", "I:Raiders"]}, {}],
        decks={"military": {"I": ["I:Crusades", "I:Barbarians", "I:Pestilence"]}},
    )
    s.end_turn()
    d = s.decision()
    assert d.seat == 0 and d.kind == "cards" and s.prompt() == "Discard 2 military cards over your limit"
    s.choose("I:Rats", "I:Foray")
    p = s.player(0)
    assert keys(s.state.military_discards["I"]) == ["I:Rats", "I:Foray"]
    # then two cards drawn for the two unused military actions: the hand may exceed the limit
    assert sorted(keys(p.military_hand)) == sorted(["I:Legion", "I:Raiders", "I:Crusades", "I:Barbarians"])
    assert s.state.turn_player == 1


def test_at_the_limit_nothing_is_discarded_and_at_most_three_are_drawn():
    s = Scenario(
        players=[{"military_hand": ["I:Legion", "I:Rats"], "leader": "A:Julius Caesar"}, {}],
        decks={"military": {"I": ["I:Crusades", "I:Barbarians", "I:Pestilence", "I:Foray", "I:Raiders"]}},
    )
    assert s.actions_left(0)[1] >= 3
    s.end_turn()
    assert s.state.turn_player == 1  # no question
    assert len(s.player(0).military_hand) == 2 + 3


def test_an_empty_military_deck_is_reshuffled_from_the_current_ages_discards():
    s = Scenario(
        players=[{}, {}],
        decks={"military": {"I": ["I:Crusades"]}},
        past_events=["I:Rats"],
    )
    st = s.state
    st.military_discards["I"] = ["I:Legion#1", "I:Foray#1"]
    st.military_discards["A"] = ["A:Development of Science#1"]
    s.end_turn()  # two unused military actions: one card from the deck, one after the reshuffle
    p = s.player(0)
    assert len(p.military_hand) == 2 and keys(p.military_hand)[0] == "I:Crusades"
    assert keys(p.military_hand)[1] in ("I:Legion", "I:Foray")
    assert len(st.military_decks["I"]) == 1 and st.military_discards["I"] == []
    assert keys(st.military_discards["A"]) == ["A:Development of Science"]  # other ages stay
    assert keys(st.past_events) == ["I:Rats"]  # resolved events never come back
    assert any(e["event"] == "reshuffle" for e in s.events())


def test_nothing_is_drawn_when_deck_and_discards_are_empty():
    s = Scenario(players=[{}, {}], decks={"military": {"I": []}})
    s.end_turn()
    assert s.player(0).military_hand == []
