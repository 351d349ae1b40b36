"""The eight leaders (digest §12, `data/leaders.json`): what each does and where.

The option `leaders` says which printing is played: "first-printing" (the default, the seed's
text) or "revised" (the later printing, as Board Game Arena plays it). Four leaders differ:

- Haulani (both): free action, place an Active worker on one of your own worker slots
  (Supply, a building's, a superproject's, an anomaly) and act (an extra placement; the
  turn's own is still to come).
- Zaida: Clean Up, pay 2 W for a worker with no recruit bonus. First printing: one left in the
  Recruit pool; revised: from the supply, of a type on the era's Recruit card.
- Wolfe (both): Power Up, 1 E <-> 2 W any number of times.
- Samira: Clean Up. First printing: take a resource left in the Mine pool (not neutronium),
  then may pay 2 W for another; revised: a random T/U/G from the supply, then may pay 2 W for
  a T/U/G of her choice.
- Valerian. First printing: free action, a powered exosuit onto a main-board space with no
  worker, acting as a scientist; revised: his scientists count as geniuses (placed as any type,
  or as a genius).
- Cornella. First printing: Research, may pay 1 W to set the second die too; revised: Clean Up,
  may pay 3 W for a Research action.
- Caratacus (both): free action, +2 W and a paradox, or pay 2 W to return a paradox.
- Amena (both): at the Impact none of her exosuit slots are covered.

The hooks: `turn` asks `free_actions` and `placeable`; `rules` asks `power_up_options` and
hands `power_up_answer` its answers; `era`'s Clean Up runs `clean_up_frames` after retrieving;
`era.impact` and positions ask `covered_at_impact`; Research asks `focused_research`.
`in_play` is the one place that says whether a player's leader acts (the Expert difficulty
against the Chronobot would switch it off there).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame, chance
from epocha.engine.message import card_cause, msg

from . import abilities, board, goods, superprojects
from .catalog import STAND_INS, TUG
from .paradox import add_paradox
from .playerboard import anomaly_payments, anomaly_slots, can_supply, supply_is_free_action
from .state import BOT, AnachronyState, Player
from .steps import Action, ActionContext, act_frame, action
from .words import goods_list
from .workers import placeable as placeable_workers

FIRST, REVISED = "first-printing", "revised"
SCIENTIST = "scientist"

ZAIDA_COST = {"W": 2}
SAMIRA_MORE_COST = {"W": 2}
CORNELLA_DIE_COST = {"W": 1}  # first printing: the second die set too
CORNELLA_RESEARCH_COST = {"W": 3}  # revised: a Research action in Clean Up
CARATACUS_WATER = 2
WOLFE_CORE, WOLFE_WATER = 1, 2  # 1 energy core <-> 2 water


def printing(s: AnachronyState) -> str:
    return s.options.get("leaders", FIRST)


def in_play(s: AnachronyState, p: Player, leader: str, only: str | None = None) -> bool:
    """Whether `p` leads with `leader` (in the printing `only`, when given): never against the
    Chronobot at the Expert level, which takes the player's leader ability away."""
    if s.bot is not None and s.options.get("chronobot") == "expert":
        return False
    return p.leader == leader and (only is None or printing(s) == only)


# -- Amena: the Impact ----------------------------------------------------------------------


def covered_at_impact(s: AnachronyState, p: Player) -> list[int]:
    """The exosuit slots the Impact covers on `p`'s board: none for Amena."""
    if in_play(s, p, "amena"):
        return []
    return list(p.board().covered_at_impact)


# -- the turn: free actions and who may be placed --------------------------------------------


def free_actions(s: AnachronyState, p: Player) -> list[str]:
    """The leader's free actions `p` may take now (each once an era, a Path marker each)."""
    out = []
    if in_play(s, p, "haulani") and "haulani" not in p.used and own_board_places(s, p):
        out.append("haulani")
    if in_play(s, p, "valerian", FIRST) and "valerian" not in p.used and workerless_spaces(s, p):
        out.append("valerian")
    if in_play(s, p, "caratacus") and "caratacus" not in p.used:
        out.append("caratacus")
    return out


def placeable(s: AnachronyState, p: Player) -> list[tuple[str, str]]:
    """(worker, acting as) for every worker `p` could place now: revised Valerian's scientists
    count as geniuses (placed as any type, or as a genius)."""
    out = placeable_workers(p)
    if not in_play(s, p, "valerian", REVISED) or p.active[SCIENTIST] <= 0:
        return out
    i = out.index((SCIENTIST, SCIENTIST))
    return out[:i] + [(SCIENTIST, t) for t in (*STAND_INS, "genius")] + out[i + 1 :]


