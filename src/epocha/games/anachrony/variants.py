"""The variants of digest §15, each an option: Alternative Timeline, Choose Starting Assets,
Choose Endgame Conditions, No Paradox Dice and Simultaneous Power Up.

What the seed does not print is in `data/variants.json` as our own stand-in values, marked as
such: the starting asset cards' contents and numbers, and which spot of the red timeline side
carries which effect (docs.md).
"""

from __future__ import annotations

import json
from typing import Any

from epocha.engine import chance
from epocha.engine.message import msg, rule_cause

from . import goods
from .catalog import DATA, ENDGAME_CARDS, WARP_TILES, WORKER_TYPES
from .paradox import add_paradox
from .state import BOT, AnachronyState, Player, workers
from .steps import Action, ActionContext, action

with open(DATA / "variants.json", encoding="utf-8") as _f:
    _DATA = json.load(_f)

ASSETS = _DATA["starting_assets"]
ASSET_CARDS: dict[int, dict] = {c["number"]: c["gives"] for c in ASSETS["stand_in_cards"]}
SPOTS: list[list[str | None]] = _DATA["alternative_timeline"]["stand_in_spots"]
ENDGAME_DRAFT: dict[str, dict] = _DATA["endgame_draft"]


def on(s: AnachronyState, name: str) -> bool:
    return bool(s.options.get(name))


# -- Choose Endgame Conditions --------------------------------------------------------------------


def deal_endgame(s: AnachronyState) -> None:
    """Each player is dealt endgame cards to keep some of, in secret."""
    rule = ENDGAME_DRAFT[str(s.n)]
    cards = sorted(k for k, c in ENDGAME_CARDS.items() if on(s, "doomsday") or not c["doomsday"])
    chance.shuffle(s, cards)
    s.endgame_hands = [[cards.pop() for _ in range(rule["deal"])] for _ in range(s.n)]
    s.endgame_pool = cards  # the undealt ones
    s.endgame = []
    s.phase = "endgame"


def endgame_choices(s: AnachronyState, seat: int) -> list[tuple[str, ...]]:
    from itertools import combinations

    keep = ENDGAME_DRAFT[str(s.n)]["keep"]
    return [tuple(sorted(c)) for c in combinations(sorted(s.endgame_hands[seat]), keep)]


def reveal_endgame(s: AnachronyState, picks: list) -> None:
    """Everyone kept theirs: they and cards drawn at random make the five in play. With 2 or 4
    players every card is dealt, so the random ones come from all the cards not kept (docs.md)."""
    kept = [k for pick in picks for k in pick]
    pool = s.endgame_pool + sorted(k for hand in s.endgame_hands for k in hand if k not in kept)
    extra = [pool.pop(pool.index(chance.draw(s, pool))) for _ in range(ENDGAME_DRAFT[str(s.n)]["random"])]
    s.endgame = sorted(kept + extra, key=lambda k: ENDGAME_CARDS[k]["id"])
    s.endgame_hands = []
    s.endgame_pool = []
    s.emit("endgame_chosen", {"endgame": list(s.endgame)})


# -- Choose Starting Assets -------------------------------------------------------------------------


def base_kit(p: Player) -> None:
    """Instead of its Path's assets: 2 active scientists, 1 active engineer, 2 cores, 2 water."""
    kit = ASSETS["base_kit"]
    p.active = {**workers(), **kit["active"]}
    p.tired = workers()
    p.goods = dict.fromkeys(p.goods, 0)
    goods.gain(p, {k: v for k, v in kit.items() if k != "active"})


def deal_assets(s: AnachronyState) -> None:
    cards = sorted(ASSET_CARDS)
    chance.shuffle(s, cards)
    per = ASSETS["deal"][str(s.table)]  # (alone: a two-player table's deal)
    s.asset_hands = [[cards.pop() for _ in range(per)] for _ in range(s.n)]
    s.asset_kept = [[] for _ in range(s.n)]
    s.phase = "assets"


def keep_asset(s: AnachronyState, picks: list) -> bool:
    """Everyone kept one card; the rest pass to the right. True once everyone has four."""
    for seat, card in enumerate(picks):
        s.asset_hands[seat].remove(card)
        s.asset_kept[seat].append(card)
    # the rest pass to the right: each gets its left neighbour's (alone: the hand stays)
    s.asset_hands = [s.asset_hands[(seat + 1) % s.n] for seat in range(s.n)]
    if len(s.asset_kept[0]) < ASSETS["keep"]:
        return False
    for seat, kept in enumerate(s.asset_kept):
        p = s.players[seat]
        for card in kept:
            gains = ASSET_CARDS[card]
            for kind, n in gains.items():
                if kind in WORKER_TYPES:
                    p.active[kind] += n
                else:
                    goods.gain(p, {kind: n})
    # the lowest total of the cards' numbers starts; a tie: whoever holds the lowest card (alone
    # the Chronobot stays first)
    if s.bot is None:
        s.first = min(range(s.n), key=lambda q: (sum(s.asset_kept[q]), min(s.asset_kept[q])))
    s.emit("assets_chosen", {"kept": [list(k) for k in s.asset_kept], "first": s.first})
    s.asset_hands = []
    return True


