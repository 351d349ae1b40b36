"""The card tables of Through the Ages: printed facts, loaded once, for each edition.

A distinct card is named by its *key*, `"<age>:<name>"` (`"I:Frugality"`; names repeat
across ages). A physical copy is an *instance*, `"<key>#<n>"` (`"I:Frugality#2"`); the
starting technologies printed on each player board are `"A:Agriculture#p0"` for seat 0.
The 2006 edition's cards are keyed with the edition after the name (`"I:Frugality (2006)"`):
the two editions print cards of one name with different numbers, and a card's facts are
found by its key alone, wherever it is asked (`facts`). `CARDS` is the New Story's table;
`EDITION_CARDS` has each edition's.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources

EDITIONS = ("new-story", "2006")
AGES = ("A", "I", "II", "III")
LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3, "IV": 4}
NEXT_AGE = {"A": "I", "I": "II", "II": "III", "III": "IV"}

PRODUCTION = ("farm", "mine")
URBAN = ("lab", "temple", "library", "theater", "arena")
UNITS = ("infantry", "cavalry", "artillery", "air_force")
BUILDINGS = PRODUCTION + URBAN  # technologies workers stand on, besides units
WORKED = BUILDINGS + UNITS
SPECIAL_KINDS = ("civil", "military", "colonization", "construction")
TECHNOLOGY_TYPES = (*WORKED, "special", "government")
# military cards left out by the peaceful game (this default)
AGGRESSIVE = ("aggression", "war", "pact")

STARTING = ("A:Agriculture", "A:Bronze", "A:Philosophy", "A:Religion", "A:Warriors", "A:Despotism")
STARTING_WORKERS = {"A:Agriculture": 2, "A:Bronze": 2, "A:Philosophy": 1, "A:Warriors": 1}


def edition_key(age: str, name: str, edition: str = "new-story") -> str:
    """The key of the card of `edition` with this age and name."""
    return f"{age}:{name}" if edition == "new-story" else f"{age}:{name} ({edition})"


@dataclass(frozen=True)
class CardFacts:
    key: str
    name: str
    age: str
    level: int
    deck: str  # "civil" or "military"
    type: str
    copies: dict[int, int]
    special: str | None = None  # kind of a special technology
    starting: bool = False
    science_cost: int | None = None  # governments: the peaceful change cost
    revolution_cost: int | None = None
    resource_cost: int | None = None
    stages: tuple[int, ...] = ()
    per_worker: dict[str, int] = field(default_factory=dict)
    yields: dict[str, int] = field(default_factory=dict)
    civil_actions: int = 0
    military_actions: int = 0
    urban_limit: int | None = None
    colonization_bonus: int = 0
    tokens: dict[str, int] = field(default_factory=dict)  # bank tokens gained in play: blue/yellow
    tactic: dict | None = None
    defense: int | None = None  # military bonus cards
    attack_cost: int | None = None  # aggressions and wars: the military actions they cost
    colonization: int | None = None
    immediate: dict[str, int] = field(default_factory=dict)  # territories
    corner: dict[str, int] = field(default_factory=dict)
    edition: str = "new-story"
    # 2006 aggressions that cost the level of what they attack ("leader", "wonder"), in
    # military actions, instead of a printed number
    attack_cost_of: str | None = None
    confidence: str = "high"  # how sure the card data is of its values (the 2006 table says)

    @property
    def is_technology(self) -> bool:
        return self.type in TECHNOLOGY_TYPES


TABLE_FILES = {"new-story": "data/cards.json", "2006": "data/cards_2006.json"}


def _read(edition: str) -> dict:
    return json.loads(resources.files(__package__).joinpath(TABLE_FILES[edition]).read_text("utf-8"))


def _load(edition: str, raw: dict) -> dict[str, CardFacts]:
    cards: dict[str, CardFacts] = {}
    for c in raw["cards"]:
        key = edition_key(c["age"], c["name"], edition)
        cards[key] = CardFacts(
            key=key,
            name=c["name"],
            age=c["age"],
            level=c["level"],
            deck=c["deck"],
            type=c["type"],
            copies={int(k): v for k, v in c["copies"].items()},
            special=c.get("special"),
            starting=c.get("starting", False),
            science_cost=c.get("science_cost"),
            revolution_cost=c.get("revolution_cost"),
            resource_cost=c.get("resource_cost"),
            stages=tuple(c.get("stages", ())),
            per_worker=c.get("per_worker", {}),
            yields=c.get("yields", {}),
            civil_actions=c.get("civil_actions", 0),
            military_actions=c.get("military_actions", 0),
            urban_limit=c.get("urban_limit"),
            colonization_bonus=c.get("colonization_bonus", 0),
            tokens=c.get("tokens", {}),
            tactic=c.get("tactic"),
            defense=c.get("defense"),
            attack_cost=c.get("attack_cost"),
            colonization=c.get("colonization"),
            immediate=c.get("immediate", {}),
            corner=c.get("corner", {}),
            edition=edition,
            attack_cost_of=c.get("attack_cost_of"),
            confidence=c.get("confidence", "high"),
        )
    return cards


class Watched(dict):
    """A table of the cards (their facts, their rules) that calls `changed` whenever an entry
    is set or deleted, so that what is worked out from it and remembered is forgotten (a test
    silencing a card)."""

    def __init__(self, entries: dict, changed: Callable[[], None]) -> None:
        super().__init__(entries)
        self._changed = changed

    def __setitem__(self, key: str, value: object) -> None:
        super().__setitem__(key, value)
        self._changed()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._changed()


_FORGET: list[Callable[[], None]] = []  # clear functions of the caches made from the facts


def remembered(clear: Callable[[], None]) -> None:
    """Have a cache made from the cards' facts cleared whenever they change."""
    _FORGET.append(clear)


