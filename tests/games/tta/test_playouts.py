"""Seeded random playouts of complete games that save, replay and rebuild from their position
along the way (what is TTA's own; the conformance harness, tests/conformance, checks every
registered game step by step)."""

from __future__ import annotations

import random

import pytest

from epocha.engine import Game, Rng
from epocha.games.tta import RULES

from .invariants import (
    check_actions,
    check_cards,
    check_position,
    check_replay,
    check_round_trip,
    check_tokens,
    check_views,
)

MAX_DECISIONS = 6000


def policy(g: Game, seat: int, rng: Rng) -> dict:
    """Random, but seldom ending a turn early and very seldom resigning (as the conformance
    harness's policy: fewer than 1 decision in 1,000, and games reach Age IV)."""
    actions = g.actions(seat)
    keep = [a for a in actions if a["type"] != "resign"] or actions
    if rng.below(250) == 0 and len(keep) != len(actions):
        return next(a for a in actions if a["type"] == "resign")
    busy = [a for a in keep if a["type"] != "end_turn"]
    if busy and rng.below(5):
        return busy[rng.below(len(busy))]
    return keep[rng.below(len(keep))]


def play(
    players: int,
    seed: int,
    check_every: int,
    every_action: bool,
    replay_every: int = 0,
    position_every: int = 0,
) -> Game:
    g = Game.new(RULES, players, seed, {})
    rng = Rng(seed * 31 + players)
    step = seen = 0
    while not g.is_over:
        assert step < MAX_DECISIONS, "the game does not end"
        if check_every and step % check_every == 0:
            check_actions(g, every_action)
            check_cards(g.state)
            check_tokens(g.state)
            check_views(g, seen)  # the log events since the last check
            seen = len(g.state.log)
            if step % (10 * check_every) == 0:
                check_round_trip(g)
        if replay_every and step % replay_every == 0:
            check_replay(g)
        if position_every and step % position_every == 0:
            check_position(g)
        seat = g.active_players[0]
        g.apply(seat, policy(g, seat, rng))
        step += 1
    check_cards(g.state)
    check_tokens(g.state)
    check_views(g, seen)
    return g


@pytest.mark.parametrize(("players", "seed"), [(2, 30), (3, 31), (4, 32)])
def test_replay_and_round_trip_along_the_game(players, seed):
    g = play(players, seed, check_every=0, every_action=False, replay_every=37, position_every=5)
    check_replay(g)


POLITICAL = {"event", "aggression", "war", "pact", "cancel_pact", "resign"}


def test_random_full_games_take_every_kind_of_political_action_and_some_end_by_resignation():
    """The conformance harness's policy over seeded games of 2-4 players: every political
    action kind is taken, resigning is rare, and some game ends by a resignation."""
    from epocha.games.tta.conformance import CONFORMANCE

    taken: dict[str, int] = {}
    decisions = 0
    ends = []
    for seed in range(60):
        players = (2, 2, 3, 4)[seed % 4]  # (a two-player resignation ends the game)
        g = Game.new(RULES, players, seed, {})
        rng = random.Random(seed)
        while not g.is_over and decisions < 10**6:
            seat = g.active_players[0]
            action = CONFORMANCE.policy(g, seat, rng)
            taken[action["type"]] = taken.get(action["type"], 0) + 1
            g.apply(seat, action)
            decisions += 1
        ends.append(g.result["reason"])
    assert set(taken) >= POLITICAL, POLITICAL - set(taken)
    assert taken["resign"] * 1000 <= decisions
    assert "resignation" in ends and ends.count("culture") > len(ends) // 2
