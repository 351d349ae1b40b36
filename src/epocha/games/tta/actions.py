"""The actions of a turn: what is legal, what it costs, and doing it.

Each legal action is a dict (the contract of `view()`/`legal_actions()`) paired with an
internal value `(kind, args...)`. An action is legal only if every step of it can be done and
every cost paid (the rules' "you cannot start what you cannot finish").

The rules work out *offers*: the action's naming fields, its value, its cost and its words
(made once per card: `_card_words`...). A card that only asks whether something can be done
looks at the offers; the legal actions (`turn_parts`, and the `*_options` functions for the
questions cards ask) have their display fields (`worded`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import attrgetter, itemgetter
from typing import Any

from epocha.engine.message import N_, msg, nmsg
from epocha.engine.message import card as card_arg

from . import costs, moves, tokens
from .aggressions import (
    aggression_targets,
    aggression_words,
    attack_cost,
    can_pay,
    can_pay_against,
    play_aggression,
)
from .catalog import (
    BUILDINGS,
    LEVEL,
    PRODUCTION,
    TECHNOLOGY_TYPES,
    UNITS,
    URBAN,
    facts,
    key_of,
    remembered,
)
from .costs import PRINTED_RESOURCES, PRINTED_SCIENCE, ROW_COST, Budget
from .effects import card_frame, run_hooks
from .pacts import cancel_offers_for, cancel_words, end_pact, offer_pact, offer_words, pact_offers
from .ratings import civil_hand_limit, military_hand_limit, sync_actions
from .rules_base import rules_of
from .state import Player, TTAState
from .terms import building
from .wars import can_declare, declare_war, war_targets, war_words

# (action: the fields that name it, value, cost or None when it shows none, its other display
# fields: label, group, target..., and the action worded with them; each offer is made once
# and shared: read, never changed)
Offer = tuple[dict, Any, "dict | None", dict, "Worded"]


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


# a cost's items -> its terms: a few dozen costs recur in every decision
_COST_ARGS: dict[tuple, list[dict]] = {}


def cost_args(cost: dict) -> list[dict]:
    """A cost as the `cost` display field: the counted terms of what is paid (an empty list:
    free). Keys of the cost dict that are not paid (`unit`, `stage_tokens`) are left out.
    The list is fresh; its terms are shared (read, never changed, as the words)."""
    key = tuple(cost.items())  # (its numbers and flags: hashable)
    terms = _COST_ARGS.get(key)
    if terms is None:
        if len(_COST_ARGS) >= 4096:  # (amounts are small: a bound all the same)
            _COST_ARGS.clear()
        terms = _COST_ARGS[key] = [
            {"term": word, "kind": "cost", "amount": n} for k, word in COST_TERMS if (n := cost.get(k))
        ]
    return list(terms)


def option(action: dict, value: Any, cost: dict | None = None) -> tuple[dict, Any]:
    """A legal action (its `label` a message) with its value; `cost` (if it has one) becomes
    the structured `cost` field."""
    if cost is not None:
        action = {**action, "cost": cost_args(cost)}
    return action, value


# -- the words of an action ----------------------------------------------------------------------
#
# Made from what never changes (card keys and their printed types), so each is made once and
# shared by every action that shows it: messages are read, never changed.


@cache
def _card_words(template: str, group: str, key: str) -> dict:
    target = card_arg(key)
    return {"label": msg(template, card=target), "group": group, "target": target}


@cache
def _build_words(key: str) -> dict:
    target = card_arg(key)
    return {
        "label": msg("Build {building} on {card}", building=building(key), card=target),
        "group": "military" if facts(key).type in UNITS else "economy",
        "target": target,
    }


@cache
def _upgrade_words(old: str, new: str) -> dict:
    target = card_arg(new)
    return {
        "label": msg("Upgrade {from} to {to}", **{"from": card_arg(old), "to": target}),
        "group": "military" if facts(new).type in UNITS else "economy",
        "target": target,
    }


@cache
def _destroy_words(key: str) -> dict:
    target = card_arg(key)
    if facts(key).type in UNITS:
        return {"label": msg("Disband a unit: {card}", card=target), "group": "military", "target": target}
    label = msg("Destroy {building}: {card}", building=building(key), card=target)
    return {"label": label, "group": "economy", "target": target}


@cache
def _develop_words(key: str) -> dict:
    if facts(key).type == "government":
        return _card_words(N_("Change government to {card}"), "develop", key)
    return _card_words(N_("Develop {card}"), "develop", key)


@cache
def _wonder_words(key: str, stages: int) -> dict:
    wonder = card_arg(key)
    label = nmsg("Build {n} stage of {card}", "Build {n} stages of {card}", "n", n=stages, card=wonder)
    return {"label": label, "group": "wonder", "target": wonder}


@cache
def _event_words(key: str) -> dict:
    # the top current event is revealed
    return {**_card_words(N_("Prepare event {card}"), "politics", key), "irreversible": True}


POPULATION_WORDS = {"label": msg("Increase population"), "group": "economy"}
RESIGN_WORDS = {
    "label": msg("Resign (leave the game)"),
    "group": "resign",
    "irreversible": True,
    "confirm": msg("Resign? You leave the game for good."),
}


class _Made(dict):
    """Naming fields -> the action dict, made once: a turn offers the same actions again and
    again (search keys its tree by them, memoized by identity). Shared: read, never changed."""

    __slots__ = ("_make",)

    def __init__(self, make: Any) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, key: Any) -> dict:
        made = self[key] = self._make(key)
        return made


_TAKE_ACTION = _Made(lambda k: {"type": "take", "slot": k[0], "card": k[1]})
_BUILD_ACTION = _Made(lambda tech: {"type": "build", "tech": tech})
_UPGRADE_ACTION = _Made(lambda k: {"type": "upgrade", "from": k[0], "to": k[1]})
_DESTROY_ACTION = _Made(lambda tech: {"type": "destroy", "tech": tech})
_DISBAND_ACTION = _Made(lambda tech: {"type": "disband", "tech": tech})
_CARD_ACTION = _Made(lambda k: {"type": k[0], "card": k[1]})  # develop, leader, event...
_WONDER_ACTION = _Made(lambda stages: {"type": "wonder", "stages": stages})
_POPULATION_ACTION = {"type": "population"}
_RESIGN_ACTION = {"type": "resign"}


class Worded(dict):
    """A turn's action with its display fields, and the key it was worded by (None: a card's
    ability, worded by the card): the decision's `display_key` reads it without a call."""

    __slots__ = ("key",)

    def __init__(self, fields: dict, key: tuple | None) -> None:
        super().__init__(fields)
        self.key = key


