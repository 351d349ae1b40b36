"""The `epocha` command: play (scripted input), save and resume, simulate, bench."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

import epocha
from epocha.cli.main import main
from epocha.cli.play import run_play
from epocha.cli.simulate import seat_rotation, simulate
from epocha.engine.registry import get_manifest
from epocha.engine.serialization import read_seats
from epocha.games.innovation import terminal
from epocha.games.innovation.rules import RULES
from epocha.games.innovation.scenario import Scenario

from .typist import first_listed


def _console() -> Console:
    return Console(file=io.StringIO(), width=120)


def test_play_a_whole_game_against_a_bot_with_commands(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    scripted = iter(["h", "c Optics", "c mon", "l", "99", "nonsense", "u", "s"])
    console = _console()
    first = first_listed(console)
    g = run_play(
        "innovation", 2, ["random"], None, 3, {}, console, input_fn=lambda p: next(scripted, None) or first(p)
    )
    assert g.is_over
    out = console.file.getvalue()
    assert "Draw and meld a 3" in out  # the card reference of Optics
    assert "Monument" in out and "No such choice" in out and "Unknown command" in out
    assert "Game over" in out
    saved = tmp_path / "epocha-innovation.epocha.json"
    assert saved.exists()


def test_the_terminal_says_what_undo_takes_back(tmp_path):
    """The prompt lists `u` with what it would take back; undoing says what it took back."""
    start = epocha.from_position(
        "innovation", {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": ["Pottery"]}}, {}]}, seed=1
    )
    path = tmp_path / "pottery.json"
    path.write_text(epocha.dumps(start), "utf-8")
    console = _console()
    answers = iter(["dogma", "u"])

    def ask(prompt: str) -> str:
        answer = next(answers, None)
        if answer is None:
            raise SystemExit  # seen it
        if answer == "dogma":
            (number,) = re.findall(r"^\s+(\d+)\s{2}Dogma: Pottery$", console.file.getvalue(), flags=re.M)
            return number
        return answer

    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, [], str(path), None, {}, console, input_fn=ask)
    out = console.file.getvalue()
    assert re.search(r"^\s+u\s{2}Undo: Dogma: Pottery$", out, flags=re.M), out
    assert "Undo: Dogma: Pottery — done." in out


def test_save_and_resume(tmp_path):
    path = tmp_path / "game.json"
    answers = iter(["1", f"s {path}", "q", "n"])
    console = _console()
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, ["greedy"], None, 9, {}, console, input_fn=lambda _: next(answers))
    saved = epocha.loads(path.read_text("utf-8"))
    assert len(saved.history) >= 1
    console = _console()
    g = run_play("innovation", 2, ["greedy"], str(path), None, {}, console, input_fn=first_listed(console))
    assert g.is_over and g.history[: len(saved.history)] == saved.history


def test_hot_seat_asks_to_pass_the_device():
    prompts: list[str] = []
    console = _console()
    first = first_listed(console)

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return first(prompt)

    g = run_play("innovation", 2, [], None, 4, {}, console, input_fn=ask)
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
    # CPU and wall time; the CPU cost of a decision early, midway and late in the games
    assert bench["cpu_seconds"] > 0 and bench["wall_seconds"] > 0 and bench["decisions_per_cpu_second"] > 0
    assert set(bench["cpu_microseconds_per_decision"]) == {"first_third", "middle_third", "last_third"}
    assert all(v > 0 for v in bench["cpu_microseconds_per_decision"].values())


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


# -- seats in saves ---------------------------------------------------------------------------


def _save_after_one_move(tmp_path, bots: list[str]) -> Path:
    path = tmp_path / "game.json"
    answers = iter(["1", f"s {path}", "q", "n"])
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, bots, None, 9, {}, _console(), input_fn=lambda _: next(answers))
    return path


def test_a_save_remembers_the_bots_and_resuming_keeps_them(tmp_path):
    path = _save_after_one_move(tmp_path, ["greedy"])
    text = path.read_text("utf-8")
    assert read_seats(text) == ["human", "greedy"]
    prompts: list[str] = []
    console = _console()
    first = first_listed(console)

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return first(prompt)

    # no --bots: seat 1 is still the greedy bot, so nobody is asked to pass the device
    g = run_play("innovation", 2, [], str(path), None, {}, console, input_fn=ask)
    assert g.is_over and not any("Pass the device" in p for p in prompts)
    assert "Player 2 (greedy bot)" in console.file.getvalue()


def test_bots_given_when_resuming_override_the_saved_seats(tmp_path):
    path = _save_after_one_move(tmp_path, ["greedy"])
    # "human" makes seat 1 hot-seat again
    prompts: list[str] = []
    console = _console()
    first = first_listed(console)

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return first(prompt)

    g = run_play("innovation", 2, ["human"], str(path), None, {}, console, input_fn=ask)
    assert g.is_over and any("Pass the device to Player 2" in p for p in prompts)


def test_resaving_a_resumed_game_keeps_its_seats(tmp_path):
    path = _save_after_one_move(tmp_path, ["random"])
    again = tmp_path / "again.json"
    answers = iter([f"s {again}", "q", "n"])
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, [], str(path), None, {}, _console(), input_fn=lambda _: next(answers))
    assert read_seats(again.read_text("utf-8")) == ["human", "random"]


def test_an_old_save_without_seats_resumes_hot_seat_unless_bots_are_given(tmp_path):
    path = _save_after_one_move(tmp_path, ["greedy"])
    doc = json.loads(path.read_text("utf-8"))
    del doc["seats"]
    path.write_text(json.dumps(doc), "utf-8")
    console = _console()
    g = run_play("innovation", 2, ["greedy"], str(path), None, {}, console, input_fn=first_listed(console))
    assert g.is_over


def test_a_save_with_malformed_seats_is_refused(tmp_path, capsys):
    path = _save_after_one_move(tmp_path, ["greedy"])
    doc = json.loads(path.read_text("utf-8"))
    for seats in (["human"], ["human", 3], "human,greedy", ["human", "nobody"]):
        doc["seats"] = seats
        path.write_text(json.dumps(doc), "utf-8")
        assert main(["play", "innovation", "--load", str(path)]) == 2


# -- what the terminal shows ----------------------------------------------------------------


def _shown(view: dict, names: list[str] | None = None) -> str:
    console = _console()
    terminal.render(console, view, names or ["Seat 0", "Seat 1"], [])
    return console.file.getvalue()


def test_help_shows_the_save_file_argument():
    answers = iter(["h", "q", "n"])
    console = _console()
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, ["random"], None, 1, {}, console, input_fn=lambda _: next(answers))
    assert "s [file]     save the game" in console.file.getvalue()


def test_the_initial_meld_header_says_what_happens():
    g = epocha.new_game("innovation", players=2, seed=1)
    out = _shown(g.view(0))
    assert "initial meld" in out and "2 still choosing" in out and "action" not in out
    g.apply(0, g.legal_actions(0)[0])
    out = _shown(g.view(1))
    assert "1 still choosing" in out and "has chosen" in out


def test_the_dogma_log_names_only_who_the_card_affects():
    # Writing has no demand: seat 1 (fewer bulbs) is not "demanded"
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar"]})
    s.dogma("Writing")
    line = dogma_line(s)
    assert line == "Seat 0 activates Writing."
    # Archery has only a demand: seat 1 (as many castles) does not share it
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {"board": {"red": ["Oars", "Metalworking"]}}])
    s.dogma("Archery")
    line = dogma_line(s)
    assert "Sharing" not in line and "Demand" not in line


def dogma_line(s) -> str:
    words = get_manifest("innovation").renderer("en", ["Seat 0", "Seat 1"])
    return words(RULES.log_message(s.events("dogma")[0]))


def test_choice_prompts_name_the_card_that_asks():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}])
    s.dogma("Agriculture")
    assert shown_prompt(s.game.view(0)) == "Agriculture: You may return a card from your hand"
    # the demanded player draws a 1 and picks which of two 1s to give
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {"hand": ["Sailing"]}], decks={1: ["Oars"]})
    s.dogma("Archery")
    assert shown_prompt(s.game.view(1)).startswith("Archery (demand): ")
    g = epocha.new_game("innovation", players=2, seed=1)
    assert shown_prompt(g.view(0)) == "Choose a card to meld; the other stays in your hand"  # no card asks


def shown_prompt(view: dict) -> str:
    return terminal.prompt_text(view, get_manifest("innovation").renderer()(view["prompt"]))


def test_an_opponents_revealed_hand_cards_are_shown():
    # Collaboration: seat 1 draws and reveals two 9s; seat 0 chooses among them
    s = Scenario(
        players=[
            {"board": {"green": ["Collaboration"], "blue": ["Writing"]}},
            {"board": {"red": ["Archery"]}},
        ],
        decks={9: ["Genetics", "Suburbia", "Ecology"]},
    )
    s.dogma("Collaboration")
    out = _shown(s.game.view(0))
    assert "revealed: Genetics [9], Suburbia [9]" in out
    assert "Ecology" not in out


def test_a_splayed_pile_shows_the_icons_its_splay_reveals():
    s = Scenario(
        players=[{"board": {"blue": {"cards": ["Chemistry", "Tools", "Writing"], "splay": "right"}}}, {}]
    )
    out = _shown(s.game.view(1))
    # Tools and Writing each show a lightbulb under a right splay
    assert "3 cards ▶ right" in out and "splay shows: bulb 2" in out
    assert terminal.splay_shows(["Chemistry", "Tools", "Writing"], "none") == ""


def test_play_speaks_the_language_asked_for(monkeypatch):
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return "1"

    def shown(lang: str | None) -> str:
        # two moves, then quit without saving
        answers = iter(["1", "1", "q", "n"])
        console = _console()
        with contextlib.suppress(SystemExit):
            answer = lambda p: ask(p) and next(answers)  # noqa: E731
            run_play("innovation", 2, ["random"], None, 4, {}, console, answer, lang)
        return console.file.getvalue()

    out = shown("cs")
    assert "Hráč 2 (bot random)" in out and "Vyber kartu, kterou vyložíš" in out, out[-2000:]
    assert "Hráč 1 vykládá" in out  # the log
    assert prompts[0] == "Tvoje volba (h: nápověda)"
    # the default comes from LANG
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert "Hráč 1" in shown(None)
    monkeypatch.setenv("LANG", "C.UTF-8")
    out = shown(None)
    assert "Player 1" in out and "Hráč" not in out


@pytest.mark.parametrize("port", ["0", "99999", "-1", "http"])
def test_serve_accepts_only_real_ports(port, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--port", port])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "--port" in err and ("1-65535" in err or "not a port number" in err)


def test_serve_on_a_port_in_use_says_so_in_one_line_and_announces_nothing(capsys, monkeypatch):
    import socket

    import epocha.server.app as app

    served = []
    monkeypatch.setattr(app, "serve", lambda *a: served.append(a))  # never reached
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    out = capsys.readouterr().out
    assert out.strip().splitlines() == [f"127.0.0.1:{port} is in use; choose another with --port"]
    assert served == []


def test_ctrl_d_and_ctrl_c_end_cleanly_and_offer_to_save_what_is_unsaved(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    typed = iter(["1", EOFError, "y"])  # a move, Ctrl-D, then yes: save

    def ask(prompt: str) -> str:
        answer = next(typed)
        if answer is EOFError:
            raise EOFError
        return answer

    console = _console()
    g = run_play("innovation", 2, ["random"], None, 5, {}, console, input_fn=ask)
    assert not g.is_over and "Saved to" in console.file.getvalue()
    saved = epocha.loads((tmp_path / "epocha-innovation.epocha.json").read_text("utf-8"))
    assert saved.history == g.history
    # nothing played since the game was loaded: Ctrl-C just ends, asking nothing
    asked: list[str] = []

    def interrupted(prompt: str) -> str:
        asked.append(prompt)
        raise KeyboardInterrupt

    path = str(tmp_path / "epocha-innovation.epocha.json")
    run_play("innovation", 2, [], path, None, {}, _console(), input_fn=interrupted)
    assert len(asked) == 1 and "Save" not in asked[0]


def test_an_action_keeps_its_number_for_the_whole_prompt():
    from epocha.cli.play import Session

    session = Session(_console(), input, epocha.new_game("innovation", 2, seed=1), [], None, [], None)
    a, b, c = ({"type": "choose", "card": name} for name in ("Oars", "Tools", "Writing"))
    prompt = {"text": "Choose cards", "args": {}}
    assert session.numbered(0, {"prompt": prompt, "legal_actions": [a, b, c]}) == {1: a, 2: b, 3: c}
    # the first pick is gone: the others keep their numbers
    assert session.numbered(0, {"prompt": prompt, "legal_actions": [b, c]}) == {2: b, 3: c}
    # another prompt numbers from 1 again
    other = {"text": "Choose a colour", "args": {}}
    assert session.numbered(0, {"prompt": other, "legal_actions": [c]}) == {1: c}


def test_resigning_asks_first(tmp_path):
    import random

    from epocha.cli.play import Session, action_text

    g = epocha.new_game("tta", 2, seed=3)
    pick = random.Random(3)
    while not any(a["type"] == "resign" for a in g.legal_actions(g.active_players[0])):
        seat = g.active_players[0]
        g.apply(seat, pick.choice([a for a in g.legal_actions(seat) if a["type"] != "resign"]))
    seat = g.active_players[0]
    words = get_manifest("tta").renderer("en")
    console = _console()
    session = Session(
        console, input, g, ["human", "human"], get_manifest("tta").terminal_module(), ["A", "B"], words
    )
    number = next(n for n, a in session.numbered(seat, g.view(seat)).items() if a["type"] == "resign")
    assert "Resign" in action_text(session.numbered(seat, g.view(seat))[number], words)
    asked: list[str] = []
    typed = iter([str(number), "n", str(number), "y"])

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(typed)

    session.ask = ask
    session.prompt(seat)
    assert [p for p in asked if "(y/n)" in p] == ["Resign? You leave the game for good. (y/n)"] * 2
    assert g.history_entries()[-1]["action"]["type"] == "resign"


def test_a_bot_is_named_by_the_level_asked_for_and_a_save_of_another_game_is_refused(tmp_path, capsys):
    console = _console()
    answers = iter(["q", "n"])
    with contextlib.suppress(SystemExit):
        run_play("innovation", 2, ["easy"], None, 1, {}, console, input_fn=lambda _: next(answers))
    assert "Player 2 (easy bot)" in console.file.getvalue()
    path = tmp_path / "innovation.json"
    path.write_text(epocha.dumps(epocha.new_game("innovation", 2, seed=1)), "utf-8")
    assert main(["play", "tta", "--load", str(path)]) == 2
    out = capsys.readouterr().out
    assert "is a saved game of Innovation, not of Through the Ages" in out


def test_simulate_in_local_processes_gives_the_same_figures():
    args = ("innovation", 6, 2, ["random", "greedy"], 3, {})
    one = simulate(*args, console=_console())
    assert simulate(*args, console=_console(), jobs=2) == one
    assert one["games"] == 6 and sum(one["seats"].values()) == 12
