"""IS-MCTS: legal play to the end, honest (decisions depend only on the seat's view and the
bot's own random generator), stronger than random, and usable to take over a seat."""

from __future__ import annotations

import json

import pytest

import epocha
from epocha.bots import ISMCTSBot, RandomBot, level_spec, make_bot
from epocha.bots.arena import binomial_p_value, play_game
from epocha.bots.ismcts import action_key
from epocha.bots.match import play_out
from epocha.bots.takeover import takeover_move
from epocha.engine import IllegalAction, Rng
from epocha.engine.decision import identity

from .test_bots import CASTLES, OTHERS, _position


def test_plays_legal_actions_to_the_end_with_three_players():
    g = epocha.new_game("innovation", players=3, seed=4)
    bots = {0: ISMCTSBot(seed=1, iterations=20), 1: RandomBot(seed=2), 2: ISMCTSBot(seed=3, iterations=10)}
    out = play_out(g, bots)  # apply() would raise on an illegal action
    assert g.is_over and out.decisions == len(g.history)


def test_a_single_legal_action_is_answered_without_searching():
    g = epocha.from_position(
        "innovation",
        {"players": [{"hand": [], "board": {}}, {"hand": [], "board": {}}], "turn": {"player": 0}},
        seed=1,
    )
    bot = ISMCTSBot(seed=1, iterations=50)
    assert identity(bot.choose(g.for_seat(0))) == {"type": "draw"}
    assert bot.last_iterations == 0


@pytest.mark.parametrize("seed", range(3))
def test_decisions_do_not_depend_on_hidden_cards(seed):
    # The two games differ only in what seat 0 cannot see (see test_bots.py).
    g1 = epocha.from_position("innovation", _position(["Enterprise", "Fermenting"], CASTLES + OTHERS), seed=5)
    g2 = epocha.from_position("innovation", _position(["Navigation", "Monotheism"], OTHERS + CASTLES), seed=5)
    for _ in range(3):
        if g1.is_over or g1.active_players != [0] or g1.view(0) != g2.view(0):
            break
        a1 = ISMCTSBot(seed=seed, iterations=60).choose(g1.for_seat(0))
        a2 = ISMCTSBot(seed=seed, iterations=60).choose(g2.for_seat(0))
        assert a1 == a2
        g1.apply(0, a1)
        g2.apply(0, a2)


def test_a_peeking_search_would_be_caught():
    """The honesty test can fail: IS-MCTS searching the real game decides differently."""

    class Peeking(ISMCTSBot):
        def __init__(self, truth, seed, iterations):
            super().__init__(seed=seed, iterations=iterations)
            self.truth = truth  # handed the real game: the seat object alone has no truth

        def search(self, me):
            me.determinized = lambda rng: self.truth.clone()  # type: ignore[method-assign]
            return super().search(me)

    g1 = epocha.from_position("innovation", _position(["Enterprise", "Fermenting"], CASTLES + OTHERS), seed=5)
    g2 = epocha.from_position("innovation", _position(["Navigation", "Monotheism"], OTHERS + CASTLES), seed=5)
    choices = set()
    for s in range(6):
        a1 = Peeking(g1, seed=s, iterations=60).choose(g1.for_seat(0))
        a2 = Peeking(g2, seed=s, iterations=60).choose(g2.for_seat(0))
        choices.add((json.dumps(identity(a1), sort_keys=True), json.dumps(identity(a2), sort_keys=True)))
    assert any(a != b for a, b in choices)


def test_the_search_never_reads_the_real_game():
    g = epocha.new_game("innovation", players=2, seed=8)
    for _ in range(12):
        seat = g.active_players[0]
        g.apply(seat, g.legal_actions(seat)[0])

    class Guarded(type(g)):  # type: ignore[misc]
        @property
        def state(self):
            raise AssertionError("a bot read the real state")

        @property
        def log(self):
            raise AssertionError("a bot read the real log")

    seat = g.active_players[0]
    me = g.for_seat(seat)  # made from the real game; the bot then has only `me`
    g.__class__ = Guarded
    action = ISMCTSBot(seed=1, iterations=30).choose(me)
    assert action in g.actions(seat)