# An offer worded, remembered by what makes it (its action dict and its words: both made once
# and kept for good, so their ids name them; and its cost's items): a turn offers the same
# worded actions again and again, and search keys its tree by them (memoized by identity).
# People are shown each as the engine made it once for its key. Shared: read, never changed.
_WORDED: dict[tuple, Worded] = {}
_WORDED_MAX = 50_000


def _worded_once(action: dict, cost: dict | None, fields: dict) -> Worded:
    key = (id(action), id(fields), None if cost is None else tuple(cost.items()))
    shown = _WORDED.get(key)
    if shown is None:
        if len(_WORDED) >= _WORDED_MAX:
            _WORDED.clear()
        shown = {**action, **fields}
        if cost is not None:
            shown["cost"] = cost_args(cost)
        shown = _WORDED[key] = Worded(shown, key)
    return shown


def _offer(action: dict, value: Any, cost: dict | None, fields: dict) -> Offer:
    """An offer, worded (made once: offers are remembered by what they depend on)."""
    return action, value, cost, fields, _worded_once(action, cost, fields)


def worded(offers: list[Offer]) -> list[tuple[dict, Any]]:
    """Offers as legal actions: each with its display fields (label, group, target...; then
    its cost, if it shows one)."""
    out = []
    for action, value, cost, fields, _ in offers:
        shown = {**action, **fields}
        if cost is not None:
            shown["cost"] = cost_args(cost)
        out.append((shown, value))
    return out


# -- what may be done --------------------------------------------------------------------------
#
# The `*_offers` functions take the `Budget` of the decision being worked out: the player's
# means and the discounts in play are read once for all its options.


def in_play_names(p: Player) -> set[str]:
    cards = [*p.techs, p.government, *p.specials.values()]
    return {facts(c).name for c in cards if c}


def takeable_slots(s: TTAState, p: Player, hand_limit: int | None = None) -> set[int]:
    """The card-row slots whose card you may take, leaving its cost aside (`hand_limit`: the
    civil hand limit, when it is known already)."""
    return set(_takeable(s, p, civil_hand_limit(s, p) if hand_limit is None else hand_limit))


_TECHNOLOGY_TYPES = frozenset(TECHNOLOGY_TYPES)  # (`CardFacts.is_technology` without a call)
_UNITS = frozenset(UNITS)
_BUILDINGS = frozenset(BUILDINGS)
_URBAN = frozenset(URBAN)