def own_board_places(
    s: AnachronyState, p: Player, workers: list[tuple[str, str]] | None = None
) -> list[list[str]]:
    """[worker, acting as, slot] for every worker slot of `p`'s own board a worker could go to
    now (Supply, buildings, superprojects, anomalies - the seed's worker slots of a player
    board include those on superprojects): the turn's placements there and Haulani's.
    `workers`: `placeable(s, p)`, when the caller has it already."""
    out = []
    slots = [k for k in abilities.worker_slots(p) if abilities.possible(s, p, k)]
    projects = superprojects.worker_slots(s, p)
    anomalies = anomaly_slots(p) if anomaly_payments(p) else []
    for worker, as_type in placeable(s, p) if workers is None else workers:
        if can_supply(p) and not supply_is_free_action(p):
            out.append([worker, as_type, "supply"])
        out += [[worker, as_type, k] for k in slots if abilities.may_work(k, as_type)]
        out += [
            [worker, as_type, k]
            for k in projects
            if superprojects.may_work(k, as_type) and superprojects.possible(s, p, k, as_type, worker)
        ]
        out += [[worker, as_type, f"anomaly:{row}:{i}"] for row, i in anomalies]
    return out


@action
class Haulani(Action):
    """Inspiring Example: a worker onto one of the player's own worker slots, resolved at once;
    the turn goes on (its placement is still to come)."""

    name = "haulani"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(self.name)

    def start(self, ctx: ActionContext) -> None:
        places = own_board_places(ctx.s, ctx.p)
        ctx.ask("haulani", places, msg("Inspiring Example: place a worker on your board"), then=self.placed)

    def placed(self, ctx: ActionContext, place: list) -> None:
        from .turn import take

        worker, as_type, space = place
        take(ctx.s, ctx.p, ("place", worker, as_type, space))  # (its action runs next)


def workerless_spaces(s: AnachronyState, p: Player) -> list[str]:
    """The main-board spaces a powered exosuit could go to with no worker, as a scientist."""
    if not any(p.powered):
        return []
    from .turn import possible_once_placed

    out = []
    for space in board.hex_spaces(s) + list(board.POOLS):
        fee = board.fee(s, space)
        name = board.action_of(space)
        if not board.is_open(s, space) or p.goods["W"] < fee or not board.allowed(name, SCIENTIST):
            continue
        # asked as it would stand once placed (Wasteland Mapping counts the powered exosuits
        # left on the board): no worker in it
        if space == "council:0" or possible_once_placed(s, p, space, None, SCIENTIST, fee):
            out.append(space)
    return out


@action
class Valerian(Action):
    """Artificial Intelligence (first printing): a powered exosuit goes to a main-board space
    with no worker in it and acts as if a scientist piloted it. It is the turn's placement:
    the free action places it at once, and the turn ends with it."""

    name = "valerian"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(self.name)

    def start(self, ctx: ActionContext) -> None:
        spaces = workerless_spaces(ctx.s, ctx.p)
        ctx.ask("valerian", spaces, msg("Artificial Intelligence: place an exosuit"), then=self.placed)

    def placed(self, ctx: ActionContext, space: str) -> None:
        s, p = ctx.s, ctx.p
        goods.pay(p, {"W": board.fee(s, space)})
        p.powered[p.powered.index(True)] = False
        if space in board.POOLS:
            s.pool_users.append([p.seat, space])
        else:
            s.spaces[space] = p.seat
        s.emit("place", {"player": p.seat, "worker": None, "as": SCIENTIST, "space": space})
        s.stack.append(act_frame(p.seat, board.action_of(space), SCIENTIST, space=space))
        s.pending_turn_end = True


@action
class Caratacus(Action):
    """Meddle with Time: gain 2 water and a paradox, or pay 2 water to return a paradox."""

    name = "caratacus"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(self.name)

    def start(self, ctx: ActionContext) -> None:
        p = ctx.p
        ways = ["gain"]
        if p.goods["W"] >= CARATACUS_WATER and p.paradox > 0:
            ways.append("return")
        ctx.ask("caratacus", ways, msg("Meddle with Time: choose"), then=self.chose)

    def chose(self, ctx: ActionContext, way: str) -> None:
        s, p = ctx.s, ctx.p
        s.emit("leader_ability", {"player": p.seat, "leader": "caratacus", "way": way})
        if way == "gain":
            goods.gain(p, {"W": CARATACUS_WATER})
            add_paradox(s, p, 1)
        else:
            goods.pay(p, {"W": CARATACUS_WATER})
            p.paradox -= 1


# -- Wolfe: Power Up ---------------------------------------------------------------------------


_SWAPS = {"E": ({"E": WOLFE_CORE}, {"W": WOLFE_WATER}), "W": ({"W": WOLFE_WATER}, {"E": WOLFE_CORE})}


def power_up_options(s: AnachronyState, p: Player) -> list[tuple[dict, tuple]]:
    """Wolfe's exchanges in Power Up, as (action, value). One way only in a Power Up: a swap
    back would only undo one."""
    if not in_play(s, p, "wolfe"):
        return []
    out = []
    for give, (pay, get) in _SWAPS.items():
        back = "W" if give == "E" else "E"
        if p.goods[give] >= pay[give] and f"wolfe:{back}" not in p.used:
            label = msg("Hydrocores: give {give}, get {get}", give=goods_list(pay), get=goods_list(get))
            out.append(({"type": "swap", "give": give, "label": label}, ("wolfe", give)))
    return out


