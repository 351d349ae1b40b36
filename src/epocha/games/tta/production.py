"""The production phase (§7.5) as data: `compute` works out from the state what it does to a
player (points scored, corruption, food made, consumption and famine, resources made, in that
order, every card's effect included) without changing anything; `apply` then makes exactly
those changes, logging one event each. The end of a turn and the events ordering a production
(Good Harvest, New Deposits, Economic Progress) apply it; the view's forecast only sums it.

Cards change production with the pure `produce` hook (the plan of blue tokens per card), so the
whole phase is known in advance. The `produced` hook is told what was made once it really was
(Bill Gates counts his labs' share): it must not change what production reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import moves, tokens
from .catalog import consumption, corruption, facts, key_of
from .effects import run_hooks
from .ratings import Ratings, in_uprising, ratings, with_hook
from .rules_base import CardRules
from .state import Player, TTAState


@dataclass(slots=True)  # (read, never changed; made by the dozen every turn: not frozen, faster)
class Change:
    """One step of the phase: `amount` of `kind` ("science", "culture", "food", "resources")
    scored, lost or produced (`how`: "score", "lose", "produce"), and what it leaves: the
    player's points, or blue tokens (bank and cards), so that applying works nothing out again."""

    how: str
    kind: str
    amount: int
    why: str
    total: int = 0  # "score": the player's `kind` points after it
    blue: int = 0  # "lose", "produce": the blue bank after it
    stored: dict[str, int] | None = None  # and the tokens on cards
    made: dict[str, int] | None = None  # "produce": the value made per card, for `produced`


def plan(
    s: TTAState, p: Player, kind: str, producers: Producers | None = None, fewer: str | None = None
) -> dict[str, int]:
    """The blue tokens each card takes when `p` produces "food" (farms) or "resources" (mines):
    one per worker, as the cards in play change it (Transcontinental Railroad, Bill Gates).
    `producers`: the cards with the `produce` hook, when they are known already."""
    card_type = "farm" if kind == "food" else "mine"
    out = {t: p.workers[t] for t in p.techs if facts(t).type == card_type and p.workers.get(t, 0)}
    for rules, card in with_hook(p, "produce") if producers is None else producers:
        out = rules.produce(s, p, card, kind, out)
    if fewer is not None and kind == "resources" and out.get(fewer):
        out = {**out, fewer: out[fewer] - 1}  # (the 2006 optional rule: one token fewer there)
    return out


Producers = tuple[tuple[CardRules, str], ...]


def compute(
    s: TTAState,
    p: Player,
    *,
    score: bool = True,
    corrupt: bool = True,
    food: bool = True,
    consume: bool = True,
    resources: bool = True,
    rated: Ratings | None = None,
    fewer: str | None = None,
) -> list[Change]:
    """The steps asked for, in their order: score, corruption, food, consumption, resources
    (2006: corruption last).
    The player's blue tokens are followed as plain data: where corruption leaves them decides
    what the bank can still produce. `rated`: the player's ratings, when known already. `fewer`:
    the mine that produces one blue token fewer (2006's optional corruption rule)."""
    goods = tokens.goods(p)
    points = {"science": p.science, "culture": p.culture}
    # (working it out changes nothing: the cards that change production are read once)
    producers = with_hook(p, "produce") if food or resources else ()
    out: list[Change] = []

    def gain_points(kind: str, amount: int, why: str) -> None:
        if amount:  # as moves.score: never below 0, logged even when that leaves nothing to lose
            before = points[kind]
            points[kind] = max(0, before + amount)
            out.append(Change("score", kind, points[kind] - before, why, total=points[kind]))

    def lose(kind: str, amount: int, why: str) -> int:
        lost = tokens.lose(goods, kind, amount)
        if lost:
            out.append(Change("lose", kind, lost, why, blue=goods.blue, stored=dict(goods.stored)))
        return lost

    def produce(kind: str) -> None:
        made = tokens.produce(goods, kind, plan(s, p, kind, producers, fewer))
        total = sum(made.values())
        out.append(Change("produce", kind, total, "", blue=goods.blue, stored=dict(goods.stored), made=made))
        # cards that make a civilization produce a fixed amount more or less (pacts)
        for rules, card in with_hook(p, "extra"):
            flat = rules.extra(s, p, card, f"{kind}_production")
            if flat > 0:
                gained = tokens.gain(goods, kind, flat)  # type: ignore[arg-type]
                out.append(
                    Change("produce", kind, gained, key_of(card), blue=goods.blue, stored=dict(goods.stored))
                )
            elif flat < 0:
                lose(kind, -flat, key_of(card))

    if score:
        r = rated or ratings(s, p)
        gain_points("science", r.science, "production")
        gain_points("culture", r.culture, "production")
    edition = s.edition
    if corrupt and edition.corruption and not edition.corruption_after_production:
        due = corruption(goods.blue)
        if due:
            paid = lose("resources", due, "corruption")
            if paid < due:
                lose("food", due - paid, "corruption")
    if food:
        produce("food")
    if consume:
        due = consumption(p.yellow)
        if due:
            have = tokens.stock(goods, "food")
            lose("food", min(due, have), "consumption")
            if due > have:
                gain_points("culture", -4 * (due - have), "famine")
    if resources:
        produce("resources")
    if corrupt and edition.corruption and edition.corruption_after_production:
        # (2006) after the resources are made, paid in resources only: what is missing is
        # not paid
        due = corruption(goods.blue)
        if due:
            lose("resources", due, "corruption")
    return out


