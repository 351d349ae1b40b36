"""The Doomsday module (digest §13): experiments under the era tiles, the Save Earth and Seal
Fate trackers, and trajectory dice that move the Impact.

The trajectory dice's faces and the (+)/(-) marks beside the track's slots are not public:
`data/doomsday.json` holds our own stand-in values, marked as such (see docs.md).
"""

from __future__ import annotations

import json
from typing import Any

from epocha.engine import chance
from epocha.engine.message import card_cause, msg, rule_cause

from . import goods
from .catalog import DATA, ERAS, WORKER_TYPES, roll
from .paradox import add_paradox
from .state import AnachronyState, Player
from .steps import ActionContext
from .workers import ACTIVE, TIRED

with open(DATA / "doomsday.json", encoding="utf-8") as _f:
    _DATA = json.load(_f)

EXPERIMENTS: dict[str, dict] = {e["key"]: e for e in _DATA["experiments"]}
TRACK = _DATA["track"]
IMPACT_AFTER: int = _DATA["impact_after"]
TRAJECTORY_DIE: list[int] = _DATA["stand_in"]["trajectory_die"]
SLOT_MARKS: list[int] = _DATA["stand_in"]["slot_marks"]
SAVE_FINAL, SEAL_FINAL = TRACK["save_earth_final"], TRACK["seal_fate_final"]
LAST_IMPACT = ERAS - 1  # the Impact tile lies between two era tiles


def setup(s: AnachronyState) -> None:
    """The Impact tile one era later, a level-1 experiment under each era tile (the first face
    up), the level-2 deck; the extra endgame card is shuffled in by `era.setup`."""
    s.impact_after = IMPACT_AFTER
    level1 = sorted(k for k, e in EXPERIMENTS.items() if e["level"] == 1)
    chance.shuffle(s, level1)
    for era in range(1, ERAS + 1):
        s.experiments[era - 1] = [level1.pop(), era == 1]
    s.level2 = sorted(k for k, e in EXPERIMENTS.items() if e["level"] == 2)
    chance.shuffle(s, s.level2)
    s.trackers = {"save": TRACK["start"], "seal": TRACK["start"]}


def planned(s: AnachronyState) -> bool:
    return bool(s.options.get("planned_experiments"))


def preparation(s: AnachronyState) -> None:
    """Flip the next era's level-1 experiment; then a level-2 one face up under every era
    tile without an experiment (not with Planned Experiments)."""
    nxt = s.era + 1
    if nxt <= ERAS and s.experiments[nxt - 1][0] is not None:
        s.experiments[nxt - 1][1] = True
    if planned(s):
        return
    for slot in s.experiments:
        if slot[0] is None and s.level2:
            slot[0], slot[1] = s.level2.pop(), True


# -- claiming an experiment -------------------------------------------------------------------


def condition_met(s: AnachronyState, p: Player, key: str) -> bool:
    c = EXPERIMENTS[key]["condition"]
    if "breakthrough_icon" in c:
        return any(b[1] == c["breakthrough_icon"] for b in p.breakthroughs)
    if "buildings" in c:
        return all(p.buildings(kind) for kind in c["buildings"])
    if "unused_warps" in c:
        return len(p.warps) >= c["unused_warps"]
    if "breakthroughs" in c:
        return len(p.breakthroughs) >= c["breakthroughs"]
    side = p.board()
    if "time_travel_vp" in c:
        return side.time_travel_vp[min(p.time_travel, len(side.time_travel_vp) - 1)] >= c["time_travel_vp"]
    if "morale_vp" in c:
        return side.morale_vp[p.morale] >= c["morale_vp"]
    if "worker_types" in c:
        return all(p.workers_owned(k) for k in WORKER_TYPES)
    if "buildings_owned" in c:
        return len(p.buildings()) >= c["buildings_owned"]
    if "superprojects" in c:
        return len(p.superprojects) >= c["superprojects"]
    if "workers" in c:
        return p.workers_owned() >= c["workers"]
    if "water" in c:
        return p.goods["W"] >= c["water"]
    if "powered_exosuits" in c:
        return sum(p.powered) >= c["powered_exosuits"]
    if "anomalies" in c:
        return p.anomalies() >= c["anomalies"]
    raise KeyError(f"experiment {key}: unknown condition {c}")


def _workers_payable(p: Player, kind: str) -> list[list[str]]:
    """[type, column] a worker cost can be paid with (Active or Tired, never busy)."""
    kinds = WORKER_TYPES if kind == "any" else (kind,)
    return [[k, c] for c, counts in ((ACTIVE, p.active), (TIRED, p.tired)) for k in kinds if counts[k] > 0]


def can_pay(p: Player, key: str) -> bool:
    cost = EXPERIMENTS[key]["cost"]
    plain = {k: v for k, v in cost.items() if k in ("W", "E", "N", "G", "U", "T", "TUG")}
    if plain and not goods.payments(p, [plain]):
        return False
    if "breakthrough" in cost and len(p.breakthroughs) < cost["breakthrough"]:
        return False
    if "morale" in cost and p.morale < cost["morale"]:
        return False
    return not ("worker" in cost and not _workers_payable(p, cost["worker"]))


