"""The "every card has a test" gate on every registered game that names its cards: each card
has a test module, and silencing the card's effect makes at least one of its tests fail."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

import pytest

from epocha.conformance import Conformance
from epocha.conformance.card_gate import run_gate
from epocha.engine.registry import get_manifest

from .cases import cases, with_test_games

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted({name for name, _, _ in cases()})


@pytest.mark.parametrize("name", GAMES)
def test_every_card_has_a_test_that_fails_without_it(name):
    with with_test_games():
        spec = get_manifest(name).conformance_spec
    result = run_gate(spec, ROOT)
    assert not result.missing, f"cards without a test module: {result.missing}"
    assert not result.unguarded, f"cards whose tests pass when the card does nothing: {result.unguarded}"
    assert set(result.ran) == set(spec.cards())


class _Cards(Conformance):
    """Two cards: "kept" silences itself through an environment flag its test reads; "idle"
    has a test that asserts nothing about it."""

    card_tests = "cards"

    def cards(self) -> list[str]:
        return ["idle", "kept", "untested"]

    def card_test_file(self, card: str) -> str:
        return f"test_{card}.py"

    @contextmanager
    def without_effect(self, card: str):
        os.environ["EPOCHA_GATE_SILENCED"] = card
        try:
            yield
        finally:
            del os.environ["EPOCHA_GATE_SILENCED"]


def test_the_gate_tells_a_test_that_checks_its_card_from_one_that_does_not(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "test_idle.py").write_text("def test_idle():\n    assert 1 + 1 == 2\n")
    (cards / "test_kept.py").write_text(
        "import os\n\ndef test_kept():\n    assert os.environ.get('EPOCHA_GATE_SILENCED') != 'kept'\n"
    )
    result = run_gate(_Cards(), tmp_path)
    assert result.missing == ["untested"]
    assert result.ran == {"idle": 1, "kept": 1}
    assert result.unguarded == ["idle"]


def test_the_gate_collects_each_card_test_once_and_nothing_beside_them(tmp_path):
    """The card tests are collected from their folder, each file once (pytest collects every
    path it is given on its own: given 40 files of one folder, it looked at each of them 40
    times); other test modules beside them, and folders below them, do not run."""
    cards = tmp_path / "cards"
    (cards / "below").mkdir(parents=True)
    log = tmp_path / "looked_at.txt"
    (cards / "conftest.py").write_text(
        "from pathlib import Path\n\n"
        "def pytest_collect_file(file_path, parent):\n"
        f"    with open({str(log)!r}, 'a') as out:\n"
        "        out.write(Path(file_path).name + '\\n')\n"
    )
    ran = tmp_path / "ran.txt"
    body = f"def test_it():\n    open({str(ran)!r}, 'a').write(__name__ + '\\n')\n"
    names = [f"card{i:02}" for i in range(40)]
    for name in names:
        (cards / f"test_{name}.py").write_text(body)
    (cards / "test_not_a_card.py").write_text(body)
    (cards / "below" / "test_card00.py").write_text(body)

    class Many(_Cards):
        def cards(self) -> list[str]:
            return names

    result = run_gate(Many(), tmp_path)
    assert result.ran == dict.fromkeys(names, 1) and not result.missing
    assert sorted(ran.read_text().split()) == sorted(f"test_{name}" for name in names)
    looked_at = [name for name in log.read_text().split() if name != "conftest.py"]
    assert sorted(looked_at) == sorted(f"test_{name}.py" for name in names)  # (each once)
