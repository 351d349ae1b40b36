"""Revive's vocabulary: the words message arguments name, in English (the game's catalog
translates them; see `epocha.engine.render`). Components are named from the content set:
cards, technologies, tribes and standard machines by their names there; modules, special
machines, crates and artifacts, which have none, by their colours and numbers.

- "card", "technology", "tribe": by id;
- "resource": crystal, gear, book, food (a plain word); "goods": the same counted ("{n} food"),
  with energy, points, purple points, crates and artifacts;
- "track": a machine track by colour; "slot", "half", "size": a card slot, a card's half, a
  building's size;
- "space": a tile socket ("a07"), one space of it ("a07:2"), the abyss or a large location;
- "machine": a standard machine (its reward space's id), a special machine token, a tribe
  machine (its technology's id); "module", "crate", "artifact", "artifact_card": by id;
- "effect": an effect kind of the content vocabulary;
- "piece": a tribe's own piece (a forest tile, a temple...); "ability": a tribe ability by its
  kind; "location_rule": a large location's scoring rule; "category": what an artifact card's
  category counts; "score_part": a part of the final scoring.
"""

from __future__ import annotations

from functools import cache

from .board import map_index
from .catalog import content

RESOURCES = {"crystal": "crystal", "gear": "gear", "book": "book", "food": "food"}
GOODS = {
    "crystal": ["{n} crystal", "{n} crystals"],
    "gear": ["{n} gear", "{n} gears"],
    "book": ["{n} book", "{n} books"],
    "food": ["{n} food", "{n} food"],
    "any_basic": ["{n} basic resource of your choice", "{n} basic resources of your choice"],
    "energy": ["{n} energy", "{n} energy"],
    "crate": ["{n} crate", "{n} crates"],
    "points": ["{n} point", "{n} points"],
    "purple": ["{n} purple point", "{n} purple points"],
    "artifact": ["{n} large artifact", "{n} large artifacts"],
}
TRACKS = {"yellow": "the yellow track", "green": "the green track", "grey": "the grey track"}
SLOTS = {
    "top1": "the first top slot",
    "top2": "the second top slot",
    "bottom1": "the first bottom slot",
    "bottom2": "the second bottom slot",
    "right": "the right-hand slot",
}
HALVES = {"top": "top half", "bottom": "bottom half"}
SIZES = {"small": "small", "large": "large"}
COLOURS = {
    "yellow": "yellow",
    "green": "green",
    "grey": "grey",
    "purple": "purple",
    "orange": "orange",
    "white": "white",
}
EFFECTS = {
    "gain": "Gain",
    "exchange": "Exchange",
    "convert": "Swap basic resources",
    "choose": "Choose one",
    "advance": "Advance a machine track",
    "module": "Take a module",
    "tribe_ability": "Use your tribe ability",
    "recover_energy": "Take back an energy",
    "eject": "Move a slotted card to your rest area",
    "retrieve": "Take back a card from your rest area",
    "reach": "Reach",
    "per": "Gain per item",
    "play_card": "Play another card",
    "take_card": "Take a card from the offer",
    "action": "Build, Explore or Populate for free",
    "rest_card_top": "Rest a card and use its top half",
    "flip": "Turn the card you play around",
    "infinite_reach": "Explore at any distance",
    "all_colours": "The card you play is every colour",
    "reuse_crate": "Use an opened crate again",
    "discount": "Cheaper action",
    "move_population": "Move a figure",
    "reset_switch": "Reset your switch",
}
PIECES = {
    "forest_tile": "a forest tile",
    "temple": "a temple",
    "sand_tile": "a sand tile",
    "target": "a target",
    "workshop": "a workshop",
    "falcon": "the falcon",
}
ABILITIES = {
    "forest_tile": "plant a forest tile",
    "temple": "raise a temple",
    "sand_tile": "lay a sand tile",
    "target": "set a target",
    "workshop": "set up a workshop",
    "falcon": "fly the falcon and take a free action",
    "buy_card": "buy a card from the offer",
    "water_goods": "goods from explored water",
    "free_action": "a free Explore, Build or Populate",
}
LOCATION_RULES = {
    "green_track_value": "the value of your green track",
    "yellow_track_value": "the value of your yellow track",
    "grey_track_value": "the value of your grey track",
    "energy_2": "2 points per energy",
    "population_2": "2 points per placed figure",
    "water_2": "2 points per explored water space",
    "module_1": "1 point per module",
    "large_location_population_3": "3 points per figure on a large location",
    "large_building_4": "4 points per large building built",
    "card_2": "2 points per acquired citizen card",
    "tribe_markers_3": "3 points per tribe marker used",
    "crystals_adjacent_3": "3 points per crystal symbol next to your buildings",
    "flask_2": "2 points per flask",
    "crate_2": "2 points per crate",
    "area_tile_presence": "points for your presence on area tiles",
    "energy_on_populate_flask_1": "1 energy on populating; 1 point per flask",
}
CATEGORIES = {
    "cards": "acquired citizen cards",
    "water_explored": "explored water spaces",
    "crates": "crates",
    "population_placed": "placed population figures",
    "crystals_adjacent": "crystal symbols next to your buildings",
    "modules_pairs": "pairs of modules",
    "energy": "energy",
    "tribe_markers_removed": "tribe markers used",
    "flasks": "flasks",
}
SCORE_PARTS = {
    "track": "score track",
    "purple": "purple points",
    "progress": "progress track",
    "technologies": "technologies",
    "locations": "large locations",
    "card_bonuses": "card bonuses",
    "end_tile": "end-game tile",
    "small_artifacts": "small artifacts",
    "resources": "leftover resources",
    "artifact_card": "artifact card",
}


