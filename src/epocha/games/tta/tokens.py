"""Blue tokens as food and resources, yellow tokens as population.

Food and resources are blue tokens stored on farm and mine cards, each worth its card's value
(Agriculture 1, Irrigation 2, ...). Paying or gaining chooses the tokens itself, the way the
rules allow (making change with lower cards, never moving tokens up to higher cards) and
canonically: as few tokens as possible stay on cards, so the blue bank keeps as many as it
can (which keeps corruption down). Paying exactly may be impossible without change from an
empty bank: then the least overpayment is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from .catalog import LEVEL, facts, remembered
from .state import Player

KINDS = ("food", "resources")


class Holder(Protocol):
    """What the blue-token functions read (technologies, flags) and change (bank, cards): a
    player, or its `Goods`."""

    techs: list[str]
    flags: dict
    blue: int
    stored: dict[str, int]


@dataclass
class Goods:
    """A player's blue tokens as plain data, to work out changes before making them
    (production): the functions below change it as they would the player. `techs` and `flags`
    are the player's own, only read (they say which cards store tokens)."""

    techs: list[str]
    flags: dict
    blue: int
    stored: dict[str, int]


def goods(p: Player) -> Goods:
    return Goods(p.techs, p.flags, p.blue, dict(p.stored))


# (kind, technologies...) -> the cards that may store `kind`, sorted as `storage` returns them,
# each with whether it is a lab (stores only while it holds some, or with Bill Gates); and
# whether any is. Forgotten with the cards' facts.
_STORAGE: dict[tuple[str, ...], tuple[list[tuple[str, int, bool]], bool]] = {}
remembered(_STORAGE.clear)


def _stores(p: Holder, kind: str) -> tuple[list[tuple[str, int, bool]], bool]:
    key = (kind, *p.techs)
    found = _STORAGE.get(key)
    if found is None:
        found = _STORAGE[key] = _storing(p.techs, kind)
        if len(_STORAGE) > 4096:  # a long search meets many technology lists
            _STORAGE.clear()
    return found


def storage(p: Holder, kind: str) -> list[tuple[str, int]]:
    """(card, value per token) of the cards that store `kind`, highest value first. Labs store
    resources (worth their level) while Bill Gates lets them, and keep what they hold."""
    cards, labs = _stores(p, kind)
    if not labs:
        return [(card, value) for card, value, _ in cards]
    stored, any_lab = p.stored, p.flags.get("labs_store_resources")
    # (the labs left out keep the others' order: the list was sorted stably)
    return [(card, value) for card, value, lab in cards if not lab or stored.get(card, 0) or any_lab]


def _storing(techs: list[str], kind: str) -> tuple[list[tuple[str, int, bool]], bool]:
    cards = []  # (card, value, level, is a lab)
    card_type = "farm" if kind == "food" else "mine"
    for tech in techs:
        f = facts(tech)
        if f.type == card_type:
            cards.append((tech, f.per_worker["food" if kind == "food" else "resources"], f.level, False))
        elif kind == "resources" and f.type == "lab" and f.level >= 1:
            cards.append((tech, f.level, f.level, True))
    cards.sort(key=lambda cvl: (-cvl[1], -cvl[2]))
    return [(card, value, lab) for card, value, _, lab in cards], any(c[3] for c in cards)


def storing(p: Holder, kind: str) -> list[tuple[str, int, bool]]:
    """(card, value per token, a lab?) of every card that may store `kind`: what `stock`
    counts. Shared: read, never changed."""
    return _stores(p, kind)[0]


def stock(p: Holder, kind: str) -> int:
    # (the labs `storage` leaves out hold nothing: every card that may store is counted)
    stored = p.stored
    return sum([stored.get(card, 0) * value for card, value, _ in _stores(p, kind)[0]])


