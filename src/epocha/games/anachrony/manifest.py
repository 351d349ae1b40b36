"""Anachrony as an epocha plugin: what the game provides. Cheap to import: every part is named
by its path.

The game is being built over several landings and is not registered under `epocha.games` yet
(pyproject.toml): nobody reaches it by accident. Its tests register it in-process.
"""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Choice, Option, OptionsSchema
from epocha.engine.plugin import GameManifest

HERE = Path(__file__).resolve().parent

OPTIONS = OptionsSchema(
    (
        Option(
            "side",
            str,
            "A",
            {"en": "Player boards", "cs": "Desky hráčů"},
            choices=(
                Choice(
                    "A",
                    {"en": "side A (the same for every Path)", "cs": "strana A (pro všechny Cesty stejná)"},
                ),
                Choice("B", {"en": "side B (each Path its own)", "cs": "strana B (každá Cesta jiná)"}),
            ),
        ),
        Option(
            "leaders",
            str,
            "first-printing",
            {"en": "Leaders", "cs": "Vůdci"},
            choices=(
                Choice("first-printing", {"en": "first printing", "cs": "první vydání"}),
                Choice("revised", {"en": "revised (later printing)", "cs": "upravené (pozdější vydání)"}),
            ),
        ),
    )
)

MANIFEST = GameManifest(
    name="anachrony",
    title={"en": "Anachrony", "cs": "Anachrony"},
    min_players=2,
    max_players=4,
    rules="epocha.games.anachrony.rules:RULES",
    options=OPTIONS,
    terms="epocha.games.anachrony.terms:terms",
)
