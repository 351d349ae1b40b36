"""The "every card has a test" gate: with a card's effect replaced by a no-op, at least one of
that card's own tests must fail. A test module that only mentions the card, or asserts
nothing the card does, does not pass the gate — scanning test files for text could not tell.

The card tests run in this process (a nested pytest session), each under its card's no-op
(`Conformance.without_effect`), so the gate costs one run of the card tests. The session is
given the folders that hold them, not the files: pytest collects each path it is given on its
own, so hundreds of files in one folder were collected in time that grew with their square
(436 card test files of one game: 25 s of collecting, 2 s from their folders).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .spec import Conformance


@dataclass
class GateResult:
    missing: list[str] = field(default_factory=list)  # cards without a test module
    failures: dict[str, int] = field(default_factory=dict)  # card -> its tests that failed
    ran: dict[str, int] = field(default_factory=dict)  # card -> its tests that ran

    @property
    def unguarded(self) -> list[str]:
        """Cards whose tests all pass with the card doing nothing."""
        return sorted(c for c in self.ran if not self.failures.get(c))


class _Silencer:
    """A pytest plugin: runs each test with its module's card silenced, and counts."""

    def __init__(self, spec: Conformance, card_of: dict[Path, str], result: GateResult) -> None:
        self.spec = spec
        self.card_of = card_of
        self.folders = {path.parent for path in card_of}
        self.result = result
        self.current: str | None = None

    def pytest_ignore_collect(self, collection_path: Path, config: pytest.Config) -> bool | None:
        """In the card tests' folders, only the card tests: not another test module beside
        them, nor a folder below them."""
        path = collection_path.resolve()
        if path.parent not in self.folders:
            return None  # (a folder given, or one above it)
        if path.is_dir():
            return path not in self.folders
        if path.suffix == ".py" and (path.name.startswith("test_") or path.name.endswith("_test.py")):
            return path not in self.card_of
        return None  # (a conftest.py, an __init__.py: what the card tests need)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        card = self.card_of.get(Path(item.path).resolve())
        if card is None:
            return (yield)
        self.current = card
        self.result.ran[card] = self.result.ran.get(card, 0) + 1
        try:
            with self.spec.without_effect(card):
                return (yield)
        finally:
            self.current = None

    def pytest_runtest_logreport(self, report) -> None:
        if report.failed and self.current is not None:
            self.result.failures[self.current] = self.result.failures.get(self.current, 0) + 1


def run_gate(spec: Conformance, root: Path) -> GateResult:
    """Run the card tests of `spec`'s game (found under `root / spec.card_tests`) with each
    card silenced in turn."""
    result = GateResult()
    if spec.card_tests is None:
        return result
    folder = root / spec.card_tests
    card_of: dict[Path, str] = {}
    for card in spec.cards():
        path = (folder / spec.card_test_file(card)).resolve()
        if path.exists():
            card_of[path] = card
        else:
            result.missing.append(card)
    if card_of:
        silencer = _Silencer(spec, card_of, result)
        args = [*map(str, sorted(silencer.folders)), "-q", "--tb=no", "--no-header", "-p", "no:cacheprovider"]
        args += ["-p", "no:xdist", "-W", "ignore::pytest.PytestAssertRewriteWarning"]
        pytest.main(args, plugins=[silencer])
    return result
