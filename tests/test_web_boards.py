"""A game's web board draws the game; it does not word it. Prompts, labels and log events reach
the page as typed messages that the shell renders, and actions carry their costs and targets as
fields — so no board holds prompt or log templates, and none reads a label, a prompt or a log
line as text (the way the boards once did, with regular expressions over English)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

import epocha
from epocha.engine.registry import get_manifest
from epocha.web.catalogs import game_domain

BOARDS = [
    (name, path)
    for name in epocha.games()
    if get_manifest(name).web is not None
    for path in sorted(Path(get_manifest(name).web.folder).rglob("*.js"))
]

# a string method or a regular expression applied to a label, a prompt or a log event's text
READS_TEXT = [
    re.compile(
        r"(label|prompt)\)?\s*\.\s*(split|startsWith|endsWith|includes|indexOf|match|replace|slice)\("
    ),
    re.compile(r"\.(exec|test|match)\([^)]*\b(label|prompt)\b"),
    re.compile(r"\bentries\(\s*\"prompt\""),
]


def _code(path: Path) -> list[tuple[int, str]]:
    lines = path.read_text("utf-8").splitlines()
    return [(n, line) for n, line in enumerate(lines, 1) if not line.lstrip().startswith("//")]


@pytest.mark.parametrize(("game", "path"), BOARDS, ids=[f"{g}/{p.name}" for g, p in BOARDS])
def test_a_board_reads_no_words(game, path):
    found = [
        f"{path.name}:{n}: {line.strip()}"
        for n, line in _code(path)
        if any(p.search(line) for p in READS_TEXT)
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("game", "path"), BOARDS, ids=[f"{g}/{p.name}" for g, p in BOARDS])
def test_a_board_leaves_the_log_to_the_shell(game, path):
    source = path.read_text("utf-8")
    assert "describe(" not in source and "log.js" not in source


@pytest.mark.parametrize("game", sorted({g for g, _ in BOARDS}))
def test_a_board_words_nothing_the_engine_words(game):
    """No text of the board's scripts is also a message of the game's rules: the engine words
    its prompts, labels and log, the board only its own furniture."""
    domain = game_domain(get_manifest(game))
    assert domain is not None
    scripts = _texts(domain, "javascript")
    engine = _texts(domain, "python")
    assert len(engine) > 20
    assert not scripts & engine, sorted(scripts & engine)


def _texts(domain, method: str) -> set[tuple]:
    out = set()
    for folder, pattern, how, keywords in domain.sources:
        if how == method:
            for _f, _l, message, _c, context in extract_from_dir(str(folder), [(pattern, how)], {}, keywords):
                out.add((context, message if isinstance(message, str) else message[0]))
    return out


def test_the_checks_see_what_they_look_for():
    samples = [
        'const m = /(\\d+)/.exec(action.label || "");',
        "const [base, cost] = view.prompt.split(' (');",
        "if (action.label.startsWith('Build')) {}",
    ]
    for line in samples:
        assert any(p.search(line) for p in READS_TEXT), line
    assert not any(p.search("return ctx.render(action.message) || action.label;") for p in READS_TEXT)
