"""`epocha content check GAME PATH`: the command asks the game's `content` hook and prints
every problem; a game without content files says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from epocha.cli.main import main
from epocha.engine.plugin import GameManifest
from epocha.engine.registry import register, unregister

HOOK = "tests.cli.test_content_cli:check_sample"


def check_sample(path: str) -> list[str]:
    """A content hook for a made-up game: its content is a JSON list of positive numbers."""
    data = json.loads(Path(path).read_text())
    return [f"numbers[{i}]: {n!r} is not positive" for i, n in enumerate(data) if n <= 0]


@pytest.fixture
def games():
    register(
        GameManifest("numbers", {"en": "Numbers", "cs": "Čísla"}, 2, 2, rules="unused:RULES", content=HOOK)
    )
    register(GameManifest("plain", {"en": "Plain", "cs": "Prostá"}, 2, 2, rules="unused:RULES"))
    yield
    unregister("numbers")
    unregister("plain")


def test_a_sound_content_set_passes(games, tmp_path, capsys):
    path = tmp_path / "numbers.json"
    path.write_text("[1, 2, 3]")
    assert main(["content", "check", "numbers", str(path)]) == 0
    assert "a sound content set for numbers" in capsys.readouterr().out


def test_every_problem_is_printed_at_its_place_and_the_status_is_1(games, tmp_path, capsys):
    path = tmp_path / "numbers.json"
    path.write_text("[1, 0, -4]")
    assert main(["content", "check", "numbers", str(path)]) == 1
    out = capsys.readouterr().out
    assert "2 problem(s)" in out
    assert "numbers[1]: 0 is not positive" in out
    assert "numbers[2]: -4 is not positive" in out


def test_a_game_without_content_files_says_so(games, tmp_path, capsys):
    assert main(["content", "check", "plain", str(tmp_path)]) == 2
    assert "plain has no content files to check" in capsys.readouterr().out
