"""Innovation as an epocha plugin: what the game provides (registered in pyproject.toml under
the entry-point group `epocha.games`). Cheap to import: every part is named by its path."""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Choice, Option, OptionsSchema
from epocha.engine.plugin import GameManifest, WebBoard

HERE = Path(__file__).resolve().parent
WEB = HERE.parent.parent / "web" / "static" / "games" / "innovation"

FIRST_EDITION = "1st edition (as in the Czech Inovace)"

OPTIONS = OptionsSchema(
    (
        Option(
            "edition",
            str,
            "1e",
            {"en": "Card texts", "cs": "Texty karet"},
            choices=(
                Choice("1e", {"en": FIRST_EDITION, "cs": "1. vydání (jako česká Inovace)"}),
                Choice("3e", {"en": "3rd edition (Deluxe)", "cs": "3. vydání (Deluxe)"}),
            ),
        ),
    )
)

MANIFEST = GameManifest(
    name="innovation",
    title={"en": "Innovation", "cs": "Inovace"},
    min_players=2,
    max_players=4,
    rules="epocha.games.innovation.rules:RULES",
    options=OPTIONS,
    terminal="epocha.games.innovation.terminal",
    encoding="epocha.games.innovation.encoding:ENCODING",
    card_reference="epocha.games.innovation.text:reference_data",
    analysis="epocha.games.innovation.analysis",
    rules_reference=HERE / "rules_reference.toml",
    web=WebBoard(WEB, "index.js"),
    positions=HERE / "docs.md",
    conformance="epocha.games.innovation.conformance:CONFORMANCE",
    locale=HERE / "locale",
    terms="epocha.games.innovation.terms:terms",
    term_forms={"color": ("adjective",)},
)
