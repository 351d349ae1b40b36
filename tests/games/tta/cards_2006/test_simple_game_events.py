"""The Simple game's events (2006 edition, digest §20.2): its event deck is the nine Age A events
other than Development of Politics (which is out of the game); from round 3 the starting player
reveals the top one at the start of each of their turns, and everyone resolves it.

The flow is played from positions: a whole new game cannot be played yet while civil cards of
the 2006 edition still lack their rules. The positions take those cards out of the game, so
that no row is dealt one."""

import epocha
from epocha.games.tta.catalog import EDITION_CARDS, instances, key_of
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from .helpers_events import key, quiet_civil_deck

TABLE = EDITION_CARDS["2006"]
AGE_A_EVENTS = sorted(k for k, f in TABLE.items() if f.deck == "military" and f.age == "A")
POLITICS = key("Development of Politics")
SIMPLE = {"edition": "2006", "mode": "simple"}


def new_game(players: int, seed: int):
    return epocha.new_game("tta", players, seed=seed, options=SIMPLE).state


def test_the_age_a_military_deck_has_ten_events():
    assert len(AGE_A_EVENTS) == 10
    assert POLITICS in AGE_A_EVENTS and key("No Event") in AGE_A_EVENTS


def test_the_event_deck_is_the_nine_other_age_a_events():
    for players in (2, 3, 4):
        s = new_game(players, seed=players)
        assert sorted(key_of(c) for c in s.current_events) == [k for k in AGE_A_EVENTS if k != POLITICS]
        assert len(s.current_events) == 9
        assert [key_of(c) for c in s.removed if facts_deck(c) == "military"] == [POLITICS]
        assert s.future_events == [] and s.past_events == []
        assert not any(facts_deck(c) == "military" for c in s.box)
        assert s.military_decks == {}  # no military cards are drawn in the Simple game


def facts_deck(card: str) -> str:
    return TABLE[key_of(card)].deck


def test_the_event_deck_is_shuffled():
    orders = {tuple(key_of(c) for c in new_game(2, seed).current_events) for seed in range(6)}
    assert len(orders) > 1


# -- the flow --------------------------------------------------------------------------------------

EVENTS = [key("Development of Science"), key("Development of Crafts"), key("Development of Agriculture")]


def without_rules(players: int) -> list[str]:
    """The civil cards of Ages A and I whose rules are not written yet: out of the game."""
    return [
        c
        for k, f in TABLE.items()
        if f.deck == "civil" and f.age in ("A", "I") and k not in REGISTRY
        for c in instances(k, players)
    ]


def round_one(players: int = 2) -> Scenario:
    """The last turn of round 1 (Age A), the three EVENTS on the event deck (top first)."""
    return Scenario(
        edition="2006",
        mode="simple",
        players=[{} for _ in range(players)],
        age="A",
        round=1,
        turn_player=players - 1,
        current_events=EVENTS,
        removed=without_rules(players),
        decks={"civil": {"A": []}},
    )


def reveals(s: Scenario) -> list[tuple[int, str]]:
    return [(e["args"]["player"], e["args"]["card"]) for e in s.events("reveal_event")]


def why(s: Scenario, card: str) -> list[int]:
    """The players who gained or scored something from `card`, in order."""
    return [
        e["args"]["player"]
        for e in s.events()
        if e["event"] in ("science", "gain") and e["args"].get("why") == card
    ]


def test_no_event_in_rounds_1_and_2():
    s = round_one()
    s.end_turn()  # round 2 begins: the starting player's turn
    assert (s.state.round, s.decision().seat) == (2, 0)
    s.end_turn()
    assert (s.state.round, s.decision().seat) == (2, 1)
    assert reveals(s) == []
    assert len(s.state.current_events) == 3


def test_from_round_3_the_starting_player_reveals_one_event_at_the_start_of_each_turn():
    s = round_one(3)
    for _ in range(4):
        s.end_turn()  # round 2, then seat 0 ... seat 2 of round 2
    assert (s.state.round, s.decision().seat) == (3, 0)
    assert reveals(s) == [(0, EVENTS[0])]
    s.end_turn()
    s.end_turn()
    assert (s.state.round, s.decision().seat) == (3, 2)
    assert len(reveals(s)) == 1  # not at the other players' turns
    s.end_turn()
    assert s.state.round == 4
    assert reveals(s) == [(0, EVENTS[0]), (0, EVENTS[1])]
    assert [key_of(c) for c in s.state.past_events] == EVENTS[:2]
    assert [key_of(c) for c in s.state.current_events] == EVENTS[2:]


def test_everyone_resolves_the_event_clockwise_from_the_starting_player():
    s = round_one(3)
    for _ in range(4):
        s.end_turn()
    assert why(s, EVENTS[0]) == [0, 1, 2]
    for _ in range(3):
        s.end_turn()
    assert why(s, EVENTS[1]) == [0, 1, 2]


def test_a_new_starting_player_reveals_from_its_seat():
    s = Scenario(
        edition="2006",
        mode="simple",
        players=[{}, {}, {}],
        round=2,
        start_player=2,
        turn_player=1,
        current_events=EVENTS,
        decks={"civil": {"I": quiet_civil_deck(3)}},
    )
    s.end_turn()
    assert (s.state.round, s.decision().seat) == (3, 2)
    assert reveals(s) == [(2, EVENTS[0])]
    assert why(s, EVENTS[0]) == [2, 0, 1]
