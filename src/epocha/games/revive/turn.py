"""A turn (digest §6): up to two main actions — play a card, use the switch, explore, build,
populate — or hibernate instead; free actions at any time of the turn (activate a machine,
open a crate, a crystal for a basic resource, a technology's exchange). Alone, one action a
turn (§16).

Free actions are offered between actions (before the first, between the two, after the last);
while an action resolves, its effects are resolved in the order the player likes. Once a turn
has had its actions and nothing free is left to do but exchanging crystals, it ends by itself.
"""

from __future__ import annotations

from . import goods, solo
from .campaign import unlocked
from .cards import plays
from .effects import payments
from .machines import can_activate
from .mapactions import build_options, explore_options, populate_options
from .programs import start
from .state import Player, ReviveState
from .tribes import free_action_techs, has_passive, technology
from .vocabulary import BASIC

Option = tuple[dict, tuple]  # (the action dict, the rules' value)


def actions_per_turn(s: ReviveState) -> int:
    return 1 if s.n == 1 else 2


def main_options(s: ReviveState, p: Player) -> list[Option]:
    out: list[Option] = []
    for card, slot, half in plays(s, p):
        out.append(({"type": "play", "card": card, "slot": slot, "half": half}, ("play", card, slot, half)))
    if not p.switch_used:
        for r in BASIC:
            out.append(({"type": "switch", "resource": r}, ("switch", r)))
        for q, slot, card in switch_cards(s, p):
            action = {"type": "switch_card", "player": q, "slot": slot, "card": card}
            out.append((action, ("switch_card", q, slot, card)))
    for _, socket in explore_options(s, p):
        out.append(({"type": "explore", "socket": socket}, ("explore", socket)))
    for _, space, size in build_options(s, p):
        out.append(({"type": "build", "space": space, "size": size}, ("build", space, size)))
    for _, space, tech in populate_options(s, p):
        out.append(({"type": "populate", "space": space, "technology": tech}, ("populate", space, tech)))
    return out


def switch_cards(s: ReviveState, p: Player) -> list[tuple[int, str, str]]:
    """With the campaign's switch rule: the slotted cards the switch may resolve again (the
    player's own; an opponent's too with the technology that allows it)."""
    if not unlocked(s.options, "switch_rule"):
        return []
    seats = [p.seat] + (
        [q.seat for q in s.players if q.seat != p.seat] if has_passive(p, "switch_copies_opponent") else []
    )
    return [(q, slot, card) for q in seats for slot, card, _ in s.players[q].slotted()]


def free_options(s: ReviveState, p: Player, crystals: bool = True) -> list[Option]:
    out: list[Option] = []
    for machine in can_activate(s, p):
        out.append(({"type": "activate", "machine": machine}, ("activate", machine)))
    for crate in sorted(set(p.crates)):
        out.append(({"type": "open_crate", "crate": crate}, ("open_crate", crate)))
    for tech in free_action_techs(p):
        if any(payments(p, e["exchange"]["pay"]) for e in technology(p, tech).effects):
            out.append(({"type": "technology", "technology": tech}, ("technology", tech)))
    if crystals and p.resources["crystal"]:
        for r in BASIC:
            if goods.room(p, r):
                out.append(({"type": "crystal", "resource": r}, ("crystal", r)))
    return out


def turn_options(s: ReviveState) -> list[Option]:
    p = s.players[s.turn["player"]]
    taken = s.turn["actions"]
    out = main_options(s, p) if taken < actions_per_turn(s) else []
    out += free_options(s, p)
    if not solo.may_play_or_hibernate(s):  # (alone, the clock run out: the other actions only)
        out = [o for o in out if o[1][0] != "play"]
        out.append(({"type": "end_game"}, ("end_game",)))
    elif taken == 0:
        out.append(({"type": "hibernate"}, ("hibernate",)))
    if taken:
        out.append(({"type": "end_turn"}, ("end_turn",)))
    return out


def take(s: ReviveState, value: tuple) -> bool:
    """Start what the player chose; True when the turn is over once it resolves."""
    kind = value[0]
    seat = s.turn["player"]
    p = s.players[seat]
    if kind == "end_turn":
        return True
    if kind == "end_game":
        s.turn["end_game"] = True
        return True
    if kind in ("play", "switch", "switch_card", "explore", "build", "populate"):
        s.turn["actions"] += 1
    if kind == "play":
        solo.move_cube(s, solo.CARD_STEP)
        start(s, seat, "play", card=value[1], slot=value[2], half=value[3])
    elif kind == "switch":
        p.switch_used = True
        lost = goods.add(p, value[1], 1)
        s.emit("switch_used", {"player": seat, "resource": value[1], "lost": lost})
    elif kind == "switch_card":
        p.switch_used = True
        start(s, seat, "switch_card", owner=value[1], slot=value[2], card=value[3])
    elif kind == "explore":
        start(s, seat, "explore", target=[value[1]])
    elif kind in ("build", "populate"):
        start(s, seat, kind, target=[value[1], value[2]])
    elif kind == "hibernate":
        s.turn["hibernated"] = True
        solo.move_cube(s, solo.HIBERNATION_STEP)
        start(s, seat, "hibernate")
    elif kind == "activate":
        start(s, seat, "activate", machine=value[1])
    elif kind == "open_crate":
        start(s, seat, "open_crate", crate=value[1])
    elif kind == "technology":
        effects = technology(p, value[1]).effects
        start(s, seat, "pool", items=[[{"technology": value[1]}, e] for e in effects])
    elif kind == "crystal":
        p.resources["crystal"] -= 1
        goods.add(p, value[1], 1)
        s.emit("crystal_exchanged", {"player": seat, "resource": value[1]})
    else:
        raise ValueError(f"unknown turn action {value!r}")
    return False


def turn_is_over(s: ReviveState) -> bool:
    """With the stack empty: has the turn nothing left to offer?"""
    if s.turn.get("hibernated") or s.turn.get("end_game"):
        return True
    if s.turn["actions"] < actions_per_turn(s):
        return False
    p = s.players[s.turn["player"]]
    return not free_options(s, p, crystals=False)


def next_turn(s: ReviveState) -> bool:
    """The turn is over: the next player's begins. False when the game is over."""
    seat = s.turn["player"]
    p = s.players[seat]
    p.boosts.clear()
    if s.turn.get("end_game") or solo.game_ends_after_turn(s):
        return False
    if s.last_turns is not None:
        if not s.last_turns:
            return False
        following = s.last_turns.pop(0)
    else:
        following = (seat + 1) % s.n
    s.turn = {"player": following, "actions": 0, "number": s.turn["number"] + 1}
    s.emit("turn", {"player": following, "number": s.turn["number"]})
    return True
