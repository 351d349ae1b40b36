"""Malformed and illegal actions raise IllegalAction and change nothing (property-tested):
garbage, wrong seats, and legal actions bent slightly (near misses)."""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import epocha
from epocha import IllegalAction
from epocha.engine import Rng
from epocha.engine.decision import identity
from epocha.games.tta.catalog import CARDS
from epocha.games.tta.scenario import Scenario

from ...near_misses import exact, near_miss_options
from .test_playouts import policy

TYPES = [
    "take", "population", "build", "upgrade", "destroy", "disband", "leader", "play", "wonder",
    "develop", "revolution", "tactic", "copy_tactic", "ability", "event", "resign", "end_turn",
    "choose", "pass", "done",
]  # fmt: skip
FIELDS = ["type", "card", "cards", "slot", "tech", "from", "to", "stages", "option", "value", "player"]
CARD_NAMES = st.sampled_from(sorted(CARDS))

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 14),
    st.floats(allow_nan=True),
    CARD_NAMES,
    CARD_NAMES.map(lambda k: f"{k}#1"),
    st.text(max_size=8),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(FIELDS), inner, max_size=3),
    max_leaves=6,
)
actions = st.one_of(
    values,
    st.dictionaries(st.sampled_from(FIELDS), values, max_size=4),
    st.fixed_dictionaries(
        {"type": st.sampled_from(TYPES)},
        optional={k: values for k in FIELDS if k != "type"},
    ),
)
seats = st.one_of(st.integers(-2, 5), st.none(), st.text(max_size=2), st.booleans(), st.floats())


@functools.cache
def _games() -> tuple:
    """Games stopped at varied points: round 1, turns, and in the middle of effects."""
    out = []
    for seed in range(10):
        g = epocha.new_game("tta", players=2 + seed % 3, seed=seed)
        rng = Rng(seed)
        for _ in range(seed * 23):
            if g.is_over:
                break
            p = g.active_players[0]
            g.apply(p, policy(g, p, rng))
        out.append(g)
    # a colonization bid (a value) and a military discard over the limit (cards)
    units = {"A:Warriors": {"workers": 3}, "A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}}
    bid = Scenario(
        players=[
            {"military_hand": ["A:Development of Science"], "technologies": units},
            {"technologies": units},
        ],
        current_events=["I:Historic Territory"],
    )
    bid.act("event", card="A:Development of Science")
    discard = Scenario(players=[{"military_hand": ["I:Legion", "I:Rats", "I:Foray", "I:Raiders"]}, {}])
    discard.end_turn()
    assert bid.decision().kind == "value" and discard.decision().kind == "cards"
    return (*out, bid.game, discard.game)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 11), seat=seats, action=actions)
def test_bad_actions_raise_and_change_nothing(index, seat, action):
    g = _games()[index].clone()
    before = g.snapshot()
    if type(seat) is int and 0 <= seat < g.players and offered(g, seat, action):
        return
    with pytest.raises(IllegalAction):
        g.apply(seat, action)  # type: ignore[arg-type]
    assert g.snapshot() == before


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, 11), seat=seats)
def test_bad_seats_are_refused(index, seat):
    g = _games()[index].clone()
    before = g.snapshot()
    if type(seat) is int and 0 <= seat < g.players:
        return
    for call in (g.legal_actions, g.can_undo, g.undo, g.view):
        if call == g.view and seat is None:
            continue
        with pytest.raises(IllegalAction):
            call(seat)  # type: ignore[arg-type]
    assert g.snapshot() == before


def test_a_seat_that_need_not_act_is_refused():
    g = _games()[3].clone()
    waiting = next(q for q in range(g.players) if q not in g.active_players)
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="need not act"):
        g.apply(waiting, {"type": "end_turn"})
    assert g.snapshot() == before


def test_after_the_game_every_action_is_refused():
    g = epocha.new_game("tta", players=2, seed=1)
    rng = Rng(1)
    while not g.is_over:
        p = g.active_players[0]
        g.apply(p, policy(g, p, rng))
    before = g.snapshot()
    for seat in range(2):
        with pytest.raises(IllegalAction, match="over"):
            g.apply(seat, {"type": "end_turn"})
    assert g.snapshot() == before


# -- near misses: legal actions bent slightly ---------------------------------------------------


def offered(g: epocha.Game, seat: int, action: object) -> bool:
    """Whether `action` names one of the seat's legal actions (display fields and extra
    top-level keys ignored)."""
    return isinstance(action, dict) and any(
        all(k in action and exact(action[k]) == exact(v) for k, v in identity(legal).items())
        for legal in g.legal_actions(seat)
    )


def _near_misses(g: epocha.Game, seat: int, action: dict) -> st.SearchStrategy[tuple[int, dict]]:
    """A legal action of `seat` with one thing wrong, and the seat that sends it."""

    def bent_words(leaf: str) -> st.SearchStrategy[str]:
        # another copy of the card, another card, a type, or the word bent
        other_copy = f"{leaf.split('#')[0]}#{9 if leaf.endswith('#1') else 1}"
        return CARD_NAMES | st.sampled_from([*TYPES, other_copy, leaf.lower(), f" {leaf}", ""])

    return st.one_of(near_miss_options(g, seat, action, bent_words, top_int=14))


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(data=st.data())
def test_near_miss_actions_raise_and_change_nothing(data):
    games = [g for g in _games() if not g.is_over]
    g = data.draw(st.sampled_from(games), label="game").clone()
    seat = data.draw(st.sampled_from(g.active_players), label="seat")
    legal = data.draw(st.sampled_from(g.legal_actions(seat)), label="legal")
    action = identity(legal)  # without its words (label, message...)
    sender, bad = data.draw(_near_misses(g, seat, action), label="near miss")
    assume(not offered(g, sender, bad))
    before = g.snapshot()
    with pytest.raises(IllegalAction):
        g.apply(sender, bad)
    assert g.snapshot() == before


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_extra_top_level_keys_are_ignored(data):
    games = [g for g in _games() if not g.is_over]
    g = data.draw(st.sampled_from(games), label="game")
    seat = data.draw(st.sampled_from(g.active_players), label="seat")
    legal = data.draw(st.sampled_from(g.legal_actions(seat)), label="legal")
    plain, noisy = g.clone(), g.clone()
    plain.apply(seat, identity(legal))
    noisy.apply(seat, {**legal, "label": "anything", "note": [1, {"x": True}]})
    assert noisy.snapshot() == plain.snapshot()
