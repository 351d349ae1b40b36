"""The Collapsing Capital tiles (digest §10, `data/collapsing_capital_tiles.json`): after the
Impact a Capital space's tile gives its action plus the tile's bonus. The worker's restrictions
still apply (the turn offers only allowed placements); World Council's copies, and the further
actions some tiles give, never get a bonus: only an act frame whose `space` is an available
tile's space does.

Each bonus, in structured form (`TILES`):

- `during` - changes the action itself, read where it runs:
  - `set_both_dice`: Research may set the second die too, for nothing (`second_die_cost`);
  - `cost_less` {good: n}: Construct costs that much less (`cost_cut`; "TUG": one of
    titanium, uranium or gold, as the player likes), on top of an engineer's titanium;
- `after` - once the action is over (a frame put under the action's own: `begin`):
  - `gain` {"VP": n};
  - `again`: the player may take the same action once more, standard (the same worker type);
  - `return_paradox` n: the player may return up to n paradoxes;
  - `superproject_construct` {"genius_as"}: the player may take a Construct that can only
    build a superproject (a genius who did the action may count as the named type);
  - `superproject_vp` n: n VP if the action built a superproject;
  - `building_slot_vp` [...]: if it built a building, the VP of the slot it went to;
  - `powered_exosuit` n, `morale` n, `tired_to_active`;
  - `recruit_bonus_again`: the recruited worker's recruit bonus once more (a genius chooses
    again, any of the three).
"""

from __future__ import annotations

import copy

from epocha.engine.message import card_cause, msg

from . import board, goods
from .abilities import arrive_exosuit
from .catalog import COLLAPSING_TILES
from .state import AnachronyState, Player
from .steps import Action, ActionContext, act_frame, action
from .workers import wake_all

TILES: dict[int, dict] = {
    # Research
    11: {"action": "research", "after": {"gain": {"VP": 2}}},
    12: {"action": "research", "after": {"again": True}},
    13: {"action": "research", "during": {"set_both_dice": True}},
    14: {"action": "research", "after": {"return_paradox": 2}},
    15: {"action": "research", "after": {"superproject_construct": {"genius_as": "engineer"}}},
    # Construct
    21: {"action": "construct", "after": {"again": True}},
    22: {"action": "construct", "during": {"cost_less": {"N": 1}}},
    23: {"action": "construct", "during": {"cost_less": {"TUG": 1}}},
    24: {"action": "construct", "after": {"superproject_vp": 2}},
    25: {"action": "construct", "after": {"building_slot_vp": [1, 2, 3]}},
    # Recruit
    31: {"action": "recruit", "after": {"again": True}},
    32: {"action": "recruit", "after": {"powered_exosuit": 1}},
    33: {"action": "recruit", "after": {"morale": 1}},
    34: {"action": "recruit", "after": {"recruit_bonus_again": True}},
    35: {"action": "recruit", "after": {"tired_to_active": True}},
}
assert {a: sorted(k for k, t in TILES.items() if t["action"] == a) for a in COLLAPSING_TILES} == {
    a: sorted(ts) for a, ts in COLLAPSING_TILES.items()
}


def tile_at(s: AnachronyState, space: str | None) -> int | None:
    """The available Collapsing Capital tile on `space` (None: none, or not a Capital space)."""
    if not space or not s.impacted:
        return None
    name = board.action_of(space)
    if name not in board.CAPITAL or ":" not in space:
        return None
    tiles = s.collapse.get(name, [])
    i = board.index_of(space)
    return tiles[i][0] if i < len(tiles) and tiles[i][1] else None


def tile_of(ctx: ActionContext) -> int | None:
    """The tile whose bonus the acting frame gets: its own placed space's."""
    data = ctx.frame.data  # type: ignore[union-attr]
    space = data.get("space")
    if space is None or board.action_of(space) != data["action"]:
        return None
    return tile_at(ctx.s, space)


def during(ctx: ActionContext) -> dict:
    tile = tile_of(ctx)
    return TILES[tile].get("during", {}) if tile is not None else {}


def cost_cut(ctx: ActionContext) -> dict[str, int]:
    """What the tile takes off this Construct's cost ({} for none)."""
    return dict(during(ctx).get("cost_less", {}))


def second_die_cost(ctx: ActionContext) -> dict | None:
    """What setting Research's second die costs (None: it is rolled): nothing on tile 13,
    water for Cornella (first printing)."""
    if during(ctx).get("set_both_dice"):
        return {}
    from .leaders import focused_research

    return focused_research(ctx.s, ctx.p)


def enables(s: AnachronyState, p: Player, space: str | None, as_type: str) -> bool:
    """Whether the tile on `space` makes its action possible (a Construct only its lower cost
    pays for)."""
    tile = tile_at(s, space)
    less = TILES[tile].get("during", {}).get("cost_less") if tile is not None else None
    if not less:
        return False
    from .construction import can_construct

    return can_construct(s, p, as_type, less)


