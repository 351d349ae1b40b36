"""A game is one folder: Dice & Cards (tests/plugin_game, a package that exists only in the
test suite) plugs in through its entry point once its folder is on `sys.path`, with no install
and no edit anywhere else, and then plays everywhere a built-in game plays."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

import epocha
from epocha.cli.main import main
from epocha.cli.play import run_play
from epocha.engine import IllegalAction, registry
from epocha.engine.plugin import GameManifest
from tests.cli.typist import first_listed

HERE = Path(__file__).resolve().parent
PLUGIN = HERE / "plugin_game"
SRC = HERE.parent / "src" / "epocha"


@pytest.fixture
def plugin(monkeypatch):
    monkeypatch.syspath_prepend(str(PLUGIN))
    return "dicecards"


def test_the_game_appears_when_its_folder_is_on_the_path(monkeypatch):
    assert "dicecards" not in epocha.games()
    monkeypatch.syspath_prepend(str(PLUGIN))
    assert "dicecards" in epocha.games()
    manifest = registry.get_manifest("dicecards")
    assert manifest.title["cs"] == "Kostka a karty" and manifest.min_players == 1
    monkeypatch.undo()
    assert "dicecards" not in epocha.games()
    with pytest.raises(IllegalAction, match="unknown game"):
        epocha.new_game("dicecards", players=2)


def test_its_options_depend_on_the_player_count(plugin):
    assert epocha.new_game(plugin, players=1, seed=1).options == {"target": 100}
    assert epocha.new_game(plugin, players=3, seed=1).options == {}
    with pytest.raises(IllegalAction, match="only with 1 player"):
        epocha.new_game(plugin, players=2, options={"target": 80})
    with pytest.raises(IllegalAction, match="at most 150"):
        epocha.new_game(plugin, players=1, options={"target": 151})


def test_simulate_bench_and_arena_play_it(plugin, capsys):
    assert main(["simulate", plugin, "--games", "6", "--players", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == 6 and report["ends"] == {"score": 6} and report["length_unit"] == "plays"
    solo = ["simulate", plugin, "--games", "4", "--players", "1", "--option", "target=50", "--json"]
    assert main(solo) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["win_rate"]["random"] == 1.0  # 12 cards score at least 78: every solo game reaches 50
    assert main(["simulate", plugin, "--games", "1", "--players", "2", "--option", "target=50"]) == 2
    assert "only with 1 player" in capsys.readouterr().out
    assert main(["arena", plugin, "--bots", "greedy,random", "--games", "4", "--json"]) == 0


def test_the_terminal_plays_it_alone(plugin):
    out = io.StringIO()
    console = Console(file=out, width=100)
    g = run_play(plugin, 1, [], None, 5, {"target": 60}, console, input_fn=first_listed(console))
    assert g.is_over and g.result["winners"] == [0]
    assert "Game over: Player 1 wins." in out.getvalue()


@pytest.mark.filterwarnings("ignore::UserWarning")  # api_test's advice on dict observations
def test_the_research_adapters_take_it(plugin):
    from pettingzoo.test import api_test

    from epocha.interop.pettingzoo import env

    api_test(env(plugin, players=2), num_cycles=200)


def test_a_solo_game_pays_one_for_a_win_and_minus_one_for_a_loss(plugin):
    import pyspiel

    from epocha.interop import openspiel
    from epocha.interop.gymnasium import EpochaEnv

    # 12 cards score at least 78: a target of 50 is always reached, 150 never
    for target, reward in ((50, 1.0), (150, -1.0)):
        e = EpochaEnv(plugin, players=1, options={"target": target})
        obs, _ = e.reset(seed=3)
        done = False
        while not done:
            action = int(obs["action_mask"].nonzero()[0][0])
            obs, got, terminated, truncated, _ = e.step(action)
            done = terminated or truncated
        assert terminated and got == reward
        assert e.game.result["measure"] == {"kind": "target", "value": target}
    game = openspiel.load(plugin, players=1, options='{"target": 50}')
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.returns() == [1.0]


def test_the_web_table_lists_serves_and_plays_it(plugin, tmp_path):
    from fastapi.testclient import TestClient

    from epocha.server.app import create_app
    from epocha.server.settings import Settings

    app = create_app(Settings(database_url=f"sqlite:///{tmp_path / 'table.db'}"))
    with TestClient(app) as client:
        (listed,) = [g for g in client.get("/api/catalog").json()["games"] if g["name"] == plugin]
        assert listed["title"]["en"] == "Dice & Cards" and listed["options"][0]["players"] == [1]
        board = client.get(listed["board"])
        assert board.status_code == 200 and "export default" in board.text
        rules = client.get(f"/api/rules/{plugin}?lang=cs").json()
        assert [s["id"] for s in rules["sections"]] == ["turn", "turn.roll", "end"]
        body = {"game": plugin, "players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}]}
        created = client.post("/api/games", json=body)
        assert created.status_code == 201, created.text
        summary = client.get(f"/api/games/{created.json()['id']}").json()
        assert summary["board"] == listed["board"]
        bad = client.post("/api/games", json={**body, "options": {"target": 70}})
        assert bad.status_code == 422 and "only with 1 player" in bad.json()["message"]


def test_rules_that_disagree_with_their_manifest_are_refused():
    from epocha.games.innovation.rules import RULES

    wrong = GameManifest("notinnovation", {"en": "X", "cs": "X"}, 2, 4, rules=RULES)
    registry.register(wrong)
    try:
        with pytest.raises(TypeError, match="do not match its manifest"):
            registry.get_rules("notinnovation")
    finally:
        registry.unregister("notinnovation")


# -- the game-agnostic files name no game --------------------------------------------------------

AGNOSTIC_PY = [
    SRC / "__init__.py",
    *(SRC / "engine").rglob("*.py"),
    *(SRC / "server").rglob("*.py"),
    *(SRC / "cli").rglob("*.py"),
    *(SRC / "bots").rglob("*.py"),
    *(SRC / "interop").rglob("*.py"),
    *(SRC / "conformance").rglob("*.py"),
    *(SRC / "web").glob("*.py"),
]
AGNOSTIC_WEB = [*(SRC / "web" / "static").glob("*.html"), *(SRC / "web" / "static" / "js").glob("*.js")]


def _game_words() -> re.Pattern:
    names = set(epocha.games())
    # a title and its short form before a colon ("Through the Ages: A New Story ...")
    titles = {registry.get_manifest(n).title[lang].split(":")[0] for n in names for lang in ("en", "cs")}
    return re.compile("|".join(rf"\b{re.escape(w)}\b" for w in sorted(names | titles)), re.IGNORECASE)


def test_no_game_agnostic_file_names_a_game():
    """Not in code, docstrings or comments: examples there speak of games in general."""
    words = _game_words()
    found = [
        f"{path.relative_to(SRC)}:{n}: {line.strip()}"
        for path in AGNOSTIC_PY + AGNOSTIC_WEB
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if words.search(line)
    ]
    assert not found, "\n".join(found)
