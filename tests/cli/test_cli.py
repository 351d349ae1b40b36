"""The `epocha` command: play (scripted input), save and resume, simulate, bench."""

from __future__ import annotations

import contextlib
import io
import itertools
import json

from rich.console import Console

import epocha
from epocha.cli.main import main
from epocha.cli.play import run_play
from epocha.cli.simulate import seat_rotation


def _console() -> Console:
    return Console(file=io.StringIO(), width=120)


def test_play_a_whole_game_against_a_bot_with_commands(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    answers = itertools.chain(
        ["h", "c Optics", "c mon", "l", "99", "nonsense", "u", "s"], itertools.repeat("1")
    )
    console = _console()
    g = run_play("innovation", 2, ["random"], None, 3, {}, console, input_fn=lambda _: next(answers))
    assert g.is_over
    out = console.file.getvalue()
    assert "Draw and meld a 3" in out  # the card reference of Optics
    assert "Monument" in out and "No such choice" in out and "Unknown command" in out
    assert "Game over" in out
    saved = tmp_path / "epocha-innovation.epocha.json"
    assert saved.exists()


def test_save_and_resume(tmp_path):
    path = tmp_path / "game.json"
    answers = iter(["1", f"s {path}", "q", "n"])
    console = _console()
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, ["greedy"], None, 9, {}, console, input_fn=lambda _: next(answers))
    saved = epocha.loads(path.read_text("utf-8"))
    assert len(saved.history) >= 1
    answers2 = itertools.repeat("1")
    g = run_play(
        "innovation", 2, ["greedy"], str(path), None, {}, _console(), input_fn=lambda _: next(answers2)
    )
    assert g.is_over and g.history[: len(saved.history)] == saved.history


def test_hot_seat_asks_to_pass_the_device():
    answers = itertools.repeat("1")
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    g = run_play("innovation", 2, [], None, 4, {}, _console(), input_fn=ask)
    assert g.is_over
    assert any("Pass the device" in p for p in prompts)


def test_simulate_and_bench_print_figures(capsys):
    assert main(["simulate", "innovation", "--games", "4", "--bots", "greedy,random", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == 4 and set(report["win_rate"]) == {"greedy", "random"}
    assert main(["bench", "innovation", "--games", "3", "--players", "3", "--seed", "2", "--json"]) == 0
    bench = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("games", "seconds", "games_per_second", "decisions_per_second", "clones_per_second"):
        assert key in bench
    assert bench["games"] == 3


def test_bad_command_line_input_is_a_clear_error(capsys, tmp_path):
    assert main(["play", "innovation", "--players", "7"]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["play", "innovation", "--load", str(bad)]) == 2
    assert main(["simulate", "innovation", "--games", "1", "--bots", "nobody"]) == 2


def test_seats_rotate_between_games():
    assert seat_rotation(["a", "b"], 2, 0) == ["a", "b"]
    assert seat_rotation(["a", "b"], 2, 1) == ["b", "a"]
    assert seat_rotation(["g"], 3, 2) == ["g", "g", "g"]