def begin(ctx: ActionContext) -> None:
    """A Capital action starts: a tile's after-bonus goes under its frame, to run once it ends
    (with what the bonus compares against: the player's rows, superprojects, Active workers)."""
    tile = tile_of(ctx)
    if tile is None or "after" not in TILES[tile]:
        return
    s, p = ctx.s, ctx.p
    s.emit("collapse_tile", {"player": ctx.seat, "tile": tile})
    space = ctx.frame.data["space"]  # type: ignore[union-attr]
    worker = next((b[0] for b in p.busy if b[1] == space), None)
    after = act_frame(
        ctx.seat,
        "collapse_bonus",
        ctx.as_type,
        tile=tile,
        worker=worker,
        rows=copy.deepcopy(p.rows),
        superprojects=len(p.superprojects),
        active=dict(p.active),
    )
    s.stack.insert(next(i for i, f in enumerate(s.stack) if f is ctx.frame), after)


@action
class CollapseBonus(Action):
    """A tile's bonus once its action is over."""

    name = "collapse_bonus"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(str(ctx.frame.data["tile"]))  # type: ignore[union-attr]

    def start(self, ctx: ActionContext) -> None:
        p, data = ctx.p, ctx.frame.data  # type: ignore[union-attr]
        tile = data["tile"]
        name = TILES[tile]["action"]
        bonus = TILES[tile]["after"]
        if "gain" in bonus:
            goods.gain(p, bonus["gain"])
        if "powered_exosuit" in bonus:
            for _ in range(bonus["powered_exosuit"]):
                if p.exosuits > 0:
                    arrive_exosuit(p)
        if "morale" in bonus:
            p.morale = min(len(p.board().morale_vp) - 1, p.morale + bonus["morale"])
        if "tired_to_active" in bonus:
            wake_all(p)
        if "superproject_vp" in bonus and len(p.superprojects) > data["superprojects"]:
            p.vp += bonus["superproject_vp"]
        if "building_slot_vp" in bonus:
            for row, slots in p.rows.items():
                for i, key in enumerate(slots):
                    if data["rows"][row][i] is None and key is not None and key.startswith("b"):
                        p.vp += bonus["building_slot_vp"][i]
        if "return_paradox" in bonus and p.paradox > 0:
            options = list(range(1, min(bonus["return_paradox"], p.paradox) + 1))
            ctx.ask(
                "paradox_back", options, msg("You may return paradoxes"), then=self.paradox_back, may=True
            )
            return
        if bonus.get("recruit_bonus_again"):
            self.recruit_bonus(ctx)
            return
        if bonus.get("again"):
            self.offer(ctx, name, ctx.as_type)
            return
        if "superproject_construct" in bonus:
            as_type = ctx.as_type
            if data["worker"] == "genius":
                as_type = bonus["superproject_construct"]["genius_as"]
            self.offer(ctx, "construct", as_type, superproject_only=True)

    def offer(self, ctx: ActionContext, name: str, as_type: str | None, **extra: bool) -> None:
        from .construction import superproject_payments
        from .mainboard import MAIN_ACTIONS

        s, p = ctx.s, ctx.p
        if extra.get("superproject_only"):
            able = bool(superproject_payments(s, p, as_type))
        else:
            able = board.allowed(name, as_type or "") and MAIN_ACTIONS[name].possible(s, p, as_type or "")
        if able:
            ctx.vars["next"] = [name, as_type, extra]
            ctx.ask("bonus_action", [name], msg("You may take another action"), then=self.take, may=True)

    def take(self, ctx: ActionContext, name: str | None) -> None:
        if name is None:
            return
        _, as_type, extra = ctx.vars["next"]
        tile = ctx.frame.data["tile"]  # type: ignore[union-attr]
        ctx.s.emit("collapse_action", {"player": ctx.seat, "action": name, "tile": tile})
        ctx.s.stack.append(act_frame(ctx.seat, name, as_type, **extra))

    def paradox_back(self, ctx: ActionContext, n: int | None) -> None:
        if n:
            ctx.p.paradox -= n
            tile = ctx.frame.data["tile"]  # type: ignore[union-attr]
            ctx.s.emit("paradox_back", {"player": ctx.seat, "count": n, "tile": tile})

    def recruit_bonus(self, ctx: ActionContext) -> None:
        from .mainboard import GENIUS_BONUSES, RECRUIT_BONUS

        p, before = ctx.p, ctx.frame.data["active"]  # type: ignore[union-attr]
        kind = next((k for k, n in p.active.items() if n > before.get(k, 0)), None)
        if kind == "genius":
            ctx.ask("bonus", list(GENIUS_BONUSES), msg("Recruit bonus again: choose one"), then=self.genius)
        elif kind is not None:
            goods.gain(p, RECRUIT_BONUS[kind])

    def genius(self, ctx: ActionContext, choice: str) -> None:
        from .mainboard import _BONUS_GOODS

        goods.gain(ctx.p, _BONUS_GOODS[choice])
