"""Bots: legal, honest (decisions depend only on what their seat sees), and ordered by strength."""

from __future__ import annotations

import json

import pytest

import epocha
from epocha.bots import GreedyBot, RandomBot, make_bot
from epocha.bots.arena import binomial_p_value
from epocha.bots.match import play_out
from epocha.engine import IllegalAction

from .peeking import PeekingBot

CASTLES = ["Archery", "City States", "Domestication", "Mysticism", "Oars"]
OTHERS = ["Clothing", "Code of Laws", "Pottery", "Sailing", "Writing"]


def _position(opponent_hand: list[str], deck1: list[str]) -> dict:
    return {
        "players": [
            {
                "hand": ["Optics", "Calendar"],
                "score": ["Mathematics"],
                "board": {"red": ["Metalworking"], "blue": ["Tools"], "yellow": ["Agriculture"]},
            },
            {"hand": opponent_hand, "score": ["Philosophy"], "board": {"green": ["Currency"]}},
        ],
        "decks": {"1": deck1},
    }


@pytest.mark.parametrize("seed", range(4))
def test_greedy_decisions_do_not_depend_on_hidden_cards(seed):
    # The two games differ only in what seat 0 cannot see: the opponent's hand (same ages) and
    # the order of the 1s. A bot peeking at the deck would rate Metalworking very differently
    # (five castles in a row against none).
    g1 = epocha.from_position("innovation", _position(["Enterprise", "Fermenting"], CASTLES + OTHERS), seed=5)
    g2 = epocha.from_position("innovation", _position(["Navigation", "Monotheism"], OTHERS + CASTLES), seed=5)
    assert g1.view(0) == g2.view(0)
    for _ in range(4):
        if g1.is_over or g1.active_players != [0] or g1.view(0) != g2.view(0):
            break
        a1 = GreedyBot(seed=seed).choose(g1.for_seat(0))
        a2 = GreedyBot(seed=seed).choose(g2.for_seat(0))
        assert a1 == a2
        g1.apply(0, a1)
        g2.apply(0, a2)


def test_a_peeking_bot_would_be_caught():
    """The test above can fail: a bot that searches the real game decides differently."""

    g1 = epocha.from_position("innovation", _position(["Enterprise", "Fermenting"], CASTLES + OTHERS), seed=5)
    g2 = epocha.from_position("innovation", _position(["Navigation", "Monotheism"], OTHERS + CASTLES), seed=5)
    pick = lambda g, s: json.dumps(PeekingBot(g, seed=s).choose(g.for_seat(0)))  # noqa: E731
    choices = {(pick(g1, s), pick(g2, s)) for s in range(4)}
    assert any(a != b for a, b in choices)


def test_random_bot_plays_legal_actions_to_the_end():
    g = epocha.new_game("innovation", players=3, seed=1)
    out = play_out(g, {p: RandomBot(seed=p) for p in range(3)})
    assert g.is_over and out.decisions == len(g.history)


def test_make_bot_aliases_settings_and_errors():
    assert make_bot("easy").name == "greedy"
    assert make_bot("medium").name == "ismcts" and make_bot("hard").name == "ismcts"
    tuned = make_bot("ismcts:iterations=50:exploration=0.5", seed=3)
    assert (tuned.iterations, tuned.exploration) == (50, 0.5)  # type: ignore[attr-defined]
    for bad in ("deep-blue", "ismcts:iterations", "ismcts:iterations=many", "ismcts:depth=3", "random:x=1"):
        with pytest.raises(IllegalAction):
            make_bot(bad)


def test_greedy_may_avoid_kinds_of_actions_while_others_are_legal():
    """`greedy:avoid=meld+dogma`: never those while another action is legal (to measure what a
    part of a game is worth to it); words are accepted only for text settings."""
    bot = make_bot("greedy:avoid=meld+dogma", seed=2)
    g = epocha.new_game("innovation", players=2, seed=4)
    types = []
    for _ in range(30):
        if g.is_over:
            break
        seat = g.active_players[0]
        action = bot.choose(g.for_seat(seat))
        if g.decision(seat).kind == "turn":
            types.append(action["type"])
        g.apply(seat, action)
    assert types and not {"meld", "dogma"} & set(types)
    for bad in ("greedy:samples=two", "greedy:avoid=a;b", "greedy:avoid="):
        with pytest.raises(IllegalAction):
            make_bot(bad)


def test_greedy_beats_random():
    games, wins = 20, 0.0
    for i in range(games):
        g = epocha.new_game("innovation", players=2, seed=1000 + i)
        greedy_seat = i % 2
        bots = {greedy_seat: GreedyBot(seed=i), 1 - greedy_seat: RandomBot(seed=i)}
        result = play_out(g, bots).result
        if greedy_seat in result["winners"]:
            wins += 1 / len(result["winners"])
    # one-sided binomial test against a fair coin, p < 0.01 (shared wins rounded down)
    p_value = binomial_p_value(wins, games)
    assert p_value < 0.01, (wins, p_value)


def test_greedy_leaves_a_position_it_keeps_coming_back_to():
    """Two greedy bots can answer each other forever (Machine Tools scores, Anatomy's demand
    returns it); a bot back in a position it has seen avoids what it did there before."""
    g = epocha.from_position("innovation", _position(["Enterprise", "Fermenting"], CASTLES + OTHERS), seed=5)
    bot = GreedyBot(seed=3)
    first = bot.choose(g.for_seat(0))
    later = [bot.choose(g.for_seat(0)) for _ in range(8)]
    assert any(a != first for a in later)
    # the memory is per position: a fresh bot in the same position starts with the same choice
    assert GreedyBot(seed=3).choose(g.for_seat(0)) == first


def test_repetition_memory_counts_per_position_and_action():
    from epocha.bots.repetition import RepetitionMemory

    memory = RepetitionMemory()
    g = epocha.new_game("innovation", players=2, seed=4)
    keys = [("a",), ("b",)]
    here = memory.position(g.for_seat(0), keys)
    assert memory.position(g.for_seat(0), keys) == here
    assert memory.position(g.for_seat(0), keys[:1]) != here
    memory.record(here, ("a",))
    memory.record(here, ("a",))
    assert memory.taken(here, ("a",)) == 2 and memory.taken(here, ("b",)) == 0
