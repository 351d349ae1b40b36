"""Messages into words, in English or in a catalog's language.

The browser has the same renderer in JavaScript (`web/static/js/messages.js`); the two must
agree byte for byte (tests/e2e/test_messages.py renders every template in both). Keep them in
step: a change here is a change there.

- A template's `{name}` is replaced by its argument rendered; a `{name}` with no argument stays
  as it is (the completeness test looks for it). A full stop right after an argument that ends
  with one is dropped ("Ann draws A.I.", not "A.I..").
- The catalogs are searched in order (the game's, then the table's); a message or a term they
  lack is rendered in English and recorded in `missing`.
- A seat is its player's name, or "Player 1"… in the language when the seat has no name.
- A term is its English word from the game's vocabulary (`terms[kind][key]`, or
  `terms["kind-form"][key]` when a form has English of its own), translated with the context
  `kind` (or `kind-form`); a counted term's English is a pair of singular and plural
  templates with `{n}`.
- A list is "A, B and C" ("A, B a C").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .message import Message, msg, pmsg
from .translation import Table, english_plural, message_key

PLACEHOLDER = re.compile(r"\{(\w+)\}")
# a placeholder, and the full stop after it if there is one
FILLED = re.compile(r"\{(\w+)\}(\.?)")

# the table's own words (its catalog: epocha/web/locale)
DEFAULT_NAME = msg("Player {n}")
LIST = pmsg("list", "{head} and {last}")

# Terms: kind -> key -> English word, or [singular, plural] templates with {n} for counted terms.
Terms = dict[str, dict[str, "str | list[str]"]]


class Renderer:
    def __init__(
        self,
        tables: Sequence[Table] = (),
        terms: Terms | None = None,
        names: Sequence[str | None] = (),
    ) -> None:
        self.tables = [t for t in tables if t.messages]
        self.lang = tables[0].lang if tables else "en"
        self.plural = self.tables[0].plural if self.tables else english_plural
        self.terms = terms or {}
        self.names = list(names)
        self.missing: set[str] = set()
        self._terms_done: dict[tuple, str] = {}  # (kind, key, form, amount) -> words
        # (text, context) -> the template of a message without a plural (the tables are fixed
        # when the renderer is made: looked up once each)
        self._templates: dict[tuple[str, str | None], str] = {}

    def render(self, message: Message) -> str:
        args = message["args"]
        template = self._template(message)
        if not args:  # (its placeholders, if any, stay as they are)
            return template
        return fill(template, args, self._arg)

    __call__ = render  # (a renderer is called for every label: no call between)

    # -- templates -------------------------------------------------------------------------------

    def _lookup(self, key: str) -> str | list[str] | None:
        for t in self.tables:
            found = t.get(key)
            if found is not None:
                return found
        if self.lang != "en":
            self.missing.add(key)
        return None

    def _template(self, message: Message) -> str:
        text, context = message["text"], message.get("context")
        if "plural" not in message and type(text) is str:
            known = self._templates.get((text, context))
            if known is None:
                found = self._lookup(message_key(text, context))
                known = self._templates[text, context] = found if isinstance(found, str) else text
            return known
        found = self._lookup(message_key(text, context))
        if "plural" not in message:
            return found if isinstance(found, str) else text
        n = abs(_count(message))
        if isinstance(found, list):
            return found[min(self.plural(n), len(found) - 1)]
        return message["text"] if english_plural(n) == 0 else message["plural"]

    # -- arguments -------------------------------------------------------------------------------

    def argument(self, a: dict) -> str:
        """One message argument in words, on its own (a cost: "2 resources")."""
        return self._arg(a)

    def _arg(self, a: dict) -> str:
        if "seat" in a:
            return self.seat_name(a["seat"])
        if "number" in a:
            return str(a["number"])
        if "term" in a:
            return self._term(a)
        if "list" in a:
            return self._list([self._arg(i) for i in a["list"]])
        if "message" in a:
            return self.render(a["message"])
        raise TypeError(f"not a message argument: {a!r}")

    def seat_name(self, s: int) -> str:
        name = self.names[s] if 0 <= s < len(self.names) else None
        return name or fill(self._template(DEFAULT_NAME), {"n": s + 1})

    def _term(self, a: dict) -> str:
        # (a term's words depend only on these and the renderer's tables: made once each; the
        # vocabulary and the tables are fixed when the renderer is made)
        done = (a["kind"], a["term"], a.get("form"), a.get("amount", 1))
        try:
            known = self._terms_done.get(done)
        except TypeError:  # (an unhashable key: worded every time)
            return self._word_term(a)
        if known is None:
            known = self._terms_done[done] = self._word_term(a)
        return known

    def _word_term(self, a: dict) -> str:
        kind, key = a["kind"], a["term"]
        context = f"{kind}-{a['form']}" if a.get("form") else kind
        # a form may have English of its own ("Red" on a button), else it is the kind's word
        english = self.terms.get(context, {}).get(key) or self.terms.get(kind, {}).get(key)
        if english is None:
            self.missing.add(f"{context}\x04{key} (not in the vocabulary)")
            return str(key)
        found = self._lookup(message_key(english, context))
        if isinstance(english, str):
            return found if isinstance(found, str) else english
        n = abs(a.get("amount", 1))
        if isinstance(found, list):
            word = found[min(self.plural(n), len(found) - 1)]
        else:
            word = english[english_plural(n)]
        return fill(word, {"n": n})

    def _list(self, items: list[str]) -> str:
        if len(items) < 2:
            return "".join(items)
        head, last = ", ".join(items[:-1]), items[-1]
        return fill(self._template(LIST), {"head": head, "last": last})


def fill(template: str, values: Mapping[str, Any], word: Callable[[Any], str] = str) -> str:
    """{name} -> word(values[name]), in one pass (a value's own braces stay as they are; a
    `{name}` without a value stays as it is)."""
    parts = _PARTS.get(template) or _parts(template)
    out = [parts[0]]
    for i in range(1, len(parts), 2):
        name, dot, whole = parts[i]
        if name in values:
            text = word(values[name])
            out.append(text if dot and text.endswith(".") else text + dot)
        else:
            out.append(whole)
        out.append(parts[i + 1])
    return "".join(out)


# template -> its text between placeholders and its placeholders, (name, full stop, as written),
# alternating: templates are a catalog's and a vocabulary's (found once, filled by the thousand)
_PARTS: dict[str, tuple] = {}


def _parts(template: str) -> tuple:
    out: list = []
    at = 0
    for m in FILLED.finditer(template):
        out += (template[at : m.start()], (m[1], m[2], m[0]))
        at = m.end()
    out.append(template[at:])
    if len(_PARTS) > 10_000:  # (texts made on the fly: start again)
        _PARTS.clear()
    made = _PARTS[template] = tuple(out)
    return made


def _count(message: Message) -> int:
    a = message["args"][message["count"]]
    if "number" in a:
        return a["number"]
    if "list" in a:
        return len(a["list"])
    return a.get("amount", 1)