def _takeable(s: TTAState, p: Player, hand_limit: int) -> list[int]:
    """As `takeable_slots`, in slot order."""
    hand_full = len(p.civil_hand) >= hand_limit
    known: set[str] | None = None  # technologies you have or hold, asked for only when needed
    out = []
    for slot, card in enumerate(s.row):
        if card is None:
            continue
        f = facts(card)
        if f.type == "wonder":
            if p.building is None:
                out.append(slot)
            continue
        if hand_full:
            continue
        if f.type in _TECHNOLOGY_TYPES:
            if known is None:
                known = in_play_names(p) | {name(c) for c in p.civil_hand}
            if f.name in known:
                continue
        if not (f.type == "leader" and f.age in p.leader_ages):
            out.append(slot)
    return out


_TAKE = N_("Take {card}")


def take_offers(b: Budget) -> list[Offer]:
    # (`_takeable` and `Budget.take` in one pass: a card's facts read once, a card that is
    # neither a wonder nor a leader costs what its slot says)
    s, p = b.s, b.p
    ca, _ = b.actions
    hand_full = len(p.civil_hand) >= p.totals["ca"] + b.extra("civil_hand")
    known: set[str] | None = None  # technologies you have or hold, asked for only when needed
    out: list[Offer] = []
    for slot, card in enumerate(s.row):
        if card is None:
            continue
        kind, key, name, age = _IN_ROW[card]
        if kind is _WONDER:
            if p.building is not None:
                continue
            cost = b.take(slot)
        elif hand_full:
            continue
        elif kind is _LEADER:
            if age in p.leader_ages:
                continue
            cost = b.take(slot) if b.discounts else ROW_COST[slot]  # (only a discount lowers it)
        else:
            if name is not None:  # a technology
                if known is None:
                    known = b.in_play_names().union([facts(c).name for c in p.civil_hand])
                if name in known:
                    continue
            cost = ROW_COST[slot]
        if cost <= ca:
            out.append(_TAKE_OFFER[slot, key, cost])
    return out


_WONDER, _LEADER, _OTHER = "wonder", "leader", "other"


def _in_row(card: str) -> tuple[str, str, str | None, str]:
    f = facts(card)
    kind = _WONDER if f.type == "wonder" else _LEADER if f.type == "leader" else _OTHER
    return kind, f.key, (f.name if f.type in _TECHNOLOGY_TYPES else None), f.age


# card instance -> what `take_offers` reads of it in the row: `_WONDER`, `_LEADER` or `_OTHER`,
# its key, its name if it is a technology (else None), its age. Forgotten with the facts.
_IN_ROW = _Made(_in_row)
remembered(_IN_ROW.clear)


# (slot, card key, civil actions) -> taking it: the same offer every time
_TAKE_OFFER = _Made(
    lambda k: _offer(_TAKE_ACTION[k[0], k[1]], ("take", k[0]), {"ca": k[2]}, _card_words(_TAKE, "take", k[1]))
)


def _build_cost(b: Budget, tech: str, kind: str, discount: int, free_action: bool) -> dict:
    """What building on `tech` (a technology of type `kind`) costs."""
    unit = kind in UNITS
    cost = {("ma" if unit else "ca"): 1, "resources": max(0, b.building(tech) - discount), "unit": unit}
    if free_action:
        cost.pop("ca", None)
        cost.pop("ma", None)
    return cost


def build_offers(
    b: Budget, kinds: tuple[str, ...] = (*BUILDINGS, *UNITS), discount: int = 0, free_action: bool = False
) -> list[Offer]:
    """Build a farm, mine, urban building or unit: an unused worker onto a technology."""
    out: list[Offer] = []
    p = b.p
    if p.pool < 1:
        return out
    # (`Budget.afford_work` and `_build_cost` inlined: a decision asks of every technology)
    ca, ma = (1, 1) if free_action else b.actions
    if p.science < 0:  # (nothing is affordable then)
        return out
    building = b.building
    printed, printed_cost = not b.discounts, PRINTED_RESOURCES
    have: int | None = None  # resources in stock, read when first needed
    urban: dict[str, int] | None = None  # workers on urban buildings by type, when first needed
    limit = 0  # (and the government's limit)
    for tech, kind, unit, _ in b.techs_for(kinds):
        if unit:
            if ma < 1:
                continue
        elif ca < 1:
            continue
        elif kind in _URBAN:  # (`Budget.urban_room` inlined)
            if urban is None:
                urban, limit = b.urban_workers()
            if urban.get(kind, 0) >= limit:
                continue
        # (without discounts in play: the printed cost, as `Budget.building` finds it)
        resources = (printed_cost[tech] if printed else building(tech)) - discount
        if resources < 0:
            resources = 0
        need = resources - p.turn["military_resources"] if unit else resources
        if need > 0:
            if have is None:
                have = b.goods("resources")
            if need > have:
                continue
        out.append(_BUILD_OFFER[tech, unit, resources, discount, free_action])
    return out


