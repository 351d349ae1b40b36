"""The browser renders messages exactly as Python does: one message of every template in a
game's catalog and one of every word of its vocabulary, the messages seeded games produce (log
events and prompts, with their real arguments), and the renderer's own cases — rendered in
English and Czech by web/static/js/messages.js and by epocha.engine.render, byte for byte the
same."""

from __future__ import annotations

import random
import re

import pytest

import epocha
from epocha.engine.message import card, msg, nmsg, seat, seats
from epocha.engine.registry import get_manifest
from epocha.engine.translation import read_catalog

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

# names with what a careless renderer would mangle: a placeholder, a replacement pattern, none
NAMES = ["Ann {who}", None, "B$&b", "Dana"]


def samples(game: str, games: int = 2) -> list[dict]:
    """One message per template (log and prompts), from seeded random games."""
    found: dict[tuple, dict] = {}
    for seed in range(games):
        players = 2 + seed % 3
        g = epocha.new_game(game, players=players, seed=seed)
        pick = random.Random(seed)
        while not g.is_over and len(g.history) < 400:
            for decision in g.decisions().values():
                found.setdefault(_key(decision.prompt), decision.prompt)
            p = pick.choice(g.active_players)
            g.apply(p, pick.choice(g.legal_actions(p)))
        for s in [None, *range(players)]:
            for entry in g.log_for(s):
                if "message" in entry:
                    found.setdefault(_key(entry["message"]), entry["message"])
    return list(found.values())


def catalog_messages(game: str) -> list[dict]:
    """One message per template of the game's catalog, and one per vocabulary term. The catalog
    does not say what each placeholder holds, so the arguments take turns at every type (a
    plural's count is a number, varied over the Czech forms)."""
    manifest = get_manifest(game)
    vocabulary = manifest.vocabulary
    # a word of the game's vocabulary: a card where the game has cards
    kind = "card" if "card" in vocabulary else next(k for k, words in vocabulary.items() if words)
    a_term = {"term": next(iter(vocabulary[kind])), "kind": kind}
    kinds = [
        seat(1),
        a_term,
        {"number": 7},
        seats([0, 2, 3]),
        {"message": msg("{who} draws {card}.", who=seat(2), card=a_term)},
    ]
    out = []
    for entry in read_catalog(manifest.locale, "cs"):
        if not entry.id or entry.context in vocabulary:
            continue  # the header, and vocabulary words (rendered as arguments below)
        singular, plural = entry.id if entry.pluralizable else (entry.id, None)
        names = list(dict.fromkeys(re.findall(r"{(\w+)}", singular + (plural or ""))))
        count = ("n" if "n" in names else names[0]) if plural else None
        args = {name: kinds[(i + len(out)) % len(kinds)] for i, name in enumerate(names) if name != count}
        if count:
            args[count] = {"number": (1, 3, 5, 0, 22)[len(out) % 5]}
        message = {"text": singular, "args": args}
        if entry.context:
            message["context"] = entry.context
        if plural:
            message |= {"plural": plural, "count": count}
        out.append(message)
    for kind, words in vocabulary.items():
        for key, english in words.items():
            counted = {"amount": 2 + len(out) % 4} if isinstance(english, list) else {}
            base, _, form = kind.partition("-")  # a form of a kind ("color-title") has its own words
            word = {"term": key, "kind": base} | ({"form": form} if form and base in vocabulary else {})
            out.append(msg("[{word}]", word=word | counted))
    return out


def _key(message: dict) -> tuple:
    counts = message["args"].get(message.get("count", ""), {})
    return (message.get("context"), message["text"], str(counts)[:40] if "plural" in message else "")


def renderer_cases() -> list[dict]:
    """What the renderers do beside looking up templates: plural forms, lists, default names."""
    out = [msg("{who} and {others}", who=seat(1), others=seats(range(n))) for n in range(4)]
    out += [nmsg("{n} action left", "{n} actions left", "n", n=n) for n in (0, 1, 2, 4, 5, 21, 22, 100)]
    out += [msg("{who} has a {missing} placeholder", who=seat(3))]
    out += [msg("{who} draws {card}.", who=seat(0), card=card("A.I.")), msg("{n}.", n=3)]
    return out


def render_in_browser(page, game: str, lang: str, messages: list[dict]) -> list[str]:
    return page.evaluate(
        """async ([game, lang, messages, names]) => {
            const { Renderer } = await import("/static/js/messages.js");
            const get = async (url) => (await (await fetch(url)).json());
            const shell = (await get(`/api/i18n/${lang}`)).messages;
            const words = await get(`/api/words/${game}?lang=${lang}`);
            const r = new Renderer({ tables: [words.messages, shell], terms: words.terms, names, lang });
            return messages.map((m) => r.render(m));
        }""",
        [game, lang, messages, NAMES],
    )


@pytest.mark.parametrize("game", epocha.games())
def test_the_browser_renders_every_template_as_python_does(browser, server, game):
    messages = catalog_messages(game) + samples(game) + renderer_cases()
    page = browser.new_page()
    try:
        page.goto(f"{server.url}/")
        for lang in ("en", "cs"):
            python = get_manifest(game).renderer(lang, NAMES)
            expected = [python(m) for m in messages]
            assert render_in_browser(page, game, lang, messages) == expected, lang
    finally:
        page.close()


def test_the_log_and_the_prompt_say_why(browser, server):
    """A message with a cause shows it: the card whose effect asks, in the player's language."""
    position = {"players": [{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}]}
    created = server.create(
        game="innovation", players=2, position=position, seats=[{"kind": "me"}, {"kind": "invite"}]
    )
    seat = Seat(browser, server, created["id"], created["tokens"]["0"], locale="cs-CZ")
    try:
        seat.choose(re.compile("Zemědělství"))  # the dogma of Agriculture asks: "you may return a card"
        seat.wait_seq(1)
        why = seat.page.locator("#prompt .prompt-text").get_attribute("title")
        assert why == "Kvůli kartě Zemědělství"
        assert seat.errors == []
    finally:
        seat.close()
