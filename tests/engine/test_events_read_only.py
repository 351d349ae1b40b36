"""A logged event is never changed: rules may share one event object between many places of a
log and many games (an event made once, as Innovation makes its moves' events), so anything
that reads the log (views, the words of the log, a seat's copy, search copies, undo) must copy
what it changes. Checked for every registered game."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import Rng
from epocha.engine.plain import copy_plain


def _played(name: str, seed: int, decisions: int) -> epocha.Game:
    g = epocha.new_game(name, players=2, seed=seed)
    pick = random.Random(seed)
    for _ in range(decisions):
        if g.is_over:
            break
        seat = g.active_players[0]
        shown = g.legal_actions(seat)
        g.apply(seat, pick.choice([a for a in shown if a["type"] != "resign"] or shown))
    return g


@pytest.mark.parametrize("name", epocha.games())
def test_reading_a_game_changes_none_of_its_events(name):
    games = [_played(name, seed, 120) for seed in (1, 2)]  # (two games: events may be shared)
    before = [copy_plain(g.state.log) for g in games]
    for g in games:
        for seat in (*range(g.players), None):
            g.view(seat)
            g.log_for(seat)
            if seat is not None:
                g.seen_log(seat)
                me = g.for_seat(seat)
                me.view()
                world = me.determinized(Rng(seat))
                if not world.is_over:  # a search copy plays on
                    first = world.active_players[0]
                    world.apply(first, world.actions(first)[0])
        g.clone().log_for(0)
        epocha.loads(epocha.dumps(g)).log_for(0)
    assert [g.state.log for g in games] == before
