"""Through the Ages' vocabulary: the words that message arguments name, in English (the game's
catalog translates them; see `epocha.engine.render`).

- "card": a card by key, its printed name;
- "age": an age by its letter or numeral ("A", "I"...);
- "building": what stands on a technology, as the object of a sentence ("builds a farm on
  Agriculture", "loses a temple on Religion"): a type of farm, mine, urban building or unit;
- counted terms, each "{n} ..." in the singular and the plural, also as objects ("gains 2 food"):
  "resource" (food, resources: `epocha.engine.message.resource`), "points" (science, culture),
  "token" (blue, yellow);
- "side": a side of a pact ("A", "B");
- "cost": what an action costs (its `cost` display field: a list of counted terms, in the order
  civil actions, military actions, food, resources, science; see `actions.cost_args`).
"""

from __future__ import annotations

from functools import cache

from epocha.engine.message import term

from .catalog import EDITION_CARDS, LEVEL, facts

BUILDINGS = {
    "farm": "a farm",
    "mine": "a mine",
    "lab": "a lab",
    "temple": "a temple",
    "library": "a library",
    "theater": "a theater",
    "arena": "an arena",
    "infantry": "an infantry unit",
    "cavalry": "a cavalry unit",
    "artillery": "an artillery unit",
    "air_force": "an air force unit",
}

RESOURCES = {"food": ["{n} food", "{n} food"], "resources": ["{n} resource", "{n} resources"]}
POINTS = {
    "science": ["{n} science point", "{n} science points"],
    "culture": ["{n} culture point", "{n} culture points"],
}
COSTS = {
    "civil": ["{n} civil action", "{n} civil actions"],
    "military": ["{n} military action", "{n} military actions"],
    "food": ["{n} food", "{n} food"],
    "resources": ["{n} resource", "{n} resources"],
    "science": ["{n} science", "{n} science"],
}
TOKENS = {"blue": ["{n} blue token", "{n} blue tokens"], "yellow": ["{n} yellow token", "{n} yellow tokens"]}


def building(tech: str) -> dict:
    """What stands on a technology ("a farm", "an infantry unit"), as a message argument."""
    return term("building", facts(tech).type)


@cache
def terms() -> dict[str, dict[str, str | list[str]]]:
    return {
        "card": {key: f.name for table in EDITION_CARDS.values() for key, f in table.items()},
        "age": {age: age for age in LEVEL},
        "side": {"A": "A", "B": "B"},
        "building": dict(BUILDINGS),
        "resource": {k: list(v) for k, v in RESOURCES.items()},
        "points": {k: list(v) for k, v in POINTS.items()},
        "token": {k: list(v) for k, v in TOKENS.items()},
        "cost": {k: list(v) for k, v in COSTS.items()},
    }
