"""The words Revive's content is written in: every effect a card half, module, machine,
crate, water space, track space or technology may carry, as data.

An effect is a one-key object, `{"gain": {"food": 2}}`; a list of effects is resolved in any
order the player likes, each optional (seed p. 9). Which effects may appear where follows the
rulebook's symbol glossary (p. 22-24): machine-only symbols only on machines, card-only ones
only on citizen cards, the common ones everywhere. Passive effects (a card "while in slot",
a technology from the moment it is unlocked) are a second, smaller vocabulary.

This module only knows the words and checks them; what they do is the rules' business.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .problems import Problems

BASIC = ("gear", "book", "food")
RESOURCES = ("crystal", *BASIC)  # the order of the player board's counters
COLOURS = ("yellow", "green", "grey")  # card and machine-track colours
LANDSCAPES = {"forest": "green", "field": "yellow", "mountains": "grey"}  # landscape -> track
SPACE_TYPES = ("location", "sand", "water", *LANDSCAPES)
ACTIONS = ("build", "explore", "populate")  # the main actions that pay distance

# what a "gain" may give: the resources, a basic one of the player's choice per unit, energy
# into the reservoir, crates, blue points (now), purple points (at the end), large artifacts
GAINS = (*RESOURCES, "any_basic", "energy", "crate", "points", "purple", "artifact")
# what an exchange may ask for: resources, or basic ones of the payer's choice
PAYMENTS = (*RESOURCES, "any_basic")

# where an effect stands (the glossary restricts some symbols to cards or to machines)
CARD, MODULE, MACHINE, CRATE, WATER, TRACK, UNLOCK = (
    "card",
    "module",
    "machine",
    "crate",
    "water",
    "track",
    "unlock",
)
PLACES = (CARD, MODULE, MACHINE, CRATE, WATER, TRACK, UNLOCK)
EVERYWHERE = frozenset(PLACES)

# what "gain 1 ... per ..." may count (card-only symbols and the common one)
PER_COUNTS = {
    "population": EVERYWHERE,  # your population figures on the board
    "yellow_slotted": frozenset({CARD}),  # yellow cards in your slots, this one included
    "visible_flasks": frozenset({CARD}),  # flasks you can see: machines, modules, active and slotted halves
}


def _count(value: Any, problems: Problems, where: str, low: int = 1, high: int = 9) -> bool:
    if type(value) is not int or not low <= value <= high:
        problems.add(where, f"expected a whole number {low}-{high}, got {value!r}")
        return False
    return True


def _amounts(value: Any, keys: tuple[str, ...], problems: Problems, where: str) -> None:
    if not isinstance(value, dict) or not value:
        problems.add(where, f"expected an object of amounts such as {{{keys[0]!r}: 1}}, got {value!r}")
        return
    for key, amount in value.items():
        if key not in keys:
            problems.add(where, f"unknown {key!r} (known: {', '.join(keys)})")
        else:
            _count(amount, problems, f"{where}.{key}")


def _choice(value: Any, options: tuple[str, ...], problems: Problems, where: str) -> None:
    if value not in options:
        problems.add(where, f"expected one of {', '.join(options)}, got {value!r}")


def _gain(value: Any, problems: Problems, where: str, place: str) -> None:
    _amounts(value, GAINS, problems, where)


def _one(value: Any, problems: Problems, where: str, place: str) -> None:
    _count(value, problems, where)


def _colour_or_any(value: Any, problems: Problems, where: str, place: str) -> None:
    _choice(value, ("any", *COLOURS), problems, where)


def _exchange(value: Any, problems: Problems, where: str, place: str) -> None:
    if (
        not isinstance(value, dict)
        or set(value) - {"pay", "get", "times"}
        or not {"pay", "get"} <= set(value)
    ):
        problems.add(where, f"expected {{'pay': {{...}}, 'get': [effects], 'times': n}}, got {value!r}")
        return
    _amounts(value["pay"], PAYMENTS, problems, f"{where}.pay")
    check_effects(value["get"], problems, f"{where}.get", place)
    if "times" in value:
        _count(value["times"], problems, f"{where}.times", 1, 3)


def _choose(value: Any, problems: Problems, where: str, place: str) -> None:
    if not isinstance(value, list) or len(value) < 2:
        problems.add(where, f"expected a list of two or more effect lists to choose from, got {value!r}")
        return
    for i, option in enumerate(value):
        check_effects(option, problems, f"{where}[{i}]", place)


def _per(value: Any, problems: Problems, where: str, place: str) -> None:
    if not isinstance(value, dict) or set(value) != {"count", "gain"}:
        problems.add(where, f"expected {{'count': ..., 'gain': ...}}, got {value!r}")
        return
    count = value["count"]
    if count not in PER_COUNTS:
        problems.add(f"{where}.count", f"expected one of {', '.join(PER_COUNTS)}, got {count!r}")
    elif place not in PER_COUNTS[count]:
        problems.add(f"{where}.count", f"{count!r} is a card-only symbol (seed p. 23), not for a {place}")
    _choice(value["gain"], (*RESOURCES, "any_basic"), problems, f"{where}.gain")


def _action(value: Any, problems: Problems, where: str, place: str) -> None:
    if not isinstance(value, dict) or set(value) - {"kind", "reach"} or "kind" not in value:
        problems.add(
            where, f"expected {{'kind': 'build'|'explore'|'populate'|'any', 'reach': n}}, got {value!r}"
        )
        return
    _choice(value["kind"], ("any", *ACTIONS), problems, f"{where}.kind")
    if "reach" in value:
        _count(value["reach"], problems, f"{where}.reach", 0, 9)


def _discount(value: Any, problems: Problems, where: str, place: str) -> None:
    if not isinstance(value, dict) or set(value) != {"action", "amount"}:
        problems.add(where, f"expected {{'action': ..., 'amount': n}}, got {value!r}")
        return
    _choice(value["action"], ACTIONS, problems, f"{where}.action")
    _count(value["amount"], problems, f"{where}.amount", 1, 5)


Checker = Callable[[Any, Problems, str, str], None]
MACHINE_ONLY = frozenset({MACHINE})
NOT_ON_CARDS = EVERYWHERE - {CARD}

# effect kind -> (its checker, where it may stand, what it does in a few words)
EFFECTS: dict[str, tuple[Checker, frozenset[str], str]] = {
    "gain": (_gain, EVERYWHERE, "gain the goods shown (blue points now, purple at the end)"),
    "exchange": (_exchange, EVERYWHERE, "pay the left side, get the right one (up to `times` times)"),
    "convert": (_one, EVERYWHERE, "exchange a basic resource for another basic one, up to n times"),
    "choose": (_choose, EVERYWHERE, "one of the effect lists"),
    "advance": (_colour_or_any, EVERYWHERE, "advance a machine track (the colour shown, or any) by 1"),
    "module": (_one, EVERYWHERE, "take a module from the offer onto one of your module spaces"),
    "tribe_ability": (_one, EVERYWHERE, "use your tribe ability"),
    "recover_energy": (_one, EVERYWHERE, "take 1 energy back from one of your machines"),
    "eject": (_one, EVERYWHERE, "move a card from one of your slots to your rest area"),
    "retrieve": (_one, EVERYWHERE, "take a card of your rest area back into your active area"),
    "reach": (_one, EVERYWHERE, "reach +n for this action"),
    "per": (_per, EVERYWHERE, "gain 1 resource per item counted"),
    "play_card": (_colour_or_any, EVERYWHERE, "play another card of that colour at no action cost"),
    "take_card": (_colour_or_any, EVERYWHERE, "take a card of that colour from the offer"),
    "action": (_action, EVERYWHERE, "take a Build / Explore / Populate action at no action cost"),
    # the machine-only symbols (seed p. 22)
    "rest_card_top": (_one, MACHINE_ONLY, "move an active card to your rest area; resolve its top half"),
    "flip": (_one, MACHINE_ONLY, "while playing a card: use its other half"),
    "infinite_reach": (_one, MACHINE_ONLY, "during Explore: any face-down tile, however far"),
    "all_colours": (_one, MACHINE_ONLY, "the card being played counts as every colour"),
    "reuse_crate": (_one, MACHINE_ONLY, "pay 1 gear: resolve one of your opened crates again"),
    "discount": (_discount, MACHINE_ONLY, "the action shown costs less (not its distance)"),
    # one-offs of technologies when they are unlocked (seed p. 20-21)
    "move_population": (_one, frozenset({UNLOCK}), "move a figure to another small location, free"),
    "reset_switch": (_one, frozenset({UNLOCK}), "push your switch back to unused"),
}


def check_effects(value: Any, problems: Problems, where: str, place: str) -> None:
    """Check a list of effects standing at `place` (one of PLACES)."""
    if not isinstance(value, list):
        problems.add(where, f"expected a list of effects, got {value!r}")
        return
    for i, effect in enumerate(value):
        check_effect(effect, problems, f"{where}[{i}]", place)


def check_effect(effect: Any, problems: Problems, where: str, place: str) -> None:
    if not isinstance(effect, dict) or len(effect) != 1:
        problems.add(
            where, f"an effect is an object with one key, such as {{'gain': {{'food': 2}}}}; got {effect!r}"
        )
        return
    ((kind, value),) = effect.items()
    if kind not in EFFECTS:
        problems.add(where, f"unknown effect {kind!r} (known: {', '.join(EFFECTS)})")
        return
    checker, places, _ = EFFECTS[kind]
    if place not in places:
        problems.add(where, f"{kind!r} may not stand on a {place} (only on: {', '.join(sorted(places))})")
        return
    checker(value, problems, f"{where}.{kind}", place)


# -- passive effects: a card's "while in slot", a technology once unlocked ------------------------


def _passive_effects(value: Any, problems: Problems, where: str) -> None:
    check_effects(value, problems, where, UNLOCK)


def _free_passage(value: Any, problems: Problems, where: str) -> None:
    if not isinstance(value, list) or not value:
        problems.add(where, f"expected a list of space types, got {value!r}")
        return
    for i, kind in enumerate(value):
        _choice(kind, SPACE_TYPES, problems, f"{where}[{i}]")


def _by_colour(value: Any, problems: Problems, where: str) -> None:
    if not isinstance(value, dict) or set(value) != set(COLOURS):
        problems.add(where, f"expected a resource for each colour {', '.join(COLOURS)}, got {value!r}")
        return
    for colour, resource in value.items():
        _choice(resource, (*RESOURCES, "any_basic"), problems, f"{where}.{colour}")


def _by_landscape(value: Any, problems: Problems, where: str) -> None:
    if not isinstance(value, dict) or set(value) != set(LANDSCAPES):
        problems.add(where, f"expected goods for each landscape {', '.join(LANDSCAPES)}, got {value!r}")
        return
    for landscape, goods in value.items():
        _amounts(goods, GAINS, problems, f"{where}.{landscape}")


def _per_adjacent(value: Any, problems: Problems, where: str) -> None:
    if not isinstance(value, dict) or set(value) != {"action", "type", "amount"}:
        problems.add(where, f"expected {{'action': ..., 'type': ..., 'amount': n}}, got {value!r}")
        return
    _choice(value["action"], ACTIONS, problems, f"{where}.action")
    _choice(value["type"], SPACE_TYPES, problems, f"{where}.type")
    _count(value["amount"], problems, f"{where}.amount", 1, 3)


def _flag(value: Any, problems: Problems, where: str) -> None:
    if value is not True:
        problems.add(where, f"expected true, got {value!r}")


def _small(value: Any, problems: Problems, where: str) -> None:
    _count(value, problems, where, 1, 5)


PassiveChecker = Callable[[Any, Problems, str], None]

# passive kind -> (its checker, what it does)
PASSIVES: dict[str, tuple[PassiveChecker, str]] = {
    "reach": (_small, "reach +n for every action that pays distance"),
    "discount": (lambda v, p, w: _discount(v, p, w, MACHINE), "the action costs n less (not its distance)"),
    "explore_discount": (_small, "every Explore costs n resources less"),
    "free_passage": (_free_passage, "spaces of these types passed through are not counted as distance"),
    "populate_free_of_others": (_flag, "Populate pays nothing to the players already there"),
    "on_ability": (_passive_effects, "each use of your tribe ability also gives these"),
    "on_card_gain": (_by_colour, "each card taken from the offer also gives a resource by its colour"),
    "on_crate": (_passive_effects, "each crate you gain also gives these"),
    "per_adjacent_discount": (_per_adjacent, "the action costs less per adjacent space of a type"),
    "near_falcon_discount": (_small, "actions on spaces next to your falcon cost n less"),
    "temple_reach": (_small, "reach +n when distance is counted from one of your temples"),
    "on_ability_by_falcon": (_by_landscape, "each use of your ability: goods by the falcon's landscape"),
    "fifth_slot": (_flag, "the right-hand card slot is open; a card there uses the half you choose"),
    # with the campaign's switch rule: the card the switch resolves again may be an opponent's
    "switch_copies_opponent": (_flag, "the switch may resolve a card in an opponent's slot"),
}


def check_passives(value: Any, problems: Problems, where: str) -> None:
    if not isinstance(value, list):
        problems.add(where, f"expected a list of passive effects, got {value!r}")
        return
    for i, passive in enumerate(value):
        here = f"{where}[{i}]"
        if not isinstance(passive, dict) or len(passive) != 1:
            problems.add(
                here, f"a passive effect is an object with one key, such as {{'reach': 1}}; got {passive!r}"
            )
            continue
        ((kind, arg),) = passive.items()
        if kind not in PASSIVES:
            problems.add(here, f"unknown passive effect {kind!r} (known: {', '.join(PASSIVES)})")
            continue
        PASSIVES[kind][0](arg, problems, f"{here}.{kind}")
