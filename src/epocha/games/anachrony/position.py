"""Positions: an Anachrony situation written as plain data (tests, bug reports, teaching).

A position is a moment of the Action Rounds, the turn player to act. Everything it leaves out
is dealt as a game would be from the seed (the decks, the stacks, the superprojects, the
endgame cards, the pools), then the position's fields replace it. See docs.md, "Positions".
"""

from __future__ import annotations

from typing import Any

from epocha.engine import IllegalAction, Rng
from epocha.engine.plain import copy_plain

from . import era as eras
from . import leaders
from .catalog import (
    BUILDING_TYPES,
    BUILDINGS,
    ENDGAME_CARDS,
    ERAS,
    GOODS,
    PATH_FACTS,
    PATHS,
    SUPERPROJECTS,
    WARP_TILES,
    WORKER_TYPES,
    board_side,
    markers_at_hand,
)
from .state import ANOMALY, BOT, AnachronyState, Player, workers

PLAYER_KEYS = {
    "path", "leader", "evacuation", "goods", "vp", "active", "tired", "rows", "breakthroughs",
    "paradox", "morale", "time_travel", "focus", "warps", "powered", "exosuits", "covered",
    "evacuated", "passed", "markers", "used", "experiments",
}  # fmt: skip
KEYS = {
    "players", "era", "first", "turn", "timeline", "stacks", "recruit_pool", "mine_pool", "impacted",
    "collapse", "endgame", "evacuation", "breakthroughs", "spaces", "options", "experiments",
    "trackers", "level2", "impact_after", "chronobot", "recruit_card",
}  # fmt: skip


def _fail(problem: str) -> IllegalAction:
    return IllegalAction(f"bad position: {problem}")


def _check_keys(d: Any, allowed: set[str], what: str) -> dict:
    if not isinstance(d, dict):
        raise _fail(f"{what} must be a dict")
    unknown = sorted(set(d) - allowed)
    if unknown:
        raise _fail(f"unknown key(s) in {what}: {', '.join(unknown)}")
    return d


def _int(d: dict, key: str, lo: int, hi: int, what: str) -> int | None:
    if key not in d:
        return None
    v = d[key]
    if type(v) is not int or not lo <= v <= hi:
        raise _fail(f"{what}.{key} must be a whole number from {lo} to {hi}")
    return v


def from_position(position: dict, seed: int, options: dict) -> AnachronyState:
    _check_keys(position, KEYS, "the position")
    specs = position.get("players")
    if not isinstance(specs, list) or not 1 <= len(specs) <= 4:
        raise _fail("players must be a list of 1 to 4 player dicts")
    s = AnachronyState(len(specs), options, Rng(seed))
    eras.setup(s)
    s.log = []
    taken: set[str] = set()
    for p, spec in zip(s.players, specs, strict=True):
        _check_keys(spec, PLAYER_KEYS, f"players[{p.seat}]")
        path = spec.get("path", next(k for k in PATHS if k not in taken))
        if path not in PATH_FACTS or path in taken:
            raise _fail(f"players[{p.seat}].path must be a Path no other player has ({', '.join(PATHS)})")
        taken.add(path)
        _player(s, p, path, spec)
    s.era = _int(position, "era", 1, ERAS, "position") or 1
    seats = s.seats()
    for key in ("first", "turn"):
        if key in position and position[key] not in seats:
            raise _fail(f"{key} must be one of the seats {seats}")
    s.first = position.get("first", 0)
    s.turn = position.get("turn", s.first)
    _chronobot(s, position)
    explicit = {p.seat for p, spec in zip(s.players, specs, strict=True) if "warps" in spec}
    _board(s, position, explicit)
    for p in s.players:
        if "focus" not in specs[p.seat]:
            p.focus = s.era
        if p.focus > s.era:
            raise _fail(f"players[{p.seat}].focus cannot be after the present era")
    s.phase = "actions"
    if s.turn == BOT:
        raise _fail("a position is a player's moment to act, not the Chronobot's")
    if s.players[s.turn].passed:
        raise _fail("the turn player has passed")
    s.emit("position", {"players": s.n, "era": s.era})
    return s


def _chronobot(s: AnachronyState, position: dict) -> None:
    given = position.get("chronobot")
    if s.bot is None:
        if given is not None:
            raise _fail("chronobot: only in a one-player game")
        return
    _check_keys(given or {}, set(s.bot), "chronobot")
    for key, value in (given or {}).items():
        if type(value) is not type(s.bot[key]):
            raise _fail(f"chronobot.{key} must be a {type(s.bot[key]).__name__}")
        s.bot[key] = value if not isinstance(value, dict) else {**s.bot[key], **value}
    for tile in s.bot["buildings"]:
        _take_tile(s, tile)
    for key in s.bot["superprojects"]:
        _take_superproject(s, key)


