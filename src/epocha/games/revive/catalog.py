"""Revive's components as typed facts, built once from a checked content set (`content`).

Effects stay as the content writes them (tuples of one-key objects, `vocabulary.EFFECTS`):
the rules interpret them. Everything here is immutable and shared by every game that uses
the same content set.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .content import DATA, load_checked
from .hexmap import Layout, Socket, load_layout
from .problems import Problems

Effects = tuple[dict, ...]
Text = dict[str, str]


def _effects(value: list | None) -> Effects:
    return tuple(value or ())


@dataclass(frozen=True)
class Half:
    effects: Effects
    slot: bool  # the slot symbol on this half's edge: another card may join the slot
    flasks: int
    while_in_slot: tuple[dict, ...]  # passive effects while the card stays in a slot
    hibernate_then_remove: bool


@dataclass(frozen=True)
class Card:
    id: str
    name: Text
    colour: str
    top: Half
    bottom: Half
    starting: bool
    campaign: bool

    def half(self, side: str) -> Half:
        return self.top if side == "top" else self.bottom


@dataclass(frozen=True)
class Module:
    id: str
    colours: tuple[str, ...]
    effects: Effects
    flasks: int
    campaign: bool


@dataclass(frozen=True)
class Machine:
    """A special machine token (standard machines are reward spaces of the player board)."""

    id: str
    colour: str
    effects: Effects
    flasks: int
    campaign: bool


@dataclass(frozen=True)
class Crate:
    id: str
    effects: Effects
    campaign: bool


@dataclass(frozen=True)
class LargeArtifact:
    id: str
    colour: str
    mark: str  # the player count on its back: "1+", "2+", "3+" or "4"


@dataclass(frozen=True)
class Category:
    colour: str
    counts: str
    points: int


@dataclass(frozen=True)
class ArtifactCard:
    id: str
    categories: tuple[Category, ...]


@dataclass(frozen=True)
class Track:
    values: tuple[int, ...]  # the points of spaces 1..n
    overflow: str  # the resource each advance past the end gives

    @property
    def length(self) -> int:
        return len(self.values)


@dataclass(frozen=True)
class RewardSpace:
    id: str
    needs: dict[str, int]  # track colour -> the space its marker must reach
    kind: str  # standard_machine, special_machine, artifact, card_bonus
    colour: str | None
    effects: Effects  # a standard machine's
    name: Text | None


@dataclass(frozen=True)
class Boards:
    tracks: dict[str, Track]
    reward_spaces: tuple[RewardSpace, ...]
    slots: dict[str, tuple[bool, ...]]  # slot -> its module spaces (True: an activation space)
    progress: tuple[tuple[int, Effects], ...]  # (value, reward) of the 20 spaces
    hibernation: tuple[Effects, ...]  # the reward of each space (the first: none)
    score_bonuses: dict[int, str]  # score-track space -> "crate" or "artifact"
    score_length: int
    starting_resources: tuple[dict[str, int], ...]
    caps: dict[str, int]


@dataclass(frozen=True)
class Technology:
    id: str
    name: Text | None
    books: int
    points: int
    links: tuple[str, ...]
    root: bool
    kind: str  # passive, on_unlock, machine, free_action
    effects: tuple[dict, ...]
    passives: tuple[dict, ...] = ()  # in force once unlocked (besides a passive kind's effects)


@dataclass(frozen=True)
class TribeSide:
    ability: dict
    technologies: tuple[Technology, ...]

    def __post_init__(self) -> None:
        # (by id: the rules look technologies up in every option they price)
        object.__setattr__(self, "_by_id", {t.id: t for t in self.technologies})

    def technology(self, tech_id: str) -> Technology:
        return self._by_id[tech_id]  # type: ignore[attr-defined]

    @property
    def root(self) -> Technology:
        return next(t for t in self.technologies if t.root)

    def neighbours(self, tech_id: str) -> tuple[str, ...]:
        """The technologies linked with this one (links are read both ways)."""
        out = [*self.technology(tech_id).links]
        out += [t.id for t in self.technologies if tech_id in t.links and t.id not in out]
        return tuple(out)


@dataclass(frozen=True)
class Tribe:
    id: str
    name: Text
    base: bool
    piece: str
    pieces: int
    sides: dict[str, TribeSide]


@dataclass(frozen=True)
class Tile:
    id: str
    kind: str  # start, area
    spaces: tuple[dict, ...]  # {"type", "reward"?} in the order of a socket's hexes
    cost: dict[str, int]
    points: int


@dataclass(frozen=True)
class CampaignCard:
    number: int
    chapter: int
    title: Text
    text: Text
    unlocks: tuple[dict, ...]
    after_game: bool = False  # read when the chapter's game is over


@dataclass(frozen=True)
class Content:
    layout: Layout
    start_tiles: tuple[Tile, ...]
    area_tiles: tuple[Tile, ...]
    large_tiles: tuple[tuple[str, tuple[str, str]], ...]  # (id, its two scoring rules)
    crystals: tuple[tuple[str, Any], ...]
    starting_cards: tuple[Card, ...]
    deck: tuple[Card, ...]
    modules: tuple[Module, ...]
    machines: tuple[Machine, ...]
    crates: tuple[Crate, ...]
    large_artifacts: tuple[LargeArtifact, ...]
    small_artifacts: int
    small_points: int
    end_tile_points: int
    artifact_cards: tuple[ArtifactCard, ...]
    boards: Boards
    tribes: dict[str, Tribe]
    campaign: tuple[CampaignCard, ...]
    campaign_large_tiles: tuple[tuple[str, tuple[str, str]], ...]

    def card(self, card_id: str) -> Card:
        return self._cards[card_id]

    def tile(self, tile_id: str) -> Tile:
        return self._tiles[tile_id]

    def module(self, module_id: str) -> Module:
        return self._modules[module_id]

    def machine(self, machine_id: str) -> Machine:
        return self._machines[machine_id]

    def crate(self, crate_id: str) -> Crate:
        return self._crates[crate_id]

    def socket(self, socket_id: str) -> Socket:
        return self.layout.socket(socket_id)

    def __post_init__(self) -> None:
        # lookups by id (set once; the dataclass is frozen for everyone else)
        set_ = object.__setattr__
        set_(self, "_cards", {c.id: c for c in (*self.starting_cards, *self.deck)})
        set_(self, "_tiles", {t.id: t for t in (*self.start_tiles, *self.area_tiles)})
        set_(self, "_modules", {m.id: m for m in self.modules})
        set_(self, "_machines", {m.id: m for m in self.machines})
        set_(self, "_crates", {c.id: c for c in self.crates})


def _half(d: dict) -> Half:
    return Half(
        effects=_effects(d["effects"]),
        slot=d.get("slot", False),
        flasks=d.get("flasks", 0),
        while_in_slot=tuple(d.get("while_in_slot", ())),
        hibernate_then_remove=d.get("hibernate_then_remove", False),
    )


def _card(d: dict, starting: bool) -> Card:
    return Card(
        d["id"],
        d["name"],
        d["colour"],
        _half(d["top"]),
        _half(d["bottom"]),
        starting,
        d.get("campaign", False),
    )


def _tile(d: dict, kind: str) -> Tile:
    back = d.get("back", {})
    return Tile(d["id"], kind, tuple(d["spaces"]), back.get("cost", {}), back.get("points", 0))


def _tribe(d: dict) -> Tribe:
    sides = {}
    for side, s in d["sides"].items():
        techs = tuple(
            Technology(
                t["id"],
                t.get("name"),
                t["books"],
                t["points"],
                tuple(t["links"]),
                t.get("root", False),
                t["kind"],
                tuple(t["effects"]),
                tuple(t.get("passives", ())),
            )
            for t in s["technologies"]
        )
        sides[side] = TribeSide(s["ability"], techs)
    return Tribe(d["id"], d["name"], d["base"], d["pieces"]["kind"], d["pieces"]["count"], sides)


def build(raw: dict[str, Any]) -> Content:
    """The typed content of a checked raw content set."""
    problems = Problems()
    layout = load_layout(raw["map"], problems)
    problems.raise_if_any()
    assert layout is not None
    b = raw["boards"]
    boards = Boards(
        tracks={c: Track(tuple(t["values"]), t["overflow"]) for c, t in b["tracks"].items()},
        reward_spaces=tuple(
            RewardSpace(
                r["id"],
                dict(r["needs"]),
                r["kind"],
                r.get("colour"),
                _effects(r.get("effects")),
                r.get("name"),
            )
            for r in b["reward_spaces"]
        ),
        slots={s["id"]: tuple(s["activation"]) for s in b["slots"]},
        progress=tuple((p["value"], _effects(p.get("reward"))) for p in b["progress_track"]),
        hibernation=tuple(_effects(h.get("reward")) for h in b["hibernation_track"]),
        score_bonuses={x["at"]: x["reward"] for x in b["score_track"]["bonuses"]},
        score_length=b["score_track"]["length"],
        starting_resources=tuple(dict(r) for r in b["starting_resources"]),
        caps=dict(b["caps"]),
    )
    a = raw["artifacts"]
    t = raw["tiles"]
    return Content(
        layout=layout,
        start_tiles=tuple(_tile(x, "start") for x in t["start"]),
        area_tiles=tuple(_tile(x, "area") for x in t["area"]),
        large_tiles=tuple((x["id"], tuple(x["sides"])) for x in t["large"]),
        crystals=layout.crystals,
        starting_cards=tuple(_card(c, True) for c in raw["cards"]["starting"]),
        deck=tuple(_card(c, False) for c in raw["cards"]["deck"]),
        modules=tuple(
            Module(
                m["id"],
                tuple(m["colours"]),
                _effects(m["effects"]),
                m.get("flasks", 0),
                m.get("campaign", False),
            )
            for m in raw["modules"]["modules"]
        ),
        machines=tuple(
            Machine(
                m["id"], m["colour"], _effects(m["effects"]), m.get("flasks", 0), m.get("campaign", False)
            )
            for m in raw["machines"]["machines"]
        ),
        crates=tuple(
            Crate(c["id"], _effects(c["effects"]), c.get("campaign", False)) for c in raw["crates"]["crates"]
        ),
        large_artifacts=tuple(LargeArtifact(x["id"], x["colour"], x["mark"]) for x in a["large"]),
        small_artifacts=a["small"],
        small_points=a["small_points"],
        end_tile_points=a["end_tile_points"],
        artifact_cards=tuple(
            ArtifactCard(
                c["id"], tuple(Category(k["colour"], k["counts"], k["points"]) for k in c["categories"])
            )
            for c in a["cards"]
        ),
        boards=boards,
        tribes={x["id"]: _tribe(x) for x in raw["tribes"]["tribes"]},
        campaign=tuple(
            CampaignCard(
                c["number"],
                c["chapter"],
                c["title"],
                c["text"],
                tuple(c["unlocks"]),
                c.get("after_game", False),
            )
            for c in sorted(raw["campaign"]["cards"], key=lambda c: c["number"])
        ),
        campaign_large_tiles=tuple((x["id"], tuple(x["sides"])) for x in raw["campaign"]["large_locations"]),
    )


@cache
def content(path: str | Path = DATA) -> Content:
    """The content set at `path` (the shipped one by default), checked and typed, read once."""
    return build(load_checked(path))