# -- Alternative Timeline and the arrival of warped items --------------------------------------


def spot_effect(era: int, spot: int) -> str | None:
    spots = SPOTS[era - 1]
    return spots[spot] if spot < len(spots) else None


@action
class Arrival(Action):
    """A player's warp tiles go on the present era tile and bring their items (in player
    order). With the Alternative Timeline each tile takes the tile's next free spot, whose
    effect applies at once; a player with two tiles chooses their order."""

    name = "arrival"
    section = "era.warp"

    def start(self, ctx: ActionContext) -> None:
        tiles = list(ctx.frame.data["tiles"])  # type: ignore[union-attr]
        if on(ctx.s, "alternative_timeline") and len(tiles) == 2:
            prompt = msg(
                "Alternative Timeline: which warp tile goes first?",
                cause=rule_cause("variants.alternative-timeline"),
            )
            ctx.ask("warp_first", tiles, prompt, then=self.ordered)
            return
        self.ordered(ctx, tiles[0] if tiles else None)

    def ordered(self, ctx: ActionContext, first: Any) -> None:
        s, p = ctx.s, ctx.p
        tiles = list(ctx.frame.data["tiles"])  # type: ignore[union-attr]
        if first is not None:
            tiles.remove(first)
            tiles.insert(0, first)
        # said first: what the tiles' timeline spots bring is logged after it
        s.emit("warp", {"player": ctx.seat, "tiles": tiles})
        copies: dict[int, int] = {}
        for t in tiles:
            p.warps.remove(t)
            spot = len(s.tile(s.era)["warps"])
            s.tile(s.era)["warps"].append([ctx.seat, t])
            copies[t] = 1
            if on(s, "alternative_timeline"):
                effect = spot_effect(s.era, spot)
                if effect == "parallel_timeline":
                    copies[t] = 2
                elif effect is not None:
                    _apply(s, p, effect)
        # water first, so that it can pay for the workers arriving with it
        for t in sorted(tiles, key=lambda t: not WARP_TILES[t].get("W")):
            for _ in range(copies[t]):
                _arrive(s, p, t)


def _apply(s: AnachronyState, p: Player, effect: str) -> None:
    # said first: a paradox it brings is logged after it, as its effect
    s.emit("timeline_effect", {"player": p.seat, "effect": effect})
    top = len(p.board().morale_vp) - 1
    if effect == "encouraging_news":
        p.morale = min(top, p.morale + 1)
    elif effect == "bad_news":
        p.morale = max(0, p.morale - 1)
    elif effect == "bright_future":
        p.vp += 1
    elif effect == "stable_rift":
        p.paradox = max(0, p.paradox - 1)
    elif effect == "unstable_rift":
        add_paradox(s, p, 1)


def _arrive(s: AnachronyState, p: Player, tile: int) -> None:
    from .abilities import arrive_exosuit

    for kind, n in WARP_TILES[tile].items():
        if kind == "powered_exosuit":
            if p.exosuits > 0:
                arrive_exosuit(p)
        elif kind in WORKER_TYPES:
            if p.goods["W"] >= 1:  # a worker from the future needs a water (or does not come)
                goods.pay(p, {"W": 1})
                p.active[kind] += n
        else:
            goods.gain(p, {kind: n})


@action
class BotArrival(Action):
    """The Chronobot's turn in the Warp phase (it has no Player: see `chronobot.warp`)."""

    name = "bot_arrival"
    section = "chronobot"

    def start(self, ctx: ActionContext) -> None:
        from .chronobot import warp

        warp(ctx.s)


def arrivals(s: AnachronyState, picks: list) -> None:
    """The revealed warp tiles arrive, in player order (frames: the first player's on top)."""
    from .steps import act_frame

    for seat in reversed(s.order()):
        if seat == BOT:
            s.stack.append(act_frame(BOT, "bot_arrival", None))
        else:
            s.stack.append(act_frame(seat, "arrival", None, tiles=sorted(picks[seat])))
    s.phase = "arrivals"
