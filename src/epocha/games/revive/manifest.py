"""Revive as an epocha plugin: what the game provides (registered in pyproject.toml under the
entry-point group `epocha.games`). Cheap to import: every part is named by its path."""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Choice, Option, OptionsSchema
from epocha.engine.plugin import GameManifest, WebBoard


def unlocks_problem(options: dict, players: int | None) -> str | None:
    """The `unlocks` option names only what the campaign deck unlocks (read from the content
    when it is given: listing games imports no content)."""
    if not options.get("unlocks"):
        return None
    from .campaign import unlocks_problem as check

    return check(options, players)


HERE = Path(__file__).resolve().parent

OPTIONS = OptionsSchema(
    (
        Option(
            "sand_point",
            str,
            "builder",
            {"en": "Building on a sand tile scores 1 point for", "cs": "Stavba na písečné destičce dá 1 bod"},
            choices=(
                Choice(
                    "builder",
                    {"en": "the builder (as the rule reads)", "cs": "stavějícímu (jak zní pravidlo)"},
                ),
                Choice("owner", {"en": "the tile's owner", "cs": "majiteli destičky"}),
            ),
        ),
        Option(
            "solo_end",
            str,
            "turn",
            {"en": "Alone, once the clock has run out", "cs": "Sólo, když čas vyprší"},
            choices=(
                Choice("turn", {"en": "the game ends with that turn", "cs": "hra končí tím tahem"}),
                Choice(
                    "actions",
                    {
                        "en": "other actions may still be taken (no cards, no hibernation)",
                        "cs": "lze ještě provádět jiné akce (bez karet a hibernace)",
                    },
                ),
            ),
            players=(1,),
        ),
        Option(
            "longer",
            bool,
            False,
            {"en": "Longer game (variant)", "cs": "Delší hra (varianta)"},
            choices=(
                Choice(False, {"en": "no", "cs": "ne"}),
                Choice(
                    True,
                    {
                        "en": "the artifacts of one more player (at four: two small ones more)",
                        "cs": "artefakty pro o jednoho hráče víc (ve čtyřech: o dva malé víc)",
                    },
                ),
            ),
        ),
        Option(
            "artifact_choice",
            bool,
            False,
            {"en": "Artifact cards (variant)", "cs": "Karty artefaktů (varianta)"},
            choices=(
                Choice(False, {"en": "one dealt", "cs": "jedna rozdaná"}),
                Choice(True, {"en": "two dealt, one kept", "cs": "dvě rozdané, jedna ponechaná"}),
            ),
        ),
        Option(
            "unlocks",
            str,
            "",
            {"en": "Unlocked by the campaign", "cs": "Odemčeno kampaní"},
        ),
        Option(
            "tribe_choice",
            bool,
            False,
            {"en": "Tribes", "cs": "Kmeny"},
            choices=(
                Choice(
                    False, {"en": "dealt at random, sun side up", "cs": "rozdány náhodně, sluneční stranou"}
                ),
                Choice(
                    True,
                    {
                        "en": "chosen in turn (and their side, where the moon side is unlocked)",
                        "cs": "vybírány postupně (i strana, je-li měsíční odemčena)",
                    },
                ),
            ),
        ),
    ),
    checks=(unlocks_problem,),
)

MANIFEST = GameManifest(
    name="revive",
    title={"en": "Revive", "cs": "Revive"},
    min_players=1,
    max_players=4,
    rules="epocha.games.revive.rules:RULES",
    options=OPTIONS,
    content="epocha.games.revive.content:check_path",
    campaign="epocha.games.revive.campaign",
    conformance="epocha.games.revive.conformance:CONFORMANCE",
    terms="epocha.games.revive.terms:terms",
    encoding="epocha.games.revive.encoding:ENCODING",
    terminal="epocha.games.revive.terminal",
    positions=HERE / "docs.md",
    locale=HERE / "locale",
    card_reference="epocha.games.revive.text:reference_data",
    rules_reference=HERE / "rules_reference.toml",
    web=WebBoard(HERE.parent.parent / "web" / "static" / "games" / "revive", "index.js"),
    # IS-MCTS with this game's scale (its score differences are tens of points) and little
    # exploration (dozens of options a turn), and a budget that keeps a medium decision under
    # half a second (docs.md, "Bots")
    bot_levels={
        "medium": "ismcts:iterations=300:scale=10:exploration=0.02",
        "hard": "ismcts:iterations=2000:scale=10:exploration=0.02:seconds=10",
    },
)