def _build_offer(k: tuple[str, bool, int, int, bool]) -> Offer:
    tech, unit, resources, discount, free_action = k
    if free_action:
        cost = {"resources": resources, "unit": unit}
    else:
        cost = {("ma" if unit else "ca"): 1, "resources": resources, "unit": unit}
    return _offer(
        _BUILD_ACTION[tech], ("build", tech, discount, free_action), cost, _build_words(key_of(tech))
    )


# (technology, a unit?, resources, discount, free?) -> building on it: the same offer every time
_BUILD_OFFER = _Made(_build_offer)


def build_options(
    s: TTAState,
    p: Player,
    kinds: tuple[str, ...] = (*BUILDINGS, *UNITS),
    discount: int = 0,
    free_action: bool = False,
) -> list[tuple[dict, Any]]:
    return worded(build_offers(Budget(s, p), kinds, discount, free_action))


def upgrade_offers(
    b: Budget, kinds: tuple[str, ...] = (*BUILDINGS, *UNITS), discount: int = 0, free_action: bool = False
) -> list[Offer]:
    out: list[Offer] = []
    p = b.p
    workers = p.workers
    # (`Budget.afford_work` inlined, as in `build_offers`)
    ca, ma = (1, 1) if free_action else b.actions
    if p.science < 0:  # (nothing is affordable then)
        return out
    building = b.building
    printed, printed_cost = not b.discounts, PRINTED_RESOURCES  # (as in `build_offers`)
    have: int | None = None  # resources in stock, read when first needed
    for old, _, unit, higher in b.techs_for(kinds):
        if not higher or not workers.get(old) or (ma if unit else ca) < 1:
            continue
        base = printed_cost[old] if printed else building(old)
        for new in higher:
            resources = (printed_cost[new] if printed else building(new)) - base
            if resources < 0:
                resources = 0
            resources -= discount
            if resources < 0:
                resources = 0
            need = resources - p.turn["military_resources"] if unit else resources
            if need > 0:
                if have is None:
                    have = b.goods("resources")
                if need > have:
                    continue
            out.append(_UPGRADE_OFFER[old, new, unit, resources, discount, free_action])
    return out


def _upgrade_offer(k: tuple[str, str, bool, int, int, bool]) -> Offer:
    old, new, unit, resources, discount, free_action = k
    if free_action:
        cost = {"unit": unit, "resources": resources}
    else:
        cost = {("ma" if unit else "ca"): 1, "unit": unit, "resources": resources}
    fields = _upgrade_words(key_of(old), key_of(new))
    return _offer(_UPGRADE_ACTION[old, new], ("upgrade", old, new, discount, free_action), cost, fields)


# (from, to, units?, resources, discount, free?) -> that upgrade: the same offer every time
_UPGRADE_OFFER = _Made(_upgrade_offer)


def upgrade_options(
    s: TTAState,
    p: Player,
    kinds: tuple[str, ...] = (*BUILDINGS, *UNITS),
    discount: int = 0,
    free_action: bool = False,
) -> list[tuple[dict, Any]]:
    return worded(upgrade_offers(Budget(s, p), kinds, discount, free_action))


def _destroy_offer(tech: str) -> Offer:
    key = key_of(tech)
    if facts(key).type in UNITS:
        return _offer(_DISBAND_ACTION[tech], ("disband", tech), {"ma": 1}, _destroy_words(key))
    return _offer(_DESTROY_ACTION[tech], ("destroy", tech), {"ca": 1}, _destroy_words(key))


# technology -> disbanding or destroying what stands on it: the same offer every time
_DESTROY_OFFER = _Made(_destroy_offer)
remembered(_DESTROY_OFFER.clear)  # (made from the card's type)


def _destroy_offers(b: Budget) -> tuple[list[Offer], list[Offer]]:
    """Destroying buildings (a civil action) and disbanding units (a military one)."""
    destroying: list[Offer] = []
    disbanding: list[Offer] = []
    ca, ma = b.actions
    workers = b.p.workers
    for tech, f in b.techs:
        if not workers.get(tech):
            continue
        kind = f.type
        if kind in _UNITS:
            if ma >= 1:
                disbanding.append(_DESTROY_OFFER[tech])
        elif ca >= 1 and kind in _BUILDINGS:
            destroying.append(_DESTROY_OFFER[tech])
    return destroying, disbanding


