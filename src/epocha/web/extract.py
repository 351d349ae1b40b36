"""The Babel extractor for the pages' messages (epocha.web.catalogs uses it): the text of
elements marked `data-i18n` and the `data-i18n-placeholder` / `data-i18n-label` attributes.
Everything else is a gettext-style call (`msg()`, `t()`...) that Babel's own extractors find."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

Message = tuple[int, str, Any, list[str]]


# -- html ----------------------------------------------------------------------------------


class _Marked(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []
        self._open: list[tuple[str, int, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line = self.getpos()[0]
        values = dict(attrs)
        for attr in ("data-i18n-placeholder", "data-i18n-label"):
            if values.get(attr):
                self.found.append((line, values[attr]))
        if "data-i18n" in values:
            self._open.append((tag, line, []))

    def handle_data(self, data: str) -> None:
        if self._open:
            self._open[-1][2].append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1][0] == tag:
            _, line, parts = self._open.pop()
            text = " ".join("".join(parts).split())
            if text:
                self.found.append((line, text))


def html(fileobj, keywords, comment_tags, options) -> Iterator[Message]:
    parser = _Marked()
    parser.feed(fileobj.read().decode(options.get("encoding", "utf-8")))
    for line, text in parser.found:
        yield line, "gettext", text, []


PLACEHOLDER = re.compile(r"\{(\w+)(?::[^{}]*)?\}")


def placeholders(text: str) -> set[str]:
    """The names of a message's placeholders ({n} and {n:kartu|karty|karet} both name n)."""
    return set(PLACEHOLDER.findall(text))
