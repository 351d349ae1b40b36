"""What the conformance harness needs to know of Anachrony: where each tile and card lies and
who sees its face there, and the game's own invariants (goods never negative, six exosuits
and nine warp tiles a player, eight and six for the Chronobot)."""

from __future__ import annotations

import random
from collections.abc import Iterable

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner
from epocha.engine import Game

from .catalog import BUILDINGS, ENDGAME_CARDS, SUPERPROJECTS
from .doomsday import EXPERIMENTS
from .state import BOT, AnachronyState


class AnachronyConformance(Conformance):
    max_decisions = 4000
    option_sets = (
        {},
        {"side": "B", "doomsday": True},
        {"doomsday": True, "planned_experiments": True, "alternative_timeline": True},
        {"choose_starting_assets": True, "choose_endgame_conditions": True, "no_paradox_dice": True},
        {"simultaneous_power_up": True, "side": "B"},
    )

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """Random, but seldom passing early, so that eras are played out."""
        actions = game.actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        return rng.choice(busy if busy and rng.random() < 0.9 else actions)

    def components(self, s: AnachronyState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        return list(_tiles(s)) + list(_superprojects(s)) + list(_experiments(s)) + list(_endgame(s))

    def check_state(self, s: AnachronyState) -> None:  # type: ignore[override]
        for p in s.players:
            assert min(p.goods.values()) >= 0 and min(p.active.values()) >= 0, p.goods
            assert min(p.tired.values()) >= 0, p.tired
            out = sum(1 for q in s.spaces.values() if q == p.seat) + sum(
                1 for q, _ in s.pool_users if q == p.seat
            )
            assert p.exosuits + sum(p.powered) + out == 6, "a player's exosuits"
            on_timeline = sum(1 for t in s.timeline for q, _ in t["warps"] if q == p.seat)
            assert len(p.warps) + on_timeline == 9, "a player's warp tiles"
        if s.bot is not None:
            b = s.bot
            out = sum(1 for q in s.spaces.values() if q == BOT)
            assert b["exosuits"] + b["powered"] + out == 6, "the Chronobot's exosuits"
            assert len(b["warps"]) + sum(1 for t in s.timeline for q, _ in t["warps"] if q == BOT) == 8
        assert min(s.breakthroughs.values(), default=0) >= 0


def _tiles(s: AnachronyState) -> Iterable[tuple[str, Place]]:
    """A building tile: on top of its primary stack face up; below it, unseen; every tile of
    a secondary stack was seen when it was laid there."""
    where: dict[str, Place] = {}
    for stack in s.primary.values():
        for i, key in enumerate(stack):
            where[key] = public("primary", None) if i == len(stack) - 1 else hidden_to_all("primary")
    for stack in s.secondary.values():
        for key in stack:
            where[key] = public("secondary")
    for p in s.players:
        for key in p.buildings():
            where[key] = public("board", p.seat)
    if s.bot is not None:
        for key in s.bot["buildings"]:
            where[key] = public("chronobot")
    for b in BUILDINGS.values():
        # (a tile lost by Harmony on side B went under its stack: unseen, with the others)
        yield f"b{b.id}", where.get(f"b{b.id}", hidden_to_all("box"))


def _superprojects(s: AnachronyState) -> Iterable[tuple[str, Place]]:
    where: dict[str, Place] = {}
    for era, tile in enumerate(s.timeline, start=1):
        key = tile["superproject"]
        if key:
            where[key] = public("timeline") if tile["face_up"] else hidden_to_all("timeline", era)
    for p in s.players:
        for key in p.superprojects:
            where[key] = public("board", p.seat)
    if s.bot is not None:
        for key in s.bot["superprojects"]:
            where[key] = public("chronobot")
    for k in SUPERPROJECTS:
        yield f"s{k}", where.get(f"s{k}", hidden_to_all("box"))


def _experiments(s: AnachronyState) -> Iterable[tuple[str, Place]]:
    if not s.options.get("doomsday"):
        return
    where: dict[str, Place] = {}
    for era, (key, up) in enumerate(s.experiments, start=1):
        if key:
            where[key] = public("experiments") if up else hidden_to_all("experiments", era)
    planned = bool(s.options.get("planned_experiments"))
    for i, key in enumerate(s.level2):
        where[key] = public("level2") if planned and i == len(s.level2) - 1 else hidden_to_all("level2")
    for p in s.players:
        for key in p.experiments:
            where[key] = public("completed", p.seat)
    for key in EXPERIMENTS:
        yield key, where.get(key, hidden_to_all("box"))


def _endgame(s: AnachronyState) -> Iterable[tuple[str, Place]]:
    """Endgame cards: in play face up; in a draft each hand is its owner's; the rest unseen."""
    where: dict[str, Place] = {key: public("endgame") for key in s.endgame}
    for seat, hand in enumerate(s.endgame_hands):
        for key in hand:
            where[key] = seen_by_owner("endgame_hand", seat)
    cards = [k for k, c in ENDGAME_CARDS.items() if s.options.get("doomsday") or not c["doomsday"]]
    for key in cards:
        yield key, where.get(key, hidden_to_all("box"))


CONFORMANCE = AnachronyConformance()
