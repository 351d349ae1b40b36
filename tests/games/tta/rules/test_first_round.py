"""Digest §3 (step 8), §6.1, §7.1: the first round and the move from Age A to Age I."""

from epocha.engine import Game
from epocha.games.tta import RULES
from epocha.games.tta.catalog import facts
from epocha.games.tta.ratings import available


def new(players: int = 3, seed: int = 1) -> Game:
    return Game.new(RULES, players, seed, {})


def take(g: Game, seat: int, slot: int | None = None) -> dict:
    action = next(a for a in g.legal_actions(seat) if a["type"] == "take" and slot in (None, a["slot"]))
    g.apply(seat, action)
    return action


def test_first_turn_actions_grow_by_seat_and_there_are_no_military_actions():
    g = new(4)
    s = g.state
    assert [available(s, p) for p in s.players] == [(1, 0), (2, 0), (3, 0), (4, 0)]
    for seat in range(4):
        assert {a["type"] for a in g.legal_actions(seat)} <= {"take", "end_turn"}
        while any(a["type"] == "take" for a in g.legal_actions(seat)):
            take(g, seat)
        g.apply(seat, {"type": "end_turn"})
    assert s.round == 2
    assert all(p.military_hand == [] for p in s.players)  # no military action: nothing drawn
    assert all(p.science == 1 for p in s.players)  # production: Philosophy's science


def test_the_row_is_not_replenished_during_the_first_round():
    g = new(2)
    s = g.state
    take(g, 0, 0)
    g.apply(0, {"type": "end_turn"})
    assert s.row[0] is None  # seat 1 sees the gap: no replenish in round 1
    assert {a["type"] for a in g.legal_actions(1)} <= {"take", "end_turn"}


def test_a_wonder_taken_in_the_first_round_goes_into_play_unfinished():
    for seed in range(60):
        g = new(2, seed)
        slots = [i for i, c in enumerate(g.state.row[:5]) if facts(c).type == "wonder"]
        if slots:
            break
    else:
        raise AssertionError("no seed deals a wonder in the first five spaces")
    card = g.state.row[slots[0]]
    take(g, 0, slots[0])
    p = g.state.players[0]
    assert p.building == card and p.stages_built == 0 and card not in p.civil_hand


def test_age_a_ends_at_the_starting_players_second_turn():
    g = new(3, 2)
    s = g.state
    for seat in range(3):
        g.apply(seat, {"type": "end_turn"})
    # the starting player's second turn began: the row was replenished, the Age A deck left the
    # game and Age I began, without antiquation or yellow tokens lost
    assert s.round == 2 and s.turn_player == 0 and s.age == "I"
    assert s.civil_decks["A"] == [] and s.military_decks["I"] and s.civil_decks["I"]
    assert all(c is not None for c in s.row)
    assert all(p.yellow == 18 for p in s.players)
    assert available(s, s.players[0]) == (4, 2)
    assert any(a["type"] == "resign" for a in g.legal_actions(0))  # the politics phase exists now
    assert not any(e["event"] == "antiquated" for e in s.log)
