"""The card table: facts printed on the cards (age, colour, icons), loaded once.

Cards are named by their English names everywhere in the rules, positions and actions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
COLORS = ("red", "yellow", "green", "blue", "purple")
DIRECTIONS = ("left", "right", "up")
SPECIALS = ("Monument", "Empire", "World", "Wonder", "Universe")
AGES = tuple(range(1, 11))

# Icon positions revealed on a covered card by each splay (top-left, bottom-left,
# bottom-middle, bottom-right are positions 0-3).
SPLAY_REVEALS = {"none": (), "left": (3,), "right": (0, 1), "up": (1, 2, 3)}

COLOR_CS = {"red": "červená", "yellow": "žlutá", "green": "zelená", "blue": "modrá", "purple": "fialová"}
ICON_CS = {
    "crown": "koruna",
    "leaf": "list",
    "lightbulb": "žárovka",
    "castle": "hrad",
    "factory": "továrna",
    "clock": "hodiny",
}


@dataclass(frozen=True, slots=True)
class CardFacts:
    name: str
    name_cs: str | None
    age: int
    color: str
    icons: tuple[str, str, str, str]  # "hex" marks the artwork slot
    dogma_icon: str
    effect_kinds: tuple[str, ...]  # 1st edition, printed order: "demand" / "shared"
    # icon counts (in ICONS order) a card shows as a top card and under each splay
    shown: dict[str, tuple[int, ...]]

    def has(self, icon: str) -> bool:
        return icon in self.icons


def _counts(icons: tuple[str, ...], positions: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sum(1 for p in positions if icons[p] == icon) for icon in ICONS)


def _load() -> tuple[dict[str, CardFacts], dict[str, dict]]:
    raw = json.loads(resources.files(__package__).joinpath("data/cards.json").read_text("utf-8"))
    cards: dict[str, CardFacts] = {}
    for c in raw["cards"]:
        icons = tuple(c["icons"])
        shown = {"top": _counts(icons, (0, 1, 2, 3))}
        shown.update({splay: _counts(icons, pos) for splay, pos in SPLAY_REVEALS.items()})
        cards[c["name"]] = CardFacts(
            name=c["name"],
            name_cs=c["name_cs"],
            age=c["age"],
            color=c["color"],
            icons=icons,
            dogma_icon=c["dogma_icon"],
            effect_kinds=tuple(c["effects"]),
            shown=shown,
        )
    specials = {s["name"]: s for s in raw["special_achievements"]}
    return cards, specials


CARDS, SPECIAL_INFO = _load()
BY_AGE: dict[int, tuple[str, ...]] = {
    age: tuple(sorted(n for n, c in CARDS.items() if c.age == age)) for age in AGES
}

# plain lookups for hot paths (bots search millions of positions)
AGE_OF: dict[str, int] = {name: card.age for name, card in CARDS.items()}
COLOR_OF: dict[str, str] = {name: card.color for name, card in CARDS.items()}
SORT_RANK: dict[str, int] = {
    name: i for i, name in enumerate(sorted(CARDS, key=lambda n: (CARDS[n].age, n)))
}  # sorting by it is sorting by `sort_key`


def age_of(card: str) -> int:
    return CARDS[card].age


def color_of(card: str) -> str:
    return CARDS[card].color


def has_icon(card: str, icon: str) -> bool:
    return icon in CARDS[card].icons


def sort_key(card: str) -> tuple[int, str]:
    return CARDS[card].age, card


def first_player_key(card: str) -> str:
    """Alphabetical order of English names, a leading "The" included (as BGA sorts)."""
    return card.casefold()
