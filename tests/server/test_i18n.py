"""The catalogs: the table's own and one per game (epocha.web.catalogs). Each template
(messages.pot) is current, Czech translates every message, translations keep their
placeholders, and the browser gets the same tables the Python renderer reads."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from epocha.engine.registry import get_manifest
from epocha.engine.translation import message_key, shell_table, table
from epocha.web.catalogs import Domain, domains, translations
from epocha.web.extract import placeholders

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "src" / "epocha" / "games" / "innovation" / "data" / "cards.json"
DOMAINS = {d.name: d for d in domains()}


@cache
def found(name: str) -> dict[tuple[str | None, str], tuple]:
    """(context, msgid) -> the message's ids, as the catalog tool extracts them."""
    out = {}
    for context, msgid, _ in DOMAINS[name].messages():
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        out[(context, ids[0])] = ids
    return out


@pytest.mark.parametrize("name", DOMAINS)
def test_every_message_has_a_czech_translation(name):
    cs = table(str(DOMAINS[name].locale), "cs")
    assert len(found(name)) > 50
    missing = []
    for (context, msgid), ids in found(name).items():
        value = cs.get(message_key(msgid, context))
        plural = len(ids) > 1
        if value is None or (plural and (not isinstance(value, list) or len(value) != 3)):
            missing.append((context, msgid))
    assert not missing, f"add Czech translations for: {missing}"


@pytest.mark.parametrize("name", DOMAINS)
def test_the_template_is_current(name):
    domain: Domain = DOMAINS[name]
    from babel.messages.pofile import read_po

    with (domain.locale / "messages.pot").open("rb") as f:
        template = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(f) if m.id}
    assert template == set(found(name)), "regenerate the catalogs: python -m epocha.web.catalogs"


# t("..."), nt("...", "..."), pt("context", "...") with literal arguments
CALL = re.compile(r'\b(t|nt|pt)\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*"((?:[^"\\]|\\.)*)")?')


@pytest.mark.parametrize("name", DOMAINS)
def test_the_extractor_sees_every_call_in_the_client(name):
    """Babel's JavaScript lexer must not miss a call (inside a template string, say)."""
    messages = found(name)
    missed = []
    for folder, pattern, method, _ in DOMAINS[name].sources:
        if method != "javascript":
            continue
        for path in folder.rglob("*.js") if pattern == "**.js" else folder.glob(pattern):
            source = re.sub(r"^\s*//.*$", "", path.read_text("utf-8"), flags=re.M)
            for function, first, second in CALL.findall(source):
                if function == "pt" and not second:
                    continue  # pt("card", name): a term of the game's vocabulary
                key = (first, second) if function == "pt" else (None, first)
                if key not in messages:
                    missed.append((path.name, key))
    assert not missed


@pytest.mark.parametrize("name", DOMAINS)
def test_placeholders_survive_translation(name):
    for m in translations(DOMAINS[name], "cs"):
        if not m.id or not m.string:
            continue
        if m.pluralizable:
            expected = placeholders(m.id[0]) | placeholders(m.id[1])
            for form in m.string:
                assert placeholders(form) <= expected and expected - {"n"} <= placeholders(form), m.id
        else:
            assert placeholders(m.id) == placeholders(m.string), m.id


def test_czech_plural_forms():
    cs = translations(DOMAINS["epocha"], "cs")
    assert cs.num_plurals == 3
    plurals = [m for m in cs if m.id and m.pluralizable]
    assert plurals
    forms = ["zbývá {n} akce", "zbývají {n} akce", "zbývá {n} akcí"]
    assert shell_table("cs").get("{n} action left") == forms
    assert [shell_table("cs").plural(n) for n in (0, 1, 2, 4, 5, 22)] == [2, 0, 1, 1, 2, 2]


def test_card_names_official_where_the_czech_edition_names_them():
    cards = json.loads(CARDS.read_text("utf-8"))
    innovation = translations(DOMAINS["innovation"], "cs")
    entries = {(m.context, m.id): m for m in innovation if m.context in ("card", "achievement")}
    for context, items in (("card", cards["cards"]), ("achievement", cards["special_achievements"])):
        for item in items:
            m = entries[(context, item["name"])]
            assert m.string, item["name"]
            if item.get("name_cs"):
                assert m.string == item["name_cs"] and m.user_comments == ["official"], item["name"]
            else:
                assert m.user_comments == ["our translation"], item["name"]
    assert len({m.string for (context, _), m in entries.items() if context == "card"}) == 105


def test_catalogs_as_served(client):
    shell = client.get("/api/i18n/cs").json()["messages"]
    assert shell["Undo"] == "Vzít zpět"
    words = client.get("/api/words/innovation?lang=cs").json()
    assert words["messages"]["card\x04Pottery"] == "Keramika"
    assert words["terms"]["color"]["red"] == "red"
    assert words["messages"] == table(str(get_manifest("innovation").locale), "cs").messages
    assert client.get("/api/words/innovation?lang=en").json()["messages"] == {}
    assert client.get("/api/i18n/en").json()["messages"] == {}
    assert client.get("/api/words/nosuchgame?lang=cs").status_code == 404
    assert client.get("/api/words/innovation?lang=xx").status_code == 404
