"""The message catalogs: which messages exist, and keeping the templates and translations
current.

    python -m epocha.web.catalogs          # regenerate every messages.pot, update every .po
    python -m epocha.web.catalogs NAME     # only these catalogs (a game's name, "epocha": the table's own)

There is one catalog for the table itself and one per registered game:

- the table's (`epocha/web/locale/`): the shell's scripts (`t()`, `nt()`, `pt()` in
  `web/static/js/` and the generic board), the pages' `data-i18n` texts and the messages of the engine and the
  terminal (`msg()`, `pmsg()`, `nmsg()` under `engine/` and `cli/`, and the notifications'
  words in `server/notifications.py`);
- a game's (the `locale` folder of its manifest): the messages of its Python package (`msg()`,
  `pmsg()`, `nmsg()`, texts marked `N_()`), the terms of its vocabulary (context: the term's
  kind, or `kind-form` for the forms it translates), and the scripts of its web board.

Every game is found through the registry, so a new game's messages are extracted by being
registered; nothing here names a game. tests/server/test_i18n.py checks that the templates are
current and that Czech translates everything.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, write_po

from epocha.engine.plugin import GameManifest
from epocha.engine.registry import game_names, get_manifest

PACKAGE = Path(__file__).resolve().parent.parent  # src/epocha
SHELL_LOCALE = PACKAGE / "web" / "locale"
LANGUAGES = ("cs",)

PYTHON_KEYWORDS = {"msg": None, "pmsg": ((1, "c"), 2), "nmsg": (1, 2), "N_": None}
SCRIPT_KEYWORDS = {"t": None, "nt": (1, 2), "pt": ((1, "c"), 2)}
SCRIPT_OPTIONS = {"encoding": "utf-8", "parse_template_string": "true"}

# (context, msgid or (singular, plural)), translator comments
Found = tuple[str | None, "str | tuple[str, str]", tuple[str, ...]]


@dataclass(frozen=True)
class Domain:
    """One catalog: where its messages come from and where it lives."""

    name: str
    locale: Path
    sources: tuple[tuple[Path, str, str, dict], ...]  # (folder, pattern, method, keywords)
    terms: dict | None = None
    forms: dict | None = None  # kind -> the forms its terms are translated in

    def messages(self) -> list[Found]:
        found: dict[tuple, Found] = {}
        for folder, pattern, method, keywords in self.sources:
            options = {pattern: SCRIPT_OPTIONS} if method == "javascript" else {}
            for _file, _line, message, comments, context in extract_from_dir(
                str(folder), [(pattern, method)], options, keywords=keywords, strip_comment_tags=True
            ):
                ids = message if isinstance(message, tuple) else (message,)
                msgid = ids if len(ids) > 1 else ids[0]
                if ids[0]:
                    found.setdefault((context, ids[0]), (context, msgid, tuple(comments)))
        for context, msgid in _terms(self.terms or {}, self.forms or {}):
            singular = msgid[0] if isinstance(msgid, tuple) else msgid
            found.setdefault((context, singular), (context, msgid, ()))
        return list(found.values())

    def template(self) -> Catalog:
        catalog = Catalog(project="epocha", copyright_holder="the epocha authors", fuzzy=False)
        for context, msgid, comments in sorted(self.messages(), key=_order):
            singular = msgid[0] if isinstance(msgid, tuple) else msgid
            flags = ("python-brace-format",) if "{" in singular else ()
            catalog.add(msgid, context=context, auto_comments=comments, flags=flags)
        return catalog


def _order(found: Found) -> tuple[str, str]:
    context, msgid, _ = found
    return (context or "", msgid[0] if isinstance(msgid, tuple) else msgid)


def _terms(terms: dict, forms: dict) -> Iterator[tuple[str, str | tuple[str, str]]]:
    """Each term in its context; a form translates the kind's English unless the vocabulary
    gives the form English of its own (a kind named "kind-form")."""
    for kind, words in terms.items():
        own_forms = (f"{kind}-{form}" for form in forms.get(kind, ()))
        for context in (kind, *(c for c in own_forms if c not in terms)):
            for english in words.values():
                yield context, (tuple(english) if isinstance(english, list) else english)


def shell_domain() -> Domain:
    return Domain(
        "epocha",
        SHELL_LOCALE,
        (
            (PACKAGE / "web" / "static" / "js", "**.js", "javascript", SCRIPT_KEYWORDS),
            (PACKAGE / "web" / "static" / "games", "generic.js", "javascript", SCRIPT_KEYWORDS),
            (PACKAGE / "web" / "static", "*.html", "epocha.web.extract:html", DEFAULT_KEYWORDS),
            (PACKAGE / "engine", "**.py", "python", PYTHON_KEYWORDS),
            (PACKAGE / "cli", "**.py", "python", PYTHON_KEYWORDS),
            (PACKAGE / "server", "notifications.py", "python", PYTHON_KEYWORDS),
        ),
    )


def game_domain(manifest: GameManifest) -> Domain | None:
    if manifest.locale is None:
        return None
    sources: list = [(manifest.locale.parent, "**.py", "python", PYTHON_KEYWORDS)]
    if manifest.web is not None:
        sources.append((manifest.web.folder, "**.js", "javascript", SCRIPT_KEYWORDS))
    return Domain(manifest.name, manifest.locale, tuple(sources), manifest.vocabulary, manifest.term_forms)


def domains() -> list[Domain]:
    games = [game_domain(get_manifest(name)) for name in game_names()]
    return [shell_domain(), *(d for d in games if d is not None)]


def translations(domain: Domain, lang: str) -> Catalog:
    path = domain.locale / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def update(domain: Domain, langs: Iterable[str] = LANGUAGES) -> int:
    """Write the domain's template and bring its translations up to it (messages no longer
    used are dropped; new ones are added untranslated). Returns how many messages it has."""
    template = domain.template()
    domain.locale.mkdir(parents=True, exist_ok=True)
    _write(domain.locale / "messages.pot", template, omit_header=False)
    for lang in langs:
        path = domain.locale / lang / "LC_MESSAGES" / "messages.po"
        if path.exists():
            catalog = translations(domain, lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="epocha", copyright_holder="the epocha authors")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        _write(path, catalog, ignore_obsolete=True)
    return len(template)


DATES = re.compile(rb'^"(POT-Creation-Date|PO-Revision-Date): [^"]*"\n', re.M)


def _write(path: Path, catalog: Catalog, **options: bool) -> None:
    """Write a catalog unless only its dates would change (so that a run changes nothing
    when no message did)."""
    out = io.BytesIO()
    write_po(out, catalog, sort_output=True, width=100, **options)
    new = out.getvalue()
    if path.exists() and DATES.sub(b"", path.read_bytes()) == DATES.sub(b"", new):
        return
    path.write_bytes(new)


def main(argv: list[str] | None = None) -> int:
    wanted = set(argv or ())
    for domain in domains():
        if wanted and domain.name not in wanted:
            continue
        print(f"{domain.name}: {update(domain)} messages ({domain.locale})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
