"""The actions of a turn: what is legal, what it costs, and doing it.

Each legal action is a dict (the contract of `view()`/`legal_actions()`) paired with an
internal value `(kind, args...)`. An action is legal only if every step of it can be done and
every cost paid (the rules' "you cannot start what you cannot finish").
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import card as card_arg
from epocha.engine.message import msg, nmsg

from . import costs, moves, tokens
from .catalog import BUILDINGS, LEVEL, PRODUCTION, UNITS, URBAN, facts, key_of
from .effects import card_frame, run_hook
from .ratings import available, civil_hand_limit, lasting_cards, sync_actions
from .rules_base import rules_of
from .state import Player, TTAState
from .terms import building


def name(card: str) -> str:
    return facts(card).name


# what an action may cost, in the order a cost is shown: (cost dict key, term of kind "cost")
COST_TERMS = (
    ("ca", "civil"),
    ("ma", "military"),
    ("food", "food"),
    ("resources", "resources"),
    ("science", "science"),
)


COST_WORDS = dict(COST_TERMS)
COST_ORDER = {key: i for i, (key, _) in enumerate(COST_TERMS)}


def cost_args(cost: dict) -> list[dict]:
    """A cost as the `cost` display field: the counted terms of what is paid (an empty list:
    free). Keys of the cost dict that are not paid (`unit`, `stage_tokens`) are left out."""
    paid = [key for key, n in cost.items() if n and key in COST_WORDS]
    if len(paid) > 1:
        paid.sort(key=COST_ORDER.__getitem__)
    return [{"term": COST_WORDS[key], "kind": "cost", "amount": cost[key]} for key in paid]


def option(action: dict, value: Any, cost: dict | None = None) -> tuple[dict, Any]:
    """A legal action (its `label` a message) with its value; `cost` (if it has one) becomes
    the structured `cost` field."""
    if cost is not None:
        action = {**action, "cost": cost_args(cost)}
    return action, value


# -- what may be done --------------------------------------------------------------------------


def in_play_names(p: Player) -> set[str]:
    cards = [*p.techs, p.government, *p.specials.values()]
    return {name(c) for c in cards if c}


def takeable_slots(s: TTAState, p: Player) -> set[int]:
    """The card-row slots whose card you may take, leaving its cost aside."""
    hand_full = len(p.civil_hand) >= civil_hand_limit(s, p)
    known: set[str] | None = None  # technologies you have or hold, asked for only when needed
    out = set()
    for slot, card in enumerate(s.row):
        if card is None:
            continue
        f = facts(card)
        if f.type == "wonder":
            if p.building is None:
                out.add(slot)
            continue
        if hand_full:
            continue
        if f.is_technology:
            if known is None:
                known = in_play_names(p) | {name(c) for c in p.civil_hand}
            if f.name in known:
                continue
        if not (f.type == "leader" and f.age in p.leader_ages):
            out.add(slot)
    return out


def take_options(s: TTAState, p: Player) -> list[tuple[dict, Any]]:
    out = []
    ca, _ = available(s, p)
    takeable = takeable_slots(s, p)
    for slot, card in enumerate(s.row):
        if slot not in takeable:
            continue
        cost = costs.take_cost(s, p, slot)
        if cost <= ca:
            out.append(
                option(
                    {
                        "type": "take",
                        "slot": slot,
                        "card": key_of(card),
                        "label": msg("Take {card}", card=card_arg(key_of(card))),
                        "group": "take",
                        "target": card_arg(key_of(card)),
                    },
                    ("take", slot),
                    {"ca": cost},
                )
            )
    return out


def _tech_cost(s: TTAState, p: Player, tech: str) -> dict:
    unit = facts(tech).type in UNITS
    return {("ma" if unit else "ca"): 1, "resources": costs.building_cost(s, p, tech), "unit": unit}


def build_options(
    s: TTAState,
    p: Player,
    kinds: tuple[str, ...] = (*BUILDINGS, *UNITS),
    discount: int = 0,
    free_action: bool = False,
) -> list[tuple[dict, Any]]:
    """Build a farm, mine, urban building or unit: an unused worker onto a technology."""
    out = []
    if p.pool < 1:
        return out
    for tech in p.techs:
        f = facts(tech)
        if f.type not in kinds or not costs.urban_room(s, p, f.type):
            continue
        cost = _tech_cost(s, p, tech)
        cost["resources"] = max(0, cost["resources"] - discount)
        if free_action:
            cost.pop("ca", None)
            cost.pop("ma", None)
        if costs.can_afford(s, p, cost):
            out.append(
                option(
                    {
                        "type": "build",
                        "tech": tech,
                        "label": msg(
                            "Build {building} on {card}", building=building(tech), card=card_arg(key_of(tech))
                        ),
                        "group": "military" if f.type in UNITS else "economy",
                        "target": card_arg(key_of(tech)),
                    },
                    ("build", tech, discount, free_action),
                    cost,
                )
            )
    return out


def upgrade_options(
    s: TTAState,
    p: Player,
    kinds: tuple[str, ...] = (*BUILDINGS, *UNITS),
    discount: int = 0,
    free_action: bool = False,
) -> list[tuple[dict, Any]]:
    out = []
    for old in p.techs:
        fo = facts(old)
        if fo.type not in kinds or not p.workers.get(old):
            continue
        for new in p.techs:
            fn = facts(new)
            if fn.type != fo.type or fn.level <= fo.level:
                continue
            unit = fn.type in UNITS
            cost = {
                ("ma" if unit else "ca"): 1,
                "unit": unit,
                "resources": max(0, costs.upgrade_cost(s, p, old, new) - discount),
            }
            if free_action:
                cost.pop("ca", None)
                cost.pop("ma", None)
            if costs.can_afford(s, p, cost):
                out.append(
                    option(
                        {
                            "type": "upgrade",
                            "from": old,
                            "to": new,
                            "label": msg(
                                "Upgrade {from} to {to}",
                                **{"from": card_arg(key_of(old)), "to": card_arg(key_of(new))},
                            ),
                            "group": "military" if unit else "economy",
                            "target": card_arg(key_of(new)),
                        },
                        ("upgrade", old, new, discount, free_action),
                        cost,
                    )
                )
    return out


def destroy_options(s: TTAState, p: Player) -> list[tuple[dict, Any]]:
    out = []
    ca, ma = available(s, p)
    for tech in p.techs:
        f = facts(tech)
        if not p.workers.get(tech):
            continue
        if f.type in UNITS and ma >= 1:
            out.append(
                option(
                    {
                        "type": "disband",
                        "tech": tech,
                        "label": msg("Disband a unit: {card}", card=card_arg(key_of(tech))),
                        "group": "military",
                        "target": card_arg(key_of(tech)),
                    },
                    ("disband", tech),
                    {"ma": 1},
                )
            )
        elif f.type in BUILDINGS and ca >= 1:
            out.append(
                option(
                    {
                        "type": "destroy",
                        "tech": tech,
                        "label": msg(
                            "Destroy {building}: {card}", building=building(tech), card=card_arg(key_of(tech))
                        ),
                        "group": "economy",
                        "target": card_arg(key_of(tech)),
                    },
                    ("destroy", tech),
                    {"ca": 1},
                )
            )
    return out


def population_option(
    s: TTAState, p: Player, *, free_action: bool = False, discount: int = 0
) -> list[tuple[dict, Any]]:
    food = costs.population_food(s, p)
    if food is None:
        return []
    cost = {"food": max(0, food - discount)}
    if not free_action:
        cost["ca"] = 1
    if not costs.can_afford(s, p, cost):
        return []
    return [
        option(
            {"type": "population", "label": msg("Increase population"), "group": "economy"},
            ("population", discount, free_action),
            cost,
        )
    ]


def develop_options(
    s: TTAState, p: Player, *, discount: int = 0, free_action: bool = False, bonus_science: int = 0
) -> list[tuple[dict, Any]]:
    out = []
    for card in p.civil_hand:
        f = facts(card)
        if not f.is_technology:
            continue
        cost = {"science": max(0, costs.develop_science(s, p, card) - discount)}
        if not free_action:
            cost["ca"] = 1
        if costs.can_afford(s, p, cost):
            if f.type == "government":
                label = msg("Change government to {card}", card=card_arg(key_of(card)))
            else:
                label = msg("Develop {card}", card=card_arg(key_of(card)))
            out.append(
                option(
                    {
                        "type": "develop",
                        "card": card,
                        "label": label,
                        "group": "develop",
                        "target": card_arg(key_of(card)),
                    },
                    ("develop", card, discount, free_action, bonus_science),
                    cost,
                )
            )
    return out


def revolution_options(
    s: TTAState, p: Player, *, discount: int = 0, bonus_science: int = 0
) -> list[tuple[dict, Any]]:
    """Revolution: all your civil actions (military with Robespierre) must be unspent."""
    out = []
    by_military = any(getattr(rules_of(c), "revolution_with_military", False) for c in lasting_cards(p))
    kind = "ma" if by_military else "ca"
    total = p.totals[kind]
    spent = p.ma_spent if by_military else p.ca_spent
    if spent or total < 1:
        return out
    for card in p.civil_hand:
        if facts(card).type != "government":
            continue
        cost = {kind: total, "science": max(0, costs.develop_science(s, p, card, revolution=True) - discount)}
        if costs.can_afford(s, p, cost):
            out.append(
                option(
                    {
                        "type": "revolution",
                        "card": card,
                        "label": msg("Revolution: {card}", card=card_arg(key_of(card))),
                        "group": "develop",
                        "target": card_arg(key_of(card)),
                    },
                    ("revolution", card, kind, discount, bonus_science),
                    cost,
                )
            )
    return out


def civil_options(s: TTAState, p: Player) -> list[tuple[dict, Any]]:
    ca, ma = available(s, p)
    out: list[tuple[dict, Any]] = []
    out += take_options(s, p)
    if ca >= 1:
        out += population_option(s, p)
        out += build_options(s, p, BUILDINGS)
        out += upgrade_options(s, p, BUILDINGS)
        for card in p.civil_hand:
            f = facts(card)
            if f.type == "leader":
                out.append(
                    option(
                        {
                            "type": "leader",
                            "card": card,
                            "label": msg("Play leader {card}", card=card_arg(key_of(card))),
                            "group": "cards",
                            "target": card_arg(key_of(card)),
                        },
                        ("leader", card),
                        {"ca": 1},
                    )
                )
            elif f.type == "action" and card not in p.turn["taken"] and rules_of(card).can_play(s, p, card):
                out.append(
                    option(
                        {
                            "type": "play",
                            "card": card,
                            "label": msg("Play {card}", card=card_arg(key_of(card))),
                            "group": "cards",
                            "target": card_arg(key_of(card)),
                        },
                        ("play", card),
                        {"ca": 1},
                    )
                )
        if p.building:
            left = len(facts(p.building).stages) - p.stages_built
            for k in range(1, min(left, costs.max_wonder_stages(s, p)) + 1):
                cost = {"ca": 1, "resources": costs.wonder_stage_cost(s, p, k), "stage_tokens": k}
                if costs.can_afford(s, p, cost):
                    wonder = card_arg(key_of(p.building))
                    label = nmsg(
                        "Build {n} stage of {card}", "Build {n} stages of {card}", "n", n=k, card=wonder
                    )
                    action = {
                        "type": "wonder",
                        "stages": k,
                        "label": label,
                        "group": "wonder",
                        "target": wonder,
                    }
                    out.append(option(action, ("wonder", k), cost))
        out += develop_options(s, p)
    out += revolution_options(s, p)
    destroying = destroy_options(s, p)  # buildings (a civil action) and units (a military one)
    out += [o for o in destroying if o[0]["type"] == "destroy"]
    if ma >= 1:
        out += build_options(s, p, UNITS)
        out += upgrade_options(s, p, UNITS)
        out += [o for o in destroying if o[0]["type"] == "disband"]
        if not p.turn["tactic"]:
            for card in p.military_hand:
                if facts(card).type == "tactic":
                    out.append(
                        option(
                            {
                                "type": "tactic",
                                "card": card,
                                "label": msg("Play tactic {card}", card=card_arg(key_of(card))),
                                "group": "military",
                                "target": card_arg(key_of(card)),
                            },
                            ("tactic", card),
                            {"ma": 1},
                        )
                    )
            if ma >= 2:
                for card in s.common_tactics:
                    if card != p.tactic:
                        out.append(
                            option(
                                {
                                    "type": "copy_tactic",
                                    "card": card,
                                    "label": msg("Copy tactic {card}", card=card_arg(key_of(card))),
                                    "group": "military",
                                    "target": card_arg(key_of(card)),
                                },
                                ("copy_tactic", card),
                                {"ma": 2},
                            )
                        )
    for card in lasting_cards(p):
        out += rules_of(card).abilities(s, p, card)
    return out


def political_options(s: TTAState, p: Player) -> list[tuple[dict, Any]]:
    out = []
    for card in p.military_hand:
        if facts(card).type in ("event", "territory"):
            out.append(
                option(
                    {
                        "type": "event",
                        "card": card,
                        "label": msg("Prepare event {card}", card=card_arg(key_of(card))),
                        "group": "politics",
                        "target": card_arg(key_of(card)),
                        "irreversible": True,  # the top current event is revealed
                    },
                    ("event", card),
                )
            )
    if s.age != "IV":
        out.append(
            option(
                {
                    "type": "resign",
                    "label": msg("Resign (leave the game)"),
                    "group": "resign",
                    "irreversible": True,
                    "confirm": msg("Resign? You leave the game for good."),
                },
                ("resign",),
            )
        )
    return out


# -- doing it ---------------------------------------------------------------------------------------


POLITICAL = ("event", "resign")


def perform(s: TTAState, p: Player, value: tuple) -> None:
    """Carry out an action the player chose (costs included). May push frames. A political
    action uses the politics phase; any other action ends it."""
    p.turn["politics"] = True
    if value[0] not in POLITICAL:
        p.turn["acted"] = True
    execute(s, p, value)


def execute(s: TTAState, p: Player, value: tuple) -> None:
    """Do an action (also one a card orders: then its value says it is free or cheaper)."""
    globals()[f"_do_{value[0]}"](s, p, *value[1:])


def _do_take(s: TTAState, p: Player, slot: int) -> None:
    card = s.row[slot]
    costs.spend_actions(p, costs.take_cost(s, p, slot), 0)
    s.row[slot] = None
    f = facts(card)
    p.turn["taken"].append(card)
    moves.emit(s, "take", {"player": p.seat, "card": key_of(card), "slot": slot})
    if f.type == "wonder":
        p.building = card
        p.stages_built = 0
    else:
        p.civil_hand.append(card)
        if f.type == "leader":
            p.leader_ages.append(f.age)
    for c in lasting_cards(p):
        run_hook(s, p.seat, c, "on_take", card)


def _do_population(
    s: TTAState, p: Player, discount: int = 0, free_action: bool = False, then_gain_food: int = 0
) -> None:
    food = max(0, (costs.population_food(s, p) or 0) - discount)
    costs.charge(s, p, {"ca": 0 if free_action else 1, "food": food})
    moves.increase_population(s, p, why="action")


def _do_build(s: TTAState, p: Player, tech: str, discount: int = 0, free_action: bool = False) -> None:
    cost = _tech_cost(s, p, tech)
    cost["resources"] = max(0, cost["resources"] - discount)
    if free_action:
        cost.pop("ca", None)
        cost.pop("ma", None)
    costs.charge(s, p, cost)
    moves.place_worker(s, p, tech)
    moves.emit(s, "build", {"player": p.seat, "tech": key_of(tech)})


def _do_upgrade(
    s: TTAState, p: Player, old: str, new: str, discount: int = 0, free_action: bool = False
) -> None:
    unit = facts(new).type in UNITS
    cost = {
        ("ma" if unit else "ca"): 0 if free_action else 1,
        "unit": unit,
        "resources": max(0, costs.upgrade_cost(s, p, old, new) - discount),
    }
    costs.charge(s, p, cost)
    moves.remove_worker(s, p, old)
    moves.place_worker(s, p, new)
    moves.emit(s, "upgrade", {"player": p.seat, "from": key_of(old), "to": key_of(new)})


def _do_destroy(s: TTAState, p: Player, tech: str) -> None:
    costs.spend_actions(p, 1, 0)
    moves.remove_worker(s, p, tech)
    moves.emit(s, "destroy", {"player": p.seat, "tech": key_of(tech)})


def _do_disband(s: TTAState, p: Player, tech: str) -> None:
    costs.spend_actions(p, 0, 1)
    moves.remove_worker(s, p, tech)
    moves.emit(s, "disband", {"player": p.seat, "tech": key_of(tech)})


def _do_leader(s: TTAState, p: Player, card: str) -> None:
    costs.spend_actions(p, 1, 0)
    p.civil_hand.remove(card)
    old = p.leader
    moves.emit(
        s, "leader", {"player": p.seat, "card": key_of(card), "replaces": key_of(old) if old else None}
    )
    if old:
        p.turn["leader_replaced"] = True
        moves.replace(s, p, old, card)
        p.ca_spent = max(0, p.ca_spent - 1)  # replacing a leader gives the action back
    else:
        moves.enter_play(s, p, card)


def _do_wonder(s: TTAState, p: Player, stages: int, discount: int = 0, free_action: bool = False) -> None:
    cost = {
        "ca": 0 if free_action else 1,
        "resources": max(0, costs.wonder_stage_cost(s, p, stages) - discount),
    }
    costs.charge(s, p, cost)
    built = min(stages, len(facts(p.building).stages) - p.stages_built)
    for _ in range(built):
        tokens.cover_stage(p)
    moves.emit(s, "wonder_stage", {"player": p.seat, "card": key_of(p.building), "stages": built})
    if p.stages_built >= len(facts(p.building).stages):
        complete_wonder(s, p)


def complete_wonder(s: TTAState, p: Player) -> None:
    card = p.building
    tokens.uncover_stages(p)
    p.building = None
    moves.emit(s, "wonder_done", {"player": p.seat, "card": key_of(card)})
    moves.enter_play(s, p, card)


def _do_develop(
    s: TTAState, p: Player, card: str, discount: int = 0, free_action: bool = False, bonus_science: int = 0
) -> None:
    cost = {"science": max(0, costs.develop_science(s, p, card) - discount)}
    if not free_action:
        cost["ca"] = 1
    costs.charge(s, p, cost)
    p.civil_hand.remove(card)
    put_technology(s, p, card)
    if bonus_science:
        moves.score(s, p, science=bonus_science, why="develop")
    for c in lasting_cards(p):
        run_hook(s, p.seat, c, "on_develop", card, False)


def put_technology(s: TTAState, p: Player, card: str, *, revolution: str | None = None) -> None:
    """A technology comes into play: a government replaces the old one, a special
    technology keeps only the higher level of its kind."""
    f = facts(card)
    moves.emit(s, "develop", {"player": p.seat, "card": key_of(card), "revolution": bool(revolution)})
    if f.type == "government":
        moves.replace(s, p, p.government, card, revolution=revolution)
    elif f.type == "special" and (old := p.specials.get(f.special)):
        if facts(old).level >= f.level:
            s.removed.append(card)  # the new one is lower: it leaves at once
            moves.emit(s, "discarded", {"player": p.seat, "card": key_of(card)})
        else:
            moves.replace(s, p, old, card)
    else:
        moves.enter_play(s, p, card)


def _do_revolution(
    s: TTAState, p: Player, card: str, kind: str, discount: int = 0, bonus_science: int = 0
) -> None:
    total = p.totals[kind]
    cost = {kind: total, "science": max(0, costs.develop_science(s, p, card, revolution=True) - discount)}
    costs.charge(s, p, cost)
    p.civil_hand.remove(card)
    put_technology(s, p, card, revolution=kind)
    if bonus_science:
        moves.score(s, p, science=bonus_science, why="develop")
    for c in lasting_cards(p):
        run_hook(s, p.seat, c, "on_develop", card, True)


def _do_play(s: TTAState, p: Player, card: str) -> None:
    costs.spend_actions(p, 1, 0)
    p.civil_hand.remove(card)
    s.removed.append(card)
    moves.emit(s, "play", {"player": p.seat, "card": key_of(card)})
    s.stack.append(card_frame(card, p.seat))


def _do_tactic(s: TTAState, p: Player, card: str) -> None:
    costs.spend_actions(p, 0, 1)
    p.military_hand.remove(card)
    p.turn["tactic"] = True
    if p.exclusive:  # only from a position: a turn begins by making it common
        moves.make_tactic_common(s, p)
    p.exclusive = card
    p.tactic = card
    moves.emit(s, "tactic", {"player": p.seat, "card": key_of(card)})


def _do_copy_tactic(s: TTAState, p: Player, card: str) -> None:
    costs.spend_actions(p, 0, 2)
    p.turn["tactic"] = True
    p.tactic = card
    moves.emit(s, "copy_tactic", {"player": p.seat, "card": key_of(card)})


def _do_ability(s: TTAState, p: Player, card: str, ability: Any) -> None:
    s.stack.append(card_frame(card, p.seat, step="use", value=ability))


def _do_event(s: TTAState, p: Player, card: str) -> None:
    from .events import prepare_event

    prepare_event(s, p, card)


def _do_resign(s: TTAState, p: Player) -> None:
    from .turn import resign

    resign(s, p)


__all__ = ["LEVEL", "PRODUCTION", "URBAN", "sync_actions"]
