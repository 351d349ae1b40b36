"""The player board's own actions (digest §8): Supply (a worker slot), Force Workers (a free
action) and removing an anomaly (a worker slot on the anomaly; the worker is lost)."""

from __future__ import annotations

from typing import Any

from epocha.engine.message import msg

from . import goods
from .catalog import WORKER_TYPES
from .goods import Payment
from .state import ANOMALY, Player
from .steps import Action, ActionContext, action
from .workers import ACTIVE, set_fate, wake_all

SUPPLY_HALVERS = ("b311", "b312")  # each halves the Supply cost, rounded up
ANOMALY_COSTS = ({"TUG": 2, "W": 2}, {"N": 1, "W": 2})
ENDORPHINS = "s10"  # Synthetic Endorphins: no worker lost forcing at the lowest morale


def supply_cost(p: Player) -> int:
    cost = p.board().supply_cost[p.morale]
    for key in SUPPLY_HALVERS:
        if key in p.buildings("life_support", usable=True):
            cost = (cost + 1) // 2
    return cost


def supply_is_free_action(p: Player) -> bool:
    return p.path == "dominance" and p.side == "B"


def can_supply(p: Player) -> bool:
    return "supply" not in p.used and p.goods["W"] >= supply_cost(p)


@action
class Supply(Action):
    """Pay the water under the morale marker, wake every Tired worker, morale one step right
    (at the top: the VP printed there instead). An administrator stays motivated (not on
    Progress's side B)."""

    name = "supply"
    section = "workers.supply"

    def start(self, ctx: ActionContext) -> None:
        p = ctx.p
        cost = supply_cost(p)
        goods.pay(p, {"W": cost})
        woken = wake_all(p)
        side = p.board()
        if p.morale < len(side.morale_vp) - 1:
            p.morale += 1
            gained = 0
        else:
            gained = side.supply_at_max_vp
            p.vp += gained
        if ctx.as_type == "administrator" and not (p.path == "progress" and p.side == "B"):
            set_fate(p, "supply", ACTIVE)
        ctx.s.emit(
            "supply", {"player": ctx.seat, "water": cost, "woken": woken, "morale": p.morale, "vp": gained}
        )


def force_losses(p: Player) -> list[list[str]]:
    """[worker, column] a player forcing at the lowest morale may give up."""
    return [
        [k, c]
        for c, counts in (("active", p.active), ("tired", p.tired))
        for k in WORKER_TYPES
        if counts[k] > 0
    ]


@action
class ForceWorkers(Action):
    """Wake every Tired worker; morale one step left (at the bottom: lose a worker of your
    choice instead)."""

    name = "force"
    section = "workers.force"

    def start(self, ctx: ActionContext) -> None:
        p = ctx.p
        woken = wake_all(p)
        ctx.s.emit("force", {"player": ctx.seat, "woken": woken})
        if p.morale > 0:
            p.morale -= 1
            return
        if ENDORPHINS in p.superprojects:
            return
        ctx.ask(
            "lose_worker", force_losses(p), msg("Forced at the lowest morale: lose a worker"), then=self.lost
        )

    def lost(self, ctx: ActionContext, choice: list) -> None:
        kind, column = choice
        (ctx.p.active if column == "active" else ctx.p.tired)[kind] -= 1
        ctx.s.emit("worker_lost", {"player": ctx.seat, "worker": kind})


def anomaly_slots(p: Player) -> list[list[Any]]:
    return [
        [t, i] for t, row in p.rows.items() for i, slot in enumerate(row) if slot and slot.startswith(ANOMALY)
    ]


def anomaly_payments(p: Player) -> list[Payment]:
    return goods.payments(p, ANOMALY_COSTS)


@action
class RemoveAnomaly(Action):
    """Pay 2 of titanium/uranium/gold or 1 neutronium, and 2 water: the anomaly and the worker
    on it go to the general supply (what it covered is usable again)."""

    name = "remove_anomaly"
    section = "paradox"

    def start(self, ctx: ActionContext) -> None:
        ways = anomaly_payments(ctx.p)
        if len(ways) == 1:
            self.paid(ctx, [list(x) for x in ways[0]])
        else:
            ctx.ask("payment", [[list(x) for x in w] for w in ways], msg("Choose how to pay"), then=self.paid)

    def paid(self, ctx: ActionContext, payment: list) -> None:
        p = ctx.p
        goods.pay(p, tuple(tuple(x) for x in payment))
        row, i = ctx.frame.data["slot"]  # type: ignore[union-attr]
        slot = p.rows[row][i]
        p.rows[row][i] = slot[len(ANOMALY) + 1 :] if ":" in slot else None
        # the worker on it goes to the supply with it
        for b in p.busy:
            if b[1] == f"anomaly:{row}:{i}":
                p.busy.remove(b)
                break
        ctx.s.emit("anomaly_removed", {"player": ctx.seat, "row": row, "slot": i})
