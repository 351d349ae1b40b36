"""A game's rules reference: short sections in our own words, English and Czech, each with a
stable id. Rule-driven events and prompts name a section as their `cause`, so a player can ask
"why did that happen?" and be shown the rule.

The file is TOML, one `[[section]]` per rule, in reading order:

    [[section]]
    id = "turn.actions"          # lowercase dotted slug, never renamed or reused
    parent = "turn"              # optional: an earlier section
    title.en = "..."  title.cs = "..."
    text.en = "..."   text.cs = "..."
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .options import LANGUAGES, Text, check_text

_ID = re.compile(r"[a-z0-9-]+(\.[a-z0-9-]+)*")


@dataclass(frozen=True)
class Section:
    id: str
    title: Text
    text: Text
    parent: str | None = None

    def describe(self, lang: str) -> dict:
        return {"id": self.id, "parent": self.parent, "title": self.title[lang], "text": self.text[lang]}


class RulesReference:
    def __init__(self, sections: tuple[Section, ...]) -> None:
        self.sections = sections
        self._by_id = {s.id: s for s in sections}

    @classmethod
    def load(cls, path: Path) -> RulesReference:
        with open(path, "rb") as f:
            data = tomllib.load(f)
        return cls.from_data(data, str(path))

    @classmethod
    def from_data(cls, data: dict, where: str = "rules reference") -> RulesReference:
        """Sections from parsed TOML; `ValueError` naming the first problem."""
        if set(data) - {"section"}:
            raise ValueError(f"{where}: only [[section]] tables are allowed")
        sections: list[Section] = []
        seen: set[str] = set()
        for i, raw in enumerate(data.get("section", [])):
            sid = raw.get("id")
            if not isinstance(sid, str) or not _ID.fullmatch(sid):
                raise ValueError(f"{where}: section {i} has no valid id ({sid!r})")
            if sid in seen:
                raise ValueError(f"{where}: section id {sid!r} is used twice")
            extra = set(raw) - {"id", "parent", "title", "text"}
            if extra:
                raise ValueError(f"{where}: section {sid!r} has unknown keys {sorted(extra)}")
            parent = raw.get("parent")
            if parent is not None and parent not in seen:
                raise ValueError(f"{where}: the parent of {sid!r} must be an earlier section, not {parent!r}")
            title, text = raw.get("title", {}), raw.get("text", {})
            check_text(title, f"{where}: the title of {sid!r}")
            check_text(text, f"{where}: the text of {sid!r}")
            title = {lang: title[lang] for lang in LANGUAGES}
            text = {lang: text[lang] for lang in LANGUAGES}
            sections.append(Section(sid, title, text, parent))
            seen.add(sid)
        return cls(tuple(sections))

    def __contains__(self, section_id: object) -> bool:
        return section_id in self._by_id

    def __getitem__(self, section_id: str) -> Section:
        return self._by_id[section_id]

    def __len__(self) -> int:
        return len(self.sections)

    def describe(self, lang: str) -> list[dict]:
        return [s.describe(lang) for s in self.sections]