def test_action_keys_ignore_labels_and_key_order():
    a = {"type": "choose", "cards": [{"player": 1, "zone": "hand", "index": 0, "age": 2}], "label": "x"}
    b = {"label": "y", "cards": [{"age": 2, "index": 0, "zone": "hand", "player": 1}], "type": "choose"}
    assert action_key(a) == action_key(b)
    assert action_key({"type": "choose", "value": 1}) != action_key({"type": "choose", "value": 2})
    hash(action_key(a))


def test_budgets():
    with pytest.raises(ValueError):
        ISMCTSBot(iterations=None, seconds=None)
    g = epocha.new_game("innovation", players=2, seed=3)
    bot = ISMCTSBot(seed=1, iterations=None, seconds=0.01)
    bot.choose(g.for_seat(0))
    assert bot.last_iterations >= 1
    bot = ISMCTSBot(seed=1, iterations=25)
    bot.choose(g.for_seat(0))
    assert bot.last_iterations == 25


def test_ismcts_beats_random():
    # fixed iteration budget (never a time budget in CI); seats rotated over the same deals
    games, wins = 14, 0.0  # 12 wins of 14 give p = 0.0065
    for i in range(games):
        record = play_game("innovation", ["ismcts:iterations=30", "random"], 2, seed=500, index=i)
        seat = record.seats.index("ismcts:iterations=30")
        winners = record.result["winners"]
        wins += 1 / len(winners) if seat in winners else (0.5 if not winners else 0.0)
    p = binomial_p_value(wins, games)
    assert p < 0.01, (wins, p)


def test_takeover_moves_for_an_active_seat_only():
    g = epocha.new_game("innovation", players=2, seed=6)
    before = g.snapshot()
    action = takeover_move(g, 1, level="ismcts:iterations=20")
    assert action in g.actions(1)
    assert g.snapshot() == before  # the game is not changed
    assert takeover_move(g, 1, level="ismcts:iterations=20") == action  # same position, same answer
    g.apply(0, g.legal_actions(0)[0])
    g.apply(1, action)
    idle = next(s for s in range(2) if s not in g.active_players)
    with pytest.raises(IllegalAction):
        takeover_move(g, idle)
    assert takeover_move(g, g.active_players[0], level="easy") in g.actions(g.active_players[0])


def test_levels_search_a_fixed_budget_with_time_only_as_a_safety_stop():
    hard = make_bot("hard", seed=1)
    assert isinstance(hard, ISMCTSBot) and (hard.iterations, hard.seconds) == (4000, 10)
    # a game whose iterations cost more has a budget of its own for the level
    in_tta = make_bot("hard", seed=1, game="tta")
    assert isinstance(in_tta, ISMCTSBot) and (in_tta.iterations, in_tta.seconds) == (1500, 10)
    assert make_bot("medium", game="tta").iterations == make_bot("medium").iterations == 400
    assert level_spec("ismcts:iterations=9", "tta") == "ismcts:iterations=9"  # any other spec as it is


def test_resampling_keeps_the_card_whose_effect_is_running():
    # Seeded random play reaches a Dogma of Satellites that moved the card itself into a score
    # pile; resampling that pile must not change which card's effects go on running.
    g = epocha.new_game("innovation", players=2, seed=0)
    bots = [RandomBot(seed=0), RandomBot(seed=0)]
    for _ in range(190):
        seat = g.active_players[0]
        g.apply(seat, bots[seat].choose(g.for_seat(seat)))
    running = [f.data["card"] for f in g.state.stack if "card" in f.data]
    assert "Satellites" in running and g.state.where["Satellites"][0] == "score"
    rng = Rng(1)
    for k in range(40):
        world = g.determinized(1, rng)
        assert [f.data["card"] for f in world.state.stack if "card" in f.data] == running
        chooser = RandomBot(seed=k)
        for _ in range(20):  # play on: the effects must still find their cards
            if world.is_over:
                break
            seat = world.active_players[0]
            world.apply(seat, chooser.choose(world.for_seat(seat)))