def power_up_answer(s: AnachronyState, p: Player, value: Any) -> None:
    """Do one of Wolfe's Power Up exchanges: ("wolfe", the good he gives)."""
    pay, get = _SWAPS[value[1]]
    goods.pay(p, pay)
    goods.gain(p, get)
    if f"wolfe:{value[1]}" not in p.used:
        p.used.append(f"wolfe:{value[1]}")
    s.emit("leader_ability", {"player": p.seat, "leader": "wolfe", "give": value[1]})


# -- Cornella (first printing): Research ----------------------------------------------------


def focused_research(s: AnachronyState, p: Player) -> dict | None:
    """What setting the second Research die costs `p` (None: they cannot)."""
    if in_play(s, p, "cornella", FIRST) and p.goods["W"] >= CORNELLA_DIE_COST["W"]:
        return dict(CORNELLA_DIE_COST)
    return None


# -- Clean Up: Zaida, Samira, revised Cornella ------------------------------------------------


def clean_up_frames(s: AnachronyState) -> list[Frame]:
    """The leaders' Clean Up steps, in player order (the first to run first)."""
    out = []
    for seat in s.order():
        if seat == BOT:
            continue
        p = s.players[seat]
        if in_play(s, p, "zaida") or in_play(s, p, "samira") or in_play(s, p, "cornella", REVISED):
            out.append(act_frame(seat, "leader_clean_up", None))
    return out


def zaida_choices(s: AnachronyState, p: Player) -> list[str]:
    if p.goods["W"] < ZAIDA_COST["W"]:
        return []
    pool = s.recruit_card if printing(s) == REVISED else s.recruit_pool
    return [k for k, n in pool.items() if n > 0]


def samira_choices(s: AnachronyState) -> list[str]:
    """The first printing's Mine pool resources Samira may take (not neutronium)."""
    return sorted({r for r in s.mine_pool if r != "N"}, key="GUT".index)


@action
class LeaderCleanUp(Action):
    name = "leader_clean_up"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(ctx.p.leader)

    def start(self, ctx: ActionContext) -> None:
        s, p = ctx.s, ctx.p
        if p.leader == "zaida":
            options = zaida_choices(s, p)
            if options:
                ctx.ask(
                    "zaida",
                    options,
                    msg("Mercy: you may pay 2 water for a worker"),
                    then=self.zaida,
                    may=True,
                )
        elif p.leader == "samira":
            if printing(s) == REVISED:
                self.samira(ctx, chance.draw(s, list(TUG)))
                return
            options = samira_choices(s)
            if options:
                ctx.ask("samira", options, msg("Treasure Hunt: take a resource"), then=self.samira)
        elif p.leader == "cornella" and printing(s) == REVISED:
            from .mainboard import MAIN_ACTIONS

            if p.goods["W"] >= CORNELLA_RESEARCH_COST["W"] and MAIN_ACTIONS["research"].possible(
                s, p, SCIENTIST
            ):
                ctx.ask(
                    "cornella",
                    ["research"],
                    msg("Focused Research: you may pay 3 water to research"),
                    then=self.cornella,
                    may=True,
                )

    def zaida(self, ctx: ActionContext, kind: str | None) -> None:
        if kind is None:
            return
        s, p = ctx.s, ctx.p
        goods.pay(p, ZAIDA_COST)
        if printing(s) == FIRST:
            s.recruit_pool[kind] -= 1
        p.active[kind] += 1
        s.emit("leader_ability", {"player": p.seat, "leader": "zaida", "worker": kind})

    def samira(self, ctx: ActionContext, resource: str) -> None:
        s, p = ctx.s, ctx.p
        self._take(s, p, resource)
        if p.goods["W"] < SAMIRA_MORE_COST["W"]:
            return
        options = list(TUG) if printing(s) == REVISED else samira_choices(s)
        if options:
            ctx.ask(
                "samira_more",
                options,
                msg("Treasure Hunt: you may pay 2 water for another"),
                then=self.samira_more,
                may=True,
            )

    def samira_more(self, ctx: ActionContext, resource: str | None) -> None:
        if resource is not None:
            goods.pay(ctx.p, SAMIRA_MORE_COST)
            self._take(ctx.s, ctx.p, resource)

    def _take(self, s: AnachronyState, p: Player, resource: str) -> None:
        if printing(s) == FIRST:
            s.mine_pool.remove(resource)
        goods.gain(p, {resource: 1})
        s.emit("leader_ability", {"player": p.seat, "leader": "samira", "resource": resource})

    def cornella(self, ctx: ActionContext, choice: str | None) -> None:
        if choice is None:
            return
        goods.pay(ctx.p, CORNELLA_RESEARCH_COST)
        ctx.s.emit("leader_ability", {"player": ctx.seat, "leader": "cornella"})
        ctx.s.stack.append(act_frame(ctx.seat, "research", None))
