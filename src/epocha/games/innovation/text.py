"""Words for players: log events and the card reference, in English (Czech card texts live
with each card; see docs/innovation-cards.md)."""

from __future__ import annotations

from .catalog import CARDS, SPECIAL_INFO
from .effects import REGISTRY

ZONE_WORDS = {
    "hand": "hand",
    "score": "score pile",
    "board": "board",
    "deck": "supply",
    "removed": "box",
    "ages": "achievements",
    "achievements": "achievements",
}

SPECIAL_TEXT = {
    "Monument": "Tuck six cards or score six cards during a single turn.",
    "Empire": "Have three or more of each of the six icons on your board.",
    "World": "Have twelve or more clock icons on your board.",
    "Wonder": "Have all five colours on your board, each splayed right or up.",
    "Universe": "Have five top cards, each of value 8 or more.",
}


def _card(args: dict) -> str:
    return args["card"] if "card" in args else f"a {args['age']}"


def describe(ev: dict, names: list[str]) -> str:
    """One line of English for a (redacted) log event."""
    a = ev["args"]
    who = names[a["player"]] if isinstance(a.get("player"), int) else "Someone"
    kind = ev["event"]
    if kind == "setup":
        return f"A new game of Innovation for {a['players']} players ({a['edition']} card texts)."
    if kind == "draw":
        extra = f" (no {a['asked']} left)" if a["age"] > max(a["asked"], 1) else ""
        return f"{who} draws {_card(a)}{extra}."
    if kind == "reveal":
        return f"{who} reveals {a['card']}."
    if kind in ("meld", "tuck", "score"):
        verb = {"meld": "melds", "tuck": "tucks", "score": "scores"}[kind]
        source = f" from {ZONE_WORDS[a['from']]}" if a["from"] not in ("hand",) else ""
        return f"{who} {verb} {_card(a)}{source}."
    if kind == "return":
        return f"{who} returns {_card(a)} from {ZONE_WORDS[a['from']]}."
    if kind == "transfer":
        target = names[a["to_player"]]
        return f"{_card(a)} moves from {who}'s {ZONE_WORDS[a['from']]} to {target}'s {ZONE_WORDS[a['to']]}."
    if kind == "remove":
        return f"{_card(a)} ({who}'s {ZONE_WORDS[a['from']]}) is removed from the game."
    if kind == "splay":
        return f"{who} splays {a['color']} {a['direction']}."
    if kind == "unsplay":
        return f"{who}'s {a['color']} pile is no longer splayed."
    if kind == "rearrange":
        return f"{who} rearranges {a['color']}: {', '.join(a['cards'])} (top first)."
    if kind == "achieve":
        return f"{who} achieves age {a['age']}."
    if kind == "claim":
        via = f" (through {a['via']})" if a.get("via") else ""
        return f"{who} claims the {a['achievement']} achievement{via}."
    if kind == "chose_setup_meld":
        return f"{who} has chosen a card to meld."
    if kind == "first_player":
        return f"{who} goes first ({a['card']} comes first alphabetically)."
    if kind == "turn":
        n = a["actions"]
        return f"— {who}'s turn ({n} action{'s' if n != 1 else ''}) —"
    if kind == "action":
        return ""
    if kind == "dogma":
        parts = [f"{who} activates {a['card']} ({a['icon']})."]
        if a["demanded"]:
            parts.append("Demanded: " + ", ".join(names[p] for p in a["demanded"]) + ".")
        if a["sharing"]:
            parts.append("Sharing: " + ", ".join(names[p] for p in a["sharing"]) + ".")
        return " ".join(parts)
    if kind == "effect":
        return ""
    if kind == "execute":
        return f"{who} executes {a['card']}'s non-demand effects."
    if kind == "share_bonus":
        return f"{who} takes a free draw: an opponent shared {a['card']}."
    if kind == "dogma_complete":
        return f"The dogma of {a['card']} is complete."
    if kind == "game_over":
        winners = " and ".join(names[p] for p in a["winners"]) or "nobody"
        reason = a["reason"]
        why = {"achievements": "by achievements", "score": "by score"}.get(
            reason, f"by the effect of {reason[5:]}" if reason.startswith("card:") else reason
        )
        return f"Game over: {winners} win{'s' if len(a['winners']) == 1 else ''} {why}."
    return f"{kind}: {a}"


def card_reference(name: str, edition: str = "1e", language: str = "en") -> dict:
    """A card's facts and its effects in our own words."""
    facts = CARDS[name]
    card = REGISTRY[name]
    effects = [
        {"kind": e.kind, "text": (e.text_cs if language == "cs" and e.text_cs else e.text)}
        for e in card.effects(edition)
    ]
    return {
        "name": name,
        "name_cs": facts.name_cs,
        "age": facts.age,
        "color": facts.color,
        "icons": list(facts.icons),
        "dogma_icon": facts.dogma_icon,
        "effects": effects,
    }


SPECIAL_TEXT_CS = {
    "Monument": "Během jednoho tahu schovej šest karet, nebo oboduj šest karet.",
    "Empire": "Měj ve své herní oblasti alespoň tři zdroje od každého ze šesti druhů.",
    "World": "Měj ve své herní oblasti alespoň dvanáct hodin.",
    "Wonder": "Měj ve své herní oblasti všech pět barev, každou roztaženou doprava nebo nahoru.",
    "Universe": "Měj pět aktivních karet, každou s hodnotou alespoň 8.",
}


def special_reference(name: str, language: str = "en") -> dict:
    info = SPECIAL_INFO[name]
    return {
        "name": name,
        "name_cs": info.get("name_cs"),
        "condition": SPECIAL_TEXT_CS[name] if language == "cs" else SPECIAL_TEXT[name],
        "claimed_via": info.get("claimed_via"),
    }


def reference_data(options: dict, lang: str) -> dict:
    """Everything a client needs to show cards: facts and effect texts of every card, the
    special achievements, in English or Czech (English where no Czech text exists)."""
    from .catalog import COLOR_CS, ICON_CS, ICONS, SPECIALS

    edition = options.get("edition", "1e")
    cards = {}
    for name in CARDS:
        ref = card_reference(name, edition, lang)
        ref["title"] = (CARDS[name].name_cs or name) if lang == "cs" else name
        cards[name] = ref
    specials = {}
    for name in SPECIALS:
        ref = special_reference(name, lang)
        ref["title"] = (ref["name_cs"] or name) if lang == "cs" else name
        specials[name] = ref
    return {
        "game": "innovation",
        "lang": lang,
        "cards": cards,
        "specials": specials,
        "colors": {c: (COLOR_CS[c] if lang == "cs" else c) for c in COLOR_CS},
        "icons": {i: (ICON_CS[i] if lang == "cs" else i) for i in ICONS},
    }
