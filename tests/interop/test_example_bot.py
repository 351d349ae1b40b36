"""examples/my_first_bot.py (the worked example of docs/research.md) runs and beats random."""

from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "my_first_bot.py"


def _example():
    spec = importlib.util.spec_from_file_location("my_first_bot", EXAMPLE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_runs_as_a_script():
    out = subprocess.run([sys.executable, str(EXAMPLE), "2"], capture_output=True, text=True, check=True)
    assert "of 2 games against the random bot" in out.stdout


def test_the_bot_is_short():
    source = EXAMPLE.read_text("utf-8")
    body = source[source.index("class MyFirstBot") : source.index("def play")]
    code = [line for line in body.splitlines() if line.strip() and not line.strip().startswith(('"""', "#"))]
    assert len(code) <= 30


def test_the_bot_beats_random():
    games = 20
    wins = round(_example().play(games, first_seed=500) * games)
    p_value = sum(math.comb(games, k) for k in range(wins, games + 1)) / 2**games
    assert p_value < 0.01, f"{wins}/{games} wins"


def test_docs_show_the_example():
    docs = (EXAMPLE.parents[1] / "docs" / "research.md").read_text("utf-8")
    source = EXAMPLE.read_text("utf-8")
    assert source[source.index("import sys") : source.index("def play")].strip() in docs