def _player(s: AnachronyState, p: Player, path: str, spec: dict) -> None:
    what = f"players[{p.seat}]"
    p.path = path
    facts = PATH_FACTS[path]
    p.leader = spec.get("leader", facts.leaders[0])
    if p.leader not in facts.leaders:
        raise _fail(f"{what}.leader must be one of {', '.join(facts.leaders)}")
    p.evacuation = _int(spec, "evacuation", 0, 1, what) or 0
    given = spec.get("goods", {})
    _check_keys(given, set(GOODS), f"{what}.goods")
    p.goods = dict.fromkeys(GOODS, 0)
    for k, v in given.items():
        if type(v) is not int or v < 0:
            raise _fail(f"{what}.goods.{k} must be a whole number of 0 or more")
        p.goods[k] = v
    p.vp = spec.get("vp", 0)
    if type(p.vp) is not int:
        raise _fail(f"{what}.vp must be a whole number")
    for column in ("active", "tired"):
        counts = spec.get(column)
        if counts is None:
            counts = {}
            for kind in facts.active if column == "active" else facts.tired:
                counts[kind] = counts.get(kind, 0) + 1
        _check_keys(counts, set(WORKER_TYPES), f"{what}.{column}")
        if any(type(v) is not int or v < 0 for v in counts.values()):
            raise _fail(f"{what}.{column} counts must be whole numbers of 0 or more")
        setattr(p, column, {**workers(), **counts})
    side = board_side(path, p.side)
    p.morale = (
        side.morale_start if "morale" not in spec else _int(spec, "morale", 0, len(side.morale_vp) - 1, what)
    )  # type: ignore[assignment]
    p.paradox = _int(spec, "paradox", 0, 4, what) or 0
    p.time_travel = _int(spec, "time_travel", 0, len(side.time_travel_vp) - 1, what) or 0
    if "focus" in spec:
        p.focus = _int(spec, "focus", 1, ERAS, what)  # type: ignore[assignment]
    _rows(s, p, spec.get("rows", {}), what)
    p.breakthroughs = []
    for b in spec.get("breakthroughs", []):
        if not (isinstance(b, list) and len(b) == 2 and b[0] in (1, 2, 3) and b[1] in (1, 2, 3, 4, 5)):
            raise _fail(f"{what}.breakthroughs are [shape 1-3, icon 1-5] pairs")
        key = f"{b[0]}-{b[1]}"
        if s.breakthroughs[key] <= 0:
            raise _fail(f"no breakthrough {key} is left for {what}")
        s.breakthroughs[key] -= 1
        p.breakthroughs.append(list(b))
    p.warps = sorted(spec.get("warps", list(WARP_TILES)))
    if any(t not in WARP_TILES for t in p.warps) or len(set(p.warps)) != len(p.warps):
        raise _fail(f"{what}.warps are distinct warp tile numbers 1-9")
    powered = spec.get("powered", [])
    if any(type(k) is not int or not 1 <= k <= 6 for k in powered):
        raise _fail(f"{what}.powered lists exosuit slots 1-6")
    p.powered = [k + 1 in powered for k in range(6)]
    p.covered = list(spec.get("covered", side.covered_at_impact if s.impacted else []))
    p.exosuits = spec.get("exosuits", 6 - sum(p.powered))
    if type(p.exosuits) is not int or p.exosuits < 0 or p.exosuits + sum(p.powered) > 6:
        raise _fail(f"{what}.exosuits and powered slots make at most 6 exosuits")
    p.evacuated = bool(spec.get("evacuated", False))
    p.passed = bool(spec.get("passed", False))
    most = markers_at_hand(p.evacuated)
    p.markers = _int(spec, "markers", 0, most, what) if "markers" in spec else most  # type: ignore[assignment]
    p.used = list(spec.get("used", []))
    p.experiments = list(spec.get("experiments", []))


def _rows(s: AnachronyState, p: Player, rows: dict, what: str) -> None:
    _check_keys(rows, set(BUILDING_TYPES), f"{what}.rows")
    for kind, row in rows.items():
        if not isinstance(row, list) or len(row) > 3:
            raise _fail(f"{what}.rows.{kind} lists up to 3 slots")
        row = row + [None] * (3 - len(row))
        for i, slot in enumerate(row):
            if slot is None or slot == ANOMALY:
                continue
            key = (
                slot[len(ANOMALY) + 1 :] if isinstance(slot, str) and slot.startswith(ANOMALY + ":") else slot
            )
            if (
                isinstance(key, str)
                and key.startswith("b")
                and key[1:].isdigit()
                and int(key[1:]) in BUILDINGS
            ):
                if BUILDINGS[int(key[1:])].type != kind:
                    raise _fail(f"{what}.rows.{kind}: {key} is not a {kind}")
                _take_tile(s, key)
            elif (
                isinstance(key, str)
                and key.startswith("s")
                and key[1:].isdigit()
                and int(key[1:]) in SUPERPROJECTS
            ):
                if key not in p.superprojects:
                    p.superprojects.append(key)
                    _take_superproject(s, key)
            else:
                raise _fail(f"{what}.rows.{kind}[{i}]: {slot!r} is not a building, superproject or anomaly")
        p.rows[kind] = row