def population_offers(b: Budget, *, free_action: bool = False, discount: int = 0) -> list[Offer]:
    food = b.population()
    if food is None:
        return []
    offer = _POPULATION_OFFER[max(0, food - discount), discount, free_action]
    # (`Budget.afford` of its cost inlined: a civil action unless free, no military action
    # owed, the food, and no science owed)
    ca, ma = b.actions
    if (not free_action and ca < 1) or ma < 0:
        return []
    need = offer[2]["food"]
    if need > 0 and need > b.goods("food"):
        return []
    if b.p.science < 0:
        return []
    return [offer]


def _population_offer(k: tuple[int, int, bool]) -> Offer:
    food, discount, free_action = k
    cost = {"food": food}
    if not free_action:
        cost["ca"] = 1
    return _offer(_POPULATION_ACTION, ("population", discount, free_action), cost, POPULATION_WORDS)


# (food, discount, free?) -> increasing population: the same offer every time
_POPULATION_OFFER = _Made(_population_offer)


def population_option(
    s: TTAState, p: Player, *, free_action: bool = False, discount: int = 0
) -> list[tuple[dict, Any]]:
    return worded(population_offers(Budget(s, p), free_action=free_action, discount=discount))


def developing_forbidden(b: Budget) -> bool:
    """Whether a card in play forbids developing any technology now (`forbids_develop`)."""
    return any(rules.forbids_develop(b.s, b.p, card) for rules, card in b.with_hook("forbids_develop"))


def develop_offers(
    b: Budget, *, discount: int = 0, free_action: bool = False, bonus_science: int = 0
) -> list[Offer]:
    out: list[Offer] = []
    p = b.p
    # (`Budget.afford` inlined: a civil action unless free, and the science)
    ca, ma = b.actions
    if ma < 0 or (not free_action and ca < 1) or developing_forbidden(b):
        return out
    have = p.science
    discounts = b.discounts
    for card in p.civil_hand:
        f = facts(card)
        if f.type not in _TECHNOLOGY_TYPES:
            continue
        science = b.develop(card) if discounts else PRINTED_SCIENCE[card]
        science -= discount
        if science < 0:
            science = 0
        if science <= have:
            out.append(_DEVELOP_OFFER[card, science, discount, free_action, bonus_science])
    return out


def _develop_offer(k: tuple[str, int, int, bool, int]) -> Offer:
    card, science, discount, free_action, bonus_science = k
    cost = {"science": science}
    if not free_action:
        cost["ca"] = 1
    value = ("develop", card, discount, free_action, bonus_science)
    return _offer(_CARD_ACTION["develop", card], value, cost, _develop_words(key_of(card)))


# (card, science, discount, free?, bonus science) -> developing it: the same offer every time
_DEVELOP_OFFER = _Made(_develop_offer)


def develop_options(
    s: TTAState, p: Player, *, discount: int = 0, free_action: bool = False, bonus_science: int = 0
) -> list[tuple[dict, Any]]:
    return worded(
        develop_offers(Budget(s, p), discount=discount, free_action=free_action, bonus_science=bonus_science)
    )


def revolution_offers(b: Budget, *, discount: int = 0, bonus_science: int = 0) -> list[Offer]:
    """Revolution: all your civil actions (military with Robespierre) must be unspent."""
    p = b.p
    governments = [card for card in p.civil_hand if facts(card).type == "government"]
    if not governments or developing_forbidden(b):  # (nothing to change to: nobody is asked)
        return []
    by_military = bool(b.with_hook("revolution_with_military"))  # Robespierre
    kind = "ma" if by_military else "ca"
    total = p.totals[kind]
    spent = p.ma_spent if by_military else p.ca_spent
    if spent or total < 1:
        return []
    out: list[Offer] = []
    for card in governments:
        science = max(0, b.develop(card, revolution=True) - discount)
        offer = _REVOLUTION_OFFER[card, kind, total, science, discount, bonus_science]
        if b.afford(offer[2]):
            out.append(offer)
    return out


def _revolution_offer(k: tuple[str, str, int, int, int, int]) -> Offer:
    card, kind, total, science, discount, bonus_science = k
    cost = {kind: total, "science": science}
    value = ("revolution", card, kind, discount, bonus_science)
    fields = _card_words(N_("Revolution: {card}"), "develop", key_of(card))
    return _offer(_CARD_ACTION["revolution", card], value, cost, fields)


# (government, kind of actions, how many, science, discount, bonus science) -> that revolution
_REVOLUTION_OFFER = _Made(_revolution_offer)


def revolution_options(
    s: TTAState, p: Player, *, discount: int = 0, bonus_science: int = 0
) -> list[tuple[dict, Any]]:
    return worded(revolution_offers(Budget(s, p), discount=discount, bonus_science=bonus_science))


