"""Words for players: the log in English, and the card reference (our own texts)."""

from __future__ import annotations

from .catalog import CARDS, key_of
from .rules_base import REGISTRY


def _card(c: str | None) -> str:
    return CARDS[key_of(c)].name if c else "?"


def describe(ev: dict, names: list[str]) -> str:
    a = ev["args"]
    who = names[a["player"]] if isinstance(a.get("player"), int) else ""
    kind = ev["event"]
    simple = {
        "take": lambda: f"{who} takes {_card(a['card'])}.",
        "build": lambda: f"{who} builds on {_card(a['tech'])}.",
        "upgrade": lambda: f"{who} upgrades {_card(a['from'])} to {_card(a['to'])}.",
        "destroy": lambda: f"{who} destroys a building on {_card(a['tech'])}.",
        "disband": lambda: f"{who} disbands a unit of {_card(a['tech'])}.",
        "leader": lambda: f"{who} plays leader {_card(a['card'])}.",
        "wonder_stage": lambda: f"{who} builds {a['stages']} stage(s) of {_card(a['card'])}.",
        "wonder_done": lambda: f"{who} completes {_card(a['card'])}.",
        "develop": lambda: (
            f"{who} {'declares a revolution:' if a.get('revolution') else 'develops'} {_card(a['card'])}."
        ),
        "play": lambda: f"{who} plays {_card(a['card'])}.",
        "tactic": lambda: f"{who} plays tactic {_card(a['card'])}.",
        "copy_tactic": lambda: f"{who} copies tactic {_card(a['card'])}.",
        "tactic_common": lambda: f"{_card(a['card'])} becomes a common tactic.",
        "prepare_event": lambda: (
            f"{who} prepares an Age {a['age']} event"
            + (f" ({_card(a['card'])})" if a.get("card") else "")
            + "."
        ),
        "reveal_event": lambda: f"Event: {_card(a['card'])} (revealed by {who}).",
        "bid": lambda: f"{who} {'passes' if a['bid'] is None else 'bids ' + str(a['bid'])}.",
        "colonize": lambda: f"{who} colonizes {_card(a['card'])}.",
        "no_colonist": lambda: f"Nobody colonizes {_card(a['card'])}.",
        "science": lambda: f"{who} {'scores' if a['amount'] >= 0 else 'loses'} {abs(a['amount'])} science.",
        "culture": lambda: f"{who} {'scores' if a['amount'] >= 0 else 'loses'} {abs(a['amount'])} culture.",
        "gain": lambda: f"{who} gains {a['amount']} {a['kind']}.",
        "lose": lambda: (
            f"{who} loses {a['amount']} {a['kind']}" + (f" ({a['why']})" if a.get("why") else "") + "."
        ),
        "produce": lambda: f"{who} produces {a['amount']} {a['kind']}.",
        "population": lambda: (
            f"{who} {'gains' if a['amount'] > 0 else 'loses'} {abs(a['amount'])} population."
        ),
        "bank": lambda: f"{who}: {a['amount']:+d} {a['color']} token(s).",
        "draw_military": lambda: (
            f"{who} draws {a['count']} military card(s)"
            + (": " + ", ".join(CARDS[c].name for c in a["cards"]) if a.get("cards") else "")
            + "."
        ),
        "discard_military": lambda: f"{who} discards {a['count']} military card(s).",
        "age": lambda: f"=== Age {a['age']} begins ===",
        "last_round": lambda: f"Round {a['round']} will be the last.",
        "antiquated": lambda: f"{who}'s {_card(a['card'])} is antiquated and leaves play.",
        "uprising": lambda: f"{who} is in uprising: no production this turn.",
        "turn": lambda: f"— {who}'s turn (round {a['round']}) —",
        "resign": lambda: f"{who} resigns.",
        "final_event": lambda: f"Final scoring: {_card(a['card'])}.",
        "spend": lambda: f"{who} spends {a['ca']} civil action(s).",
        "game_over": lambda: "Game over: " + " and ".join(names[p] for p in a["winners"]) + " win(s).",
    }
    make = simple.get(kind)
    return make() if make else ""


def card_reference(key: str, language: str = "en") -> dict:
    c = CARDS[key]
    rules = REGISTRY[key]
    return {
        "key": key,
        "name": c.name,
        "age": c.age,
        "type": c.type,
        "special": c.special,
        "text": rules.text_cs if language == "cs" else rules.text,
        "science_cost": c.science_cost,
        "revolution_cost": c.revolution_cost,
        "resource_cost": c.resource_cost,
        "stages": list(c.stages),
        "per_worker": c.per_worker,
        "yields": c.yields,
        "civil_actions": c.civil_actions,
        "military_actions": c.military_actions,
        "urban_limit": c.urban_limit,
        "tactic": c.tactic,
    }


def reference_data(options: dict, lang: str) -> dict:
    return {"game": "tta", "lang": lang, "cards": {k: card_reference(k, lang) for k in REGISTRY}}
