"""Anachrony as an epocha plugin: what the game provides (registered in pyproject.toml under
the entry-point group `epocha.games`). Cheap to import: every part is named by its path."""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Choice, Option, OptionsSchema
from epocha.engine.plugin import GameManifest, WebBoard

HERE = Path(__file__).resolve().parent


def _no_endgame_draft_alone(options: dict, players: int | None) -> str | None:
    """Against the Chronobot no endgame cards are used: none to draft."""
    if players == 1 and options.get("choose_endgame_conditions"):
        return "Choose Endgame Conditions needs 2 or more players (no endgame cards against the Chronobot)"
    return None


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
            "chronobot",
            str,
            "normal",
            {"en": "Chronobot", "cs": "Chronobot"},
            choices=(
                Choice("beginner", {"en": "beginner", "cs": "začátečník"}),
                Choice("normal", {"en": "normal", "cs": "normální"}),
                Choice("expert", {"en": "expert (no leader ability)", "cs": "expert (bez schopnosti vůdce)"}),
            ),
            players=(1,),
        ),
        Option(
            "doomsday",
            bool,
            False,
            {"en": "Doomsday module", "cs": "Modul Soudný den"},
            choices=(
                Choice(False, {"en": "without", "cs": "bez"}),
                Choice(
                    True,
                    {
                        "en": "with experiments and the Doomsday track",
                        "cs": "s experimenty a stupnicí soudného dne",
                    },
                ),
            ),
        ),
        Option(
            "planned_experiments",
            bool,
            False,
            {"en": "Planned Experiments", "cs": "Plánované experimenty"},
            choices=(
                Choice(False, {"en": "no", "cs": "ne"}),
                Choice(True, {"en": "the level-2 deck face up", "cs": "balíček úrovně 2 lícem nahoru"}),
            ),
            when={"doomsday": (True,)},
        ),
        Option(
            "alternative_timeline",
            bool,
            False,
            {"en": "Alternative Timeline (variant)", "cs": "Alternativní časová osa (varianta)"},
            choices=(Choice(False, {"en": "no", "cs": "ne"}), Choice(True, {"en": "yes", "cs": "ano"})),
        ),
        Option(
            "choose_starting_assets",
            bool,
            False,
            {"en": "Choose Starting Assets (variant)", "cs": "Výběr výchozích prostředků (varianta)"},
            choices=(Choice(False, {"en": "no", "cs": "ne"}), Choice(True, {"en": "yes", "cs": "ano"})),
        ),
        Option(
            "choose_endgame_conditions",
            bool,
            False,
            {"en": "Choose Endgame Conditions (variant)", "cs": "Výběr závěrečných bonusů (varianta)"},
            choices=(Choice(False, {"en": "no", "cs": "ne"}), Choice(True, {"en": "yes", "cs": "ano"})),
        ),
        Option(
            "no_paradox_dice",
            bool,
            False,
            {"en": "No paradox dice (variant)", "cs": "Bez kostky paradoxů (varianta)"},
            choices=(Choice(False, {"en": "no", "cs": "ne"}), Choice(True, {"en": "yes", "cs": "ano"})),
        ),
        Option(
            "simultaneous_power_up",
            bool,
            False,
            {"en": "Simultaneous Power Up (variant)", "cs": "Současná aktivace (varianta)"},
            choices=(Choice(False, {"en": "no", "cs": "ne"}), Choice(True, {"en": "yes", "cs": "ano"})),
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
    ),
    checks=(_no_endgame_draft_alone,),
)

MANIFEST = GameManifest(
    name="anachrony",
    title={"en": "Anachrony", "cs": "Anachrony"},
    min_players=1,
    max_players=4,
    rules="epocha.games.anachrony.rules:RULES",
    options=OPTIONS,
    terms="epocha.games.anachrony.terms:terms",
    conformance="epocha.games.anachrony.conformance:CONFORMANCE",
    locale=HERE / "locale",
    web=WebBoard(HERE.parent.parent / "web" / "static" / "games" / "anachrony", "index.js"),
    encoding="epocha.games.anachrony.encoding:ENCODING",
    terminal="epocha.games.anachrony.terminal",
    card_reference="epocha.games.anachrony.text:reference_data",
    rules_reference=HERE / "rules_reference.toml",
    positions=HERE / "docs.md",
    # IS-MCTS with this game's scale (its VP differences are tens, not hundreds) and little
    # exploration (some sixty placements a turn): with the defaults it won no game against
    # the greedy bot (docs.md, "Bots")
    bot_levels={
        "medium": "ismcts:iterations=400:scale=10:exploration=0.02",
        "hard": "ismcts:iterations=1500:scale=10:exploration=0.02:seconds=10",
    },
)
