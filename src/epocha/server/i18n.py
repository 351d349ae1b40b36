"""Translations of the web table: gettext catalogs (.po) read with Babel, served as JSON to
the browser. English is the source language; msgids are the English strings."""

from __future__ import annotations

from functools import cache
from importlib import resources

from babel.messages.pofile import read_po

LANGUAGES = {"en": "English", "cs": "Čeština"}


@cache
def catalog(lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    path = resources.files("epocha.web") / "locale" / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        po = read_po(f, locale=lang)
    return {str(m.id): str(m.string) for m in po if m.id and m.string and not m.fuzzy}
