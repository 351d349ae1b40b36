"""Bots cannot peek: a bot is given `game.for_seat(seat)`, a `SeatGame` that holds only what its
seat may know. The real game, its state, log, history, origin, seed and random generator are
not reachable from it; two games the seat cannot tell apart give byte-identical seat objects,
byte-identical search copies, and the same decisions (fixed iteration budget, no time cap)."""

from __future__ import annotations

import gc
import pickle
import random
import types

import pytest

import epocha
from epocha.bots import GreedyBot, ISMCTSBot, RandomBot
from epocha.bots.repetition import action_key
from epocha.engine import Game, Rng, SeatGame
from epocha.engine.log import redact_all
from epocha.engine.rules import Rules

from .test_determinize import GAMES, POSITIONS


def played(name: str, seed: int, players: int, decisions: int) -> Game:
    g = epocha.new_game(name, players=players, seed=seed)
    bots = [RandomBot(seed=seed * 10 + p) for p in range(players)]
    for _ in range(decisions):
        if g.is_over:
            break
        seat = g.active_players[0]
        g.apply(seat, bots[seat].choose(g.for_seat(seat)))
    return g


def twin(g: Game, seat: int, seed: int) -> Game:
    """A game `seat` cannot tell from `g`: the same history, view and log, but everything
    hidden from the seat dealt again, and other future chance."""
    state = g.rules.determinize(g.state, seat, Rng(seed))
    state.log = g.state.log  # the same events (their secrets are other seats' or `seat`'s own)
    g.rules.reseed(state, Rng(seed + 1))
    return Game.restore(g.rules, g.origin, g.history_entries(), state.to_dict())


def indistinguishable(name: str) -> list[tuple[Game, Game]]:
    """Pairs of games that seat 0 cannot tell apart: two deals of one starting position, and a
    game 40 decisions in beside its twin."""
    deals = [epocha.from_position(name, POSITIONS[name], seed=seed) for seed in (1, 2)]
    pairs = [(deals[0], deals[1])]
    g = played(name, seed=3, players=2, decisions=40)
    while 0 not in g.active_players:  # seat 0 to decide (the random bots play on)
        p = g.active_players[0]
        g.apply(p, RandomBot(seed=len(g.history)).choose(g.for_seat(p)))
    pairs.append((g, twin(g, 0, seed=77)))
    return pairs


@pytest.mark.parametrize("name", GAMES)
def test_games_a_seat_cannot_tell_apart_give_identical_seat_objects_and_decisions(name):
    for g1, g2 in indistinguishable(name):
        assert g1.view(0) == g2.view(0)
        assert g1.state.to_dict() != g2.state.to_dict()  # the truth differs ...
        me1, me2 = g1.for_seat(0), g2.for_seat(0)
        assert pickle.dumps(me1) == pickle.dumps(me2)  # ... and none of it is in the seat objects
        for bot_seed in range(2):
            w1, w2 = me1.determinized(Rng(bot_seed)), me2.determinized(Rng(bot_seed))
            assert pickle.dumps(w1) == pickle.dumps(w2)
            assert w1.state.to_dict() == w2.state.to_dict()
        for seed in range(2):
            assert GreedyBot(seed=seed).choose(g1.for_seat(0)) == GreedyBot(seed=seed).choose(g2.for_seat(0))
            ismcts = [ISMCTSBot(seed=seed, iterations=200, seconds=None) for _ in range(2)]
            assert ismcts[0].choose(g1.for_seat(0)) == ismcts[1].choose(g2.for_seat(0))


def _reachable(root: object) -> dict[int, object]:
    """Every object reachable from `root`, the rules (stateless, shared by all games) and code
    aside."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, Rules | type | types.ModuleType | types.FunctionType):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return seen


@pytest.mark.parametrize("name", GAMES)
def test_the_seat_object_holds_nothing_of_the_truth(name):
    g = played(name, seed=5, players=3, decisions=50)
    seat = g.active_players[0]
    me = g.for_seat(seat)
    me.actions()  # its decision made (and kept) too
    world = me.determinized(Rng(0))
    truth = [g, g.state, g.state.rng, g.state.log, g._origin, g._seats, g._actions, g._sealed, *g.state.log]
    for root in (me, world):
        reachable = _reachable(root)
        assert not [t for t in truth if id(t) in reachable]
        # nothing in it is a `Game` but search copies, which are made, not held
        assert not [o for o in reachable.values() if isinstance(o, Game) and o is not world]
    assert world.seed is None and world.history == [] and world.log == []
    assert world.origin["position"] is None
    assert world.state.rng.state != g.state.rng.state
    # public surface: what the seat sees, as the game shows it
    assert me.seat == seat and me.players == 3 and me.active_players == g.active_players
    assert not hasattr(me, "state") and not hasattr(me, "log") and not hasattr(me, "clone")
    assert not hasattr(me, "snapshot") and not hasattr(me, "to_position") and not hasattr(me, "seed")


@pytest.mark.parametrize("name", GAMES)
def test_the_seat_object_shows_what_the_game_shows_the_seat(name):
    g = epocha.new_game(name, players=3, seed=9)
    bots = [RandomBot(seed=p) for p in range(3)]
    for step in range(120):
        if g.is_over:
            break
        seat = g.active_players[0]
        for p in range(3):
            me = g.for_seat(p)
            assert me.view() == g.view(p)
            assert me.view(len(g.log) - 2) == g.view(p, len(g.log) - 2)
            assert me.legal_actions() == g.legal_actions(p)
            # the actions made from the determinized copy are the real game's
            assert [action_key(a) for a in me.actions()] == [action_key(a) for a in g.actions(p)]
        if step % 30 == 0:
            me = g.for_seat(seat)
            back = pickle.loads(pickle.dumps(me))
            assert isinstance(back, SeatGame) and back.to_parts() == me.to_parts()
            assert SeatGame.from_parts(g.rules, me.to_parts()).view() == me.view()
        g.apply(seat, bots[seat].choose(g.for_seat(seat)))


def test_the_log_a_seat_saw_follows_the_game_through_undos():
    """`Game.seen_log` is kept as the log grows; an undo (a rebuilt state) starts it again."""
    g = epocha.new_game("innovation", 2, 4)
    pick = random.Random(4)
    undone = 0
    for _ in range(150):
        if g.is_over:
            break
        seat = g.active_players[0]
        g.apply(seat, pick.choice(g.actions(seat)))
        if g.can_undo(seat) and pick.random() < 0.3:
            g.seen_log(seat)  # known before the undo
            g.undo(seat)
            undone += 1
        for s in range(2):
            assert g.seen_log(s) == redact_all(g.state.log, s)
    assert undone > 3
