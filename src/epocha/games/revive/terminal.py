"""The Revive table in a terminal (rich): the map (face-up tiles with their spaces and what
stands there, the face-down sockets with their backs, the Abyss and the large locations), the
offers and the crater, and every player's board. Built from a seat's view only: another's
closed crates are a count, another's artifact card is not shown.

Components are named as the game's terms name them (`terms.py`); colours are always written
out as words too.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .board import map_index
from .catalog import Card, content
from .state import SLOT_IDS
from .terms import GOODS, terms
from .vocabulary import COLOURS, EFFECTS, PASSIVES, RESOURCES

STYLE = {
    "yellow": "bold yellow",
    "green": "bold green",
    "grey": "bold white",
    "purple": "bold magenta",
    "orange": "bold dark_orange",
    "white": "bold bright_white",
}
TYPE_STYLE = {
    "sand": "yellow",
    "water": "blue",
    "location": "bold cyan",
    "forest": "green",
    "field": "bright_yellow",
    "mountains": "white",
    "large": "bold cyan",
    "abyss": "magenta",
}
HALF_MARK = {"top": "▲", "bottom": "▼"}
LARGE_RULES = {
    "green_track_value": "the green track's value",
    "yellow_track_value": "the yellow track's value",
    "grey_track_value": "the grey track's value",
    "energy_2": "2 per energy",
    "module_1": "1 per module",
    "large_building_4": "4 per large building",
    "population_2": "2 per population figure placed",
    "large_location_population_3": "3 per figure on a large location",
    "card_2": "2 per card",
    "water_2": "2 per water space explored",
}


def _term(kind: str, key: object) -> str:
    return str(terms().get(kind, {}).get(str(key), key))


def _seat_name(seat: int, names: list[str]) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def _space_name(v: int) -> str:
    index = map_index()
    socket = index.socket_of[v]
    spaces = index.sockets[socket]
    return socket if len(spaces) == 1 else f"{socket}:{spaces.index(v) + 1}"


def _card(card_id: str, half: str | None = None) -> Text:
    c = content().card(card_id)
    text = Text(f"{_term('card', card_id)} ({c.colour})", style=STYLE.get(c.colour, ""))
    if half:
        text.append(f" {HALF_MARK.get(half, '')}{half}", style="dim")
    return text


def _cards(ids: list[str]) -> Text:
    return Text(", ").join(_card(c) for c in ids) if ids else Text("none", style="dim")


def _goods(amounts: dict[str, int]) -> str:
    parts = []
    for r, n in amounts.items():
        forms = GOODS.get(r, ["{n} " + r, "{n} " + r])
        parts.append(forms[0 if n == 1 else 1].format(n=n))
    return ", ".join(parts) or "nothing"


# -- effects in words (the references and the boards) ----------------------------------------------


def effect_text(effect: dict) -> str:
    """One effect of the content in a few English words."""
    ((kind, arg),) = effect.items()
    if kind == "gain":
        return f"gain {_goods(arg)}"
    if kind == "exchange":
        times = arg.get("times", 1)
        get = "; ".join(effect_text(e) for e in arg["get"])
        return f"pay {_goods(arg['pay'])} → {get}" + (f" (up to {times} times)" if times > 1 else "")
    if kind == "convert":
        return f"swap a basic resource for another, up to {arg} times"
    if kind == "choose":
        return "one of: " + " | ".join("; ".join(effect_text(e) for e in option) for option in arg)
    if kind == "advance":
        return "advance any machine track" if arg == "any" else f"advance the {arg} track"
    if kind in ("play_card", "take_card"):
        what = "another card" if kind == "play_card" else "a card from the offer"
        verb = "play" if kind == "play_card" else "take"
        return f"{verb} {what}" + ("" if arg == "any" else f" ({arg})")
    if kind == "action":
        what = "Build, Explore or Populate" if arg["kind"] == "any" else arg["kind"].capitalize()
        reach = f", reach +{arg['reach']}" if arg.get("reach") else ""
        return f"{what} at no action cost{reach}"
    if kind == "per":
        return f"gain 1 {arg['gain'].replace('_', ' ')} per {arg['count'].replace('_', ' ')}"
    if kind == "discount":
        return f"{arg['action'].capitalize()} costs {arg['amount']} less"
    if kind in ("reach", "module", "recover_energy", "eject", "retrieve", "tribe_ability"):
        word = {
            "reach": "reach +{n}",
            "module": "take {n} module(s)",
            "recover_energy": "take back {n} energy",
            "eject": "move {n} slotted card(s) to your rest area",
            "retrieve": "take back {n} card(s) from your rest area",
            "tribe_ability": "use your tribe ability",
        }[kind]
        return word.format(n=arg)
    if kind in EFFECTS:
        return EFFECTS[kind][2]
    if kind == "per_adjacent_discount":
        return f"{arg['action'].capitalize()} costs {arg['amount']} less per adjacent {arg['type']} space"
    if kind in PASSIVES:
        return _passive_text(kind, arg)
    return f"{kind}: {arg}"


def _passive_text(kind: str, arg: Any) -> str:
    words = PASSIVES[kind][1]
    if arg is True:
        return words
    if isinstance(arg, list) and arg and all(isinstance(e, dict) and len(e) == 1 for e in arg):
        return f"{words}: {_effects(arg)}"
    if isinstance(arg, list):
        return f"{words} ({', '.join(map(str, arg))})"
    if isinstance(arg, dict):
        parts = [
            f"{k} → {_goods(v) if isinstance(v, dict) else str(v).replace('_', ' ')}" for k, v in arg.items()
        ]
        return f"{words} ({'; '.join(parts)})"
    return f"{words} ({arg})"


def _effects(effects: Any) -> str:
    return "; ".join(effect_text(e) for e in effects) or "—"


# -- the map -------------------------------------------------------------------------------------


def _printed(tile_id: str, i: int, n: int, orientation: int | None) -> dict:
    tile = content().tile(tile_id)
    return tile.spaces[i if not orientation else n - 1 - i]


def _who(st: dict, v: int, names: list[str]) -> list[str]:
    """What stands on a space: a building, figures, tribe pieces, falcons."""
    out = []
    b = st["building"][v]
    if b is not None:
        out.append(f"{b[1]} building of {_seat_name(b[0], names)}")
    for q in st["figures"][v]:
        out.append(f"figure of {_seat_name(q, names)}")
    for q, kind in st["pieces"][v]:
        out.append(f"{kind.replace('_', ' ')} of {_seat_name(q, names)}")
    for q, at in enumerate(st["falcon"]):
        if at == v:
            out.append(f"falcon of {_seat_name(q, names)}")
    return out


def _space_line(
    st: dict, v: int, k: int, tile: str | None, orientation: int | None, names: list[str]
) -> Text:
    kind = st["types"][v] or "?"
    text = Text(f"{k}:", style="dim")
    text.append(kind, style=TYPE_STYLE.get(kind, ""))
    if kind == "water" and tile is not None:
        spaces = map_index().sockets[map_index().socket_of[v]]
        reward = _printed(tile, k - 1, len(spaces), orientation).get("reward")
        if reward:
            text.append(f" ({_effects(reward)})", style="blue")
        claimed = [
            _seat_name(p["seat"], names)
            for p in st["players"]
            if v in p["claimed_water"] or v in p["temple_water"]
        ]
        if claimed:
            text.append(f" taken by {', '.join(claimed)}", style="dim")
    crystals = len(map_index().crystals[v])
    if crystals:
        text.append("✦" * crystals, style="bright_cyan")
    who = _who(st, v, names)
    if who:
        text.append(" [" + "; ".join(who) + "]")
    return text


def _map(st: dict, names: list[str]) -> Group:
    index = map_index()
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column()
    face_down: list[Text] = []
    for socket, spaces in index.sockets.items():
        kind = index.kind_of[socket]
        if kind == "abyss":
            who = _who(st, spaces[0], names)
            table.add_row(Text("Abyss", style=TYPE_STYLE["abyss"]), Text("; ".join(who) or "—"))
            continue
        if kind == "large":
            rule = st["large_sides"].get(socket)
            line = Text(f"scores {LARGE_RULES.get(rule, rule)}" if rule else "empty corner", style="cyan")
            who = _who(st, spaces[0], names)
            if who:
                line.append(" [" + "; ".join(who) + "]")
            table.add_row(Text(f"{socket} large", style=TYPE_STYLE["large"]), line)
            continue
        if socket in st["backs"]:
            back = st["backs"][socket]
            face_down.append(Text(f"{socket} ({_back_text(back)})"))
            continue
        tile, orientation = st["placed"].get(socket, (None, None))
        line = Text("  ").join(
            _space_line(st, v, k, tile, orientation, names) for k, v in enumerate(spaces, start=1)
        )
        label = f"{socket} {tile}" + (" ↻" if orientation == 1 else "") if tile else socket
        table.add_row(Text(label, style="bold"), line)
    parts: list[Any] = [table, Text("(✦ a crystal next to the space)", style="dim")]
    if face_down:
        parts.append(Text("Face down:", style="bold"))
        columns = 3
        grid = Table.grid(padding=(0, 3))
        for _ in range(columns):
            grid.add_column(no_wrap=True)
        for i in range(0, len(face_down), columns):
            row = face_down[i : i + columns]
            grid.add_row(*row, *[Text("")] * (columns - len(row)))
        parts.append(grid)
        left = ", ".join(f"{_back_text(b)}: {n}" for b, n in sorted(st["tiles_left"].items()))
        parts.append(Text(f"Tiles left by back: {left}", style="dim"))
    return Group(*parts)


def _back_text(back: str) -> str:
    """A tile back ("2book+4food:4") in words: its explore cost and points."""
    cost, _, points = back.partition(":")
    amounts = {}
    for part in cost.split("+") if cost else []:
        n = "".join(ch for ch in part if ch.isdigit())
        amounts[part[len(n) :]] = int(n)
    return f"costs {_goods(amounts)}, {points} pt"


# -- offers ----------------------------------------------------------------------------------------


def _offers(st: dict) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    table.add_row("Citizens", _cards(st["offer"]) + Text(f"   (deck {st['deck']})", style="dim"))
    modules = Text(", ").join(Text(_module_text(m)) for m in st["module_offer"]) or Text("none", style="dim")
    table.add_row("Modules", modules + Text(f"   (stack {st['modules_left']})", style="dim"))
    for colour in COLOURS:
        offer = st["machine_offer"].get(colour, [])
        line = Text("; ").join(Text(_machine_text(m)) for m in offer) or Text("none", style="dim")
        line.append(f"   (stack {st['machines_left'].get(colour, 0)})", style="dim")
        table.add_row(Text(f"{colour.capitalize()} machines", style=STYLE[colour]), line)
    table.add_row("Crates", Text(f"{st['crates_left']} in the stack"))
    crater = Text(", ").join(
        Text(_term("artifact", a), style=STYLE.get(content_artifact(a), "")) for a in st["crater"]
    )
    table.add_row("Crater", crater or Text("empty", style="dim"))
    table.add_row("End-game tile", Text("still free" if st["end_tile_free"] else "taken"))
    return table


def content_artifact(artifact: str) -> str:
    return next((a.colour for a in content().large_artifacts if a.id == artifact), "")


def _module_text(m: str) -> str:
    module = content().module(m)
    return f"{_term('module', m)}: {_effects(module.effects)}"


def _machine_text(m: str) -> str:
    c = content()
    if m in {x.id for x in c.machines}:
        return f"{_term('machine', m)}: {_effects(c.machine(m).effects)}"
    standard = {r.id: r for r in c.boards.reward_spaces}
    if m in standard:
        return f"{_term('machine', m)}: {_effects(standard[m].effects)}"
    return _term("machine", m)


# -- a player's board ------------------------------------------------------------------------------


def _tribe_side(p: dict):
    tribe = content().tribes.get(p["tribe"])
    return tribe, (tribe.sides.get(p["side"]) if tribe else None)


def _player_panel(p: dict, st: dict, names: list[str], me: int | None, turn: int | None) -> Panel:
    c = content()
    _, side = _tribe_side(p)
    lines: list[Any] = []
    tribe_name = _term("tribe", p["tribe"]) if p["tribe"] else "no tribe"
    lines.append(
        Text(
            f"{tribe_name} ({p['side']} side)   Score {p['score']}   purple {p['purple']}   "
            f"progress {p['progress']}/{len(c.boards.progress)} (markers left {p['tribe_markers']})"
        )
    )
    res = "  ".join(f"{r} {p['resources'].get(r, 0)}/{c.boards.caps.get(r, '')}" for r in RESOURCES)
    switch = "used" if p["switch_used"] else "ready"
    lines.append(
        Text(
            f"{res}   energy {p['energy']} in reservoir   switch {switch}   "
            f"hibernation space {p['hibernation'] + 1}/{len(c.boards.hibernation)}"
        )
    )
    tracks = Text("Tracks: ")
    for colour in COLOURS:
        tracks.append(f"{colour} {p['tracks'][colour]}/{c.boards.tracks[colour].length}", style=STYLE[colour])
        tracks.append("  ")
    lines.append(tracks)
    lines.append(_machines_line(p))
    lines.append(Text.assemble(("Active: ", "bold"), _cards(p["active"])))
    lines.append(Text.assemble(("Rest: ", "bold"), _cards(p["rest"])))
    slots = Table.grid(padding=(0, 2))
    slots.add_column(style="bold", no_wrap=True)
    slots.add_column()
    slots.add_column()
    for slot in SLOT_IDS:
        inside = p["slots"].get(slot, [])
        cards = (
            Text(" ← ").join(_card(card, half) for card, half in inside)
            if inside
            else Text("empty", style="dim")
        )
        activation = c.boards.slots.get(slot, ())
        spaces = []
        for i, m in enumerate(p["modules"].get(slot, [])):
            mark = "⚙" if i < len(activation) and activation[i] else "·"
            spaces.append(f"{mark}{m}" if m else f"{mark}—")
        slots.add_row(slot, cards, Text("modules " + " ".join(spaces), style="dim"))
    lines.append(slots)
    if isinstance(p["crates"], list):
        closed = ", ".join(_term("crate", k) for k in p["crates"]) or "none"
    else:
        closed = f"{p['crates']} closed"
    opened = ", ".join(_term("crate", k) for k in p["opened_crates"]) or "none"
    lines.append(Text(f"Crates: {closed}   opened: {opened}"))
    unlocked = ", ".join(_term("technology", t) for t in p["unlocked"]) or "none"
    lines.append(
        Text(
            f"Buildings left: small {p['buildings']['small']}, large {p['buildings']['large']}   "
            f"tribe pieces {p['pieces']}   Technologies: {unlocked}"
        )
    )
    if side is not None:
        ability = dict(side.ability)
        kind = str(ability.pop("kind", ""))
        cost = ability.pop("cost", None)
        lines.append(
            Text(
                f"Ability: {kind.replace('_', ' ')}" + (f" (pay {_goods(cost)})" if cost else ""),
                style="dim",
            )
        )
    artifacts = ", ".join(_term("artifact", a) for a in p["artifacts"]) or "none"
    extra = f"   small artifacts {p['small_artifacts']}" + ("   END-GAME TILE" if p["end_tile"] else "")
    lines.append(Text(f"Artifacts: {artifacts}{extra}"))
    if p.get("artifact_card"):
        lines.append(Text(f"Your artifact card: {_artifact_card_text(p['artifact_card'])}"))
    if p.get("removed"):
        lines.append(Text("Removed: " + ", ".join(_term("card", k) for k in p["removed"]), style="dim"))
    if p.get("boosts"):
        lines.append(Text(f"For this action: {_boosts_text(p['boosts'])}", style="dim"))
    title = _seat_name(p["seat"], names) + (" (you)" if p["seat"] == me else "")
    if p["seat"] == turn:
        title += "  ◆ to play"
    return Panel(
        Group(*lines), title=title, title_align="left", border_style="cyan" if p["seat"] == me else "white"
    )


def _boosts_text(boosts: dict) -> str:
    parts = []
    for key, value in boosts.items():
        if key == "discount" and isinstance(value, dict):
            parts += [f"{action.capitalize()} costs {n} less" for action, n in value.items()]
        elif key == "reach":
            parts.append(f"reach +{value}")
        else:
            parts.append(key.replace("_", " "))
    return ", ".join(parts)


def _reward_name(space_id: str) -> str:
    r = next((r for r in content().boards.reward_spaces if r.id == space_id), None)
    if r is not None and r.name:
        return r.name.get("en", space_id)
    return space_id.replace("_", " ")


def _machines_line(p: dict) -> Text:
    """The player's machines: standard ones opened, special tokens, tribe machines unlocked;
    ⚡ marks an energy on it."""
    c = content()
    keys = [r.id for r in c.boards.reward_spaces if r.kind == "standard_machine" and r.id in p["opened"]]
    keys += list(p["tokens"].values())
    _, side = _tribe_side(p)
    if side is not None:
        keys += [t.id for t in side.technologies if t.kind == "machine" and t.id in p["unlocked"]]
    text = Text("Machines: ", style="bold")
    if not keys:
        text.append("none", style="dim")
    for i, m in enumerate(keys):
        if i:
            text.append(", ")
        text.append(("⚡" if m in p["powered"] else "") + _term("machine", m), style="")
    rewards = [r for r in p["opened"] if not r.startswith("std_") and not r.startswith("special_")]
    if rewards:
        text.append("   reward spaces opened: " + ", ".join(_reward_name(r) for r in rewards), style="dim")
    return text


def _artifact_card_text(card_id: str) -> str:
    card = next((a for a in content().artifact_cards if a.id == card_id), None)
    if card is None:
        return card_id
    cats = ", ".join(f"{k.colour} {k.counts.replace('_', ' ')} {k.points}" for k in card.categories)
    return f"{_term('artifact_card', card_id)} ({cats})"


# -- the whole table -------------------------------------------------------------------------------


def _status(view: dict, names: list[str]) -> str:
    st = view["state"]
    if view.get("is_over") or st.get("result") is not None:
        result = st.get("result") or view.get("result") or {}
        winners = ", ".join(_seat_name(q, names) for q in result.get("winners", []))
        return f"game over  ·  won by {winners}" if winners else "game over"
    turn = st["turn"]
    out = f"turn {turn['number'] + 1}  ·  {_seat_name(turn['player'], names)} to play"
    out += f" ({turn['actions']} action{'s' if turn['actions'] != 1 else ''} taken)"
    if st["last_turns"] is not None:
        out += "  ·  last round"
    return out


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    st = view["state"]
    me = view["seat"]
    console.rule(Text.assemble(("Revive", "bold"), "  ", _status(view, names)))
    console.print(Panel(_map(st, names), title="Map", title_align="left", border_style="blue"))
    console.print(Panel(_offers(st), title="Offers", title_align="left", border_style="green"))
    seats = [p["seat"] for p in st["players"]]
    order = [me] + [q for q in seats if q != me] if me in seats else seats
    turn = None if view.get("is_over") else st["turn"]["player"]
    for q in order:
        console.print(_player_panel(st["players"][q], st, names, me, turn))
    result = st.get("result")
    if result and result.get("scores"):
        console.print(Text("Final scores: " + _scores_text(result, names)))
    if recent:
        # Text, not markup: a log line may contain brackets
        console.print(
            Panel(Text("\n".join(recent[-14:])), title="Log", title_align="left", border_style="dim")
        )


def _scores_text(result: dict, names: list[str]) -> str:
    scores = result["scores"]
    items = scores.items() if isinstance(scores, dict) else enumerate(scores)
    return "   ".join(f"{_seat_name(int(q), names)} {s}" for q, s in items)


def log_lines(events: list[dict], words) -> list[str]:
    """The log in words (as `epocha play` shows it)."""
    from epocha.cli.play import log_lines as lines

    return lines(events, words)


def prompt_text(view: dict, prompt: str) -> str:
    """The question put to the seat, with the turn it comes in."""
    st = view["state"]
    turn = st["turn"]
    tail = ", last round" if st["last_turns"] is not None else ""
    return f"[turn {turn['number'] + 1}, {turn['actions']} action(s) taken{tail}] {prompt}"


# -- the component reference -------------------------------------------------------------------------


@cache
def _names() -> dict[str, tuple[str, str]]:
    """Every name a player may look up -> (kind, id)."""
    c = content()
    out: dict[str, tuple[str, str]] = {}
    for card in (*c.starting_cards, *c.deck):
        out[_term("card", card.id)] = ("card", card.id)
    for tribe in c.tribes.values():
        out[_term("tribe", tribe.id)] = ("tribe", tribe.id)
        for side in tribe.sides.values():
            for t in side.technologies:
                out.setdefault(_term("technology", t.id), ("technology", t.id))
    for r in c.boards.reward_spaces:
        if r.kind == "standard_machine":
            out[_term("machine", r.id)] = ("standard", r.id)
    for m in c.machines:
        out[_term("machine", m.id)] = ("machine", m.id)
    for m in c.modules:
        out[_term("module", m.id)] = ("module", m.id)
    for k in c.crates:
        out[_term("crate", k.id)] = ("crate", k.id)
    for a in c.artifact_cards:
        out[_term("artifact_card", a.id)] = ("artifact_card", a.id)
    return out


def card_names() -> list[str]:
    return list(_names())


def _half_lines(card: Card, half: str) -> list[Text]:
    h = card.half(half)
    out = [Text(f"{half.capitalize()}: {_effects(h.effects)}")]
    notes = []
    if h.slot:
        notes.append("slot symbol")
    if h.flasks:
        notes.append(f"{h.flasks} flask(s)")
    if h.while_in_slot:
        notes.append("while in a slot: " + _effects(h.while_in_slot))
    if h.hibernate_then_remove:
        notes.append("hibernate, then remove this card")
    if notes:
        out.append(Text("   " + "; ".join(notes), style="dim"))
    return out


def reference(console: Console, name: str, edition: str | None = None) -> None:
    """A component's text (`edition` is not used: Revive has one)."""
    kind, key = _names()[name]
    c = content()
    lines: list[Any] = []
    if kind == "card":
        card = c.card(key)
        lines.append(Text.assemble(_card(key), "  starting card" if card.starting else ""))
        lines += _half_lines(card, "top") + _half_lines(card, "bottom")
        if card.name.get("cs"):
            lines.append(Text(f"Česky: {card.name['cs']}", style="dim"))
        title = "Citizen card"
    elif kind == "tribe":
        tribe = c.tribes[key]
        lines.append(
            Text(f"{_term('tribe', key)}: tribe pieces {tribe.piece.replace('_', ' ')} x{tribe.pieces}")
        )
        for side_name, side in tribe.sides.items():
            ability = dict(side.ability)
            lines.append(Text(f"{side_name.capitalize()} side ability: {ability}", style="bold"))
            for t in side.technologies:
                lines.append(Text(f"  {_tech_text(t)}"))
        title = "Tribe"
    elif kind == "technology":
        tech = next(
            t for tr in c.tribes.values() for sd in tr.sides.values() for t in sd.technologies if t.id == key
        )
        lines.append(Text(_tech_text(tech)))
        if tech.name and tech.name.get("cs"):
            lines.append(Text(f"Česky: {tech.name['cs']}", style="dim"))
        title = "Technology"
    elif kind == "standard":
        lines.append(Text(_machine_text(key)))
        r = next(r for r in c.boards.reward_spaces if r.id == key)
        lines.append(Text("opens at " + ", ".join(f"{col} {at}" for col, at in r.needs.items()), style="dim"))
        title = "Standard machine"
    elif kind == "machine":
        m = c.machine(key)
        lines.append(Text(_machine_text(key), style=STYLE.get(m.colour, "")))
        if m.flasks:
            lines.append(Text(f"{m.flasks} flask(s)", style="dim"))
        title = "Special machine"
    elif kind == "module":
        m = c.module(key)
        lines.append(Text(_module_text(key)))
        lines.append(Text(f"colours {', '.join(m.colours)}; {m.flasks} flask(s)", style="dim"))
        title = "Module"
    elif kind == "crate":
        lines.append(Text(f"{_term('crate', key)}: {_effects(c.crate(key).effects)}"))
        title = "Crate"
    else:
        lines.append(Text(_artifact_card_text(key)))
        title = "Artifact card"
    console.print(Panel(Group(*lines), title=title, title_align="left"))


def _tech_text(t: Any) -> str:
    cost = f"{t.books} book(s), {t.points} pt" if t.books or t.points else "root"
    return f"{_term('technology', t.id)} [{t.kind.replace('_', ' ')}; {cost}]: {_effects(t.effects)}"
