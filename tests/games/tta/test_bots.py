"""Bots on Through the Ages: resampling keeps what a seat sees, the greedy and IS-MCTS bots
play whole games, and their decisions do not depend on hidden cards."""

from __future__ import annotations

from collections import Counter

import pytest

import epocha
from epocha.bots import GreedyBot, ISMCTSBot, RandomBot
from epocha.bots.match import play_out
from epocha.engine import Game, Rng
from epocha.engine.decision import identity
from epocha.games.tta import RULES
from epocha.games.tta.catalog import facts
from epocha.games.tta.determinize import EVENT_TYPES
from epocha.games.tta.state import TTAState
from tests.bots.peeking import PeekingBot

from .invariants import check_cards, check_tokens, locations
from .test_playouts import policy

UNSEEN = ("log", "log_length", "can_undo", "undo")


def ages(pile: list[str]) -> Counter:
    return Counter(facts(c).age for c in pile)


def piles(s: TTAState) -> dict[str, list[str]]:
    """Every pile of military cards by a stable name."""
    out = {f"hand{p.seat}": p.military_hand for p in s.players}
    out |= {f"deck{a}": d for a, d in s.military_decks.items()}
    out |= {f"discards{a}": d for a, d in s.military_discards.items()}
    return out | {"box": s.box, "current": s.current_events, "future": s.future_events}


def check_determinized(g: Game, seat: int | None, rng: Rng) -> bool:
    """One resampling for `seat`; True if it changed a hidden card."""
    d = g.determinized(seat, rng)
    s, t = g.state, d.state
    assert locations(t) == locations(s) and max(locations(t).values()) == 1  # the same copies, once
    check_tokens(t)
    # what the seat sees is the same (legal actions and ages of every pile included)
    assert {k: v for k, v in g.view(seat).items() if k not in UNSEEN} == {
        k: v for k, v in d.view(seat).items() if k not in UNSEEN
    }
    real, resampled = piles(s), piles(t)
    for name, pile in real.items():
        assert ages(pile) == ages(resampled[name]), name
    for pile in (t.current_events, t.future_events):
        assert all(facts(c).type in EVENT_TYPES for c in pile)
    assert [facts(c).age for c in t.current_events] == [facts(c).age for c in s.current_events]
    assert [facts(c).age for c in t.future_events] == [facts(c).age for c in s.future_events]
    # the seat's own hand, and the events it prepared, where it knows them to be
    if seat is not None:
        assert t.players[seat].military_hand == s.players[seat].military_hand
    for card, q in s.prepared.items():
        if q == seat:
            assert t.prepared[card] == seat
            if card in s.future_events:
                assert t.future_events.index(card) == s.future_events.index(card)
            else:
                assert card in t.current_events
    if seat in s.top_seen:
        assert t.current_events[-1] == s.current_events[-1]
    # nothing public moves
    assert t.past_events == s.past_events and t.common_tactics == s.common_tactics
    assert t.row == s.row and t.removed == s.removed
    return any(real[name] != resampled[name] for name in real)


@pytest.mark.parametrize(("players", "seed"), [(2, 40), (3, 41), (4, 42)])
def test_determinized_states_keep_what_the_seat_sees(players, seed):
    g = Game.new(RULES, players, seed, {})
    rng, bot_rng = Rng(seed), Rng(seed + 1)
    step = changed = 0
    while not g.is_over:
        if step % 17 == 0:
            for seat in [*range(players), None]:
                changed += check_determinized(g, seat, bot_rng)
        seat = g.active_players[0]
        g.apply(seat, policy(g, seat, rng))
        step += 1
    assert changed  # the hidden cards are really dealt again


@pytest.mark.parametrize("current", [["I:Good Harvest", "I:Pestilence"], ["I:Good Harvest"]])
def test_prepared_events_stay_known_to_their_preparer(current):
    # with one current event left, the future events become the current ones at once
    g = epocha.from_position(
        "tta",
        {
            "age": "I",
            "players": [{"military_hand": ["I:Rats"]}, {"military_hand": ["I:Foray", "II:Refugees"]}],
            "current_events": current,
            "future_events": ["II:Emigration", "I:New Deposits"],
        },
        seed=1,
    )
    g.apply(0, next(a for a in g.legal_actions(0) if a["type"] == "event"))
    s = g.state
    rats = next(c for c in s.prepared)
    assert s.prepared == {rats: 0} and (rats in s.future_events) == (len(current) == 2)
    assert g.view(0)["state"]["players"][0]["prepared_events"] == [rats]
    assert "prepared_events" not in g.view(1)["state"]["players"][0]
    rng = Rng(3)
    for _ in range(20):
        check_determinized(g, 0, rng)
        check_determinized(g, 1, rng)


def test_the_top_current_event_seen_with_joan_of_arc_stays_known():
    g = epocha.from_position(
        "tta",
        {
            "age": "I",
            "players": [{"leader": "I:Joan of Arc"}, {"military_hand": ["I:Foray", "I:Raiders"]}],
            "current_events": ["I:Good Harvest", "I:Pestilence", "I:Rats"],
        },
        seed=2,
    )
    g.apply(0, next(a for a in g.legal_actions(0) if a["type"] == "ability"))
    s = g.state
    assert s.top_seen == [0]
    assert g.view(0)["state"]["players"][0]["top_current_event"] == s.current_events[-1]
    assert g.view(1)["state"]["players"][1]["top_current_event"] is None
    rng = Rng(4)
    assert any([check_determinized(g, 1, rng) for _ in range(12)])
    for _ in range(12):
        check_determinized(g, 0, rng)


