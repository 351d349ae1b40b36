"""Malformed and illegal actions raise IllegalAction and change nothing (property-tested)."""

from __future__ import annotations

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import epocha
from epocha import IllegalAction
from epocha.engine import Rng
from epocha.games.innovation.catalog import CARDS, COLORS

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
            and all(k == "label" or (k in action and action[k] == v) for k, v in a.items())
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
