"""The Through the Ages table in a terminal (rich)."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .catalog import CARDS, EDITION_CARDS, facts, key_of
from .costs import ROW_COST
from .text import card_reference

STYLE = {
    "farm": "green",
    "mine": "yellow",
    "lab": "cyan",
    "temple": "magenta",
    "library": "blue",
    "theater": "blue",
    "arena": "red",
    "infantry": "red",
    "cavalry": "red",
    "artillery": "red",
    "air_force": "red",
    "government": "bold",
    "special": "cyan",
    "leader": "green",
    "wonder": "magenta",
    "action": "yellow",
}


def _name(card: str | None) -> str:
    return facts(key_of(card)).name if card else "—"


def _player_panel(p: dict, names: list[str], me: int | None, turn_player: int) -> Panel:
    r = p["ratings"]
    a = p["actions"]
    lines = [
        Text(
            f"Culture {p['culture']} (+{r['culture']})   Science {p['science']} (+{r['science']})   "
            f"Strength {r['strength']}   Happy {r['happy']}   Discontent {p['discontent']}"
        ),
        Text(
            f"Food {p['food']}   Resources {p['resources']}   Yellow bank {p['yellow_bank']}   "
            f"Blue bank {p['blue_bank']}   Unused workers {p['unused_workers']}"
        ),
        Text(f"Actions: civil {a['ca_left']}/{a['ca_total']}, military {a['ma_left']}/{a['ma_total']}"),
        Text(
            f"Government {_name(p['government'])}   Leader {_name(p['leader'])}   Tactic {_name(p['tactic'])}"
        ),
    ]
    if p["specials"]:
        lines.append(Text("Special: " + ", ".join(_name(c) for c in p["specials"].values())))
    if p["wonders"] or p["building"]:
        built = ", ".join(_name(w) + (" (ruined)" if w in p["ruined"] else "") for w in p["wonders"])
        if p["building"]:
            b = p["building"]
            stages = len(facts(key_of(b["card"])).stages)
            built += f"{'; ' if built else ''}building {_name(b['card'])} {b['stages_built']}/{stages}"
        lines.append(Text("Wonders: " + built))
    if p["colonies"]:
        lines.append(Text("Colonies: " + ", ".join(_name(c) for c in p["colonies"])))
    techs = Table.grid(padding=(0, 2))
    techs.add_column()
    techs.add_column()
    for t in p["technologies"]:
        c = facts(t["key"])
        workers = f"{t['workers']} worker{'s' if t['workers'] != 1 else ''}"
        extra = workers + (f", {t['stored']} blue" if t["stored"] else "")
        techs.add_row(Text(f"{c.name} [{c.age}] {c.type}", style=STYLE.get(c.type, "")), extra)
    lines.append(techs)
    lines.append(
        Text(
            "Civil hand: "
            + (", ".join(_name(c) for c in p["civil_hand"]) or "empty")
            + f"  (limit {p['civil_hand_limit']})"
        )
    )
    if "military_hand" in p:
        lines.append(Text("Military hand: " + (", ".join(_name(c) for c in p["military_hand"]) or "empty")))
    else:
        lines.append(Text("Military hand: " + (" ".join(p["military_hand_ages"]) or "empty")))
    title = (
        names[p["seat"]]
        + (" (you)" if p["seat"] == me else "")
        + ("  ◆ to play" if p["seat"] == turn_player else "")
    )
    return Panel(
        Group(*lines), title=title, title_align="left", border_style="cyan" if p["seat"] == me else "white"
    )


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    st = view["state"]
    me = view["seat"]
    console.rule(
        Text.assemble(
            ("Through the Ages", "bold"),
            f"  Age {st['age']}, round {st['round']}"
            + (f" (last round {st['last_round']})" if st["last_round"] else ""),
        )
    )
    row = Table(title="Card row", show_header=True)
    row.add_column("cost")
    row.add_column("card")
    for i, card in enumerate(st["row"]):
        if card:
            c = facts(key_of(card))
            row.add_row(str(ROW_COST[i]), Text(f"{c.name} [{c.age}] {c.type}", style=STYLE.get(c.type, "")))
    console.print(row)
    order = (
        [me] + [p for p in range(len(st["players"])) if p != me]
        if me is not None
        else range(len(st["players"]))
    )
    for p in order:
        console.print(_player_panel(st["players"][p], names, me, st["turn_player"]))
    console.print(
        Text(
            f"Civil deck {st['civil_deck']}, military deck {st['military_deck']}, current events "
            f"{st['current_events']}, future events {' '.join(st['future_events_ages']) or 'none'}, "
            f"common tactics: {', '.join(_name(c) for c in st['common_tactics']) or 'none'}"
        )
    )
    politics = _politics(st, names)
    if politics:
        console.print(Panel(Group(*politics), title="Politics", title_align="left", border_style="red"))
    if recent:
        console.print(Panel("\n".join(recent[-14:]), title="Log", title_align="left", border_style="dim"))


def _politics(st: dict, names: list[str]) -> list[Text]:
    """The aggression being answered, the wars declared (with today's strengths), the pacts."""
    out = []
    attack = st.get("attack")
    if attack:
        out.append(
            Text(
                f"Aggression {_name(attack['card'])}: {names[attack['by']]} attacks {names[attack['on']]} "
                f"with strength {attack['strength']}",
                style="bold red",
            )
        )
    for war in st.get("wars", []):
        by, on = names[war["by"]], names[war["on"]]
        now = f"{war['strength']['by']} vs {war['strength']['on']} ({war['difference']:+d})"
        out.append(
            Text(f"War {_name(war['card'])}: {by} -> {on}, fought at {by}'s next turn; strength now {now}")
        )
    for pact in st.get("pacts", []):
        parties = [pact["by"], pact["with"]]
        sides = pact["sides"]
        who = " and ".join(names[q] + (f" (side {sides[str(q)]})" if sides else "") for q in parties)
        out.append(Text(f"Pact {_name(pact['card'])}: {who}"))
    return out


def card_names() -> list[str]:
    return sorted({c.name for table in EDITION_CARDS.values() for c in table.values()})


def reference(console: Console, name: str, edition: str) -> None:
    """The cards of that name in the game's edition (the New Story's for an edition the game
    does not know)."""
    keys = [k for k, c in EDITION_CARDS.get(edition, CARDS).items() if c.name == name]
    for key in keys:
        try:
            ref = card_reference(key)
        except KeyError:
            continue
        cs = card_reference(key, "cs")
        console.print(
            Panel(
                f"{ref['text']}\n[dim]{cs['text']}[/dim]",
                title=f"{name} [{ref['age']}] {ref['type']}",
                title_align="left",
            )
        )
