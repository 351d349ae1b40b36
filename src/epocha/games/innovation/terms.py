"""Innovation's vocabulary: the words that message arguments name, in English (the game's
catalog translates them; see `epocha.engine.render`)."""

from __future__ import annotations

from functools import cache

from .catalog import CARDS, COLORS, DIRECTIONS, ICONS, SPECIALS

ZONES = {
    "hand": "hand",
    "score": "score pile",
    "board": "board",
    "deck": "supply",
    "removed": "box",
    "achievements": "achievements",
    "ages": "achievements",
}
SOURCES = {
    "hand": "from the hand",
    "score": "from the score pile",
    "board": "from the board",
    "deck": "from the supply",
    "removed": "from the box",
    "achievements": "from the achievements",
    "ages": "from the achievements",
}


@cache
def terms() -> dict[str, dict[str, str]]:
    return {
        "card": {name: name for name in CARDS},
        "achievement": {name: name for name in SPECIALS},
        "color": {c: c for c in COLORS},
        # a colour on its own, as a choice's button says it ("Red")
        "color-title": {c: c.capitalize() for c in COLORS},
        "icon": {i: i for i in ICONS},
        "splay": {d: d for d in DIRECTIONS},
        # a direction on its own, as a choice's button says it ("Left")
        "splay-title": {d: d.capitalize() for d in DIRECTIONS},
        "zone": dict(ZONES),
        "from": dict(SOURCES),
    }
