"""Gettext catalogs, read with Babel, as the flat tables both renderers use.

A table maps a msgid to its translation; a message with a context is keyed "context\\x04msgid"
(gettext's own convention), and a plural message maps its singular msgid to the list of its
forms. Untranslated and fuzzy messages are left out, so a renderer falls back to English for
them. English is the source language and has no table.

Where catalogs live: the table's own (the web shell and the engine's words) in
`epocha/web/locale/`, and each game's in the `locale` folder its manifest names — both as
`<lang>/LC_MESSAGES/messages.po`.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LANGUAGES = {"en": "English", "cs": "Čeština"}
CONTEXT_SEPARATOR = "\x04"


def english_plural(n: int) -> int:
    return 0 if abs(n) == 1 else 1


@dataclass(frozen=True)
class Table:
    """One language's translations of one catalog."""

    lang: str
    messages: dict[str, str | list[str]] = field(default_factory=dict)
    plural: Callable[[int], int] = english_plural

    def get(self, key: str) -> str | list[str] | None:
        return self.messages.get(key)


def message_key(msgid: str | tuple | list, context: str | None) -> str:
    singular = msgid[0] if isinstance(msgid, tuple | list) else msgid
    return f"{context}{CONTEXT_SEPARATOR}{singular}" if context else singular


def read_catalog(folder: Path, lang: str) -> Catalog:
    from babel.messages.pofile import read_po  # only when a catalog is read

    with (Path(folder) / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=lang)


@cache
def table(folder: str, lang: str) -> Table:
    """The translations in `folder` (a locale folder) for `lang`; empty for English and for a
    language the folder has no catalog of."""
    path = Path(folder) / lang / "LC_MESSAGES" / "messages.po"
    if lang == "en" or not path.exists():
        return Table(lang)
    po = read_catalog(Path(folder), lang)
    out: dict[str, str | list[str]] = {}
    for m in po:
        if not m.id or m.fuzzy:
            continue
        if m.pluralizable:
            forms = [str(s) for s in m.string]
            if all(forms):
                out[message_key(m.id, m.context)] = forms
        elif m.string:
            out[message_key(m.id, m.context)] = str(m.string)
    return Table(lang, out, gettext.c2py(po.plural_expr))


def shell_locale() -> Path:
    return Path(str(resources.files("epocha.web") / "locale"))


def shell_table(lang: str) -> Table:
    return table(str(shell_locale()), lang)