def claimable(s: AnachronyState, p: Player) -> str | None:
    """The experiment under the player's Focus, if it may claim it now."""
    key, face_up = s.experiments[p.focus - 1]
    if key is None or not face_up or not condition_met(s, p, key) or not can_pay(p, key):
        return None
    return key


def track_locked(s: AnachronyState) -> bool:
    return s.impacted or s.trackers["save"] == SAVE_FINAL or s.trackers["seal"] == SEAL_FINAL


class ExperimentSteps:
    """The Experiment action's steps (the action in `mainboard` inherits them)."""

    def cause(self, ctx: ActionContext) -> dict:
        """Paying for an experiment: that experiment's card says what it costs."""
        return card_cause(ctx.vars["key"])

    def start(self, ctx: ActionContext) -> None:
        key = claimable(ctx.s, ctx.p)
        assert key is not None
        ctx.vars["key"] = key
        cost = EXPERIMENTS[key]["cost"]
        plain = {k: v for k, v in cost.items() if k in ("W", "E", "N", "G", "U", "T", "TUG")}
        ways = goods.payments(ctx.p, [plain]) if plain else [()]
        if len(ways) > 1:
            ctx.ask("payment", [[list(x) for x in w] for w in ways], msg("Choose how to pay"), then=self.paid)
        else:
            self.paid(ctx, [list(x) for x in ways[0]])

    def paid(self, ctx: ActionContext, payment: list) -> None:
        p = ctx.p
        goods.pay(p, tuple(tuple(x) for x in payment))
        cost = EXPERIMENTS[ctx.vars["key"]]["cost"]
        if "morale" in cost:
            p.morale -= cost["morale"]
        if "breakthrough" in cost:
            options = sorted({tuple(b) for b in p.breakthroughs})
            ctx.ask(
                "breakthrough", [list(b) for b in options], msg("Pay a breakthrough"), then=self.paid_tile
            )
            return
        if "worker" in cost:
            options = _workers_payable(p, cost["worker"])
            ctx.ask("lose_worker", options, msg("Pay a worker"), then=self.paid_worker)
            return
        self.claim(ctx)

    def paid_tile(self, ctx: ActionContext, tile: list) -> None:
        ctx.p.breakthroughs.remove(list(tile))
        key = f"{tile[0]}-{tile[1]}"
        ctx.s.breakthroughs[key] = ctx.s.breakthroughs.get(key, 0) + 1
        self.claim(ctx)

    def paid_worker(self, ctx: ActionContext, choice: list) -> None:
        kind, column = choice
        (ctx.p.active if column == ACTIVE else ctx.p.tired)[kind] -= 1
        self.claim(ctx)

    def claim(self, ctx: ActionContext) -> None:
        s, p = ctx.s, ctx.p
        key = ctx.vars["key"]
        card = EXPERIMENTS[key]
        s.experiments[p.focus - 1] = [None, False]
        if planned(s) and s.level2:
            s.experiments[p.focus - 1] = [s.level2.pop(), True]
        p.experiments.append(key)
        p.vp += card["vp"]
        s.emit("experiment", {"player": ctx.seat, "experiment": key, "vp": card["vp"]})
        if "paradox" in card["cost"]:
            add_paradox(s, p, card["cost"]["paradox"])
        if track_locked(s):
            return
        ctx.ask(
            "tracker",
            [_tracker_of(p)],
            msg("You may move your Doomsday tracker", cause=rule_cause("doomsday")),
            then=self.moved,
            may=True,
        )

    def moved(self, ctx: ActionContext, tracker: Any) -> None:
        if tracker is None:
            return
        s, p = ctx.s, ctx.p
        s.trackers[tracker] += -1 if tracker == "save" else 1
        slot = s.trackers[tracker]
        vp = TRACK["vp"][slot - 1].get(p.path, 0)
        p.vp += vp
        s.emit("tracker", {"player": ctx.seat, "tracker": tracker, "slot": slot, "vp": vp})


def _tracker_of(p: Player) -> str:
    return "save" if p.path in TRACK["save_earth_paths"] else "seal"


# -- Clean Up B --------------------------------------------------------------------------------


def trajectory(s: AnachronyState) -> None:
    """Before the Impact check: Seal Fate at its end brings the Impact now; Save Earth at its
    end saves the planet (the game ends, no Impact); else the trajectory dice and the marks
    beside both trackers move the Impact tile one era later or earlier."""
    if s.impacted:
        return
    if s.trackers["seal"] == SEAL_FINAL:
        s.impact_after = s.era
        s.emit("fate_sealed", {"era": s.era})
        return
    if s.trackers["save"] == SAVE_FINAL:
        s.earth_saved = True
        s.emit("earth_saved", {"era": s.era})
        return
    dice = [roll(s, TRAJECTORY_DIE) for _ in range(2)]
    total = sum(dice) + SLOT_MARKS[s.trackers["save"] - 1] + SLOT_MARKS[s.trackers["seal"] - 1]
    before = s.impact_after
    if total > 0:
        s.impact_after = min(LAST_IMPACT, s.impact_after + 1)
    elif total < 0:
        s.impact_after = max(s.era, s.impact_after - 1)
    s.emit(
        "trajectory",
        {"dice": dice, "total": total, "impact_after": s.impact_after, "moved": s.impact_after - before},
    )