def _groups(p: Holder, kind: str) -> list[tuple[int, list[str], int]]:
    """(value, cards, tokens on them) by value, highest first."""
    by_value: dict[int, list[str]] = {}
    for card, value in storage(p, kind):
        by_value.setdefault(value, []).append(card)
    return [
        (v, cards, sum(p.stored.get(c, 0) for c in cards))
        for v, cards in sorted(by_value.items(), reverse=True)
    ]


@lru_cache(maxsize=65536)
def _settle(
    values: tuple[int, ...], counts: tuple[int, ...], spare: int, target: int
) -> tuple[int, ...] | None:
    """Token counts per value (highest first) worth exactly `target`, with as few tokens as
    possible. What the rules allow: returning tokens, moving a token to a lower card, and
    taking change from the bank onto lower cards; never moving value up. So at every value
    threshold the value held at or above it may not grow, and at most `spare` more tokens
    than before may lie on cards. None if impossible."""
    limit = sum(counts) + spare
    best: tuple[int, ...] | None = None

    def go(i: int, remaining: int, slack: int, chosen: tuple[int, ...]) -> None:
        nonlocal best
        if best is not None and sum(chosen) >= sum(best):
            return
        if i == len(values):
            if remaining == 0 and sum(chosen) <= limit:
                best = chosen
            return
        v = values[i]
        budget = slack + counts[i] * v  # value this level may hold without moving value up
        for f in range(min(budget, remaining) // v, -1, -1):
            go(i + 1, remaining - f * v, budget - f * v, (*chosen, f))

    go(0, target, 0, ())
    return best


def _apply(p: Holder, groups: list[tuple[int, list[str], int]], final: tuple[int, ...]) -> None:
    """Put the final token counts on the cards (within a value, on the highest-level card)."""
    before = sum(g[2] for g in groups)
    for (_, cards, _), count in zip(groups, final, strict=True):
        for c in cards:
            p.stored.pop(c, None)
        if count:
            p.stored[max(cards, key=lambda c: facts(c).level)] = count
    p.blue += before - sum(final)


def can_pay(p: Player, kind: str, amount: int) -> bool:
    return amount <= 0 or stock(p, kind) >= amount


def pay(p: Player, kind: str, amount: int) -> bool:
    """Pay `amount` of food or resources. False (and nothing changes) if you cannot."""
    if amount <= 0:
        return True
    have = stock(p, kind)
    if have < amount:
        return False
    _settle_to(p, kind, have - amount)
    return True


def lose(p: Holder, kind: str, amount: int) -> int:
    """Lose up to `amount` (all you have at most). Returns the amount lost."""
    if amount <= 0:
        return 0
    have = stock(p, kind)
    lost = min(have, amount)
    _settle_to(p, kind, have - lost)
    return have - stock(p, kind)


def _settle_to(p: Holder, kind: str, remaining: int) -> None:
    groups = _groups(p, kind)
    values = tuple(g[0] for g in groups)
    counts = tuple(g[2] for g in groups)
    for target in range(remaining, -1, -1):  # exact if possible, else the least overpayment
        final = _settle(values, counts, p.blue, target)
        if final is not None:
            _apply(p, groups, final)
            return
    raise AssertionError("paying to zero is always possible")


def gain(p: Player, kind: str, amount: int) -> int:
    """Gain food or resources from the blue bank: exactly `amount`, or the nearest lower
    amount the bank allows. Returns the amount gained."""
    if amount <= 0 or not p.blue:
        return 0
    cards = storage(p, kind)
    if not cards:
        return 0
    values = sorted({v for _, v in cards}, reverse=True)
    for target in range(amount, 0, -1):
        plan = _fewest_tokens(tuple(values), target, p.blue)
        if plan is not None:
            for value, count in zip(values, plan, strict=True):
                if count:
                    card = next(c for c, v in cards if v == value)
                    p.stored[card] = p.stored.get(card, 0) + count
            p.blue -= sum(plan)
            return target
    return 0


@lru_cache(maxsize=4096)
def _fewest_tokens(values: tuple[int, ...], target: int, limit: int) -> tuple[int, ...] | None:
    best: tuple[int, ...] | None = None

    def go(i: int, remaining: int, chosen: tuple[int, ...]) -> None:
        nonlocal best
        if i == len(values):
            if remaining == 0 and sum(chosen) <= limit and (best is None or sum(chosen) < sum(best)):
                best = chosen
            return
        for n in range(remaining // values[i], -1, -1):
            go(i + 1, remaining - n * values[i], (*chosen, n))

    go(0, target, ())
    return best


def produce(p: Holder, kind: str, plan: dict[str, int]) -> dict[str, int]:
    """Production: one blue token per planned worker on each card, from the blue bank; if the
    bank runs short, the highest-level cards produce first. Returns the value made per card."""
    made: dict[str, int] = {}
    for card in sorted(plan, key=lambda c: -facts(c).level):
        n = min(plan[card], p.blue)
        if n <= 0:
            continue
        p.blue -= n
        p.stored[card] = p.stored.get(card, 0) + n
        value = facts(card).per_worker.get("food" if kind == "food" else "resources", LEVEL[facts(card).age])
        made[card] = n * value
    return made


# -- the box: the only way tokens enter or leave a civilization -----------------------------------

STARTING = {"yellow": 25, "blue": 16}  # 18 in the bank + 7 workers; 16 in the bank


def held(p: Player, color: str) -> int:
    """A player's tokens of a colour: the bank, workers (pool included) / stored and stage tokens."""
    if color == "yellow":
        return p.yellow + p.pool + sum(p.workers.values())
    return p.blue + sum(p.stored.values()) + p.stages_built


def from_box(p: Player, color: str, n: int) -> None:
    """Tokens from the box into the bank."""
    if color == "blue":
        p.blue += n
    else:
        p.yellow += n
    p.from_box[color] += n


def to_box(p: Player, color: str, n: int) -> int:
    """Return up to n tokens to the box: yellow from the bank only; blue from the bank, then
    from cards (least value first). Returns how many went."""
    if color == "yellow":
        lost = min(n, p.yellow)
        p.yellow -= lost
    else:
        lost = min(n, p.blue)
        p.blue -= lost
        while lost < n and _blue_off_a_card(p):
            lost += 1
    p.from_box[color] -= lost
    return lost


def everything_to_box(p: Player) -> None:
    """A resigned civilization's tokens all go back to the box."""
    for color in ("yellow", "blue"):
        p.from_box[color] -= held(p, color)
    p.yellow = p.blue = p.pool = p.stages_built = 0
    p.workers.clear()
    p.stored.clear()


def cover_stage(p: Player) -> None:
    """A blue token onto a wonder stage: from the bank, or from a card if it is empty (a stage
    is offered only if the player has a blue token for it)."""
    if p.blue:
        p.blue -= 1
    elif not _blue_off_a_card(p):
        raise AssertionError("no blue token to cover a wonder stage")
    p.stages_built += 1


def uncover_stages(p: Player) -> None:
    """The wonder's stage tokens go back to the bank (completed or antiquated)."""
    p.blue += p.stages_built
    p.stages_built = 0


def blue_tokens(p: Player) -> int:
    """Blue tokens a player could move (bank and cards)."""
    return p.blue + sum(p.stored.values())


def _blue_off_a_card(p: Player) -> bool:
    """Take one blue token off a farm or mine card (least value first)."""
    for kind in ("resources", "food"):
        for card, _value in reversed(storage(p, kind)):
            if p.stored.get(card, 0):
                p.stored[card] -= 1
                if not p.stored[card]:
                    del p.stored[card]
                return True
    return False


# -- population ----------------------------------------------------------------------------------


def increase_population(p: Player) -> bool:
    """Move a token from the yellow bank to the worker pool (no food: that is the action's)."""
    if not p.yellow:
        return False
    p.yellow -= 1
    p.pool += 1
    return True