def _card_offer(kind: str, card: str, cost: dict, template: str, group: str) -> Offer:
    """Play a card from a hand (a leader, an action card, a tactic) or copy a common tactic."""
    return _offer(_CARD_ACTION[kind, card], (kind, card), cost, _card_words(template, group, key_of(card)))


# what playing a card costs and says, by the kind of play
_CARD_PLAYS = {
    "leader": ({"ca": 1}, N_("Play leader {card}"), "cards"),
    "play": ({"ca": 1}, N_("Play {card}"), "cards"),
    "tactic": ({"ma": 1}, N_("Play tactic {card}"), "military"),
    "copy_tactic": ({"ma": 2}, N_("Copy tactic {card}"), "military"),
}
# (kind of play, card) -> playing it: the same offer every time
_CARD_OFFER = _Made(lambda k: _card_offer(k[0], k[1], *_CARD_PLAYS[k[0]]))


def civil_offers(b: Budget) -> list[Offer]:
    s, p = b.s, b.p
    ca, ma = b.actions
    out: list[Offer] = []
    out += take_offers(b)
    if ca >= 1:
        out += population_offers(b)
        out += build_offers(b, BUILDINGS)
        out += upgrade_offers(b, BUILDINGS)
        for card in p.civil_hand:
            kind = facts(card).type
            if kind == "leader":
                out.append(_CARD_OFFER["leader", card])
            elif kind == "action" and card not in p.turn["taken"] and rules_of(card).can_play(s, p, card):
                out.append(_CARD_OFFER["play", card])
        if p.building:
            left = len(facts(p.building).stages) - p.stages_built
            for k in range(1, min(left, b.wonder_stages_per_action()) + 1):
                offer = _WONDER_OFFER[key_of(p.building), k, b.wonder_stages(k)]
                if b.afford(offer[2]):
                    out.append(offer)
        out += develop_offers(b)
    out += revolution_offers(b)
    destroying, disbanding = _destroy_offers(b)
    out += destroying
    if ma >= 1 and s.variants.draw_in_turn and can_draw_military(s):
        out.append(DRAW_MILITARY)  # (the 2006 variant: drawn during the turn)
    if ma >= 1:
        out += build_offers(b, UNITS)
        out += upgrade_offers(b, UNITS)
        out += disbanding
        copying = s.edition.tactic_copying
        if not p.turn["tactic"] or not copying:  # (2006: no limit but the one tactic in play)
            for card in p.military_hand:
                if facts(card).type == "tactic":
                    out.append(_CARD_OFFER["tactic", card])
            if ma >= 2 and copying:
                for card in s.common_tactics:
                    if card != p.tactic:
                        out.append(_CARD_OFFER["copy_tactic", card])
    return out


def _wonder_offer(k: tuple[str, int, int]) -> Offer:
    wonder, stages, resources = k
    cost = {"ca": 1, "resources": resources, "stage_tokens": stages}
    return _offer(_WONDER_ACTION[stages], ("wonder", stages), cost, _wonder_words(wonder, stages))


# (wonder, stages, resources) -> building them: the same offer every time
_WONDER_OFFER = _Made(_wonder_offer)


def over_the_limit(s: TTAState, p: Player) -> int:
    """How many military cards `p` holds beyond its limit (0 or less: none)."""
    return len(p.military_hand) - military_hand_limit(s, p)


def discard_due(s: TTAState, p: Player) -> bool:
    """(2006) whether the discard after the politics phase is still to come this turn (§20.3)."""
    return s.edition.discard_after_politics and not p.turn.get("discarded") and s.round > 1


def discard_after_politics(s: TTAState, p: Player) -> bool:
    """(2006) whether `p` holds more military cards than the limit and discards them once the
    politics phase of this turn is over (§20.3)."""
    return discard_due(s, p) and over_the_limit(s, p) > 0


def can_draw_military(s: TTAState) -> bool:
    """Whether the current age's military deck (or its discards, reshuffled) has a card."""
    return bool(s.military_decks.get(s.age) or s.military_discards.get(s.age))


# (the 2006 variant, §20.5) a military card drawn during the turn, for a military action
DRAW_MILITARY: Offer = _offer(
    {"type": "draw_military"},
    ("draw_military",),
    {"ma": 1},
    {"label": msg("Draw a military card"), "group": "military", "irreversible": True},
)


END_POLITICS_VALUE = ("end_politics",)
END_POLITICS: Offer = _offer(
    {"type": "end_politics"},
    END_POLITICS_VALUE,
    None,
    {
        "label": msg("No political action: discard the military cards over your limit"),
        "group": "politics",
    },
)