def apply(s: TTAState, p: Player, changes: list[Change]) -> None:
    """Make the computed changes, in order, each with its event; after each production the
    cards in play are told what was made (even nothing), as the phase always did."""
    for c in changes:
        if c.how == "score":
            setattr(p, c.kind, c.total)
            moves.emit(s, c.kind, {"player": p.seat, "amount": c.amount, "why": c.why})
            continue
        assert c.stored is not None
        p.blue = c.blue
        p.stored.clear()  # in place, in the order the tokens module left them
        p.stored.update(c.stored)
        if c.how == "lose":
            moves.emit(s, "lose", {"player": p.seat, "kind": c.kind, "amount": c.amount, "why": c.why})
        elif c.amount:
            moves.emit(s, "produce", {"player": p.seat, "kind": c.kind, "amount": c.amount})
        if c.made is not None:
            run_hooks(s, p, "produced", c.kind, c.made)


def production(
    s: TTAState, p: Player, *, rated: Ratings | None = None, fewer: str | None = None, **steps: bool
) -> None:
    """Run the production phase, or the steps of it an event orders (see `compute`)."""
    apply(s, p, compute(s, p, rated=rated, fewer=fewer, **steps))


def _corruption(changes: list[Change]) -> int:
    return sum(c.amount for c in changes if c.how == "lose" and c.why == "corruption")


def fewer_choices(s: TTAState, p: Player) -> list[str]:
    """(2006's optional corruption rule, §20.3) the mines on which producing one blue token
    fewer would spare `p` some corruption at the end of this turn: when producing would empty
    the last section of the blue bank (or a further one), the player may produce one resource
    token fewer (never food). None without the rule, or with no corruption to spare."""
    if not s.variants.corruption_choice or not s.edition.corruption or in_uprising(s, p):
        return []
    steps = {"score": False, "food": True, "consume": True}
    due = _corruption(compute(s, p, **steps))
    if not due:
        return []
    return [
        mine
        for mine, n in plan(s, p, "resources").items()
        if n and _corruption(compute(s, p, fewer=mine, **steps)) < due
    ]


def forecast(s: TTAState, p: Player) -> dict:
    """What the production phase would do to `p` if the turn ended now: points scored, the
    food and resources made (after every card's effect), lost to corruption and consumption,
    and the culture lost to famine; nothing if in uprising."""
    out = {"uprising": in_uprising(s, p), "science": 0, "culture": 0, "famine": 0}
    out |= {f"{kind}_{how}": 0 for kind in tokens.KINDS for how in ("made", "lost")}
    if out["uprising"]:
        return out
    for c in compute(s, p):
        if c.how == "score" and c.why == "famine":
            out["famine"] -= c.amount  # a loss, counted positive
        elif c.how == "score":
            out[c.kind] += c.amount
        else:
            out[f"{c.kind}_{'made' if c.how == 'produce' else 'lost'}"] += c.amount
    return out
