"""Derive the 2006 edition's card table (`data/cards_2006.json`) from the shared card data.

    python src/epocha/games/tta/derive_2006.py ../shared/data/through-the-ages/tta_2006_cards.json

(run as a file: it imports nothing of the game, whose import reads the table it writes)

The shared file (its README gives every source and how sure each value is) describes each card
in its own vocabulary; this writes the printed facts in the fields of the New Story's table
(`data/cards.json`, read by `catalog.py`), so that one loader and one set of rules read both
editions. Only facts are taken: names, ages, copies, costs, yields, actions, tactics, bonus
values, territory effects, the actions an attack costs, and each card's confidence (the docs
list the cards not known for sure). Effect texts are not copied; what a card does beyond its
printed numbers is written in its own module.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data" / "cards_2006.json"

TYPES = {"Special technology": "special", "Air Force": "air_force"}
YIELD_WORDS = {"happy_faces": "happy"}  # the shared file's words -> the table's
IMMEDIATE_WORDS = {
    "gain_science": "science",
    "gain_food": "food",
    "gain_culture": "culture",
    "gain_resources": "resources",
    "gain_population": "population",
    "draw_military_cards": "military_cards",
}
# the shared file's structured effect keys that are printed numbers of the table's fields
EFFECT_FIELDS = {
    "civil_actions": "civil_actions",
    "military_actions": "military_actions",
    "colonization_bonus": "colonization_bonus",
}


def _numbers(values: dict) -> dict[str, int]:
    """Printed amounts only ("variable" ones are the card module's to work out)."""
    return {YIELD_WORDS.get(k, k): v for k, v in values.items() if isinstance(v, int)}


def card(c: dict) -> dict:
    out: dict = {
        "name": c["name"],
        "age": c["age"],
        "level": c["level"],
        "deck": c["deck"],
        "type": TYPES.get(c["type"], c["type"].lower()),
        "copies": {k.removesuffix("p"): v for k, v in c["copies"].items()},
    }
    if c.get("starting_technology"):
        out["starting"] = True
    if c.get("special_line"):
        out["special"] = c["special_line"]
    if "peaceful_science_cost" in c:  # a government: printed "R (P)"
        out["science_cost"] = c["peaceful_science_cost"]
        out["revolution_cost"] = c["revolution_science_cost"]
    elif "science_cost" in c:
        out["science_cost"] = c["science_cost"]
    if "resource_cost" in c:
        out["resource_cost"] = c["resource_cost"]
    if "wonder_stage_costs" in c:
        out["stages"] = c["wonder_stage_costs"]
    if per_worker := _numbers(c.get("yield_per_worker", {})):
        out["per_worker"] = per_worker
    yields = _numbers(c.get("yields", {}))
    effect = c.get("effect") or {}
    if out["type"] == "special" and isinstance(effect.get("strength"), int):
        yields["strength"] = effect["strength"]
    if yields:
        out["yields"] = yields
    for field in ("civil_actions", "military_actions"):
        if field in c:
            out[field] = c[field]
    for key, field in EFFECT_FIELDS.items():
        if isinstance(effect.get(key), int) and out["type"] in ("special", "wonder"):
            out[field] = out.get(field, 0) + effect[key]
    if "urban_building_limit" in c:
        out["urban_limit"] = c["urban_building_limit"]
    if out["type"] == "special" and isinstance(effect.get("blue_tokens"), int):
        out["tokens"] = {"blue": effect["blue_tokens"]}
    if t := c.get("tactic"):
        out["tactic"] = {
            "infantry": t["infantry"],
            "cavalry": t["cavalry"],
            "artillery": t["artillery"],
            "value": t["army_strength"],
            "outdated": t["outdated_army_strength"],
        }
    if "defense_bonus" in c:
        out["defense"] = c["defense_bonus"]
    if "colonization_value" in c:
        out["colonization"] = c["colonization_value"]
    cost = c.get("military_action_cost")
    if isinstance(cost, int):
        out["attack_cost"] = cost
    elif cost is not None:  # "leader_level", "wonder_level": the level of what is attacked
        out["attack_cost_of"] = cost.removesuffix("_level")
    if territory := c.get("territory"):
        permanent = territory.get("permanent", {})
        tokens = {k.removesuffix("_tokens"): v for k, v in permanent.items() if k.endswith("_tokens")}
        if tokens:
            out["tokens"] = tokens
        if kept := _numbers({k: v for k, v in permanent.items() if not k.endswith("_tokens")}):
            out["yields"] = kept
        out["immediate"] = {IMMEDIATE_WORDS[k]: v for k, v in territory.get("immediate", {}).items()}
    if "corner_marks" in c:
        out["corner"] = c["corner_marks"]
    if c["confidence"] != "high":
        out["confidence"] = c["confidence"]
    return out


def derive(shared: dict) -> dict:
    cards = [card(c) for c in shared["cards"]]
    wars = sum(c["copies"]["4"] for c in cards if c["type"] == "war" and c["age"] in ("I", "II"))
    return {
        "source": (
            "Facts of A Story of Civilization (2006 edition) derived from "
            "shared/data/through-the-ages/tta_2006_cards.json by epocha.games.tta.derive_2006; "
            "see README.md beside this file. Card texts are not copied."
        ),
        "edition": "2006",
        "decks": {
            # the Advanced game takes the war cards out of military I and II: the seed says
            # six, the card data has these (tta docs.md, "The 2006 edition")
            "advanced_war_cards_removed": wars,
            "seed_advanced_war_cards_removed": 6,
            # the Simple game's events: the Age A military deck without this card
            "simple_events_left_out": ["Development of Politics"],
            "advanced_scoring_events": 4,
        },
        "cards": cards,
    }


def main() -> None:
    shared = json.loads(Path(sys.argv[1]).read_text("utf-8"))
    OUT.write_text(json.dumps(derive(shared), indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
