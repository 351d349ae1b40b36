"""The Innovation board in a terminal (rich). Colours are always labelled by name too."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .catalog import CARDS, COLORS, ICONS
from .text import card_reference, describe, special_reference

STYLE = {
    "red": "bold red",
    "yellow": "bold yellow",
    "green": "bold green",
    "blue": "bold blue",
    "purple": "bold magenta",
}
SPLAY_MARK = {"none": "", "left": "◀ left", "right": "▶ right", "up": "▲ up"}
ICON_SHORT = {
    "crown": "crown",
    "leaf": "leaf",
    "lightbulb": "bulb",
    "castle": "castle",
    "factory": "factory",
    "clock": "clock",
    "hex": "·",
}


def card_text(name: str) -> Text:
    facts = CARDS[name]
    return Text(f"{name} [{facts.age}]", style=STYLE[facts.color])


def _player_panel(p: dict, names: list[str], me: int | None, current: int) -> Panel:
    seat = p["seat"]
    table = Table.grid(padding=(0, 2))
    table.add_column(min_width=8)
    table.add_column(min_width=22)
    table.add_column()
    table.add_column()
    for color in COLORS:
        pile = p["board"].get(color)
        label = Text(color.upper(), style=STYLE[color])
        if not pile:
            table.add_row(label, Text("—", style="dim"), "", "")
            continue
        top = pile["cards"][0]
        icons = " ".join(ICON_SHORT[i] for i in CARDS[top].icons)
        table.add_row(
            label,
            card_text(top),
            f"{len(pile['cards'])} card(s) {SPLAY_MARK[pile['splay']]}",
            Text(icons, style="dim"),
        )
    icons = "  ".join(f"{ICON_SHORT[i]} {p['icons'][i]}" for i in ICONS)
    achievements = (
        ", ".join(a["special"] if "special" in a else f"age {a['age']}" for a in p["achievements"]) or "none"
    )
    if "hand" in p:
        hand = Text(", ").join(card_text(c) for c in p["hand"]) if p["hand"] else Text("empty")
        score = Text(", ").join(card_text(c) for c in p["score_cards"]) if p["score_cards"] else Text("empty")
    else:
        hand = Text(" ".join(map(str, p["hand_ages"])) or "empty")
        hand.append(f"  ({len(p['hand_ages'])} cards)", style="dim")
        score = Text(" ".join(map(str, p["score_ages"])) or "empty")
    body = Group(
        table,
        Text(f"Icons: {icons}"),
        Text.assemble("Hand: ", hand),
        Text.assemble(f"Score {p['score']}: ", score),
        Text(f"Achievements ({len(p['achievements'])}): {achievements}"),
    )
    title = names[seat] + (" (you)" if seat == me else "") + ("  ◆ to play" if seat == current else "")
    return Panel(body, title=title, title_align="left", border_style="cyan" if seat == me else "white")


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    st = view["state"]
    me = view["seat"]
    turn = st["turn"]
    decks = "  ".join(f"{a}:{n}" for a, n in st["decks"].items())
    ach = st["achievements"]
    header = Text.assemble(
        ("Innovation", "bold"),
        f"  turn {turn['number'] + 1}, {names[turn['player']]} to play "
        f"({turn['actions_left']} action(s) left)  ·  {st['achievements_to_win']} achievements win",
    )
    console.rule(header)
    order = (
        [me] + [p for p in range(len(st["players"])) if p != me]
        if me is not None
        else range(len(st["players"]))
    )
    for p in order:
        console.print(_player_panel(st["players"][p], names, me, turn["player"]))
    console.print(Text(f"Supply: {decks}"))
    console.print(
        Text(
            "Available achievements: ages "
            + (", ".join(map(str, ach["ages"])) or "none")
            + "  ·  special: "
            + (", ".join(ach["specials"]) or "none")
        )
    )
    if recent:
        console.print(Panel("\n".join(recent[-14:]), title="Log", title_align="left", border_style="dim"))


def log_lines(events: list[dict], names: list[str]) -> list[str]:
    return [line for line in (describe(e, names) for e in events) if line]


def reference(console: Console, name: str, edition: str) -> None:
    if name in CARDS:
        ref = card_reference(name, edition)
        lines = [Text.assemble(card_text(name), f"  {ref['color']}, featured icon: {ref['dogma_icon']}")]
        lines.append(Text("Icons (TL BL BM BR): " + " ".join(ICON_SHORT[i] for i in ref["icons"])))
        for e in ref["effects"]:
            tag = "DEMAND" if e["kind"] == "demand" else "SHARED"
            lines.append(Text.assemble((f"{tag}: ", "bold"), e["text"]))
        cs = card_reference(name, edition, "cs")
        if ref["name_cs"]:
            lines.append(Text(f"Česky: {ref['name_cs']}", style="dim"))
        for e in cs["effects"]:
            lines.append(Text(e["text"], style="dim"))
        console.print(Panel(Group(*lines), title="Card", title_align="left"))
    else:
        ref = special_reference(name)
        console.print(
            Panel(
                f"{ref['condition']}\nAlso claimed through {ref['claimed_via']}.",
                title=f"Special achievement: {name}",
                title_align="left",
            )
        )


def card_names() -> list[str]:
    from .catalog import SPECIALS

    return [*CARDS, *SPECIALS]
