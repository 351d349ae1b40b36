"""The web table's translations: every message of the client (its scripts and pages, the card
names, the engine's prompts — everything babel.cfg extracts) has a Czech translation, the
template (messages.pot) is current, and translations keep their placeholders."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from epocha.server.i18n import catalog, message_key, read_catalog
from epocha.web.extract import placeholders

ROOT = Path(__file__).resolve().parents[2]
WEB = resources.files("epocha.web")
CARDS = ROOT / "src" / "epocha" / "games" / "innovation" / "data" / "cards.json"


@cache
def extracted() -> dict[tuple[str | None, str], tuple]:
    """(context, msgid) -> the message's ids, as `pybabel extract -F babel.cfg` finds them."""
    with open(ROOT / "babel.cfg") as f:
        method_map, options_map = parse_mapping_cfg(f)
    found = {}
    for _file, _line, message, _comments, context in extract_from_dir(str(ROOT), method_map, options_map):
        ids = message if isinstance(message, tuple) else (message,)
        found[(context, ids[0])] = ids
    return found


def test_every_client_message_has_a_czech_translation():
    cs = catalog("cs")
    messages = extracted()
    assert len(messages) > 400
    missing = []
    for (context, msgid), ids in messages.items():
        value = cs.get(message_key(msgid, context))
        plural = len(ids) > 1
        if value is None or (plural and (not isinstance(value, list) or len(value) != 3)):
            missing.append((context, msgid))
    assert not missing, f"add Czech translations for: {missing}"


def test_the_template_is_current():
    with (ROOT / "src" / "epocha" / "web" / "locale" / "messages.pot").open("rb") as f:
        template = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(f) if m.id}
    assert template == set(extracted()), "regenerate messages.pot (see babel.cfg)"


# t("..."), nt("...", "..."), pt("context", "...") with literal arguments
CALL = re.compile(r'\b(t|nt|pt)\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*"((?:[^"\\]|\\.)*)")?')


def test_the_extractor_sees_every_call_in_the_client():
    """Babel's JavaScript lexer must not miss a call (inside a template string, say)."""
    messages = extracted()
    missed = []
    for path in (WEB / "static").rglob("*.js"):
        source = re.sub(r"^\s*//.*$", "", path.read_text("utf-8"), flags=re.M)
        for function, first, second in CALL.findall(source):
            if function == "pt" and not second:
                continue  # pt("card", name): a message of the card table
            key = (first, second) if function == "pt" else (None, first)
            if key not in messages:
                missed.append((path.name, key))
    assert not missed


def test_placeholders_survive_translation():
    for m in read_catalog("cs"):
        if not m.id or not m.string:
            continue
        if m.pluralizable:
            expected = placeholders(m.id[0]) | placeholders(m.id[1])
            for form in m.string:
                assert placeholders(form) <= expected and expected - {"n"} <= placeholders(form), m.id
        else:
            assert placeholders(m.id) == placeholders(m.string), m.id


def test_czech_plural_forms():
    cs = read_catalog("cs")
    assert cs.num_plurals == 3
    plurals = [m for m in cs if m.id and m.pluralizable]
    assert len(plurals) >= 6
    assert catalog("cs")["{n} action left"] == ["zbývá {n} akce", "zbývají {n} akce", "zbývá {n} akcí"]


def test_card_names_official_where_the_czech_edition_names_them():
    table = json.loads(CARDS.read_text("utf-8"))
    entries = {(m.context, m.id): m for m in read_catalog("cs") if m.context in ("card", "achievement")}
    for context, items in (("card", table["cards"]), ("achievement", table["special_achievements"])):
        for item in items:
            m = entries[(context, item["name"])]
            assert m.string, item["name"]
            if item.get("name_cs"):
                assert m.string == item["name_cs"] and m.user_comments == ["official"], item["name"]
            else:
                assert m.user_comments == ["our translation"], item["name"]
    assert len({m.string for (context, _), m in entries.items() if context == "card"}) == 105


def _template_regex(english: str) -> re.Pattern:
    parts = re.split(r"(\{\w+\})", english)
    return re.compile(
        "^" + "".join("(.+?)" if re.fullmatch(r"\{\w+\}", p) else re.escape(p) for p in parts) + "$"
    )


def test_engine_prompts_match_exactly_one_template():
    """The page finds a prompt's translation by matching the engine's text against the
    templates (static/games/innovation/prompts.js): no two may match the same text."""
    prompts = [msgid for (context, msgid) in extracted() if context == "prompt"]
    patterns = [_template_regex(p) for p in prompts]
    for prompt in prompts:
        sample = re.sub(r"\{\w+\}", "7", prompt)
        matches = [p for p, pattern in zip(prompts, patterns, strict=True) if pattern.match(sample)]
        assert matches == [prompt], (prompt, matches)


def test_catalog_as_served():
    cs = catalog("cs")
    assert cs["Undo"] == "Vzít zpět"
    assert cs["card\x04Pottery"] == "Keramika"
    assert cs["prompt\x04Meld a card from your hand"] == "Vylož kartu z ruky"
    assert catalog("en") == {}
