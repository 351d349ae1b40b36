"""Revive's content set: every card, module, machine, crate, tile, artifact, board track,
tribe board and campaign card, read from data files and checked against the schema and the
rulebook's constraints (docs.md, "Content files").

The printed content is not public, so the set shipped in `data/` is epocha's own design,
marked as ours in every file. Owners of the game can write the printed content in the same
format: `epocha content check revive FILE` (or `check_content`) says exactly what is wrong.

A content set is a folder with one file per family (`FAMILIES`), or one JSON file holding
those families as top-level keys.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .hexmap import check_tiles, load_layout
from .problems import ContentError, Problems
from .vocabulary import (
    BASIC,
    CARD,
    COLOURS,
    CRATE,
    MACHINE,
    MODULE,
    RESOURCES,
    TRACK,
    UNLOCK,
    check_effects,
    check_passives,
)

DATA = Path(__file__).resolve().parent / "data"
FAMILIES = (
    "map",
    "tiles",
    "cards",
    "modules",
    "machines",
    "crates",
    "artifacts",
    "boards",
    "tribes",
    "campaign",
)

# counts the rulebook gives (seed p. 2-3; shared data components.json)
STARTING_CARDS = 6  # one set; the four sets A-D are the same cards
DECK_CARDS = 39
MODULES = 48
MACHINES_PER_COLOUR = 10
CRATES = 28
LARGE_ARTIFACTS = 12
SMALL_ARTIFACTS = 8
ARTIFACT_CARDS = 10
ARTIFACT_COLOURS = ("purple", "orange", "white")
ARTIFACT_MARKS = ("1+", "2+", "3+", "4")
REWARD_SPACES = 15
STANDARD_MACHINES = 3
SLOTS = ("top1", "top2", "bottom1", "bottom2", "right")
PROGRESS_SPACES = 20
TECHNOLOGIES = 7
TRIBE_MARKERS = 5
CAMPAIGN_CARDS = 30
CHAPTERS = 5
TRIBE_PIECES = ("forest_tile", "temple", "target", "sand_tile", "workshop", "falcon")
# a tribe ability's kind: the five piece abilities of the seed's sun sides (p. 19-21) and the
# three ability texts the seed prints without a tribe's name (our moon sides use them)
ABILITIES = (*TRIBE_PIECES, "water_goods", "buy_card", "free_action")
# what an artifact card's category counts (seed p. 18)
ARTIFACT_CATEGORIES = (
    "crates",
    "energy",
    "modules_pairs",
    "population_placed",
    "tribe_markers_removed",
    "flasks",
    "cards",
    "water_explored",
    "crystals_adjacent",
)
BASE_LOCATION_RULES = (
    "green_track_value",
    "yellow_track_value",
    "grey_track_value",
    "energy_2",
    "module_1",
    "large_building_4",
    "population_2",
    "large_location_population_3",
    "card_2",
    "water_2",
)
CAMPAIGN_LOCATION_RULES = (
    "tribe_markers_3",
    "crystals_adjacent_3",
    "flask_2",
    "crate_2",
    "area_tile_presence",
    "energy_on_populate_flask_1",
)
UNLOCKS = ("tribe", "moon_side", "switch_rule", "giant_crystals", "large_location", "components")


# -- reading -------------------------------------------------------------------------------------


def read_content(path: str | Path) -> dict[str, Any]:
    """The raw families of a content set (a folder of family files, or one JSON file)."""
    path = Path(path)
    if path.is_dir():
        raw: dict[str, Any] = {}
        problems = Problems()
        for family in FAMILIES:
            file = path / f"{family}.json"
            if not file.exists():
                problems.add(str(file), "missing (a content folder has one file per family)")
                continue
            raw[family] = _json(file, problems)
        problems.raise_if_any()
        return raw
    problems = Problems()
    if not path.exists():
        raise ContentError([f"{path}: no such file or folder"])
    raw = _json(path, problems)
    problems.raise_if_any()
    if not isinstance(raw, dict):
        raise ContentError([f"{path}: expected an object with the families {', '.join(FAMILIES)}"])
    return raw


def _json(file: Path, problems: Problems) -> Any:
    try:
        with open(file, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, UnicodeDecodeError) as e:
        problems.add(str(file), f"cannot be read ({e})")
    except json.JSONDecodeError as e:
        problems.add(str(file), f"is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})")
    return None


def check_content(raw: dict[str, Any]) -> list[str]:
    """Every problem of a content set, each at its place; [] when it is sound."""
    problems = Problems()
    for family in FAMILIES:
        if family not in raw:
            problems.add(family, "missing")
    unknown = sorted(set(raw) - set(FAMILIES))
    for family in unknown:
        problems.add(family, f"not a family of Revive's content (known: {', '.join(FAMILIES)})")
    if problems:
        return problems.found
    for family in FAMILIES:
        if not isinstance(raw[family], dict):
            problems.add(family, "expected an object")
    if problems:
        return problems.found
    for family in FAMILIES:
        if "ours" not in raw[family] and "source" not in raw[family]:
            problems.add(
                family, "say where the content comes from: 'ours' (our design) or 'source' (the printed game)"
            )
    layout = load_layout(raw["map"], problems, "map")
    if layout is not None:
        check_tiles(raw["tiles"], layout, problems, "tiles")
    _check_cards(raw["cards"], problems)
    _check_modules(raw["modules"], problems)
    _check_machines(raw["machines"], problems)
    _check_crates(raw["crates"], problems)
    _check_artifacts(raw["artifacts"], problems)
    _check_boards(raw["boards"], problems)
    tribes = _check_tribes(raw["tribes"], problems)
    _check_campaign(raw["campaign"], tribes, raw, problems)
    return problems.found


# -- small checks ---------------------------------------------------------------------------------


def _items(data: dict, key: str, problems: Problems, where: str, count: int | None = None) -> list:
    """The list `data[key]`; with `count`, the seed's number of its base entries (those the
    campaign brings, marked `"campaign": true`, come on top)."""
    items = data.get(key)
    if not isinstance(items, list):
        problems.add(f"{where}.{key}", "expected a list")
        return []
    base = [i for i in items if not (isinstance(i, dict) and i.get("campaign") is True)]
    if count is not None and len(base) != count:
        problems.add(f"{where}.{key}", f"expected {count} entries (seed), found {len(base)}")
    return items


def _fields(
    item: Any,
    required: dict[str, Callable[[Any], bool]],
    optional: dict[str, Callable[[Any], bool]],
    problems: Problems,
    where: str,
) -> bool:
    """The item is an object with these fields, each passing its test; problems said."""
    if not isinstance(item, dict):
        problems.add(where, f"expected an object, got {item!r}")
        return False
    ok = True
    for key, test in required.items():
        if key not in item:
            problems.add(where, f"missing {key!r}")
            ok = False
        elif not test(item[key]):
            problems.add(f"{where}.{key}", f"unexpected value {item[key]!r}")
            ok = False
    for key in item:
        if key not in required and key not in optional:
            problems.add(where, f"unknown field {key!r} (known: {', '.join([*required, *optional])})")
            ok = False
        elif key in optional and not optional[key](item[key]):
            problems.add(f"{where}.{key}", f"unexpected value {item[key]!r}")
            ok = False
    return ok


def _ids(items: list, problems: Problems, where: str, key: str = "id") -> set:
    seen: set = set()
    for i, item in enumerate(items):
        if isinstance(item, dict) and key in item:
            if item[key] in seen:
                problems.add(f"{where}[{i}].{key}", f"{item[key]!r} is used twice")
            seen.add(item[key])
    return seen


def _is_id(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 40


def _is_text(v: Any) -> bool:
    return (
        isinstance(v, dict) and set(v) == {"en", "cs"} and all(isinstance(t, str) and t for t in v.values())
    )


def _is_count(low: int, high: int) -> Callable[[Any], bool]:
    return lambda v: type(v) is int and low <= v <= high


def _is_bool(v: Any) -> bool:
    return type(v) is bool


def _is_colour(v: Any) -> bool:
    return v in COLOURS


def _anything(v: Any) -> bool:
    return True


def _is_module_colours(v: Any) -> bool:
    return isinstance(v, list) and 1 <= len(v) <= 2 and len(set(v)) == len(v) and all(map(_is_colour, v))


def _is_track_values(v: Any) -> bool:
    return isinstance(v, list) and len(v) >= 7 and all(type(x) is int and 0 <= x <= 20 for x in v)


def _is_needs(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and 1 <= len(v) <= 2
        and all(c in COLOURS and type(n) is int for c, n in v.items())
    )


def _is_module_spaces(v: Any) -> bool:
    return isinstance(v, list) and 2 <= len(v) <= 3 and all(type(x) is bool for x in v)


def _is_two(v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2


# -- citizen cards --------------------------------------------------------------------------------

_HALF_FIELDS = {"effects": _anything}
_HALF_OPTIONAL = {
    "slot": _is_bool,  # the slot symbol on this half's edge
    "flasks": _is_count(0, 3),
    "while_in_slot": _anything,  # passive effects while the card stays in a slot
    "hibernate_then_remove": _is_bool,
}


def _check_cards(data: dict, problems: Problems) -> None:
    starting = _items(data, "starting", problems, "cards", STARTING_CARDS)
    deck = _items(data, "deck", problems, "cards", DECK_CARDS)
    for key, cards in (("starting", starting), ("deck", deck)):
        for i, card in enumerate(cards):
            where = f"cards.{key}[{i}]"
            required = {
                "id": _is_id,
                "name": _is_text,
                "colour": _is_colour,
                "top": _anything,
                "bottom": _anything,
            }
            if not _fields(card, required, {"campaign": _is_bool}, problems, where):
                continue
            for half in ("top", "bottom"):
                _check_half(card[half], problems, f"{where}.{half}", starting=key == "starting")
    _ids(starting + deck, problems, "cards")
    colours = {c.get("colour") for c in deck if isinstance(c, dict)}
    if deck and colours != set(COLOURS):
        problems.add("cards.deck", f"the deck needs cards of every colour {', '.join(COLOURS)}")
    _check_card_constraints(starting, deck, problems)


# the six effect kinds of the starting cards (seed p. 10)
STARTING_EFFECTS = frozenset({"tribe_ability", "choose", "gain", "convert", "module", "advance"})


def _check_half(half: Any, problems: Problems, where: str, starting: bool) -> None:
    if not _fields(half, _HALF_FIELDS, _HALF_OPTIONAL, problems, where):
        return
    check_effects(half["effects"], problems, f"{where}.effects", CARD)
    if "while_in_slot" in half:
        check_passives(half["while_in_slot"], problems, f"{where}.while_in_slot")
    if starting:
        _check_starting_effects(half["effects"], problems, f"{where}.effects")


def _check_starting_effects(effects: list, problems: Problems, where: str) -> None:
    """Starting cards use only the effects of seed p. 10, inside a choice as well."""
    for i, effect in enumerate(effects):
        kind = next(iter(effect)) if isinstance(effect, dict) and effect else None
        if kind not in STARTING_EFFECTS:
            problems.add(
                f"{where}[{i}]", f"a starting card uses only the effects of seed p. 10, not {kind!r}"
            )
        elif kind == "choose" and isinstance(effect["choose"], list):
            for j, option in enumerate(effect["choose"]):
                if isinstance(option, list):
                    _check_starting_effects(option, problems, f"{where}[{i}].choose[{j}]")


def _check_card_constraints(starting: list, deck: list, problems: Problems) -> None:
    """What the shared data asks of any stand-in set (citizen_cards.json): the rules that count
    slot symbols, flasks and yellow cards must have something to count."""
    halves = [
        c[h] for c in deck if isinstance(c, dict) for h in ("top", "bottom") if isinstance(c.get(h), dict)
    ]
    if deck and not any(h.get("slot") for h in halves):
        problems.add("cards.deck", "no card carries a slot symbol: the slot rule would never apply")
    if deck and not any(h.get("flasks") for h in halves):
        problems.add("cards.deck", "no card carries a flask: the flask rules would count nothing")
    effects = json.dumps([h.get("effects") for h in halves])
    if deck and '"yellow_slotted"' not in effects:
        problems.add("cards.deck", "no card gives food per yellow card in your slots (seed p. 23)")


# -- modules, machines, crates --------------------------------------------------------------------


def _check_modules(data: dict, problems: Problems) -> None:
    modules = _items(data, "modules", problems, "modules", MODULES)
    for i, module in enumerate(modules):
        where = f"modules.modules[{i}]"
        if _fields(
            module,
            {"id": _is_id, "colours": _is_module_colours, "effects": _anything},
            {"flasks": _is_count(0, 3), "campaign": _is_bool},
            problems,
            where,
        ):
            check_effects(module["effects"], problems, f"{where}.effects", MODULE)
    _ids(modules, problems, "modules.modules")


def _check_machines(data: dict, problems: Problems) -> None:
    machines = _items(data, "machines", problems, "machines", len(COLOURS) * MACHINES_PER_COLOUR)
    per_colour = {c: 0 for c in COLOURS}
    for i, machine in enumerate(machines):
        where = f"machines.machines[{i}]"
        if _fields(
            machine,
            {"id": _is_id, "colour": _is_colour, "effects": _anything},
            {"flasks": _is_count(0, 3), "campaign": _is_bool},
            problems,
            where,
        ):
            check_effects(machine["effects"], problems, f"{where}.effects", MACHINE)
            if not machine.get("campaign"):
                per_colour[machine["colour"]] += 1
    for colour, n in per_colour.items():
        if len(machines) >= len(COLOURS) * MACHINES_PER_COLOUR and n != MACHINES_PER_COLOUR:
            problems.add(
                "machines.machines", f"expected {MACHINES_PER_COLOUR} {colour} machines (seed), found {n}"
            )
    _ids(machines, problems, "machines.machines")
    used = json.dumps([m.get("effects") for m in machines if isinstance(m, dict)])
    for kind in ("rest_card_top", "flip", "infinite_reach", "all_colours", "reuse_crate", "discount"):
        if machines and f'"{kind}"' not in used:
            problems.add(
                "machines.machines",
                f"no machine has {kind!r}: the rulebook explains it, so some machine has it",
            )


def _check_crates(data: dict, problems: Problems) -> None:
    crates = _items(data, "crates", problems, "crates", CRATES)
    for i, crate in enumerate(crates):
        where = f"crates.crates[{i}]"
        if _fields(crate, {"id": _is_id, "effects": _anything}, {"campaign": _is_bool}, problems, where):
            check_effects(crate["effects"], problems, f"{where}.effects", CRATE)
    _ids(crates, problems, "crates.crates")


# -- artifacts ------------------------------------------------------------------------------------


def _check_artifacts(data: dict, problems: Problems) -> None:
    large = _items(data, "large", problems, "artifacts", LARGE_ARTIFACTS)
    for i, artifact in enumerate(large):
        _fields(
            artifact,
            {"id": _is_id, "colour": lambda v: v in ARTIFACT_COLOURS, "mark": lambda v: v in ARTIFACT_MARKS},
            {},
            problems,
            f"artifacts.large[{i}]",
        )
    _ids(large, problems, "artifacts.large")
    if large and not any(isinstance(a, dict) and a.get("mark") == "1+" for a in large):
        problems.add("artifacts.large", "no artifact is marked '1+': a solo game would have none")
    if data.get("small") != SMALL_ARTIFACTS:
        problems.add("artifacts.small", f"expected {SMALL_ARTIFACTS} small artifacts (seed)")
    for key, points in (("small_points", 2), ("end_tile_points", 4)):
        if data.get(key) != points:
            problems.add(f"artifacts.{key}", f"the seed says {points} points")
    cards = _items(data, "cards", problems, "artifacts", ARTIFACT_CARDS)
    for i, card in enumerate(cards):
        where = f"artifacts.cards[{i}]"
        if not _fields(
            card, {"id": _is_id, "categories": lambda v: isinstance(v, list)}, {}, problems, where
        ):
            continue
        categories = card["categories"]
        for j, category in enumerate(categories):
            _fields(
                category,
                {
                    "colour": lambda v: v in ARTIFACT_COLOURS,
                    "counts": lambda v: v in ARTIFACT_CATEGORIES,
                    "points": _is_count(1, 5),
                },
                {},
                problems,
                f"{where}.categories[{j}]",
            )
        good = [c for c in categories if isinstance(c, dict)]
        if len(good) != 3 or sorted(c.get("colour", "") for c in good) != sorted(ARTIFACT_COLOURS):
            problems.add(
                f"{where}.categories",
                "an artifact card has 3 categories, one of each colour purple, orange, white",
            )
        if len({c.get("counts") for c in good}) != len(good):
            problems.add(f"{where}.categories", "the 3 categories must differ")
    _ids(cards, problems, "artifacts.cards")


# -- the player board and the main board's tracks -----------------------------------------------


def _check_boards(data: dict, problems: Problems) -> None:
    tracks = data.get("tracks")
    if not isinstance(tracks, dict) or set(tracks) != set(COLOURS):
        problems.add("boards.tracks", f"expected one machine track per colour: {', '.join(COLOURS)}")
        tracks = {}
    lengths = {}
    for colour, track in tracks.items():
        where = f"boards.tracks.{colour}"
        if _fields(
            track, {"values": _is_track_values, "overflow": lambda v: v in RESOURCES}, {}, problems, where
        ):
            lengths[colour] = len(track["values"])
            if track["values"] != sorted(track["values"]):
                problems.add(f"{where}.values", "a track's values never fall as the marker advances")
    spaces = _items(data, "reward_spaces", problems, "boards", REWARD_SPACES)
    kinds = {"standard_machine": 0, "special_machine": 0, "artifact": 0, "card_bonus": 0}
    for i, space in enumerate(spaces):
        where = f"boards.reward_spaces[{i}]"
        optional = {"effects": _anything, "colour": _is_colour, "name": _is_text}
        if not _fields(
            space, {"id": _is_id, "needs": _is_needs, "kind": lambda v: v in kinds}, optional, problems, where
        ):
            continue
        kinds[space["kind"]] += 1
        for colour, at in space["needs"].items():
            if colour in lengths and not 2 <= at <= lengths[colour]:
                problems.add(
                    f"{where}.needs.{colour}",
                    f"must be a space of the track, 2-{lengths[colour]} (markers start on 1)",
                )
        if space["kind"] == "standard_machine":
            if "effects" not in space or "name" not in space:
                problems.add(where, "a standard machine has its 'effects' and 'name'")
            else:
                check_effects(space["effects"], problems, f"{where}.effects", MACHINE)
        elif "effects" in space:
            problems.add(where, "only a standard machine has effects of its own")
        if space["kind"] in ("special_machine", "card_bonus") and "colour" not in space:
            problems.add(where, f"a {space['kind']} space names its colour")
    _ids(spaces, problems, "boards.reward_spaces")
    if spaces and kinds["standard_machine"] != STANDARD_MACHINES:
        problems.add(
            "boards.reward_spaces",
            f"expected {STANDARD_MACHINES} standard machines (seed p. 14), found {kinds['standard_machine']}",
        )
    for kind in ("special_machine", "artifact", "card_bonus"):
        if spaces and not kinds[kind]:
            problems.add("boards.reward_spaces", f"no {kind} space: the seed has them")
    slots = _items(data, "slots", problems, "boards", len(SLOTS))
    for i, slot in enumerate(slots):
        where = f"boards.slots[{i}]"
        _fields(slot, {"id": lambda v: v in SLOTS, "activation": _is_module_spaces}, {}, problems, where)
    if slots and sorted(s.get("id", "") for s in slots if isinstance(s, dict)) != sorted(SLOTS):
        problems.add("boards.slots", f"expected the slots {', '.join(SLOTS)} once each")
    progress = _items(data, "progress_track", problems, "boards", PROGRESS_SPACES)
    previous = -1
    for i, space in enumerate(progress):
        where = f"boards.progress_track[{i}]"
        if _fields(space, {"value": _is_count(0, 60)}, {"reward": _anything}, problems, where):
            if space["value"] < previous:
                problems.add(f"{where}.value", "the progress track's values never fall")
            previous = space["value"]
            if "reward" in space:
                check_effects(space["reward"], problems, f"{where}.reward", TRACK)
    hibernation = _items(data, "hibernation_track", problems, "boards")
    if len(hibernation) < 5:
        problems.add(
            "boards.hibernation_track",
            "the 4th space discards an artifact, so the track has 5 or more spaces",
        )
    for i, space in enumerate(hibernation):
        where = f"boards.hibernation_track[{i}]"
        if i == 0:  # the marker's starting space: nothing is taken there
            if space != {}:
                problems.add(where, "the lowest space is where the marker starts: {}")
            continue
        if _fields(space, {"reward": _anything}, {}, problems, where):
            check_effects(space["reward"], problems, f"{where}.reward", TRACK)
    score = data.get("score_track")
    if _fields(
        score,
        {"length": lambda v: v == 50, "bonuses": lambda v: isinstance(v, list)},
        {},
        problems,
        "boards.score_track",
    ):
        for i, bonus in enumerate(score["bonuses"]):
            _fields(
                bonus,
                {"at": _is_count(1, 50), "reward": lambda v: v in ("crate", "artifact")},
                {},
                problems,
                f"boards.score_track.bonuses[{i}]",
            )
    starting = _items(data, "starting_resources", problems, "boards", 4)
    for i, goods in enumerate(starting):
        if not isinstance(goods, dict) or any(
            k not in RESOURCES or type(v) is not int or v < 0 for k, v in goods.items()
        ):
            problems.add(
                f"boards.starting_resources[{i}]",
                f"expected resources such as {{'crystal': 1}}, got {goods!r}",
            )
    caps = data.get("caps")
    if not isinstance(caps, dict) or set(caps) != set(RESOURCES) or caps.get("crystal") != 3:
        problems.add("boards.caps", "give the cap of each resource; crystals are capped at 3 (seed p. 8)")
    elif any(type(caps[b]) is not int or not 3 <= caps[b] <= 12 for b in BASIC):
        problems.add("boards.caps", "a basic resource's cap is a whole number 3-12")


# -- tribes ---------------------------------------------------------------------------------------

_TECH_KINDS = ("passive", "on_unlock", "machine", "free_action")


def _check_tribes(data: dict, problems: Problems) -> dict[str, Any]:
    tribes = _items(data, "tribes", problems, "tribes")
    found: dict[str, Any] = {}
    for i, tribe in enumerate(tribes):
        where = f"tribes.tribes[{i}]"
        required = {"id": _is_id, "name": _is_text, "base": _is_bool, "pieces": _anything, "sides": _anything}
        if not _fields(tribe, required, {"note": lambda v: isinstance(v, str)}, problems, where):
            continue
        found[tribe["id"]] = tribe
        pieces = tribe["pieces"]
        if not _fields(
            pieces,
            {"kind": lambda v: v in TRIBE_PIECES, "count": _is_count(1, 5)},
            {},
            problems,
            f"{where}.pieces",
        ):
            pass
        sides = tribe["sides"]
        if not isinstance(sides, dict) or set(sides) != {"sun", "moon"}:
            problems.add(f"{where}.sides", "expected the 'sun' and 'moon' sides")
            continue
        for side in ("sun", "moon"):
            _check_side(sides[side], problems, f"{where}.sides.{side}")
    _ids(tribes, problems, "tribes.tribes")
    base = [t for t in found.values() if t.get("base")]
    if tribes and len(base) != 4:
        problems.add(
            "tribes.tribes",
            f"4 base tribes and 2 unlocked in the campaign (seed p. 3); found {len(base)} base",
        )
    if tribes and len(found) != 6:
        problems.add("tribes.tribes", f"expected 6 tribe boards (seed), found {len(found)}")
    return found


def _check_side(side: Any, problems: Problems, where: str) -> None:
    if not _fields(side, {"ability": _anything, "technologies": _anything}, {}, problems, where):
        return
    ability = side["ability"]
    _fields(
        ability,
        {"kind": lambda v: v in ABILITIES},
        {"cost": lambda v: isinstance(v, dict), "reach": _is_count(0, 3)},
        problems,
        f"{where}.ability",
    )
    techs = _items(side, "technologies", problems, where, TECHNOLOGIES)
    ids = _ids(techs, problems, f"{where}.technologies")
    roots = 0
    commons = {"fifth_slot": 0, "artifact": 0}
    for i, tech in enumerate(techs):
        here = f"{where}.technologies[{i}]"
        required = {
            "id": _is_id,
            "books": _is_count(0, 6),
            "points": _is_count(0, 12),
            "links": lambda v: isinstance(v, list),
            "kind": lambda v: v in _TECH_KINDS,
            "effects": _anything,
        }
        optional = {"root": _is_bool, "name": _is_text, "passives": _anything}
        if not _fields(tech, required, optional, problems, here):
            continue
        if "passives" in tech:  # (in force once unlocked, whatever the technology's kind)
            check_passives(tech["passives"], problems, f"{here}.passives")
        roots += bool(tech.get("root"))
        for link in tech["links"]:
            if link not in ids or link == tech["id"]:
                problems.add(f"{here}.links", f"{link!r} is not another technology of this side")
        if tech["kind"] == "passive":
            check_passives(tech["effects"], problems, f"{here}.effects")
            text = json.dumps(tech["effects"])
            commons["fifth_slot"] += '"fifth_slot"' in text
        elif tech["kind"] == "free_action":
            check_effects(tech["effects"], problems, f"{here}.effects", UNLOCK)
            for j, effect in enumerate(tech["effects"]):
                if not (isinstance(effect, dict) and "exchange" in effect):
                    problems.add(
                        f"{here}.effects[{j}]",
                        "a free-action technology is an exchange you may make at any time",
                    )
        else:
            check_effects(
                tech["effects"], problems, f"{here}.effects", MACHINE if tech["kind"] == "machine" else UNLOCK
            )
            if tech["kind"] == "on_unlock" and '"artifact"' in json.dumps(tech["effects"]):
                commons["artifact"] += 1
    if techs and roots != 1:
        problems.add(
            f"{where}.technologies", f"exactly one technology is the root (the lowest space); found {roots}"
        )
    if techs and commons["fifth_slot"] != 1:
        problems.add(
            f"{where}.technologies", "every tribe board has the common 5th-slot technology once (seed p. 12)"
        )
    if techs and commons["artifact"] < 1:
        problems.add(
            f"{where}.technologies",
            "every tribe board has the common artifact + bonus technology (seed p. 12)",
        )
    if techs and all(isinstance(t, dict) and isinstance(t.get("links"), list) and "id" in t for t in techs):
        _check_tree(techs, problems, f"{where}.technologies")  # (a tree of well-formed entries)


def _check_tree(techs: list, problems: Problems, where: str) -> None:
    """Every technology can be reached from the root along the links (seed p. 12)."""
    links: dict[str, set[str]] = {t["id"]: set() for t in techs}
    for t in techs:
        for other in t["links"]:
            if other in links:
                links[t["id"]].add(other)
                links[other].add(t["id"])
    root = next((t["id"] for t in techs if t.get("root")), None)
    if root is None:
        return
    seen, todo = {root}, [root]
    while todo:
        for other in links[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    unreached = sorted(set(links) - seen)
    if unreached:
        problems.add(where, f"not connected to the root: {', '.join(unreached)}")


# -- the campaign ---------------------------------------------------------------------------------


def _check_campaign(data: dict, tribes: dict[str, Any], raw: dict[str, Any], problems: Problems) -> None:
    cards = _items(data, "cards", problems, "campaign", CAMPAIGN_CARDS)
    large = _items(data, "large_locations", problems, "campaign")
    large_ids = set()
    sides_seen: list[str] = []
    for i, tile in enumerate(large):
        where = f"campaign.large_locations[{i}]"
        if _fields(tile, {"id": _is_id, "sides": _is_two}, {}, problems, where):
            large_ids.add(tile["id"])
            for j, side in enumerate(tile["sides"]):
                if side not in CAMPAIGN_LOCATION_RULES + BASE_LOCATION_RULES:
                    problems.add(f"{where}.sides[{j}]", f"unknown scoring rule {side!r}")
                sides_seen.append(side)
    for rule in CAMPAIGN_LOCATION_RULES:
        if large and rule not in sides_seen:
            problems.add("campaign.large_locations", f"the campaign rule {rule!r} (seed p. 18) is on no tile")
    components = _campaign_components(raw)
    numbers = []
    kinds_seen = set()
    for i, card in enumerate(cards):
        where = f"campaign.cards[{i}]"
        required = {
            "number": _is_count(1, CAMPAIGN_CARDS),
            "chapter": _is_count(1, CHAPTERS),
            "title": _is_text,
            "text": _is_text,
            "unlocks": lambda v: isinstance(v, list),
        }
        if not _fields(card, required, {"after_game": _is_bool}, problems, where):
            continue
        numbers.append(card["number"])
        for j, unlock in enumerate(card["unlocks"]):
            here = f"{where}.unlocks[{j}]"
            if not isinstance(unlock, dict) or unlock.get("kind") not in UNLOCKS:
                problems.add(here, f"expected {{'kind': one of {', '.join(UNLOCKS)}, ...}}, got {unlock!r}")
                continue
            kind = unlock["kind"]
            kinds_seen.add(kind)
            target = unlock.get("id")
            if kind in ("tribe", "moon_side") and target not in tribes:
                problems.add(here, f"{target!r} is not a tribe")
            elif kind == "tribe" and tribes.get(target, {}).get("base"):
                problems.add(here, f"{target!r} is a base tribe: it needs no unlocking")
            elif kind == "large_location" and target not in large_ids:
                problems.add(here, f"{target!r} is not one of campaign.large_locations")
            elif kind == "components" and target not in components:
                problems.add(here, f"{target!r} is not a component marked 'campaign' in the content")
    if numbers and sorted(numbers) != list(range(1, CAMPAIGN_CARDS + 1)):
        problems.add("campaign.cards", f"the cards are numbered 1-{CAMPAIGN_CARDS} once each")
    chapters = [
        c.get("chapter")
        for c in sorted(
            (c for c in cards if isinstance(c, dict) and "number" in c), key=lambda c: c["number"]
        )
    ]
    if chapters and chapters != sorted(chapters):
        problems.add("campaign.cards", "the chapters follow the cards' numbers (the deck is read in order)")
    if cards and set(range(1, CHAPTERS + 1)) - set(chapters):
        problems.add("campaign.cards", f"every chapter 1-{CHAPTERS} has cards")
    for kind in UNLOCKS:
        if cards and kind not in kinds_seen:
            problems.add("campaign.cards", f"no card unlocks a {kind!r}")
    campaign_tribes = {t for t, v in tribes.items() if not v.get("base")}
    unlocked = {
        u.get("id")
        for c in cards
        if isinstance(c, dict)
        for u in c.get("unlocks", [])
        if isinstance(u, dict) and u.get("kind") == "tribe"
    }
    for tribe in sorted(campaign_tribes - unlocked):
        problems.add("campaign.cards", f"the campaign tribe {tribe!r} is never unlocked")


def _campaign_components(raw: dict[str, Any]) -> set[str]:
    """The ids of the cards, modules, machines and crates that only the campaign brings."""
    out = set()
    for family, key in (("modules", "modules"), ("machines", "machines"), ("crates", "crates")):
        for item in raw.get(family, {}).get(key, []) or []:
            if isinstance(item, dict) and item.get("campaign"):
                out.add(item.get("id"))
    for item in raw.get("cards", {}).get("deck", []) or []:
        if isinstance(item, dict) and item.get("campaign"):
            out.add(item.get("id"))
    return out


def load_checked(path: str | Path = DATA) -> dict[str, Any]:
    """The raw families of a content set, checked (raises ContentError with every problem)."""
    raw = read_content(path)
    found = check_content(raw)
    if found:
        raise ContentError(found)
    return raw


def check_path(path: str | Path) -> list[str]:
    """Every problem of the content set at `path`, unreadable files included (the manifest's
    `content` hook: `epocha content check revive PATH`)."""
    try:
        raw = read_content(path)
    except ContentError as e:
        return e.problems
    return check_content(raw)
