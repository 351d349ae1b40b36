"""What the conformance harness needs to know of Anachrony: where each tile and card lies and
who sees its face there, the game's own invariants (goods never negative, six exosuits and
nine warp tiles a player, eight and six for the Chronobot), and how to silence a component
for the "every card has a test" gate."""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from unittest import mock

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner
from epocha.engine import Game

from . import collapse, leaders, scoring
from .catalog import BUILDINGS, ENDGAME_CARDS, SUPERPROJECTS, markers_at_hand
from .doomsday import EXPERIMENTS
from .state import BOT, AnachronyState, Player
from .terms import LEADERS

# the modules whose constants name buildings and superprojects with an effect of their own
_MODULES = (
    "abilities", "construction", "evacuation", "mainboard", "paradox", "playerboard", "reservoir",
    "scoring", "superprojects", "timetravel",
)  # fmt: skip


class AnachronyConformance(Conformance):
    max_decisions = 4000
    # (the variants' option sets are played in the game's own conformance tests)
    option_sets = ({}, {"side": "B", "doomsday": True})

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """Random, but seldom passing early, so that eras are played out."""
        actions = game.actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        return rng.choice(busy if busy and rng.random() < 0.9 else actions)

    def components(self, s: AnachronyState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        return list(_tiles(s)) + list(_superprojects(s)) + list(_experiments(s)) + list(_endgame(s))

    # -- the "every card has a test" gate -------------------------------------------------------

    card_tests = "tests/games/anachrony"

    def cards(self) -> list[str]:
        """Every component with an effect of its own, named by kind: "b101", "s7",
        "leader:zaida", "tile:11", "experiment:irrigation", "endgame:most_water"."""
        return (
            [f"b{k}" for k in BUILDINGS]
            + [f"s{k}" for k in SUPERPROJECTS]
            + [f"leader:{k}" for k in LEADERS]
            + [f"tile:{k}" for k in collapse.TILES]
            + [f"experiment:{k}" for k in EXPERIMENTS]
            + [f"endgame:{k}" for k in ENDGAME_CARDS]
        )

    def card_test_file(self, card: str) -> str:
        if ":" not in card:
            return f"{'buildings' if card[0] == 'b' else 'superprojects'}/test_{card}.py"
        kind, key = card.split(":")
        folder = {"leader": "leaders", "tile": "collapse", "experiment": "experiments", "endgame": "endgame"}
        return f"{folder[kind]}/test_{'tile_' if kind == 'tile' else ''}{key}.py"

    @contextmanager
    def without_effect(self, card: str) -> Iterator[None]:
        """The component stays where it is (its VP count) but does nothing: a building's or a
        superproject's abilities and passives, a leader's ability, a Collapsing Capital tile's
        bonus, an experiment's VP, an endgame card's count."""
        with ExitStack() as stack:
            if ":" not in card:
                _silence_tile_or_project(stack, card)
            else:
                kind, key = card.split(":")
                if kind == "leader":
                    played = leaders.in_play
                    stack.enter_context(
                        mock.patch.object(
                            leaders,
                            "in_play",
                            lambda s, p, name, only=None: name != key and played(s, p, name, only),
                        )
                    )
                elif kind == "tile":
                    tile = int(key)
                    stack.enter_context(
                        mock.patch.dict(collapse.TILES, {tile: {"action": collapse.TILES[tile]["action"]}})
                    )
                elif kind == "experiment":
                    stack.enter_context(mock.patch.dict(EXPERIMENTS, {key: {**EXPERIMENTS[key], "vp": 0}}))
                else:
                    measure = scoring.endgame_measure
                    stack.enter_context(
                        mock.patch.object(
                            scoring,
                            "endgame_measure",
                            lambda s, p, name: 0 if name == key else measure(s, p, name),
                        )
                    )
            yield

    def check_state(self, s: AnachronyState) -> None:  # type: ignore[override]
        for p in s.players:
            assert min(p.goods.values()) >= 0 and min(p.active.values()) >= 0, p.goods
            assert min(p.tired.values()) >= 0, p.tired
            out = sum(1 for q in s.spaces.values() if q == p.seat) + sum(
                1 for q, _ in s.pool_users if q == p.seat
            )
            assert p.exosuits + sum(p.powered) + out == 6, "a player's exosuits"
            assert 0 <= p.markers <= markers_at_hand(p.evacuated), "a player's Path markers"
            on_timeline = sum(1 for t in s.timeline for q, _ in t["warps"] if q == p.seat)
            assert len(p.warps) + on_timeline == 9, "a player's warp tiles"
        if s.bot is not None:
            b = s.bot
            out = sum(1 for q in s.spaces.values() if q == BOT)
            assert b["exosuits"] + b["powered"] + out == 6, "the Chronobot's exosuits"
            assert len(b["warps"]) + sum(1 for t in s.timeline for q, _ in t["warps"] if q == BOT) == 8
            assert min(b["water"], *b["resources"].values(), *b["workers"].values()) >= 0
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


def _silence_tile_or_project(stack: ExitStack, key: str) -> None:
    """A building or superproject out of its owner's usable ones (its abilities and passives
    off), its one-time effect gone, and every constant of the rules that names it renamed."""
    number = int(key[1:])
    if key[0] == "b":
        owned = Player.buildings
        stack.enter_context(
            mock.patch.object(
                Player,
                "buildings",
                lambda p, kind=None, usable=False: [
                    k for k in owned(p, kind, usable) if not (usable and k == key)
                ],
            )
        )
        silent = dataclasses.replace(BUILDINGS[number], effect={}, on_build=None)
        stack.enter_context(mock.patch.dict(BUILDINGS, {number: silent}))
    else:
        usable = Player.superprojects_usable
        stack.enter_context(
            mock.patch.object(Player, "superprojects_usable", lambda p: [k for k in usable(p) if k != key])
        )
        silent = dataclasses.replace(SUPERPROJECTS[number], kind="passive", effect={})
        stack.enter_context(mock.patch.dict(SUPERPROJECTS, {number: silent}))
    for name in _MODULES:
        module = importlib.import_module(f"{__package__}.{name}")
        for attr, value in list(vars(module).items()):
            renamed = _renamed(value, key)
            if renamed is not value:
                stack.enter_context(mock.patch.object(module, attr, renamed))


def _renamed(value: object, key: str) -> object:
    """`value` with `key` renamed to nothing (a constant naming the component), or itself."""
    if value == key:
        return "-"
    if isinstance(value, tuple) and key in value:
        return tuple("-" if v == key else v for v in value)
    if isinstance(value, dict) and key in value and all(isinstance(k, str) for k in value):
        return {k: v for k, v in value.items() if k != key}
    return value


CONFORMANCE = AnachronyConformance()
