"""What Dice & Cards provides, as epocha's plugin contract asks (see ../README.md)."""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Option, OptionsSchema
from epocha.engine.plugin import GameManifest, WebBoard

HERE = Path(__file__).resolve().parent

OPTIONS = OptionsSchema(
    (
        # only alone: the score to reach to win
        Option(
            "target",
            int,
            100,
            {"en": "Score to reach", "cs": "Potřebné body"},
            minimum=50,
            maximum=150,
            players=(1,),
        ),
    )
)

MANIFEST = GameManifest(
    name="dicecards",
    title={"en": "Dice & Cards", "cs": "Kostka a karty"},
    min_players=1,
    max_players=4,
    rules="epocha_dicecards.rules:RULES",
    options=OPTIONS,
    terminal="epocha_dicecards.terminal",
    encoding="epocha_dicecards.encoding:ENCODING",
    rules_reference=HERE / "rules_reference.toml",
    web=WebBoard(HERE / "web", "index.js"),
    conformance="epocha_dicecards.conformance:CONFORMANCE",
    locale=HERE / "locale",
)