def _spaces() -> dict[str, str]:
    index = map_index()
    out: dict[str, str] = {}
    for socket, spaces in index.sockets.items():
        kind = index.kind_of[socket]
        if kind == "abyss":
            out[socket] = "the Abyss"
        elif kind == "large":
            out[socket] = f"large location {socket}"
        else:
            out[socket] = f"tile {socket}"
            for k in range(1, len(spaces) + 1):
                out[f"{socket}:{k}"] = f"space {k} of tile {socket}"
    return out


@cache
def terms() -> dict[str, dict]:
    c = content()
    machines = {r.id: r.name["en"] for r in c.boards.reward_spaces if r.kind == "standard_machine" and r.name}
    machines.update({m.id: f"{m.colour} machine {m.id}" for m in c.machines})
    technologies = {}
    for tribe in c.tribes.values():
        for side in tribe.sides.values():
            for t in side.technologies:
                technologies[t.id] = t.name["en"] if t.name else t.id
                if t.kind == "machine":
                    machines[t.id] = technologies[t.id]
    return {
        "card": {card.id: card.name["en"] for card in (*c.starting_cards, *c.deck)},
        "technology": technologies,
        "tribe": {t.id: t.name["en"] for t in c.tribes.values()},
        "resource": RESOURCES,
        "goods": GOODS,
        "track": TRACKS,
        "slot": SLOTS,
        "half": HALVES,
        "size": SIZES,
        "colour": COLOURS,
        "space": _spaces(),
        "machine": machines,
        "module": {m.id: f"{'/'.join(m.colours)} module {m.id}" for m in c.modules},
        "crate": {k.id: f"crate {k.id}" for k in c.crates},
        "artifact": {
            **{a.id: f"{a.colour} artifact {a.id.rsplit('_', 1)[-1]}" for a in c.large_artifacts},
            "small:1": "small artifact",
            "small:2": "small artifact",
        },
        "artifact_card": {a.id: f"artifact card {a.id}" for a in c.artifact_cards},
        "effect": EFFECTS,
        "side": {"sun": "sun", "moon": "moon"},
        "piece": PIECES,
        "ability": ABILITIES,
        "location_rule": LOCATION_RULES,
        "category": CATEGORIES,
        "score_part": SCORE_PARTS,
    }
