"""Revive in a terminal (`epocha play`'s module contract: render, log_lines, card_names, reference,
prompt_text)."""

from __future__ import annotations

import random
from io import StringIO

import pytest
from rich.console import Console

import epocha
from epocha.engine import Game
from epocha.engine.registry import get_manifest
from epocha.games.revive import terminal
from epocha.games.revive.catalog import content
from epocha.games.revive.scenario import Scenario
from epocha.games.revive.terms import terms

LOG = ["a log line [with brackets]"]


def _rendered(view: dict, names: list[str], recent: list[str] = LOG, width: int = 120) -> str:
    out = StringIO()
    console = Console(file=out, width=width, color_system=None)
    terminal.render(console, view, names, recent)
    return out.getvalue()


def _names(players: int) -> list[str]:
    return ["Ann", "Bob", "Cid", "Dee"][:players]


def _play(g: Game, pick: random.Random, visit) -> None:
    steps = 0
    while not g.is_over:
        visit(g)
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] not in ("pass", "end_turn", "hibernate")]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.85 else actions))
        steps += 1
        assert steps < 4000


def test_the_manifest_names_the_terminal_module():
    assert get_manifest("revive").terminal_module() is terminal


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_decision_renders(players):
    """Every decision of a random game, as the seat deciding sees it (every third one at three
    and four players), and its end."""
    names = _names(players)
    g = epocha.new_game("revive", players=players, seed=20 + players)
    kinds: set[str] = set()
    every = 1 if players == 2 else 3

    def visit(game: Game) -> None:
        if len(game.history) % every:
            return
        seat = game.active_players[0]
        view = game.view(seat)
        kinds.add(view["waiting"][0]["kind"])
        text = _rendered(view, names)
        assert "Revive" in text and "Map" in text and "Offers" in text and "(you)" in text
        assert "◆ to play" in text and all(name in text for name in names)
        assert terminal.prompt_text(view, "Choose").endswith("] Choose")

    _play(g, random.Random(players), visit)
    assert {"turn", "effect"} <= kinds
    final = g.view(0)
    text = _rendered(final, names)
    assert "game over" in text and "won by" in text and "Final scores" in text


def test_the_table_shows_what_matters():
    names = _names(3)
    g = epocha.new_game("revive", players=3, seed=4)
    pick = random.Random(4)
    for _ in range(120):
        seat = g.active_players[0]
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    seat = g.active_players[0]
    view = g.view(seat)
    st = view["state"]
    text = _rendered(view, names, width=200)
    assert "a log line [with brackets]" in text  # (log lines are text, not markup)
    assert f"turn {st['turn']['number'] + 1}" in text and f"{names[st['turn']['player']]} to play" in text
    # the map: face-up tiles with their spaces, face-down sockets with their backs, the corners
    assert "Abyss" in text and "Face down:" in text and "large" in text and "scores " in text
    for socket, (tile, _) in st["placed"].items():
        assert f"{socket} {tile}" in text
    for socket in st["backs"]:
        assert f"{socket} (costs " in text
    # the offers and the crater
    for card in st["offer"]:
        assert terms()["card"][card] in text
    for m in st["module_offer"]:
        assert m in text  # (by id: a module's words may wrap in the offer's line)
    for a in st["crater"]:
        assert terms()["artifact"][a] in text
    assert "Crater" in text and "End-game tile" in text
    # every player's board
    for p in st["players"]:
        assert terms()["tribe"][p["tribe"]] in text
        assert f"Score {p['score']}" in text
        for card in [*p["active"], *p["rest"], *(c for cards in p["slots"].values() for c, _ in cards)]:
            assert terms()["card"][card] in text
        for t in p["unlocked"]:
            assert terms()["technology"][t] in text
    for word in ("Tracks:", "yellow", "green", "grey", "Machines:", "Active:", "Rest:", "top1", "right"):
        assert word in text
    for word in ("crystal", "gear", "book", "food", "energy", "switch", "hibernation", "progress"):
        assert word in text
    assert "Your artifact card" in text


