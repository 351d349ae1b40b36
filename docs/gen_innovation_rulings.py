"""Regenerate docs/innovation-rulings.md from the "Rulings:" sections of the card modules.

    python docs/gen_innovation_rulings.py
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from epocha.games.innovation.catalog import CARDS

OUT = Path(__file__).with_name("innovation-rulings.md")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def render() -> str:
    lines = [
        "# Innovation: card rulings",
        "",
        "Generated from the `Rulings:` section of each card module",
        "(`src/epocha/games/innovation/cards/`) by `docs/gen_innovation_rulings.py`; edit the",
        "modules, not this file. General rules decisions are in",
        "`src/epocha/games/innovation/docs.md`.",
        "",
    ]
    for name in sorted(CARDS, key=lambda n: (CARDS[n].age, n)):
        doc = importlib.import_module(f"epocha.games.innovation.cards.{slug(name)}").__doc__ or ""
        if "Rulings:" not in doc:
            continue
        facts = CARDS[name]
        lines += [f"## {name} (age {facts.age}, {facts.color})", "", doc.split("Rulings:", 1)[1].strip(), ""]
    return "\n".join(lines)


if __name__ == "__main__":
    OUT.write_text(render(), "utf-8")
