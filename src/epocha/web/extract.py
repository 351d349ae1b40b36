"""Babel extractors for the web table's messages that are not t()/nt()/pt() calls in the
client (babel.cfg at the repository root maps them):

- `html`: the text of elements marked `data-i18n` and the `data-i18n-placeholder` /
  `data-i18n-label` attributes of the pages;
- `cards`: card names (context "card") and special achievements (context "achievement")
  from a game's card table; a translator comment gives the official Czech name where the
  Czech edition names the card;
- `prompts`: the English prompts of the engine (context "prompt") and the labels of a
  card's own alternatives (context "option"), read from the game's Python source. An
  f-string's fields become named placeholders (`{ctx.demander}` -> `{demander}`), which the
  client fills from the engine's text.
"""

from __future__ import annotations

import ast
import itertools
import json
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


# -- card tables ------------------------------------------------------------------------------


def cards(fileobj, keywords, comment_tags, options) -> Iterator[Message]:
    table = json.loads(fileobj.read().decode("utf-8"))
    for entry in table["cards"]:
        yield 1, "pgettext", ("card", entry["name"]), _official(entry)
    for entry in table.get("special_achievements", []):
        yield 1, "pgettext", ("achievement", entry["name"]), _official(entry)


def _official(entry: dict) -> list[str]:
    return [f"official Czech name: {entry['name_cs']}"] if entry.get("name_cs") else []


# -- engine prompts ---------------------------------------------------------------------------


def _placeholder(node: ast.expr) -> str:
    """`ctx.demander` -> demander, `ctx.age(card)` -> age, `d['direction']` -> direction."""
    if isinstance(node, ast.Call):
        return _placeholder(node.func)
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        return str(node.slice.value)
    if isinstance(node, ast.Name):
        return node.id
    return "value"


def _variants(node: ast.expr) -> list[str] | None:
    """Every text a string expression can take, with placeholders for its fields; None when
    it is not a string built from literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        parts: list[list[str]] = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append([value.value])
            else:
                parts.append(_variants(value.value) or ["{" + _placeholder(value.value) + "}"])
        return ["".join(p) for p in itertools.product(*parts)]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _variants(node.left), _variants(node.right)
        if left is None or right is None:
            return None
        return [a + b for a, b in itertools.product(left, right)]
    if isinstance(node, ast.IfExp):
        body, orelse = _variants(node.body), _variants(node.orelse)
        if body is None or orelse is None:
            return None
        return body + orelse
    return None


def prompts(fileobj, keywords, comment_tags, options) -> Iterator[Message]:
    tree = ast.parse(fileobj.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "prompt":
            for text in _variants(node.value) or []:
                yield node.value.lineno, "pgettext", ("prompt", text), []
        if isinstance(node, ast.Call) and _placeholder(node.func) == "choose_option" and node.args:
            labels = node.args[0]
            if isinstance(labels, ast.Dict):
                for value in labels.values:
                    for text in _variants(value) or []:
                        yield value.lineno, "pgettext", ("option", text), []


PLACEHOLDER = re.compile(r"\{(\w+)(?::[^{}]*)?\}")


def placeholders(text: str) -> set[str]:
    """The names of a message's placeholders ({n} and {n:kartu|karty|karet} both name n)."""
    return set(PLACEHOLDER.findall(text))