def _take_tile(s: AnachronyState, key: str) -> None:
    for stacks in (s.primary, s.secondary):
        for stack in stacks.values():
            if key in stack:
                stack.remove(key)
                return
    raise _fail(f"{key} is placed twice (or is not a building tile)")


def _take_superproject(s: AnachronyState, key: str) -> None:
    for tile in s.timeline:
        if tile["superproject"] == key:
            tile["superproject"] = None


def _board(s: AnachronyState, position: dict, explicit: set[int]) -> None:
    """The shared board; `explicit`: the seats whose position lists their supply's warp tiles
    (the others' supply holds every tile not on the timeline)."""
    for era in range(1, s.era + 2):
        if era <= ERAS:
            s.tile(era)["face_up"] = True
    for i, tile in enumerate(position.get("timeline", [])):
        _check_keys(tile, {"superproject", "warps"}, f"timeline[{i}]")
        if "superproject" in tile:
            key = tile["superproject"]
            if key is not None and (not isinstance(key, str) or key[1:] not in map(str, SUPERPROJECTS)):
                raise _fail(f"timeline[{i}].superproject must be a superproject key or null")
            s.tile(i + 1)["superproject"] = key
        for w in tile.get("warps", []):
            if not (isinstance(w, list) and len(w) == 2 and w[0] in s.seats() and w[1] in WARP_TILES):
                raise _fail(f"timeline[{i}].warps are [seat, warp tile 1-9] pairs")
            seat, t = w
            if seat == BOT:
                if t in s.bot["warps"]:  # type: ignore[index]
                    s.bot["warps"].remove(t)  # type: ignore[index]
                s.tile(i + 1)["warps"].append([seat, t])
                continue
            p = s.players[seat]
            if any([seat, t] in other["warps"] for other in s.timeline):
                raise _fail(f"seat {seat}'s warp tile {t} lies on the timeline twice")
            if t in p.warps:
                if seat in explicit:
                    raise _fail(f"seat {seat}'s warp tile {t} is both in its supply and on the timeline")
                p.warps.remove(t)
            s.tile(i + 1)["warps"].append([seat, t])
    for kind, stacks in position.get("stacks", {}).items():
        if kind not in BUILDING_TYPES:
            raise _fail(f"stacks: {kind!r} is not a building type")
        for which in ("primary", "secondary"):
            if which in stacks:
                tiles = list(stacks[which])
                for key in tiles:
                    _take_tile(s, key)
                getattr(s, which)[kind] = getattr(s, which)[kind] + tiles if which == "primary" else tiles
    if "recruit_pool" in position:
        s.recruit_pool = {
            **workers(),
            **_check_keys(position["recruit_pool"], set(WORKER_TYPES), "recruit_pool"),
        }
    else:
        s.recruit_pool = {**workers(), "scientist": 1, "engineer": 1, "administrator": 1, "genius": 1}
    card = _check_keys(position.get("recruit_card", s.recruit_pool), set(WORKER_TYPES), "recruit_card")
    s.recruit_card = {**workers(), **card}
    s.mine_pool = list(position.get("mine_pool", ["N", "G", "U", "T", "T"]))
    if "impact_after" in position:
        s.impact_after = _int(position, "impact_after", 1, ERAS - 1, "position")  # type: ignore[assignment]
    s.impacted = bool(position.get("impacted", s.era > s.impact_after))
    if s.impacted:
        s.collapse = {
            a: [list(t) for t in ts] for a, ts in position.get("collapse", {}).items()
        } or _collapse(s)
        for p in s.players:
            if not p.covered:
                p.covered = leaders.covered_at_impact(s, p)
    if "endgame" in position:
        if any(k not in ENDGAME_CARDS for k in position["endgame"]):
            raise _fail("endgame names endgame cards")
        s.endgame = list(position["endgame"])
    s.evacuation = list(position.get("evacuation", []))
    for space, seat in position.get("spaces", {}).items():
        s.spaces[space] = seat
    if "breakthroughs" in position:
        s.breakthroughs = dict(position["breakthroughs"])
    _doomsday(s, position)


