"""Development of Politics is not in the Simple game's event deck (test_simple_game_events);
these positions put it in the current events: in the Simple game it draws nothing (there are no
military decks), and with a military deck (as the Advanced and Full games have) every player
draws 3."""

from epocha.games.tta.catalog import key_of
from epocha.games.tta.scenario import Scenario

from .helpers_events import change, on_turn, position, reveal, without_event

CARD = "A:Development of Politics (2006)"
NAMES = [
    "Rats",
    "Pestilence",
    "Foray",
    "Raiders",
    "Crusades",
    "Rebellion",
    "Immigration",
    "Good Harvest",
    "New Deposits",
]
DECK = [f"I:{name} (2006)" for name in NAMES]  # top first


def with_military_deck(players, revealer=0):
    """The position before the reveal, with an Age I military deck of DECK (top first)."""
    s = Scenario(**position(players, [CARD], revealer=revealer))
    s.state.military_decks["I"] = [f"{k}#1" for k in reversed(DECK)]  # (the state's top is last)
    return s


def test_in_the_simple_game_it_draws_nothing():
    players = [{}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert on_turn(s, 0)
    assert [s.player(q).military_hand for q in range(2)] == [[], []]
    assert change(s, base, 0) == {} and change(s, base, 1) == {}
    assert [key_of(c) for c in s.state.past_events] == [CARD]


def test_every_player_draws_three_clockwise_from_the_revealer():
    s = with_military_deck([{}, {}, {}], revealer=1)
    s.end_turn()
    assert [key_of(c) for c in s.player(1).military_hand] == DECK[0:3]
    assert [key_of(c) for c in s.player(2).military_hand] == DECK[3:6]
    assert [key_of(c) for c in s.player(0).military_hand] == DECK[6:9]
    assert s.state.military_decks["I"] == []
    assert on_turn(s, 1)


def test_the_player_on_turn_keeps_all_the_cards_this_round():
    """In the Advanced game, revealed by the event the player on turn prepares: everyone draws 3,
    and the player on turn is not asked to discard after the politics (2 military actions)."""
    prepared = "I:Cultural Influence (2006)"  # (not in DECK)
    deck = [f"{k}#1" for k in DECK]
    s = Scenario(
        edition="2006",
        mode="advanced",
        players=[{"military_hand": [prepared]}, {}],
        current_events=[CARD],
        decks={"military": {"I": deck}},
    )
    s.act("event", card=prepared)
    assert len(s.player(0).military_hand) == 3 and len(s.player(1).military_hand) == 3
    assert s.decision().kind == "turn" and s.chooser == 0  # not asked to discard one
    assert not s.can("end_politics")
    assert len(s.player(0).military_hand) == 3