# ending the turn draws military cards and refills the card row
END_TURN_WORDS = {"label": msg("End your turn"), "group": "end", "irreversible": True}
END_TURN: Offer = _offer({"type": "end_turn"}, ("end_turn",), None, END_TURN_WORDS)


def political_offers(s: TTAState, p: Player) -> list[Offer]:
    """The political actions: each card of the military hand once (events and territories to
    prepare; in the full game aggressions, wars and pacts), the pacts to cancel, resigning."""
    out: list[Offer] = []
    targets: list[int] | None = None  # (whom it may attack: worked out once, if asked)
    fronts: list[int] | None = None  # (whom it may declare war on: likewise)
    for card in p.military_hand:
        kind = facts(card).type
        if kind in _PREPARED:
            out.append(_EVENT_OFFER[card])
        elif kind == "aggression":
            if can_pay(s, p, card):
                if targets is None:
                    targets = aggression_targets(s, p)
                rules, players = rules_of(card), s.players
                out += (
                    _AGGRESSION_OFFER[card, q, attack_cost(s, p, card, players[q])]
                    for q in targets
                    if rules.can_target(s, p, players[q]) and can_pay_against(s, p, card, players[q])
                )
        elif kind == "war":
            if can_declare(s, p, card):
                if fronts is None:
                    fronts = war_targets(s, p)
                players = s.players
                out += (
                    _WAR_OFFER[card, q, attack_cost(s, p, card, players[q])]
                    for q in fronts
                    if can_pay_against(s, p, card, players[q])
                )
        elif kind == "pact":
            out += (_PACT_OFFER[offer] for offer in pact_offers(s, p, card))
    if p.pacts:
        out += (_CANCEL_OFFER[offer] for offer in cancel_offers_for(s, p))
    if s.age != "IV":
        out.append(RESIGN)
    return out


_PREPARED = frozenset({"event", "territory"})


# event or territory -> preparing it: the same offer every time
_EVENT_OFFER = _Made(
    lambda card: _offer(_CARD_ACTION["event", card], ("event", card), None, _event_words(key_of(card)))
)
RESIGN: Offer = _offer(_RESIGN_ACTION, ("resign",), None, RESIGN_WORDS)


def _attack_offer(
    kind: str, words: Callable[[str, int], dict], card: str, rival: int, ma: int | None = None
) -> Offer:
    """Playing an aggression or declaring a war (`kind`) against `rival`, for `ma` military
    actions (by default the printed ones)."""
    action = {"type": kind, "card": card, "rival": rival}
    cost = {"ma": facts(card).attack_cost or 0 if ma is None else ma}
    return _offer(action, (kind, card, rival), cost, words(card, rival))


# (aggression, rival, its cost) or (war, rival) -> playing it against that seat: the same offer every time
_AGGRESSION_OFFER = _Made(lambda k: _attack_offer("aggression", aggression_words, *k))
_WAR_OFFER = _Made(lambda k: _attack_offer("war", war_words, *k))


def _pact_offer(k: tuple[str, int, str]) -> Offer:
    card, partner, side = k
    action = {"type": "pact", "card": card, "partner": partner, "side": side}
    symmetric = rules_of(card).symmetric  # type: ignore[attr-defined]
    return _offer(action, ("pact", card, partner, side), None, offer_words(card, partner, side, symmetric))


def _cancel_offer(k: tuple[str, int]) -> Offer:
    card, partner = k
    action = {"type": "cancel_pact", "card": card}
    return _offer(action, ("cancel_pact", card), None, cancel_words(card, partner))


# (pact, partner, side) -> offering it; (pact, partner) -> cancelling it: the same every time
_PACT_OFFER = _Made(_pact_offer)
_CANCEL_OFFER = _Made(_cancel_offer)


worded_key = attrgetter("key")  # a worded action's `display_key` (`Worded.key`)


def shown_as_is(action: dict) -> dict:
    """The `display` of worded actions: they have their display fields already."""
    return {}


_WORDED_OF, _VALUE_OF = itemgetter(4), itemgetter(1)  # an offer's worded action, its value


