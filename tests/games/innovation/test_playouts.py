"""Seeded random playouts that reach every card and every end (the conformance harness,
tests/conformance, checks every registered game step by step; this adds what is Innovation's
own). A thousand games, in 2-4 players and partly from late-game positions that put every
card on top of a board, are checked on sampled steps; across them every card's dogma must
have been executed and every kind of game end must have occurred, including a win by each
card that can win the game.
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import epocha
import epocha.games.innovation.cards as card_modules
from epocha.engine import Game, Rng
from epocha.games.innovation.catalog import CARDS
from epocha.games.innovation.conformance import CONFORMANCE

from .invariants import (
    check_actions,
    check_conservation,
    check_log,
    check_replay,
    check_views,
    late_position,
)

MAX_DECISIONS = 5000
SAMPLED_NEW = 500
SAMPLED_LATE = 520  # covers every card as a featured top card several times
# every card whose dogma can name a winner (the digest's §9.3 list; the card table's
# has_win_condition): each must end at least one playout
WINNING_CARDS = ("Empiricism", "Collaboration", "A.I.", "Bioengineering", "Globalization", "Self Service")


def play(g: Game, pick: random.Random, first: dict | None = None) -> Game:
    """Play to the end with the harness's policy (random, with a taste for dogmas); check the
    finished game (the harness checks the steps of games like these)."""
    step = 0
    if first is not None:
        g.apply(g.active_players[0], first)
    while not g.is_over:
        assert step < MAX_DECISIONS, "the game does not end"
        seat = g.active_players[0]
        g.apply(seat, CONFORMANCE.policy(g, seat, pick))
        step += 1
    check_actions(g, False)
    check_conservation(g)
    check_views(g)
    check_log(g)
    return g


def _one_game(job: tuple[str, int, int]) -> tuple[list[str], str, int]:
    try:
        return _run_job(job)
    except AssertionError as exc:
        raise AssertionError(f"playout {job}: {exc}") from exc


def _run_job(job: tuple[str, int, int]) -> tuple[list[str], str, int]:
    kind, players, seed = job
    rng = Rng(seed * 104729 + players)
    edition = "3e" if seed % 5 == 4 else "1e"
    first = None
    if kind == "new":
        g = epocha.new_game("innovation", players=players, seed=seed, options={"edition": edition})
    else:
        featured = sorted(CARDS)[seed % len(CARDS)]
        g = epocha.from_position(
            "innovation", late_position(rng, players, featured), seed=seed, options={"edition": edition}
        )
        first = {"type": "dogma", "card": featured}
    play(g, random.Random(seed * 104729 + players), first)
    if seed % 10 == 0:
        check_replay(g)
    dogmas = [e["args"]["card"] for e in g.state.log if e["event"] == "dogma"]
    return dogmas, g.result["reason"], len(g.history)


def test_the_winning_cards_are_the_cards_whose_effects_declare_a_winner():
    # a card module that calls ctx.win / ctx.win_if_single can end the game by its effect
    cards = Path(card_modules.__file__).parent
    winners = set()
    for name in CARDS:
        source = (cards / f"{re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_')}.py").read_text("utf-8")
        if re.search(r"\bctx\.win(_if_single)?\(", source):
            winners.add(name)
    assert winners == set(WINNING_CARDS)
    assert all(CARDS[name].age >= 8 for name in WINNING_CARDS)


def test_many_seeded_games_reach_every_card_and_every_end():
    jobs = [("new", 2 + i % 3, i) for i in range(SAMPLED_NEW)]
    jobs += [("late", 2 + i % 3, i) for i in range(SAMPLED_LATE)]
    workers = min(2, os.cpu_count() or 1)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(_one_game, jobs, chunksize=20))
    executed = Counter(card for dogmas, _, _ in results for card in dogmas)
    ends = Counter(reason for _, reason, _ in results)
    missing = sorted(set(CARDS) - set(executed))
    assert not missing, f"dogmas never executed: {missing}"
    kinds = {"card" if r.startswith("card:") else r for r in ends}
    assert kinds == {"achievements", "score", "card"}, ends
    card_wins = {r for r in ends if r.startswith("card:")}
    assert card_wins == {f"card:{name}" for name in WINNING_CARDS}, ends
    assert len(results) >= 1000
