"""Every English string of the browser client has a Czech translation in the catalog."""

from __future__ import annotations

import re
from importlib import resources

from epocha.server.i18n import catalog

STATIC = resources.files("epocha.web") / "static"
LITERAL = re.compile(r"""\bt\(\s*"((?:[^"\\]|\\.)*)"\s*[,)]""")
MARKED = re.compile(r"<(?:\w+)[^>]*\bdata-i18n\b[^>]*>([^<]+)<")
PLACEHOLDER = re.compile(r'data-i18n-placeholder="([^"]+)"')
# message ids built at run time in the client
DYNAMIC = ["by achievements", "by score", "Choose a card", "Choose a colour", "Choose a player",
           "Choose a value", "Choose", "left", "right", "up", "board", "supply", "box", "Demand", "Shared",
           "1e", "3e", "Card texts: 1st edition (IELLO, Czech) or 3rd edition"]


def _messages() -> set[str]:
    found = set(DYNAMIC)
    for path in [*(STATIC / "js").iterdir(), *(STATIC / "games").iterdir()]:
        found.update(LITERAL.findall(path.read_text("utf-8")))
    for name in ("lobby.html", "game.html"):
        text = (STATIC / name).read_text("utf-8")
        found.update(m.strip() for m in MARKED.findall(text))
        found.update(PLACEHOLDER.findall(text))
    return found


def test_every_client_string_is_translated_to_czech():
    cs = catalog("cs")
    messages = _messages()
    assert len(messages) > 100
    missing = sorted(m for m in messages if m not in cs)
    assert not missing, f"add Czech translations for: {missing}"


def test_placeholders_survive_translation():
    for msgid, msgstr in catalog("cs").items():
        assert set(re.findall(r"\{\w+\}", msgid)) == set(re.findall(r"\{\w+\}", msgstr)), msgid
