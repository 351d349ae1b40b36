from epocha.games.tta.scenario import Scenario

CARD = "A:Development of Politics"
HAND = "A:Development of Science"
DECK = [
    "I:Rats",
    "I:Pestilence",
    "I:Foray",
    "I:Raiders",
    "I:Crusades",
    "I:Rebellion",
    "I:Immigration",
    "I:Good Harvest",
    "I:New Deposits",
]


def keys(cards):
    return [c.split("#")[0] for c in cards]


def test_every_player_draws_three_clockwise_from_the_revealer():
    s = Scenario(
        players=[{}, {"military_hand": [HAND]}, {}],
        turn_player=1,
        current_events=[CARD],
        decks={"military": {"I": DECK}},
    )
    s.act("event", card=HAND)
    assert keys(s.player(1).military_hand) == DECK[0:3]
    assert keys(s.player(2).military_hand) == DECK[3:6]
    assert keys(s.player(0).military_hand) == DECK[6:9]
    assert s.state.military_decks["I"] == []


def test_the_hand_limit_is_applied_only_at_the_end_of_the_turn():
    s = Scenario(
        players=[{"military_hand": [HAND]}, {}], current_events=[CARD], decks={"military": {"I": DECK}}
    )
    s.act("event", card=HAND)
    assert len(s.player(0).military_hand) == 3
    assert len(s.player(1).military_hand) == 3
    s.end_turn()
    d = s.decision()
    assert d.seat == 0 and d.kind == "cards"  # 3 cards, 2 military actions: discard 1
    s.choose("I:Rats")
    # then 2 unused military actions draw 2 cards
    assert keys(s.player(0).military_hand) == ["I:Pestilence", "I:Foray", "I:Immigration", "I:Good Harvest"]


def test_a_short_deck_reshuffles_its_discards():
    s = Scenario(
        players=[{"military_hand": [HAND]}, {}],
        current_events=[CARD],
        decks={"military": {"I": ["I:Rats", "I:Pestilence", "I:Foray", "I:Raiders"]}},
    )
    s.state.military_discards["I"] = ["I:Crusades#1", "I:Rebellion#1"]
    s.act("event", card=HAND)
    assert len(s.player(0).military_hand) == 3
    assert len(s.player(1).military_hand) == 3
    assert sorted(keys(s.player(1).military_hand)[1:]) == ["I:Crusades", "I:Rebellion"]