def turn_parts(s: TTAState, p: Player) -> tuple[list[Worded], list[Any], Callable, Callable]:
    """Everything a player may do in their turn: politics, actions, the cards' abilities
    (worded by the cards), ending the turn last; with the decision's `display` and
    `display_key`."""
    b = Budget(s, p)
    if s.round == 1:
        offers = take_offers(b)
    else:
        politics = not p.turn["politics"] and not p.turn["acted"]
        offers = political_offers(s, p) if politics else []
        if politics and discard_after_politics(s, p):
            # (2006) over the limit: a political action or none, then the discard, before any
            # other action
            offers.append(END_POLITICS)
            return list(map(_WORDED_OF, offers)), list(map(_VALUE_OF, offers)), shown_as_is, worded_key
        offers += civil_offers(b)
    actions = list(map(_WORDED_OF, offers))
    values = list(map(_VALUE_OF, offers))
    if s.round != 1:
        for rules, card in b.with_hook("abilities"):
            for a, v in rules.abilities(s, p, card):
                actions.append(Worded(a, None))
                values.append(v)
    actions.append(END_TURN[4])
    values.append(END_TURN[1])
    return actions, values, shown_as_is, worded_key


def turn_options(s: TTAState, p: Player) -> list[tuple[dict, Any]]:
    """The turn's legal actions with their display fields (as `turn_parts`)."""
    actions, values, _, _ = turn_parts(s, p)
    return list(zip(actions, values, strict=True))


# -- doing it ---------------------------------------------------------------------------------------


POLITICAL = ("event", "aggression", "war", "pact", "cancel_pact", "resign")


def perform(s: TTAState, p: Player, value: tuple) -> None:
    """Carry out an action the player chose (costs included). May push frames. A political
    action uses the politics phase; any other action ends it."""
    p.turn["politics"] = True
    if value[0] not in POLITICAL:
        p.turn["acted"] = True
    execute(s, p, value)


def execute(s: TTAState, p: Player, value: tuple) -> None:
    """Do an action (also one a card orders: then its value says it is free or cheaper)."""
    do = _DO.get(value[0])
    if do is None:  # (found by name once)
        do = _DO[value[0]] = globals()[f"_do_{value[0]}"]
    do(s, p, *value[1:])


_DO: dict[str, Any] = {}  # kind of action -> the function doing it


def _do_draw_military(s: TTAState, p: Player) -> None:
    costs.spend_actions(p, 0, 1)
    moves.draw_military(s, p, 1, why="action")


def _do_take(s: TTAState, p: Player, slot: int) -> None:
    card = s.row[slot]
    f = facts(card)
    # (a card that is neither a wonder nor a leader costs what its slot says: `Budget.take`)
    cost = costs.take_cost(s, p, slot) if f.type in ("wonder", "leader") else ROW_COST[slot]
    costs.spend_actions(p, cost, 0)
    s.row[slot] = None
    p.turn["taken"].append(card)
    moves.emit(s, "take", {"player": p.seat, "card": key_of(card), "slot": slot})
    if f.type == "wonder":
        p.building = card
        p.stages_built = 0
    else:
        p.civil_hand.append(card)
        if f.type == "leader":
            p.leader_ages.append(f.age)
    run_hooks(s, p, "on_take", card)


def _do_population(
    s: TTAState, p: Player, discount: int = 0, free_action: bool = False, then_gain_food: int = 0
) -> None:
    food = max(0, (costs.population_food(s, p) or 0) - discount)
    costs.charge(s, p, {"ca": 0 if free_action else 1, "food": food})
    moves.increase_population(s, p, why="action")


def _do_build(s: TTAState, p: Player, tech: str, discount: int = 0, free_action: bool = False) -> None:
    costs.charge(s, p, _build_cost(Budget(s, p), tech, facts(tech).type, discount, free_action))
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
        if s.edition.leader_refund:  # the New Story gives the action back (2006 does not)
            p.ca_spent = max(0, p.ca_spent - 1)
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
    run_hooks(s, p, "on_develop", card, False)


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
    run_hooks(s, p, "on_develop", card, True)


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
    if not s.edition.tactic_copying:  # (2006) the one tactic in play: the old one is discarded
        if p.tactic:
            moves.to_discards(s, p.tactic)
        p.tactic = card
        moves.emit(s, "tactic", {"player": p.seat, "card": key_of(card)})
        return
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


def _do_aggression(s: TTAState, p: Player, card: str, rival: int) -> None:
    play_aggression(s, p, card, rival)


def _do_war(s: TTAState, p: Player, card: str, rival: int) -> None:
    declare_war(s, p, card, rival)


def _do_pact(s: TTAState, p: Player, card: str, partner: int, side: str) -> None:
    offer_pact(s, p, card, partner, side)


def _do_cancel_pact(s: TTAState, p: Player, card: str) -> None:
    end_pact(s, card, why="cancel")


def _do_resign(s: TTAState, p: Player) -> None:
    from .turn import resign

    resign(s, p)


__all__ = ["LEVEL", "PRODUCTION", "URBAN", "sync_actions"]
