"""Malformed and illegal actions raise IllegalAction and change nothing (property-tested)."""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import epocha
from epocha import IllegalAction
from epocha.engine import Rng
from epocha.engine.decision import DISPLAY_KEYS, identity
from epocha.games.innovation.catalog import CARDS, COLORS
from epocha.games.innovation.scenario import Scenario

from ...near_misses import exact, near_miss_options

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=True),
    st.sampled_from(sorted(CARDS)),
    st.sampled_from(list(COLORS)),
    st.text(max_size=8),
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(["player", "zone", "index", "age", "card"]), inner, max_size=4)
    ),
    max_leaves=6,
)
actions = st.one_of(
    values,
    st.dictionaries(
        st.sampled_from(["type", "card", "cards", "age", "color", "player", "value", "option", "direction"]),
        values,
        max_size=4,
    ),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["draw", "meld", "dogma", "achieve", "choose", "pass", "done"])},
        optional={
            "card": values,
            "cards": values,
            "age": values,
            "color": values,
            "player": values,
            "value": values,
        },
    ),
)
seats = st.one_of(st.integers(-2, 5), st.none(), st.text(max_size=2), st.booleans(), st.floats())


@functools.cache
def _games() -> tuple:
    """Games stopped at varied points: setup, turns, and in the middle of effects."""
    out = []
    for seed in range(12):
        g = epocha.new_game("innovation", players=2 + seed % 3, seed=seed)
        rng = Rng(seed)
        for _ in range(seed * 17):
            if g.is_over:
                break
            p = g.active_players[0]
            legal = g.legal_actions(p)
            g.apply(p, legal[rng.below(len(legal))])
        out.append(g)
    return tuple(out)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 11), seat=seats, action=actions)
def test_bad_actions_raise_and_change_nothing(index, seat, action):
    g = _games()[index].clone()
    before = g.snapshot()
    legal = (
        type(seat) is int
        and 0 <= seat < g.players
        and any(
            isinstance(action, dict)
            and all(k in DISPLAY_KEYS or (k in action and action[k] == v) for k, v in a.items())
            for a in g.legal_actions(seat)
        )
    )
    if legal:
        return
    try:
        g.apply(seat, action)  # type: ignore[arg-type]
    except IllegalAction:
        assert g.snapshot() == before
    else:
        raise AssertionError(f"accepted {seat!r} {action!r}")


@settings(max_examples=100, deadline=None)
@given(index=st.integers(0, 11), seat=seats)
def test_undo_and_legal_actions_refuse_bad_seats(index, seat):
    g = _games()[index].clone()
    before = g.snapshot()
    if type(seat) is int and 0 <= seat < g.players:
        g.legal_actions(seat)
        g.can_undo(seat)
        return
    for call in (g.legal_actions, g.can_undo, g.undo, g.view):
        try:
            call(seat)  # type: ignore[arg-type]
        except IllegalAction:
            pass
        else:
            if call.__name__ != "view" or seat is not None:
                raise AssertionError(f"{call.__name__} accepted seat {seat!r}")
    assert g.snapshot() == before


# -- near misses: legal actions bent slightly ---------------------------------------------------


def _near_misses(g: epocha.Game, seat: int, action: dict) -> st.SearchStrategy[tuple[int, dict]]:
    """A legal action of `seat` with one thing wrong, and the seat that sends it."""
    names = st.sampled_from(sorted(CARDS))
    types = ["draw", "meld", "dogma", "achieve", "choose", "pass", "done"]

    def bent_words(leaf: str) -> st.SearchStrategy[str]:
        # another card name (a guess at a hidden card's name among them), type or word
        return names | st.sampled_from([*types, leaf.lower(), leaf.upper(), f" {leaf}", "", "red"])

    options = near_miss_options(g, seat, action, bent_words, top_int=12)
    if "cards" in action and isinstance(ref := action["cards"][0], dict):
        # a place reference with an extra or a missing key, or naming the hidden card
        extra = st.sampled_from(["card", "name", "color"]).map(lambda k: {**ref, k: "Oars"})
        short = st.sampled_from(sorted(ref)).map(lambda k: {x: v for x, v in ref.items() if x != k})
        refs = (extra | short | names).map(lambda r: {**action, "cards": [r]})
        options.append(st.tuples(st.just(seat), refs))
    return st.one_of(options)


def offered(g: epocha.Game, seat: int, action: object) -> bool:
    """Whether `action` names one of the seat's legal actions (display fields and extra
    top-level keys ignored)."""
    return isinstance(action, dict) and any(
        all(k in action and exact(action[k]) == exact(v) for k, v in identity(legal).items())
        for legal in g.legal_actions(seat)
    )


@functools.cache
def _near_miss_games() -> tuple:
    """The unfinished games above, and two that ask about hidden cards (named by place) and
    about ages (ints)."""
    order = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
            {"score": ["Translation", "Compass"]},
            {"score": ["Paper"]},
        ],
        decks={1: [], 3: []},
    )
    order.dogma("Mass Media").choose("Oars").choose(3)  # now ordering three 3s, two hidden
    achieve = Scenario(
        players=[
            {"board": {"red": ["Flight"]}, "score": ["Bicycle", "Combustion", "Electricity"]},
            {"hand": ["Tools"]},
        ]
    )
    return (*(g for g in _games() if not g.is_over), order.game, achieve.game)


@settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(data=st.data())
def test_near_miss_actions_raise_and_change_nothing(data):
    g = data.draw(st.sampled_from(_near_miss_games()), label="game").clone()
    seat = data.draw(st.sampled_from(g.active_players), label="seat")
    legal = data.draw(st.sampled_from(g.legal_actions(seat)), label="legal")
    action = identity(legal)  # the display fields (label, group, target...) name nothing
    sender, bad = data.draw(_near_misses(g, seat, action), label="near miss")
    assume(not offered(g, sender, bad))
    before = g.snapshot()
    with pytest.raises(IllegalAction):
        g.apply(sender, bad)
    assert g.snapshot() == before


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_extra_top_level_keys_are_ignored(data):
    g = data.draw(st.sampled_from(_near_miss_games()), label="game")
    seat = data.draw(st.sampled_from(g.active_players), label="seat")
    legal = data.draw(st.sampled_from(g.legal_actions(seat)), label="legal")
    plain, noisy = g.clone(), g.clone()
    plain.apply(seat, identity(legal))
    noisy.apply(seat, {**legal, "label": "anything", "group": 3, "target": None, "note": [1, {"x": True}]})
    assert noisy.snapshot() == plain.snapshot()