def _doomsday(s: AnachronyState, position: dict) -> None:
    given = [k for k in ("experiments", "trackers", "level2") if k in position]
    if given and not s.options.get("doomsday"):
        raise _fail(f"{', '.join(given)}: only with the Doomsday module")
    if not s.options.get("doomsday"):
        return
    from .doomsday import EXPERIMENTS

    for era in range(1, min(s.era + 1, ERAS) + 1):  # the present's and the next's are face up
        if s.experiments[era - 1][0] is not None:
            s.experiments[era - 1][1] = True
    if "experiments" in position:
        slots = position["experiments"]
        if not isinstance(slots, list) or len(slots) > ERAS:
            raise _fail("experiments lists up to 7 era tiles' [experiment or null, face up]")
        # the era tiles it lists; the others hold none
        s.experiments = [[None, False] for _ in range(ERAS)]
        for i, slot in enumerate(slots):
            if slot[0] is not None and slot[0] not in EXPERIMENTS:
                raise _fail(f"experiments[{i}]: {slot[0]!r} is not an experiment")
            s.experiments[i] = [slot[0], bool(slot[1])]
    done = {k for p in s.players for k in p.experiments}
    if "experiments" not in position:  # (the dealt tiles without the cards players completed)
        s.experiments = [[None, False] if k in done else [k, up] for k, up in s.experiments]
    if "level2" in position:
        s.level2 = list(position["level2"])
    else:  # (the dealt deck without the cards the position put elsewhere)
        elsewhere = {k for k, _ in s.experiments if k} | {k for p in s.players for k in p.experiments}
        s.level2 = [k for k in s.level2 if k not in elsewhere]
    placed = [k for k, _ in s.experiments if k] + s.level2 + [k for p in s.players for k in p.experiments]
    if len(placed) != len(set(placed)):
        raise _fail("an experiment lies in two places")
    if "trackers" in position:
        t = _check_keys(position["trackers"], {"save", "seal"}, "trackers")
        s.trackers.update({k: _int(t, k, 1, 10, "trackers") for k in t})


def _collapse(s: AnachronyState) -> dict:
    from .board import CAPITAL, capital_spaces
    from .catalog import COLLAPSING_TILES

    return {a: [[t, True] for t in COLLAPSING_TILES[a][: capital_spaces(s)]] for a in CAPITAL}


def to_position(s: AnachronyState) -> dict:
    """The position of a game in its Action Rounds (the turn player to act)."""
    if s.phase != "actions" or s.stack:
        raise IllegalAction("a position is a moment of the Action Rounds with nobody mid-action")
    return {
        "players": [
            {
                "path": p.path,
                "leader": p.leader,
                "evacuation": p.evacuation,
                "goods": {k: v for k, v in p.goods.items() if v},
                "vp": p.vp,
                "active": {k: v for k, v in p.active.items() if v},
                "tired": {k: v for k, v in p.tired.items() if v},
                "rows": {t: list(row) for t, row in p.rows.items()},
                "breakthroughs": [list(b) for b in p.breakthroughs],
                "paradox": p.paradox,
                "morale": p.morale,
                "time_travel": p.time_travel,
                "focus": p.focus,
                "warps": list(p.warps),
                "powered": [i + 1 for i, on in enumerate(p.powered) if on],
                "exosuits": p.exosuits,
                "covered": list(p.covered),
                "evacuated": p.evacuated,
                "passed": p.passed,
                "markers": p.markers,
                "used": list(p.used),
                "experiments": list(p.experiments),
            }
            for p in s.players
        ],
        "era": s.era,
        "first": s.first,
        "turn": s.turn,
        "timeline": [
            {"superproject": t["superproject"], "warps": [list(w) for w in t["warps"]]} for t in s.timeline
        ],
        "stacks": {
            t: {"primary": list(s.primary[t]), "secondary": list(s.secondary[t])} for t in BUILDING_TYPES
        },
        "recruit_pool": {k: v for k, v in s.recruit_pool.items() if v},
        "recruit_card": {k: v for k, v in s.recruit_card.items() if v},
        "mine_pool": list(s.mine_pool),
        "impacted": s.impacted,
        "impact_after": s.impact_after,
        "collapse": {a: [list(t) for t in ts] for a, ts in s.collapse.items()},
        "endgame": list(s.endgame),
        "evacuation": list(s.evacuation),
        "breakthroughs": dict(s.breakthroughs),
        "spaces": dict(s.spaces),
        **({"chronobot": copy_plain(s.bot)} if s.bot is not None else {}),
        **(
            {
                "experiments": [list(e) for e in s.experiments],
                "level2": list(s.level2),
                "trackers": dict(s.trackers),
            }
            if s.options.get("doomsday")
            else {}
        ),
    }
