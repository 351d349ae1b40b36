"""Near misses for the bad-input property tests of every game: a legal action with one thing
wrong (another seat sends it, a key left out, a number or word bent, a list of picks doubled
or emptied). Each game says which words are plausible mistakes for it."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable

from hypothesis import strategies as st

import epocha
from epocha.engine.decision import DISPLAY_KEYS


def exact(value: object) -> str:
    """A value as JSON: 1, 1.0, True and "1" all differ (clients send exact types)."""
    return json.dumps(value, sort_keys=True)


def offered(g: epocha.Game, seat: int, action: object) -> bool:
    """Whether `action` names one of the seat's legal actions (extra top-level keys ignored)."""
    return isinstance(action, dict) and any(
        all(k in DISPLAY_KEYS or (k in action and exact(action[k]) == exact(v)) for k, v in legal.items())
        for legal in g.legal_actions(seat)
    )


def paths(value: object, path: tuple = ()) -> list[tuple]:
    """Every path to a leaf (an int, a str, ...) inside an action."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in paths(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in paths(v, (*path, i))]
    return [path]


def replace(value: object, path: tuple, new: object) -> object:
    """A deep copy of `value` with the leaf at `path` replaced by `new`."""
    if not path:
        return new
    out = copy.deepcopy(value)
    target = out
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    target[path[-1]] = new  # type: ignore[index]
    return out


def near_miss_options(
    g: epocha.Game,
    seat: int,
    action: dict,
    bent_words: Callable[[str], st.SearchStrategy[str]],
    top_int: int,
) -> list[st.SearchStrategy[tuple[int, dict]]]:
    """Strategies for (sender, action) pairs: `action`, legal for `seat`, with one thing wrong.
    `bent_words(leaf)` gives the wrong words for a string leaf; wrong ints run up to `top_int`.
    A game appends its own kinds of mistake and draws from `st.one_of` of the list."""
    same_seat = st.just(seat)
    options = [
        # sent by another seat
        st.tuples(st.sampled_from([q for q in range(g.players) if q != seat]), st.just(action)),
        # a key left out ("type" included)
        st.sampled_from(sorted(action)).map(lambda k: (seat, {x: v for x, v in action.items() if x != k})),
    ]
    for path in [p for p in paths(action) if p]:
        leaf: object = action
        for key in path:
            leaf = leaf[key]  # type: ignore[index]
        if type(leaf) is int:
            # an int as a bool, a string, a float, a list; or another int (index, age, slot, bid)
            kinds = st.sampled_from([True, False, str(leaf), float(leaf), None, [leaf]])
            wrong = kinds | st.integers(-3, top_int)
        elif isinstance(leaf, str):
            wrong = bent_words(leaf)
        else:
            continue
        options.append(st.tuples(same_seat, wrong.map(lambda v, p=path: replace(action, p, v))))
    if "cards" in action:
        ref = action["cards"][0]
        # two picks in one action, none, or a bare value instead of a list
        lists = st.sampled_from([[ref, ref], [], ref])
        options.append(st.tuples(same_seat, lists.map(lambda v: {**action, "cards": v})))
    return options
