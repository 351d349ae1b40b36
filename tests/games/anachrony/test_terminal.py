"""Anachrony in a terminal (`epocha play`'s module contract) and its rules reference."""

from __future__ import annotations

import random
from io import StringIO

import pytest
from rich.console import Console

import epocha
from epocha.engine.registry import get_manifest
from epocha.games.anachrony import terminal
from epocha.games.anachrony.catalog import PATHS

PHASES = ("path", "leader", "assets", "endgame", "warp", "powerup", "actions", "over")


def _views(players: int, seed: int, **options: object) -> dict[str, dict]:
    """A seat's view at the first decision of each phase a random game goes through, and at
    its end."""
    g = epocha.new_game("anachrony", players=players, seed=seed, options=options)
    pick = random.Random(seed)
    views: dict[str, dict] = {}
    while not g.is_over:
        seat = g.active_players[0]
        views.setdefault(g.state.phase, g.view(seat))
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.9 else actions))
    views["over"] = g.view(0)
    return views


def _rendered(view: dict, names: list[str]) -> str:
    out = StringIO()
    console = Console(file=out, width=120, color_system=None)
    terminal.render(console, view, names, ["a log line [with brackets]"])
    return out.getvalue()


def test_the_manifest_names_the_terminal_module():
    assert get_manifest("anachrony").terminal_module() is terminal


@pytest.mark.parametrize("players", [2, 4])
def test_every_phase_renders(players):
    names = [f"P{k + 1}" for k in range(players)]
    views = _views(
        players, 11, choose_starting_assets=True, choose_endgame_conditions=True, doomsday=players == 4
    )
    assert set(PHASES) <= set(views)
    for phase in PHASES:
        text = _rendered(views[phase], names)
        assert "Anachrony" in text and "Timeline" in text and "Main board" in text
        assert "Buildings on offer" in text and "a log line [with brackets]" in text
        assert all(name in text for name in names)
    assert "game over" in _rendered(views["over"], names)
    actions = _rendered(views["actions"], names)
    assert "Action Rounds" in actions and "to play" in actions
    assert any(f"the Path of {p.capitalize()}" in actions for p in PATHS)
    if players == 4:
        assert "Doomsday" in actions and "Experiment" in actions


def test_a_solo_game_shows_the_chronobot():
    views = _views(1, 4, doomsday=True, chronobot="expert")
    for phase in ("warp", "powerup", "actions", "over"):
        text = _rendered(views[phase], ["Solo"])
        assert "Chronobot" in text and "Tokens at" in text and "Solo (you)" in text


def test_an_observer_sees_every_board():
    g = epocha.new_game("anachrony", players=3, seed=2)
    text = _rendered(g.view(None), ["A", "B", "C"])
    assert all(f"─ {name}" in text for name in "ABC")


def test_the_prompt_names_the_era_and_phase():
    g = epocha.new_game("anachrony", players=2, seed=1)
    assert terminal.prompt_text(g.view(0), "Choose") == "[era 1, choosing Paths] Choose"


def test_every_component_has_a_reference():
    names = terminal.card_names()
    assert len(names) == len(set(names)) > 100
    out = StringIO()
    console = Console(file=out, width=100, color_system=None)
    for name in names:
        terminal.reference(console, name, "1e")
    text = out.getvalue()
    assert "Welfare Society" in text and "Česky: Společnost blahobytu" in text
    assert "power plant 101" in text


def test_the_rules_reference_has_both_languages_and_the_sections_asked_for():
    ref = get_manifest("anachrony").reference
    ids = {s.id for s in ref.sections}
    for needed in (
        "era",
        "era.power-up",
        "era.warp",
        "era.actions",
        "era.clean-up",
        "workers",
        "workers.supply",
        "workers.force",
        "board.construct",
        "board.recruit",
        "board.research",
        "board.council",
        "board.mine",
        "board.purify",
        "board.trade",
        "board.evacuate",
        "time-travel",
        "paradox",
        "impact",
        "end",
        "doomsday",
        "chronobot",
        "variants.alternative-timeline",
        "variants.starting-assets",
        "variants.endgame-conditions",
        "variants.no-paradox-dice",
        "variants.simultaneous-power-up",
    ):
        assert needed in ids
    for section in ref.sections:
        assert section.text["en"] != section.text["cs"]
