"""Translations of the web table: gettext catalogs (src/epocha/web/locale/<lang>/LC_MESSAGES/
messages.po, template messages.pot; see babel.cfg) read with Babel and served to the browser as
JSON. English is the source language; msgids are the English strings.

The JSON maps a msgid to its translation; a message with a context is keyed
"context\\x04msgid" (gettext's own convention) and a plural message is keyed by its singular
msgid and maps to the list of its forms. Untranslated and fuzzy messages are left out, so the
client falls back to English for them."""

from __future__ import annotations

from functools import cache
from importlib import resources

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

LANGUAGES = {"en": "English", "cs": "Čeština"}
CONTEXT_SEPARATOR = "\x04"


def read_catalog(lang: str) -> Catalog:
    path = resources.files("epocha.web") / "locale" / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def message_key(msgid: str | tuple, context: str | None) -> str:
    singular = msgid[0] if isinstance(msgid, tuple | list) else msgid
    return f"{context}{CONTEXT_SEPARATOR}{singular}" if context else singular


@cache
def catalog(lang: str) -> dict[str, str | list[str]]:
    if lang == "en":
        return {}
    out: dict[str, str | list[str]] = {}
    for m in read_catalog(lang):
        if not m.id or m.fuzzy:
            continue
        if m.pluralizable:
            forms = [str(s) for s in m.string]
            if all(forms):
                out[message_key(m.id, m.context)] = forms
        elif m.string:
            out[message_key(m.id, m.context)] = str(m.string)
    return out