def _bots(players: int, seed: int) -> dict:
    bots: dict = {0: GreedyBot(seed=seed, samples=1, horizon=10)}
    bots[1] = ISMCTSBot(seed=seed, iterations=8, rollout_turns=1, rollout_limit=20)
    for q in range(2, players):
        bots[q] = RandomBot(seed=seed + q) if q == 3 else GreedyBot(seed=seed + q, samples=1, horizon=10)
    return bots


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 1), (3, 2)])
def test_greedy_and_ismcts_play_whole_games(players, seed):
    g = epocha.new_game("tta", players=players, seed=seed)
    out = play_out(g, _bots(players, seed))
    assert g.is_over and out.result["winners"]
    check_cards(g.state)
    check_tokens(g.state)


# -- honesty: the same view gives the same decision --------------------------------------------------

FARMS = {
    "A:Agriculture": {"workers": 4, "stored": 8},
    "A:Bronze": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 1},
}


def _position(current: list[str], opponent: list[str], deck: list[str]) -> dict:
    return {
        "age": "I",
        "round": 3,
        "players": [
            # its civil actions spent: preparing the event (the top event revealed) or not
            {
                "military_hand": ["I:Immigration"],
                "technologies": FARMS,
                "unused_workers": 0,
                "actions_spent": {"ca": 4, "ma": 0},
            },
            {"military_hand": opponent},
        ],
        "current_events": current,
        "decks": {
            "military": {"I": deck},
            "civil": {"I": ["I:Iron", "I:Drama", "I:Alchemy", "I:Knights"]},
        },
        "row": ["I:Swordsmen", "I:Theology", "A:Moses"],
    }


def _twins() -> tuple[Game, Game]:
    """Two games that differ only in what seat 0 cannot see: the order of the current events
    (Good Harvest would feed seat 0's many farms, Rats would eat its food), the opponent's
    hand and the military deck (the same cards, elsewhere)."""
    g1 = epocha.from_position(
        "tta",
        _position(
            ["I:Good Harvest", "I:Rats"],
            ["I:Legion", "I:Barbarians"],
            ["I:Crusades", "I:Foray", "I:Raiders", "I:Cultural Influence"],
        ),
        seed=5,
    )
    g2 = epocha.from_position(
        "tta",
        _position(
            ["I:Rats", "I:Good Harvest"],
            ["I:Raiders", "I:Crusades"],
            ["I:Legion", "I:Barbarians", "I:Cultural Influence", "I:Foray"],
        ),
        seed=5,
    )
    assert g1.view(0) == g2.view(0)
    return g1, g2


def _same_decisions(make_bot, seed: int, steps: int) -> None:
    g1, g2 = _twins()
    for _ in range(steps):
        if g1.is_over or g1.active_players != [0] or g1.view(0) != g2.view(0):
            break
        a1 = make_bot(seed).choose(g1.for_seat(0))
        a2 = make_bot(seed).choose(g2.for_seat(0))
        assert a1 == a2
        g1.apply(0, a1)
        g2.apply(0, a2)


@pytest.mark.parametrize("seed", range(4))
def test_greedy_decisions_do_not_depend_on_hidden_cards(seed):
    _same_decisions(lambda s: GreedyBot(seed=s), seed, steps=3)


@pytest.mark.parametrize("seed", range(2))
def test_ismcts_decisions_do_not_depend_on_hidden_cards(seed):
    _same_decisions(lambda s: ISMCTSBot(seed=s, iterations=30, rollout_turns=1, rollout_limit=30), seed, 2)


def test_a_peeking_bot_would_be_caught():
    """The tests above can fail: a bot searching the real game decides differently."""

    g1, g2 = _twins()
    choices = {
        (
            repr(identity(PeekingBot(g1, seed=s).choose(g1.for_seat(0)))),
            repr(identity(PeekingBot(g2, seed=s).choose(g2.for_seat(0)))),
        )
        for s in range(4)
    }
    assert any(a != b for a, b in choices)


def test_a_standing_bid_stays_payable_in_every_resampled_world():
    # seat 1 bid 3 with one Warriors unit and two Defense / Colonization cards in hand; few
    # hands dealt at random could pay that, and a world where the winner cannot send its bid
    # could not go on
    from epocha.games.tta.events import max_force

    from .cards.plain_helpers import PREPARE, bids, board, game, reveal

    dc = "I:Defense / Colonization"
    s = game(
        [
            {"military_hand": [PREPARE], "technologies": board(Warriors=4)},
            {"military_hand": [dc, dc, "I:Fighting Band"]},
        ],
        age="I",
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    s.choose(1)
    assert s.decision().seat == 1 and bids(s)[-1] == 3
    s.choose(3)
    assert s.decision().seat == 0  # may bid 4 or pass
    rng, changed = Rng(3), 0
    for _ in range(40):
        world = s.game.determinized(0, rng)
        bidder = world.state.players[1]
        assert max_force(world.state, bidder) >= 3
        assert ages(bidder.military_hand) == Counter({"I": 3})
        changed += sorted(bidder.military_hand) != sorted(s.state.players[1].military_hand)
        world.apply(0, {"type": "pass"})  # seat 1 wins and sends its force
        play = Rng(7)
        while not world.is_over and world.decision(world.active_players[0]).kind != "turn":
            seat = world.active_players[0]
            options = world.actions(seat)
            world.apply(seat, options[play.below(len(options))])
        assert [facts(c).name for c in world.state.players[1].colonies] == ["Historic Territory"]
    assert changed  # the other cards of the hand were dealt again
