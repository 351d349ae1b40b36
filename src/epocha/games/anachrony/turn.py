"""A turn of the Action Rounds (digest §5.5): any number of free actions, then one worker placed
(on the player's own board, or in a powered exosuit on the main board) or a pass.

The turn offers only what can be done: a space that is open, whose fee the player can pay,
whose worker rules the worker meets, and whose action has something to do.
"""

from __future__ import annotations

from typing import Any

from . import abilities, board, collapse, goods, leaders, reservoir, superprojects
from .mainboard import MAIN_ACTIONS
from .playerboard import can_supply, supply_is_free_action
from .state import AnachronyState, Player
from .steps import act_frame
from .workers import TIRED, place

Option = tuple[dict, Any]  # (the action dict, the rules' value)


def turn_options(s: AnachronyState, p: Player) -> list[Option]:
    out: list[Option] = []
    out += _free_actions(s, p)
    workers = leaders.placeable(s, p)
    out += main_board_places(s, p, workers)
    out += [
        _place(worker, as_type, slot) for worker, as_type, slot in leaders.own_board_places(s, p, workers)
    ]
    out.append(({"type": "pass"}, ("pass",)))
    return out


def main_board_places(s: AnachronyState, p: Player, workers: list[tuple[str, str]]) -> list[Option]:
    """Each placement of `workers` in a powered exosuit on the main board open to `p` now."""
    out: list[Option] = []
    if any(p.powered):
        for space in board.hex_spaces(s) + list(board.POOLS):
            fee = reservoir.due(p, board.fee(s, space))
            if not board.is_open(s, space) or p.goods["W"] < fee:
                continue
            name = board.action_of(space)
            for worker, as_type in workers:
                if not board.allowed(name, as_type):
                    continue
                if space == "council:0" or possible_once_placed(s, p, space, worker, as_type, fee):
                    out.append(_place(worker, as_type, space))
    return out


def possible_once_placed(
    s: AnachronyState, p: Player, space: str, worker: str | None, as_type: str, fee: int
) -> bool:
    """Whether the action can be done once its exosuit is placed: the fee paid, the worker
    busy (it cannot pay a cost too; None: an exosuit with no worker, first-printing
    Valerian's), the exosuit out of its slot (and with the help of the space's Collapsing
    Capital tile)."""
    name = board.action_of(space)
    slot = p.powered.index(True)
    p.goods["W"] -= fee
    if worker is not None:
        p.active[worker] -= 1
        p.busy.append([worker, name, TIRED])
    p.powered[slot] = False
    try:
        return MAIN_ACTIONS[name].possible(s, p, as_type) or collapse.enables(s, p, space, as_type)
    finally:
        p.goods["W"] += fee
        if worker is not None:
            p.active[worker] += 1
            p.busy.pop()
        p.powered[slot] = True


def _place(worker: str, as_type: str, space: str) -> Option:
    action = {"type": "place", "space": space, "worker": worker}
    if worker == "genius" or as_type != worker:  # (revised Valerian's scientists too)
        action["as"] = as_type
    return action, ("place", worker, as_type, space)


def _free_actions(s: AnachronyState, p: Player) -> list[Option]:
    if p.markers <= 0:
        return []
    names = []
    if "force" not in p.used and any(p.tired.values()):
        names.append("force")
    if supply_is_free_action(p) and can_supply(p):
        names.append("supply")
    names += [k for k in abilities.free_actions(p) if abilities.possible(s, p, k)]
    names += superprojects.free_actions(s, p)
    names += leaders.free_actions(s, p)
    return [({"type": "free", "action": name}, ("free", name)) for name in names]


def take(s: AnachronyState, p: Player, value: tuple) -> bool:
    """Do a turn option; True when it was the turn's one placement (or a pass)."""
    kind = value[0]
    if kind == "pass":
        p.passed = True
        s.emit("pass", {"player": p.seat})
        return True
    if kind == "free":
        name = value[1]
        p.markers -= 1
        p.used.append(name)
        s.emit("free_action", {"player": p.seat, "action": name})
        if name.startswith("b"):
            s.stack.append(act_frame(p.seat, "building", None, key=name))
        elif superprojects.is_key(name):
            s.stack.append(act_frame(p.seat, "superproject", None, key=name))
        else:
            s.stack.append(act_frame(p.seat, name, None))
        return False
    _, worker, as_type, space = value
    s.emit("place", {"player": p.seat, "worker": worker, "as": as_type, "space": space})
    if superprojects.is_key(space):
        p.used.append(space)  # (a superproject's worker slot: once an era)
        place(p, worker, space, TIRED)
        s.stack.append(act_frame(p.seat, "superproject", as_type, space=space, key=space))
        return True
    if space == "supply" or space.startswith("b"):
        p.used.append(space)  # (a worker slot on the player's board: once an era)
    if space.startswith("b"):
        place(p, worker, space, abilities.fate(p, space, as_type))
        s.stack.append(act_frame(p.seat, "building", as_type, space=space, key=space))
        return True
    if space == "supply":
        place(p, worker, space, TIRED)
        s.stack.append(act_frame(p.seat, "supply", as_type, space=space))
        return True
    if space.startswith("anomaly:"):
        _, row, i = space.split(":")
        place(p, worker, space, TIRED)
        s.stack.append(act_frame(p.seat, "remove_anomaly", as_type, space=space, slot=[row, int(i)]))
        return True
    # the main board: the fee, a powered exosuit taken from a slot, the worker in it
    fee = board.fee(s, space)
    goods.pay(p, {"W": reservoir.due(p, fee)})
    reservoir.spent(p, fee)
    p.powered[p.powered.index(True)] = False
    if space in board.POOLS:
        s.pool_users.append([p.seat, space])
    else:
        s.spaces[space] = p.seat
    place(p, worker, space, TIRED)
    s.stack.append(act_frame(p.seat, board.action_of(space), as_type, space=space))
    return True
