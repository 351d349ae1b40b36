"""Through the Ages as an epocha plugin: what the game provides (registered in pyproject.toml
under the entry-point group `epocha.games`). Cheap to import: every part is named by its path."""

from __future__ import annotations

from pathlib import Path

from epocha.engine.options import Choice, Option, OptionsSchema
from epocha.engine.plugin import GameManifest, WebBoard

HERE = Path(__file__).resolve().parent
WEB = HERE.parent.parent / "web" / "static" / "games" / "tta"


OPTIONS = OptionsSchema(
    (
        Option(
            "edition",
            str,
            "new-story",
            {"en": "Edition", "cs": "Vydání"},
            choices=(
                Choice(
                    "new-story",
                    {"en": "A New Story of Civilization (2015)", "cs": "Nový příběh civilizace (2015)"},
                ),
                Choice("2006", {"en": "A Story of Civilization (2006)", "cs": "Příběh civilizace (2006)"}),
            ),
        ),
        Option(
            "mode",
            str,
            "simple",
            {"en": "Game", "cs": "Hra"},
            choices=(
                Choice("simple", {"en": "Simple game (Ages A-I)", "cs": "Výuková hra (věky A-I)"}),
                Choice("advanced", {"en": "Advanced game (Ages A-II)", "cs": "Pokročilá hra (věky A-II)"}),
                Choice("full", {"en": "Full game (Ages A-IV)", "cs": "Plná hra (věky A-IV)"}),
            ),
            when={"edition": ("2006",)},
        ),
        Option(
            "peaceful",
            bool,
            False,
            {"en": "Aggressions, wars and pacts", "cs": "Agrese, války a smlouvy"},
            choices=(
                Choice(False, {"en": "played (full game)", "cs": "hrají se (plná hra)"}),
                Choice(True, {"en": "left out (peaceful game)", "cs": "vynechány (mírová hra)"}),
            ),
            # (the Simple game has no military cards to leave out)
            when={"edition": ("new-story",)},
        ),
        # -- the 2006 rulebook's optional variants (§20.5) and optional corruption rule (§20.3)
        Option(
            "easier",
            bool,
            False,
            {
                "en": "Easier variant: one more yellow token, urban limit +1",
                "cs": "Snadnější varianta: žlutý žetonek navíc, limit městských budov +1",
            },
            when={"edition": ("2006",)},
        ),
        Option(
            "draw_military",
            bool,
            False,
            {
                "en": "Military cards drawn during the turn (1 military action each)",
                "cs": "Průběžné braní vojenských karet (za 1 vojenskou akci)",
            },
            when={"edition": ("2006",), "mode": ("advanced", "full")},
        ),
        Option(
            "milder_fights",
            bool,
            False,
            {
                "en": "Milder fights: one attacker at a time against each civilization",
                "cs": "Mírnější boje: na jeden národ útočí jen jeden soupeř",
            },
            when={"edition": ("2006",), "mode": ("advanced", "full")},
            players=(3, 4),
        ),
        Option(
            "bonuses",
            int,
            0,
            {"en": "Age III events shown at the start", "cs": "Předem vyložené bonusy (události III)"},
            choices=(
                Choice(0, {"en": "none", "cs": "žádné"}),
                Choice(3, {"en": "3", "cs": "3"}),
                Choice(4, {"en": "4", "cs": "4"}),
                Choice(5, {"en": "5", "cs": "5"}),
            ),
            when={"edition": ("2006",), "mode": ("full",)},
        ),
        Option(
            "gradual_reveal",
            bool,
            False,
            {
                "en": "Gradual reveal: 5 Age III events, one shown at the start and at each age",
                "cs": "Postupné odkrývání: 5 událostí III, jedna na začátku a při každé změně věku",
            },
            when={"edition": ("2006",), "mode": ("full",)},
        ),
        Option(
            "completely_peaceful",
            bool,
            False,
            {
                "en": "Completely peaceful: no wars and no aggressions",
                "cs": "Zcela mírová hra: bez válek a agresí",
            },
            when={"edition": ("2006",), "mode": ("advanced", "full")},
        ),
        Option(
            "corruption_choice",
            bool,
            False,
            {
                "en": "Optional rule: one resource fewer produced to avoid corruption",
                "cs": "Nepovinné pravidlo: o surovinu méně, aby nedošlo ke korupci",
            },
            when={"edition": ("2006",), "mode": ("advanced", "full")},
        ),
    ),
    checks=(
        lambda o, n: (
            "the pre-revealed bonuses and the gradual reveal are two forms of one variant: choose one"
            if o.get("bonuses") and o.get("gradual_reveal")
            else None
        ),
        lambda o, n: (
            "milder fights are about aggressions and wars: the completely peaceful game has none"
            if o.get("milder_fights") and o.get("completely_peaceful")
            else None
        ),
    ),
)

MANIFEST = GameManifest(
    name="tta",
    title={
        "en": "Through the Ages: A New Story of Civilization",
        "cs": "Through the Ages: Nový příběh civilizace",
    },
    min_players=2,
    max_players=4,
    rules="epocha.games.tta.rules:RULES",
    options=OPTIONS,
    terminal="epocha.games.tta.terminal",
    encoding="epocha.games.tta.encoding:encoding_of",  # (each edition its own)
    card_reference="epocha.games.tta.text:reference_data",
    analysis=None,
    rules_reference=HERE / "rules_reference.toml",
    web=WebBoard(WEB, "index.js"),
    positions=HERE / "docs.md",
    conformance="epocha.games.tta.conformance:CONFORMANCE",
    locale=HERE / "locale",
    terms="epocha.games.tta.terms:terms",
    # an iteration costs about three Innovation iterations: 1,500 take ~1.4 s mid-game on one
    # core of the 2-core development machine, as 4,000 do in Innovation at most
    bot_levels={"hard": "ismcts:iterations=1500:seconds=10"},
    # research ids made before the full game was the default (epocha/ThroughTheAges-v0)
    earlier_options=({"peaceful": True},),
)