def test_the_table_hides_what_the_seat_may_not_see():
    """Another player's closed crates and artifact card are not on the seat's table (nor on a
    spectator's); the owner sees them."""
    names = _names(2)
    players = [
        {"crates": ["k01"], "artifact_card": "artifact_card_05"},
        {"crates": ["k02", "k03"], "artifact_card": "artifact_card_01"},
    ]
    g = Scenario(players=players, seed=1).game
    words = terms()
    mine, theirs = _rendered(g.view(0), names), _rendered(g.view(1), names)
    spectator = _rendered(g.view(None), names)
    assert words["crate"]["k01"] in mine and words["artifact_card"]["artifact_card_05"] in mine
    assert words["crate"]["k02"] not in mine and words["crate"]["k03"] not in mine
    assert words["artifact_card"]["artifact_card_01"] not in mine and "2 closed" in mine
    assert words["crate"]["k02"] in theirs and words["artifact_card"]["artifact_card_01"] in theirs
    assert words["crate"]["k01"] not in theirs and words["artifact_card"]["artifact_card_05"] not in theirs
    for hidden in ("k01", "k02", "k03"):
        assert words["crate"][hidden] not in spectator
    assert "artifact_card_0" not in spectator and "Your artifact card" not in spectator
    assert all(f"─ {name}" in spectator for name in names)


def test_the_prompt_names_the_turn():
    g = epocha.new_game("revive", players=2, seed=1)
    seat = g.active_players[0]
    assert terminal.prompt_text(g.view(seat), "Choose") == "[turn 1, 0 action(s) taken] Choose"


def test_log_lines_are_the_messages():
    class Words:
        def __call__(self, message: dict) -> str:
            return message["text"]

    events = [{"type": "a", "message": {"text": "one", "args": {}}}, {"type": "b"}]
    assert terminal.log_lines(events, Words()) == ["one"]


def test_every_component_has_a_reference():
    c = content()
    names = terminal.card_names()
    assert len(names) == len(set(names))
    expected = (
        len(c.starting_cards)
        + len(c.deck)
        + len(c.modules)
        + len(c.machines)
        + len(c.crates)
        + len(c.artifact_cards)
        + len(c.tribes)
        + sum(1 for r in c.boards.reward_spaces if r.kind == "standard_machine")
    )
    assert len(names) > expected  # and the technologies
    out = StringIO()
    console = Console(file=out, width=100, color_system=None)
    for name in names:
        terminal.reference(console, name, "base")
    text = out.getvalue()
    card = c.deck[0]
    assert card.name["en"] in text and f"Česky: {card.name['cs']}" in text
    assert "Top: " in text and "Bottom: " in text and "Sun side ability" in text


def test_every_effect_of_the_content_has_words():
    from epocha.games.revive.encoding import _EFFECTS
    from epocha.games.revive.vocabulary import EFFECTS, PASSIVES

    kinds = set()
    for effect in _EFFECTS:
        if len(effect) == 1 and next(iter(effect)) in {*EFFECTS, *PASSIVES}:
            kinds.add(next(iter(effect)))
            text = terminal.effect_text(effect)
            assert text and "{" not in text, (effect, text)
    assert len(kinds) > 20


def test_a_whole_game_plays_in_the_terminal(tmp_path, monkeypatch):
    """`epocha play revive` against a bot, answered by a player who takes the first action
    listed, looking up a card on the way."""
    import re

    from epocha.cli.play import run_play

    monkeypatch.chdir(tmp_path)
    console = Console(file=StringIO(), width=120)

    def first_listed(prompt: str) -> str:
        numbers = []
        for line in reversed(console.file.getvalue().splitlines()):
            listed = re.match(r"^\s{2,}(\d+)\s{2}", line)
            if listed:
                numbers.append(int(listed.group(1)))
            elif numbers:
                break
        return str(min(numbers)) if numbers else ""

    scripted = iter(["c Ice Harvester", "c tinker"])
    g = run_play(
        "revive",
        2,
        ["random"],
        None,
        3,
        {},
        console,
        input_fn=lambda p: next(scripted, None) or first_listed(p),
    )
    assert g.is_over
    out = console.file.getvalue()
    assert "Citizen card" in out and "Bottom: gain 1 gear, 1 food; advance the yellow track" in out
    assert "Tinkerer" in out and "[turn 1, 0 action(s) taken] Your turn" in out
    assert "game over" in out and "Final scores" in out
