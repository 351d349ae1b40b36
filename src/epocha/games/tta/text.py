"""Words for players: the card reference (our own texts). The log's words are in messages.py."""

from __future__ import annotations

from .catalog import facts
from .edition import edition_of
from .rules_base import REGISTRY


def card_reference(key: str, language: str = "en") -> dict:
    c = facts(key)
    rules = REGISTRY[key]
    return {
        "key": key,
        "name": c.name,
        "age": c.age,
        "type": c.type,
        "special": c.special,
        "text": rules.text_cs if language == "cs" else rules.text,
        "science_cost": c.science_cost,
        "revolution_cost": c.revolution_cost,
        "resource_cost": c.resource_cost,
        "stages": list(c.stages),
        "per_worker": c.per_worker,
        "yields": c.yields,
        "civil_actions": c.civil_actions,
        "military_actions": c.military_actions,
        "urban_limit": c.urban_limit,
        "tactic": c.tactic,
    }


def reference_data(options: dict, lang: str) -> dict:
    """The cards of the edition the options choose."""
    edition = edition_of(options).name
    cards = {k: card_reference(k, lang) for k in REGISTRY if facts(k).edition == edition}
    return {"game": "tta", "lang": lang, "cards": cards}
