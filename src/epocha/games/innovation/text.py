"""Words for players: the card reference, in English (Czech card texts live
with each card; see docs/innovation-cards.md)."""

from __future__ import annotations

from .catalog import CARDS, SPECIAL_INFO
from .effects import REGISTRY

SPECIAL_TEXT = {
    "Monument": "Tuck six cards or score six cards during a single turn.",
    "Empire": "Have three or more of each of the six icons on your board.",
    "World": "Have twelve or more clock icons on your board.",
    "Wonder": "Have all five colours on your board, each splayed right or up.",
    "Universe": "Have five top cards, each of value 8 or more.",
}


def card_reference(name: str, edition: str = "1e", language: str = "en") -> dict:
    """A card's facts and its effects in our own words."""
    facts = CARDS[name]
    card = REGISTRY[name]
    effects = [
        {"kind": e.kind, "text": (e.text_cs if language == "cs" and e.text_cs else e.text)}
        for e in card.effects(edition)
    ]
    return {
        "name": name,
        "name_cs": facts.name_cs,
        "age": facts.age,
        "color": facts.color,
        "icons": list(facts.icons),
        "dogma_icon": facts.dogma_icon,
        "effects": effects,
    }


SPECIAL_TEXT_CS = {
    "Monument": "Během jednoho tahu schovej šest karet, nebo oboduj šest karet.",
    "Empire": "Měj ve své herní oblasti alespoň tři zdroje od každého ze šesti druhů.",
    "World": "Měj ve své herní oblasti alespoň dvanáct hodin.",
    "Wonder": "Měj ve své herní oblasti všech pět barev, každou roztaženou doprava nebo nahoru.",
    "Universe": "Měj pět aktivních karet, každou s hodnotou alespoň 8.",
}


def special_reference(name: str, language: str = "en") -> dict:
    info = SPECIAL_INFO[name]
    return {
        "name": name,
        "name_cs": info.get("name_cs"),
        "condition": SPECIAL_TEXT_CS[name] if language == "cs" else SPECIAL_TEXT[name],
        "claimed_via": info.get("claimed_via"),
    }


def reference_data(options: dict, lang: str) -> dict:
    """Everything a client needs to show cards: facts and effect texts of every card, the
    special achievements, in English or Czech (English where no Czech text exists)."""
    from .catalog import COLOR_CS, ICON_CS, ICONS, SPECIALS

    edition = options.get("edition", "1e")
    cards = {}
    for name in CARDS:
        ref = card_reference(name, edition, lang)
        ref["title"] = (CARDS[name].name_cs or name) if lang == "cs" else name
        cards[name] = ref
    specials = {}
    for name in SPECIALS:
        ref = special_reference(name, lang)
        ref["title"] = (ref["name_cs"] or name) if lang == "cs" else name
        specials[name] = ref
    return {
        "game": "innovation",
        "lang": lang,
        "cards": cards,
        "specials": specials,
        "colors": {c: (COLOR_CS[c] if lang == "cs" else c) for c in COLOR_CS},
        "icons": {i: (ICON_CS[i] if lang == "cs" else i) for i in ICONS},
    }
