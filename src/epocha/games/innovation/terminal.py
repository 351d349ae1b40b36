"""The Innovation board in a terminal (rich). Colours are always labelled by name too."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .catalog import CARDS, COLORS, ICONS
from .effects import effects_of
from .text import card_reference, special_reference

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


def splay_shows(cards: list[str], splay: str) -> str:
    """The icons a splay reveals on the cards under the top one (`cards` top first), e.g.
    "castle 2, crown 1"; empty when the pile is not splayed."""
    if splay == "none":
        return ""
    totals = [sum(CARDS[c].shown[splay][i] for c in cards[1:]) for i in range(len(ICONS))]
    return (
        ", ".join(f"{ICON_SHORT[icon]} {n}" for icon, n in zip(ICONS, totals, strict=True) if n) or "no icons"
    )


def _hand(p: dict) -> Text:
    """Your own hand by name; another player's by ages, naming the cards revealed to all."""
    revealed = p.get("revealed", [])
    if "hand" in p:
        if not p["hand"]:
            return Text("empty")
        return Text(", ").join(
            card_text(c) + (Text(" (revealed)", style="dim") if c in revealed else Text()) for c in p["hand"]
        )
    hand = Text(" ".join(map(str, p["hand_ages"])) or "empty")
    n = len(p["hand_ages"])
    hand.append(f"  ({n} card{'s' if n != 1 else ''})", style="dim")
    if revealed:
        hand.append("  revealed: ")
        hand.append(Text(", ").join(card_text(c) for c in revealed))
    return hand


def _player_panel(p: dict, names: list[str], me: int | None, current: int | None) -> Panel:
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
        icons = Text(" ".join(ICON_SHORT[i] for i in CARDS[top].icons), style="dim")
        shown = splay_shows(pile["cards"], pile["splay"])
        if shown:  # what the cards beneath add to the board's icons
            icons.append(f"  + splay shows: {shown}")
        table.add_row(
            label, card_text(top), f"{_cards(len(pile['cards']))} {SPLAY_MARK[pile['splay']]}", icons
        )
    icons = "  ".join(f"{ICON_SHORT[i]} {p['icons'][i]}" for i in ICONS)
    achievements = (
        ", ".join(a["special"] if "special" in a else f"age {a['age']}" for a in p["achievements"]) or "none"
    )
    if "score_cards" in p:
        score = Text(", ").join(card_text(c) for c in p["score_cards"]) if p["score_cards"] else Text("empty")
    else:
        score = Text(" ".join(map(str, p["score_ages"])) or "empty")
    body = Group(
        table,
        Text(f"Icons: {icons}"),
        Text.assemble("Hand: ", _hand(p)),
        Text.assemble(f"Score {p['score']}: ", score),
        Text(f"Achievements ({len(p['achievements'])}): {achievements}"),
    )
    title = names[seat] + (" (you)" if seat == me else "")
    if "has_chosen_meld" in p:  # the initial meld: everyone chooses at once
        title += "  ✓ has chosen" if p["has_chosen_meld"] else "  ◆ choosing"
    elif seat == current:
        title += "  ◆ to play"
    return Panel(body, title=title, title_align="left", border_style="cyan" if seat == me else "white")


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    st = view["state"]
    me = view["seat"]
    turn = st["turn"]
    decks = "  ".join(f"{a}:{n}" for a, n in st["decks"].items())
    ach = st["achievements"]
    console.rule(Text.assemble(("Innovation", "bold"), "  ", _status(view, names)))
    order = (
        [me] + [p for p in range(len(st["players"])) if p != me]
        if me is not None
        else range(len(st["players"]))
    )
    current = None if view["is_over"] else turn["player"]
    for p in order:
        console.print(_player_panel(st["players"][p], names, me, current))
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
        # Text, not markup: a log line may contain brackets
        console.print(
            Panel(Text("\n".join(recent[-14:])), title="Log", title_align="left", border_style="dim")
        )


def _status(view: dict, names: list[str]) -> str:
    st = view["state"]
    turn = st["turn"]
    win = f"{st['achievements_to_win']} achievements win"
    if view["is_over"]:
        return f"game over  ·  {win}"
    if st["phase"] == "setup":
        waiting = sum(not p["has_chosen_meld"] for p in st["players"])
        return f"initial meld: every player melds one of their two cards ({waiting} still choosing)  ·  {win}"
    n = turn["actions_left"]
    return (
        f"turn {turn['number'] + 1}, {names[turn['player']]} to play "
        f"({n} action{'s' if n != 1 else ''} left)  ·  {win}"
    )


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def prompt_text(view: dict, prompt: str) -> str:
    """The question put to the seat (`prompt`, in words), naming the card whose effect asks it."""
    card = (view.get("context") or {}).get("card")
    if not card:
        return prompt
    effect = view["context"].get("effect")
    edition = view["options"].get("edition", "1e")
    effects = effects_of(card, edition)
    demand = isinstance(effect, int) and 0 <= effect < len(effects) and effects[effect].kind == "demand"
    return f"{card}{' (demand)' if demand else ''}: {prompt}"


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