def forget() -> None:
    for clear in _FORGET:
        clear()


_RAW = {edition: _read(edition) for edition in EDITIONS}
BANK_TABLES = {
    name: {int(k): v for k, v in table.items()} for name, table in _RAW["new-story"]["bank_tables"].items()
}
# the 2006 table's own facts about its decks (what the Advanced game leaves out)
DECK_FACTS_2006: dict = _RAW["2006"]["decks"]
# card key -> its printed facts (what is worked out from them: by copy, by technology list...)
EDITION_CARDS: dict[str, dict[str, CardFacts]] = {
    edition: Watched(_load(edition, raw), forget) for edition, raw in _RAW.items()
}
CARDS = EDITION_CARDS["new-story"]


class _Keys(dict):
    """Instance -> card key, remembered: the engine asks for the same few hundred instances
    millions of times in a search."""

    def __missing__(self, instance: str) -> str:
        key = self[instance] = instance.split("#", 1)[0]
        return key


_KEYS = _Keys()


# The card key of an instance ("I:Frugality#2" -> "I:Frugality"): the dict's own lookup, no
# Python call in between (the rules ask tens of thousands of times per game)
key_of: Callable[[str], str] = _KEYS.__getitem__


class _Facts(dict[str, CardFacts]):
    """Instance -> its card's facts, remembered (the rules ask hundreds of thousands of times
    per game); forgotten with the facts."""

    def __missing__(self, instance: str) -> CardFacts:
        key = _KEYS[instance]
        f = self[instance] = CARDS[key] if key in CARDS else EDITION_CARDS["2006"][key]
        return f


_FACTS = _Facts()
remembered(_FACTS.clear)


# instance -> CardFacts: the dict's own lookup, no Python call in between
facts: Callable[[str], CardFacts] = _FACTS.__getitem__


# (key, players) -> its copies; (deck, age, peaceful, edition) -> its keys: every new age of
# every search's determinized game asks again
_INSTANCES: dict[tuple[str, int], tuple[str, ...]] = {}
_DECK_KEYS: dict[tuple[str, str, bool, str], tuple[str, ...]] = {}
remembered(_INSTANCES.clear)
remembered(_DECK_KEYS.clear)


def instances(key: str, players: int) -> list[str]:
    """The copies of a deck card used with this many players."""
    return list(copies_of(key, players))


def copies_of(key: str, players: int) -> tuple[str, ...]:
    """`instances` as a tuple, shared: read, never changed."""
    found = _INSTANCES.get((key, players))
    if found is None:
        copies = range(1, facts(key).copies[players] + 1)
        found = _INSTANCES[key, players] = tuple(f"{key}#{n}" for n in copies)
    return found


def deck_keys(deck: str, age: str, *, peaceful: bool = True, edition: str = "new-story") -> list[str]:
    peaceful = bool(peaceful)
    found = _DECK_KEYS.get((deck, age, peaceful, edition))
    if found is None:
        left_out = AGGRESSIVE if peaceful else ()
        table = EDITION_CARDS[edition]
        keys = (k for k, c in table.items() if c.deck == deck and c.age == age and not c.starting)
        found = tuple(sorted(k for k in keys if table[k].type not in left_out))
        _DECK_KEYS[deck, age, peaceful, edition] = found
    return list(found)


# -- bank tables (keyed by tokens still in the bank) -------------------------------------------


# the most tokens each table counts (more in the bank read as these)
_TOP = {name: max(table) for name, table in BANK_TABLES.items()}


def _lookup(table: str, tokens: int) -> int:
    return BANK_TABLES[table][min(tokens, _TOP[table])]


def population_cost(yellow_in_bank: int) -> int | None:
    """Food to increase population, or None when the yellow bank is empty."""
    cost = _lookup("population_cost", yellow_in_bank)
    return None if cost >= 9999 else cost


def consumption(yellow_in_bank: int) -> int:
    return _lookup("food_consumption", yellow_in_bank)


def happiness_required(yellow_in_bank: int) -> int:
    return _lookup("population_to_happiness_requirement", yellow_in_bank)


def corruption(blue_in_bank: int) -> int:
    table = BANK_TABLES["resource_corruption"]
    return table.get(blue_in_bank, 0) if blue_in_bank <= _TOP["resource_corruption"] else 0
