"""The leak judge catches deliberate leaks: for each game, a log argument, an action label and
a view field that name a component the seat may not see. Each mutation is applied, a few
checked games are played, and the harness must fail with a `Leak`."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from epocha.conformance import Leak, run
from epocha.engine import Decision
from epocha.engine.registry import get_manifest
from epocha.games.innovation.state import InnovationState
from epocha.games.tta.state import TTAState

from .cases import with_test_games


@pytest.fixture(autouse=True)
def _test_games():
    with with_test_games():
        yield


def _hidden_face(name: str, state, seat: int | None) -> str | None:
    """A face of a component that lies where `seat` does not see it (from the spec's places)."""
    spec = get_manifest(name).conformance_spec
    for c, place in spec.components(state):
        if not place.shows(seat):
            return spec.faces(c)[-1]
    return None


def _view_field(name: str, monkeypatch) -> None:
    rules = get_manifest(name).loaded_rules
    original = rules.view

    def view(state, seat):
        out = original(state, seat)
        out["debug"] = {"next": _hidden_face(name, state, seat)}
        return out

    monkeypatch.setattr(rules, "view", view)


def _action_label(name: str, monkeypatch) -> None:
    rules = get_manifest(name).loaded_rules
    original = rules.decisions

    def decisions(state):
        out = {}
        for seat, d in original(state).items():
            actions = [dict(a) for a in d.labelled()]  # (with their labels, made on demand or not)
            label, face = actions[0]["label"], _hidden_face(name, state, seat)
            actions[0]["label"] = {**label, "text": f"{label['text']} (then {face})"}
            out[seat] = Decision(d.seat, d.kind, d.prompt, actions, d.values, d.context)
        return out

    monkeypatch.setattr(rules, "decisions", decisions)


def _log_argument(state_class: type, event: str, leak: Callable[[object, dict, dict | None], dict]):
    """The event `event` is logged with `leak(state, args, secret)` as its public arguments."""

    def mutate(monkeypatch) -> None:
        original = state_class.emit

        def emit(self, name, args, secret=None, visible_to=()):
            if name == event:
                args = leak(self, args, secret)
            original(self, name, args, secret, visible_to)

        monkeypatch.setattr(state_class, "emit", emit)

    return mutate


def _secret_made_public(state, args: dict, secret: dict | None) -> dict:
    return {**args, **(secret or {})}


def _achieved_card(state, args: dict, secret: dict | None) -> dict:
    """Innovation: the achieve event names the face-down card under the age achievement."""
    return {**args, "card": state.achievements[args["player"]][-1]}


def _dicecards_log(monkeypatch) -> None:
    from epocha_dicecards.rules import DiceCardsState  # the test game's package, on the path here

    _log_argument(DiceCardsState, "draw", _secret_made_public)(monkeypatch)


LOG_MUTATIONS = {
    "innovation": _log_argument(InnovationState, "achieve", _achieved_card),
    "tta": _log_argument(TTAState, "draw_military", _secret_made_public),
    "dicecards": _dicecards_log,
}

GAMES = {"innovation": (2, {"edition": "1e"}), "tta": (2, {}), "dicecards": (2, {})}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("mutation", ["log argument", "action label", "view field"])
def test_a_leak_is_caught(name, mutation, monkeypatch):
    if mutation == "log argument":
        LOG_MUTATIONS[name](monkeypatch)
    elif mutation == "action label":
        _action_label(name, monkeypatch)
    else:
        _view_field(name, monkeypatch)
    players, options = GAMES[name]
    with pytest.raises(Leak):
        run(get_manifest(name), players, options, games=3, every_step=False, cpu_budget=60)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_same_games_pass_unmutated(name):
    players, options = GAMES[name]
    run(get_manifest(name), players, options, games=3, every_step=False, cpu_budget=60)
