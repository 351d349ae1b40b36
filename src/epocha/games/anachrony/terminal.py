"""The Anachrony table in a terminal (rich): the era and the timeline, the main board's spaces,
the building offer, every player's board, the Chronobot in a solo game."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .board import CAPITAL, POOLS
from .catalog import BUILDING_TYPES, BUILDINGS, ERAS, EXOSUITS, WORKER_TYPES
from .state import BOT
from .terms import terms
from .text import reference_data

GOOD_ORDER = ("W", "E", "N", "G", "U", "T")
GOOD_SHORT = {"W": "water", "E": "cores", "N": "neutronium", "G": "gold", "U": "uranium", "T": "titanium"}
WORKER_SHORT = {"scientist": "sci", "engineer": "eng", "administrator": "adm", "genius": "gen"}
ROW_STYLE = {"power_plant": "yellow", "factory": "red", "life_support": "green", "lab": "cyan"}
PHASES = {
    "setup": "set-up",
    "path": "choosing Paths",
    "leader": "choosing leaders",
    "assets": "drafting Starting Assets",
    "endgame": "drafting Endgame Conditions",
    "warp": "Preparation: warp",
    "paradox": "Paradox",
    "powerup": "Power Up",
    "arrivals": "arrivals",
    "actions": "Action Rounds",
    "cleanup": "Clean Up",
    "over": "game over",
}


def _term(kind: str, key: object) -> str:
    return str(terms().get(kind, {}).get(str(key), key))


def _seat_name(seat: int, names: list[str]) -> str:
    if seat == BOT:
        return "Chronobot"
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def _tile(key: str | None) -> Text:
    """A building or superproject tile by its name, coloured by its type."""
    if not key:
        return Text("—", style="dim")
    if key.startswith("anomaly"):
        under = key.partition(":")[2]
        return Text("ANOMALY" + (f" on {_term('building', under)}" if under else ""), style="bold red")
    if key.startswith("s"):
        return Text(_term("superproject", key), style="bold magenta")
    b = BUILDINGS[int(key[1:])]
    return Text(f"{_term('building', key)} ({b.vp} VP)", style=ROW_STYLE[b.type])


def _goods(goods: dict) -> str:
    return "  ".join(f"{GOOD_SHORT[g]} {goods.get(g, 0)}" for g in GOOD_ORDER)


def _workers(counts: dict) -> str:
    return " ".join(f"{WORKER_SHORT[k]} {counts.get(k, 0)}" for k in WORKER_TYPES)


def _timeline(st: dict, names: list[str]) -> Table:
    table = Table(title="Timeline", title_justify="left", expand=False, show_lines=False)
    table.add_column("Era")
    table.add_column("Superproject")
    table.add_column("Warp tiles")
    if "experiments" in st:
        table.add_column("Experiment")
    for tile in st["timeline"]:
        era = tile["era"]
        mark = "▶ " if era == st["era"] else "  "
        label = Text(f"{mark}{era}", style="bold" if era == st["era"] else "")
        if tile["superproject"]:
            sp = Text(_term("superproject", tile["superproject"]))
        else:
            sp = Text("face down" if not tile["face_up"] else "—", style="dim")
        warps = ", ".join(f"{_seat_name(q, names)}: {_term('warp', w)}" for q, w in tile["warps"]) or "—"
        row = [label, sp, Text(warps)]
        if "experiments" in st:
            key, up = st["experiments"][era - 1] if era - 1 < len(st["experiments"]) else (None, False)
            row.append(Text(_term("experiment", key) if key and up else "—", style="" if key else "dim"))
        table.add_row(*row)
        if era == st["impact_after"]:
            impact = "IMPACT (happened)" if st["impacted"] else "IMPACT"
            table.add_row(Text("  ✸", style="bold red"), Text(impact, style="bold red"), Text(""))
    return table


def _main_board(st: dict, names: list[str]) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column()
    table.add_column()
    for action in (*CAPITAL, "council", "mine"):
        taken = [
            f"{_term('space', k)}: {_seat_name(q, names)}"
            for k, q in sorted(st["spaces"].items())
            if k.partition(":")[0] == action
        ]
        collapse = st["collapse"].get(action, [])
        tiles = ", ".join(f"tile {t}" + ("" if up else " (used)") for t, up in collapse)
        line = "; ".join(taken) or "free"
        if tiles:
            line += f"   [collapsing: {tiles}]"
        table.add_row(Text(_term("action", action), style="bold"), Text(line))
    for pool in POOLS:
        users = [_seat_name(q, names) for q, k in st["pool_users"] if k == pool]
        if pool == "experiment" and "experiments" not in st:
            continue
        table.add_row(Text(_term("action", pool), style="bold"), Text(", ".join(users) or "—"))
    recruit = ", ".join(f"{_term('worker', k)} {n}" for k, n in st["recruit_pool"].items() if n)
    table.add_row(Text("Recruit pool", style="bold"), Text(recruit or "empty"))
    mine = ", ".join(f"{GOOD_SHORT[r]} {st['mine_pool'].count(r)}" for r in "NGUT" if r in st["mine_pool"])
    table.add_row(Text("Mine pool", style="bold"), Text(mine or "empty"))
    left = sum(st["breakthroughs"].values())
    table.add_row(Text("Breakthroughs", style="bold"), Text(f"{left} left in the supply"))
    if st["endgame"]:
        table.add_row(
            Text("Endgame", style="bold"), Text(", ".join(_term("endgame", k) for k in st["endgame"]))
        )
    if st["evacuation"]:
        table.add_row(
            Text("Evacuated", style="bold"), Text(", ".join(_seat_name(q, names) for q in st["evacuation"]))
        )
    if "trackers" in st:
        t = st["trackers"]
        saved = "  EARTH SAVED" if st.get("earth_saved") else ""
        table.add_row(
            Text("Doomsday", style="bold"),
            Text(f"Save Earth {t['save']}  Seal Fate {t['seal']}  level-2 deck {st['level2_count']}{saved}"),
        )
    return table


def _offer(st: dict) -> Table:
    table = Table(title="Buildings on offer", title_justify="left")
    table.add_column("Type")
    table.add_column("Primary stack")
    table.add_column("Secondary stack")
    for kind in BUILDING_TYPES:
        s = st["stacks"][kind]
        prim = _tile(s["primary"][-1] if s["primary"] else None) + Text(
            f"  ({s['primary_count']})", style="dim"
        )
        sec = _tile(s["secondary"][-1] if s["secondary"] else None) + Text(
            f"  ({s['secondary_count']})", style="dim"
        )
        table.add_row(Text(_term("row", kind), style=ROW_STYLE[kind]), prim, sec)
    return table


def _player_panel(p: dict, names: list[str], me: int | None, turn: int | None) -> Panel:
    lines = [
        Text(
            f"{_term('path', p['path']) if p['path'] else 'no Path yet'}  ·  "
            f"{_term('leader', p['leader']) if p['leader'] else 'no leader yet'}  ·  side {p['side']}"
        ),
        Text(f"VP {p['vp']}   {_goods(p['goods'])}"),
        Text(f"Active: {_workers(p['active'])}   Tired: {_workers(p['tired'])}"),
    ]
    if p["busy"]:
        busy = ", ".join(f"{WORKER_SHORT[w]} on {space}" for w, space, _ in p["busy"])
        lines.append(Text(f"Busy: {busy}"))
    suits = "".join(
        "✕" if slot + 1 in p["covered"] else ("■" if on else "□")
        for slot, on in enumerate(p["powered"][:EXOSUITS])
    )
    lines.append(
        Text(
            f"Exosuits: {suits} ({p['exosuits']} in supply)   Morale {p['morale']}   "
            f"Paradox {p['paradox']}   Time travels {p['time_travel']}   Focus: era {p['focus']}"
        )
    )
    rows = Table.grid(padding=(0, 2))
    for _ in range(4):
        rows.add_column()
    for kind in BUILDING_TYPES:
        rows.add_row(
            Text(_term("row", kind), style=ROW_STYLE[kind]), *(_tile(k) for k in p["rows"][kind][:3])
        )
    lines.append(rows)
    if p["breakthroughs"]:
        lines.append(
            Text("Breakthroughs: " + ", ".join(f"shape {s}/icon {i}" for s, i in p["breakthroughs"]))
        )
    lines.append(
        Text(
            f"Warp tiles in supply: {' '.join(map(str, sorted(p['warps']))) or 'none'}   "
            f"Path markers {p['markers']}   Used: {', '.join(p['used']) or 'nothing'}"
        )
    )
    if p["experiments"]:
        lines.append(Text("Experiments: " + ", ".join(_term("experiment", k) for k in p["experiments"])))
    if "asset_hand" in p:
        lines.append(Text(f"Starting Assets in hand: {p['asset_hand']}  kept: {p.get('assets_kept', [])}"))
    if "endgame_hand" in p:
        lines.append(
            Text("Endgame cards in hand: " + ", ".join(_term("endgame", k) for k in p["endgame_hand"]))
        )
    if "warp_pick" in p:
        lines.append(Text(f"Your warp pick: {p['warp_pick'] or 'nothing'}"))
    title = _seat_name(p["seat"], names) + (" (you)" if p["seat"] == me else "")
    if p.get("evacuated"):
        title += "  evacuated"
    if p.get("passed"):
        title += "  passed"
    if "warp_chosen" in p or "kept" in p:
        title += "  ✓ has chosen" if p.get("warp_chosen") or p.get("kept") else "  ◆ choosing"
    elif p["seat"] == turn:
        title += "  ◆ to play"
    return Panel(
        Group(*lines), title=title, title_align="left", border_style="cyan" if p["seat"] == me else "white"
    )


def _chronobot_panel(b: dict) -> Panel:
    lines = [
        Text(
            f"VP {b['vp']}   water {b['water']}   "
            + "  ".join(f"{GOOD_SHORT[r]} {n}" for r, n in b["resources"].items())
        ),
        Text(
            f"Workers: {_workers(b['workers'])}   Exosuits: {b['powered']} powered, {b['exosuits']} in supply"
        ),
        Text(
            f"Morale {b['morale']}   Paradox {b['paradox']}   Anomalies {b['anomalies']}   "
            f"Time travels {b['time_travel']}   Actions this era {b['actions']}"
            + ("   passed" if b["passed"] else "")
        ),
        Text(f"Tokens at {' '.join(map(str, b['tokens']))}   Warp tiles: {' '.join(map(str, b['warps']))}"),
        Text("Buildings: " + (", ".join(_term("building", k) for k in b["buildings"]) or "none")),
    ]
    if b["superprojects"]:
        lines.append(
            Text("Superprojects: " + ", ".join(_term("superproject", k) for k in b["superprojects"]))
        )
    if b["breakthroughs"]:
        lines.append(
            Text("Breakthroughs: " + ", ".join(f"shape {s}/icon {i}" for s, i in b["breakthroughs"]))
        )
    return Panel(Group(*lines), title="Chronobot", title_align="left", border_style="magenta")


def _status(view: dict, names: list[str]) -> str:
    st = view["state"]
    if view.get("is_over") or st["phase"] == "over":
        return "game over"
    era = f"era {st['era']} of {ERAS}"
    phase = PHASES.get(st["phase"], st["phase"])
    if st["phase"] in ("actions", "powerup"):
        return f"{era}  ·  {phase}  ·  {_seat_name(st['turn'], names)} to play"
    return f"{era}  ·  {phase}"


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    st = view["state"]
    me = view["seat"]
    console.rule(Text.assemble(("Anachrony", "bold"), "  ", _status(view, names)))
    console.print(_timeline(st, names))
    console.print(Panel(_main_board(st, names), title="Main board", title_align="left", border_style="blue"))
    console.print(_offer(st))
    seats = [p["seat"] for p in st["players"]]
    order = [me] + [q for q in seats if q != me] if me in seats else seats
    turn = None if view.get("is_over") else st["turn"]
    for q in order:
        console.print(_player_panel(st["players"][q], names, me, turn))
    if st.get("chronobot"):
        console.print(_chronobot_panel(st["chronobot"]))
    if recent:
        # Text, not markup: a log line may contain brackets
        console.print(
            Panel(Text("\n".join(recent[-14:])), title="Log", title_align="left", border_style="dim")
        )


def log_lines(events: list[dict], words) -> list[str]:
    """The log in words (as `epocha play` shows it)."""
    from epocha.cli.play import log_lines as lines

    return lines(events, words)


# -- the card reference -------------------------------------------------------------------


def _names() -> dict[str, tuple[str, str]]:
    """Every name a player may look up -> (section of `reference_data`, key)."""
    data = reference_data({}, "en")
    out: dict[str, tuple[str, str]] = {}
    for key in data["buildings"]:
        out[_term("building", key)] = ("buildings", key)
    for section in ("superprojects", "leaders", "experiments", "endgame_cards", "evacuation"):
        for key, item in data[section].items():
            out[item["name"]] = (section, key)
    for key, item in data["collapsing_tiles"].items():
        out[f"Collapsing Capital {key} ({item['action']})"] = ("collapsing_tiles", key)
    return out


def card_names() -> list[str]:
    return list(_names())


def reference(console: Console, name: str, edition: str | None = None) -> None:
    """A component's text, in English and Czech (`edition` is not used: Anachrony has none)."""
    section, key = _names()[name]
    lines = []
    for lang in ("en", "cs"):
        item = reference_data({}, lang)[section][key]
        style = "" if lang == "en" else "dim"
        facts = []
        if "vp" in item:
            facts.append(f"{item['vp']} VP")
        if section == "buildings":
            facts.append(f"{_term('row', item['type'])}, worker: {item['worker'] or '—'}")
        if section == "superprojects":
            cost = ", ".join(f"{v} {k}" for k, v in item["cost"].items())
            need = item["breakthrough"]
            if need["kind"] == "specific":
                tiles = f"shape {need['shape']}, icon {need['icon']}"
            else:
                tiles = f"{need['count']} of shape {need['shape']}"
            facts.append(f"cost {cost}; breakthrough {tiles}")
        if section == "leaders":
            facts.append(f"{item['path']}: {item['ability']}")
        head = item.get("name") or _term("building", key)
        if lang == "en":
            lines.append(Text.assemble((head, "bold"), "  " + "; ".join(facts)))
        elif item.get("name"):
            lines.append(Text(f"Česky: {item['name']}", style=style))
        lines.append(Text(item["text"], style=style))
    console.print(Panel(Group(*lines), title=section.replace("_", " ").capitalize(), title_align="left"))


def prompt_text(view: dict, prompt: str) -> str:
    """The question put to the seat, with the era and phase it comes in."""
    st = view["state"]
    return f"[era {st['era']}, {PHASES.get(st['phase'], st['phase'])}] {prompt}"
