"""Through the Ages for machine learning: stable integer action ids and a fixed-size observation.

One encoding per game a table can choose (`edition.Edition`), built by one code (`Tables`) from
that game's cards: the New Story's (`ENCODING`, every card of `catalog.CARDS`, what the module's
names below describe) and the 2006 Simple game's (`tables_of(SIMPLE_2006)`: the 2006 table's
cards of Ages A and I, civil ones and the Age A events — it has no military hands; its own
`VERSION_2006_SIMPLE`). The game's manifest names `encoding_of`, which gives the encoding of a
game's options. Each encoding has its own pinned digest.

Both come from fixed tables built from the card catalog — card keys sorted, every copy of
every card (`INSTANCES`), the 13 row slots, the option names and value caps below — never
from the order of anything at run time, so an id means the same action in every version that
keeps `VERSION`. `tests/interop/test_tta_encoding.py` pins a digest of the whole table:
changing an id is a deliberate act (bump `VERSION`); new kinds of actions are appended after the
last block, as the full game's aggressions, wars and pacts were.

Actions name card *copies* (`"I:Irrigation#2"`; a board's printed cards are `"#p0"`..`"#p3"`),
so ids do too: two copies of one card have two ids, as the engine offers two actions. The
table holds every copy of all 237 cards for four players, aggressions, wars and pacts included.

Action ids (`ACTION_COUNT` in all), in blocks (`BLOCKS` gives each block's first id and size):

| block | action |
|---|---|
| end_turn, resign, population | `{"type": ...}` |
| take | `{"type": "take", "slot": 0..12, "card": KEY}`: slot-major, civil deck keys sorted |
| build | `{"type": "build", "tech": COPY}`, every farm, mine, urban building and unit copy |
| upgrade | `{"type": "upgrade", "from": COPY, "to": COPY}`, same type, higher level |
| destroy, disband | `{"type": ..., "tech": COPY}`: buildings; units |
| leader, play | `{"type": ..., "card": COPY}`: leaders; action cards |
| wonder | `{"type": "wonder", "stages": 1..5}` |
| develop, revolution | `{"type": ..., "card": COPY}`: technologies; governments |
| tactic, copy_tactic | `{"type": ..., "card": COPY}`: tactics |
| event | `{"type": "event", "card": COPY}`: events and territories |
| ability | `{"type": "ability", "card": COPY, ...}`, per card in `ABILITY_CARDS` order |
| choose card | `{"type": "choose", "cards": [COPY]}`, every copy |
| choose option | `{"type": "choose", "option": NAME}`, `OPTION_NAMES` |
| choose action | `{"type": "choose", "option": "build I:Irrigation#2"}`: an action a card orders |
| choose row card | `{"type": "choose", "option": COPY}`: a civil card of the row |
| choose unit | `{"type": "choose", "option": "u:COPY@0".."u:COPY@11"}`: a unit sent to colonize |
| choose bonus, discard | `{"type": "choose", "option": "b:COPY" / "d:COPY"}`: colonization cards |
| choose value | `{"type": "choose", "value": 0..99}` (bids) |
| pass, done | `{"type": "pass"}`, `{"type": "done"}` |
| aggression | `{"type": "aggression", "card": COPY, "rival": 0..3}`: the full game's political actions |
| answer | `{"type": "choose", "option": "defend" / "yield"}`: a defender's answer to an aggression |
| discard_bonus | `{"type": "choose", "option": "d:COPY"}`: a bonus card discarded face down in defence |
| split | `{"type": "choose", "option": "fXrY"}`: food and resources taken (Plunder), not above |
| war | `{"type": "war", "card": COPY, "rival": 0..3}`: a war declared |
| pact | `{"type": "pact", "card": COPY, "partner": 0..3, "side": "A" / "B"}`: a pact offered |
| cancel_pact | `{"type": "cancel_pact", "card": COPY}` |
| pact_ability | `{"type": "ability", "card": COPY}`: a pact's ability (Trade Routes Agreement) |

Shared ids (the only ones): a value above 99 takes the id of 99, a unit index above 11 the id
of 11. Then `legal_action_for_id` plays the first such legal action: the lowest bid of 99 or
more (bids are at most the colonizing force, far below); any unit of that technology (they are
the same). Seeded random games and the busy positions of the tests never offered a bid above
40 or a unit index above 2.

A card that lets you do one of several ordinary actions (Development of Civilization, Urban
Growth, Rich Land, Breakthrough...) offers each as an option named by the action itself
(`effects.action_option`: its type and arguments), so the "choose action" block holds one id
per population, build, upgrade, develop and revolution action of the turn-action table.

The observation (`OBSERVATION_SIZE` float32 values in [0, 1]) is built from `Game.view(seat)`
only; `LAYOUT` lists its segments in order with their sizes. Seats are relative: slot 0 is
the observing seat, slot 1 the next seat in turn order...; slots beyond the player count are
zero. Counts are divided by the scale in `SCALES` and clipped to 1.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np

from epocha.interop.actions import Observation, TableEncoding, layout_offsets, scaled

from .catalog import EDITION_CARDS, UNITS, URBAN, WORKED, CardFacts, deck_keys, instances, key_of
from .edition import ADVANCED_2006, FULL_2006, NEW_STORY, SIMPLE_2006, Edition, edition_of, variants_of
from .effects import action_option
from .rules import TTARules

VERSION = 2  # the New Story's encoding (2: the politics segments appended to the observation)
VERSION_2006_SIMPLE = 1  # the 2006 Simple game's
VERSION_2006_ADVANCED = 2  # the 2006 Advanced game's (2: the politics segments)
VERSION_2006_FULL = 2  # the 2006 Full game's (2: the politics segments)
MAX_PLAYERS = TTARules.max_players
ROW_SLOTS = 13
VALUES = 100  # bids 0..99; higher ones share the id of 99
UNIT_INDEXES = 12  # "u:COPY@11" stands for 11 and every index above
# the kinds of ordinary actions a card may order as a choice (`Ctx.choose_action`)
ORDERED_KINDS = ("population", "build", "upgrade", "develop", "revolution")
# fixed option names of choices (Development of Markets, Reserves, Foray, Raiders,
# colonization); a test checks the cards against this list
OPTION_NAMES = (
    "food",
    "resources",
    "f3",
    "f2r1",
    "f1r2",
    "r3",
    "f2r0",
    "f1r1",
    "f0r2",
    "f1r0",
    "f0r1",
    "send",
)
# the full game's: a defender's answers; the food-resources splits Plunder takes (up to 7)
ANSWERS = ("defend", "yield", "accept", "refuse")  # (to an aggression; to a pact offered)
# pacts whose `abilities` add turn actions (the action names only the card)
PACT_ABILITY_CARDS = ("I:Trade Routes Agreement",)
SPLITS = tuple(
    name
    for total in range(1, 8)
    for food in range(total, -1, -1)
    if (name := f"f{food}r{total - food}") not in OPTION_NAMES
)
CHURCHILL_PICKS = ("culture", "military")
# cards whose `abilities` add turn actions, and the extra fields of their action dicts
ABILITY_CARDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("A:Alexander the Great", ()),
    ("A:Hammurabi", ()),
    ("A:Julius Caesar", ()),
    ("I:Christopher Columbus", ("territory",)),
    ("I:Frederick Barbarossa", ("tech",)),
    ("I:Joan of Arc", ()),
    ("II:J.S. Bach", ("from", "to")),
    ("II:Ocean Liner Service", ()),
    ("III:Winston Churchill", ("pick",)),
)
# the 2006 Simple game's (Alexander the Great and Joan of Arc of 2006 take their namesakes'
# abilities away: their `abilities` return nothing; Columbus colonizes from a military hand,
# which the Simple game has not, so his block is empty there)
ABILITY_CARDS_2006 = (
    ("I:Christopher Columbus (2006)", ("territory",)),
    ("I:Frederick Barbarossa (2006)", ("tech",)),
)
# the 2006 Advanced game's (Ocean Liner Service of 2006 grows the population; Trade Routes
# Agreement of 2006 is a pact with an ability, as the New Story's)
ABILITY_CARDS_2006_ADVANCED = (*ABILITY_CARDS_2006, ("II:Ocean Liner Service (2006)", ()))
PACT_ABILITY_CARDS_2006 = ("I:Trade Routes Agreement (2006)",)
DECISION_KINDS = ("turn", "cards", "option", "value", "player")


def in_game(f: CardFacts, edition: Edition) -> bool:
    """Whether a card of the edition's table is one of the game's: its ages' civil cards, and
    their military cards (the Age A events only, where there are no military hands); and the
    events of the age that scores a game (the Advanced game's Age III events)."""
    if f.age not in edition.ages:
        return bool(edition.scoring_events) and f.age == edition.closing_age and f.type == "event"
    if f.type == "war" and not edition.wars:
        return False  # (the Advanced game's decks have none)
    return f.deck == "civil" or edition.military_hands or f.age == "A"


_SIMPLE = ("end_turn", "resign", "population", "pass", "done", "end_politics", "draw_military")
_BY_CARD = ("leader", "play", "develop", "revolution", "tactic", "copy_tactic", "event", "cancel_pact")
_BY_TECH = ("build", "destroy", "disband")
_AT_RIVAL = ("aggression", "war")  # political cards played against a seat


class Tables:
    """Every table of one game's encoding, from its edition's cards (`in_game`): the card keys,
    the action table and the observation layout; `encoding` is the `TableEncoding` of them."""

    def __init__(
        self,
        edition: Edition,
        version: int,
        ability_cards: tuple[tuple[str, tuple[str, ...]], ...],
        pact_ability_cards: tuple[str, ...],
        draw_in_turn: bool = False,
    ) -> None:
        self.edition = edition
        # (the 2006 variant drawing military cards during the turn: one more action, appended)
        self.draw_in_turn = draw_in_turn
        table = EDITION_CARDS[edition.name]
        self.cards: dict[str, CardFacts] = {k: f for k, f in table.items() if in_game(f, edition)}
        self.ability_cards = ability_cards
        self.pact_ability_cards = pact_ability_cards
        self.keys: tuple[str, ...] = tuple(sorted(self.cards))
        self.key_index = {k: i for i, k in enumerate(self.keys)}
        self.max_stages = max(len(f.stages) for f in self.cards.values())
        self.instances = self._copies_of(self.keys)
        self.civil_deck_keys = self._keys(lambda f: f.deck == "civil" and not f.starting)  # the row's
        self.military_keys = self._keys(lambda f: f.deck == "military")
        self.tech_keys = self._keys(lambda f: f.is_technology)  # a board's technologies, government...
        self.worked_keys = self._keys(lambda f: f.type in WORKED)
        self.leader_keys = self._keys(lambda f: f.type == "leader")
        self.wonder_keys = self._keys(lambda f: f.type == "wonder")
        self.territory_keys = self._keys(lambda f: f.type == "territory")
        self.tactic_keys = self._keys(lambda f: f.type == "tactic")
        self.worked_copies = self._copies_of(self.worked_keys)
        self.unit_copies = tuple(c for c in self.worked_copies if self._type(c) in UNITS)
        self.building_copies = tuple(c for c in self.worked_copies if self._type(c) not in UNITS)
        self.action_keys: tuple[tuple, ...] = tuple(self._action_keys())
        self.blocks: dict[str, tuple[int, int]] = {}  # block name -> (first id, size)
        for i, key in enumerate(self.action_keys):
            first, size = self.blocks.get(key[0], (i, 0))
            self.blocks[key[0]] = (first, size + 1)
        # an ordered action's option name -> its key
        self.ordered = {
            action_option(self.action_from_key(k[1:])): k for k in self.action_keys if k[0] == "do"
        }
        self._abilities = dict(ability_cards)
        self._init_observation()
        self.encoding = TableEncoding(
            "tta",
            version,
            self.action_keys,
            self.observation_size,
            self.action_key,
            self.action_from_key,
            self.key_name,
            self.observe,
            chance_outcomes=self._most_chance_outcomes(),
            variant=("" if edition is NEW_STORY else f"{edition.name}_{edition.mode}")
            + ("_draw_military" if draw_in_turn else ""),
        )

    # -- the cards ------------------------------------------------------------------------

    def copies(self, key: str) -> list[str]:
        """Every copy of a card there can be (four players; a board card once per seat)."""
        f = self.cards[key]
        if f.starting:
            return [f"{key}#p{seat}" for seat in range(MAX_PLAYERS)]
        return [f"{key}#{n}" for n in range(1, max(f.copies.values()) + 1)]

    def _keys(self, test: Callable[[CardFacts], bool]) -> tuple[str, ...]:
        return tuple(k for k in self.keys if test(self.cards[k]))

    def _copies_of(self, keys: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(c for k in keys for c in self.copies(k))

    def _level(self, card: str) -> int:
        return self.cards[key_of(card)].level

    def _type(self, card: str) -> str:
        return self.cards[key_of(card)].type

    def _of_types(self, *types: str) -> tuple[str, ...]:
        return tuple(c for c in self.instances if self._type(c) in types)

    # -- the action table -----------------------------------------------------------------

    def _action_keys(self) -> list[tuple]:
        of_types, copies_of = self._of_types, self._copies_of
        worked, level, kind = self.worked_copies, self._level, self._type
        keys: list[tuple] = [("end_turn",), ("resign",), ("population",)]
        keys += [("take", slot, k) for slot in range(ROW_SLOTS) for k in self.civil_deck_keys]
        keys += [("build", c) for c in worked]
        keys += [
            ("upgrade", old, new)
            for old in worked
            for new in worked
            if kind(new) == kind(old) and level(new) > level(old)
        ]
        keys += [("destroy", c) for c in self.building_copies]
        keys += [("disband", c) for c in self.unit_copies]
        keys += [("leader", c) for c in of_types("leader")]
        keys += [("play", c) for c in of_types("action")]
        keys += [("wonder", k) for k in range(1, self.max_stages + 1)]
        keys += [
            ("develop", c) for c in self.instances if self.cards[key_of(c)].is_technology and "#p" not in c
        ]
        keys += [("revolution", c) for c in of_types("government") if "#p" not in c]
        keys += [("tactic", c) for c in of_types("tactic")]
        keys += [("copy_tactic", c) for c in of_types("tactic")]
        keys += [("event", c) for c in of_types("event", "territory")]
        for card, fields in self.ability_cards:
            for me in self.copies(card):
                keys += [("ability", me, *extra) for extra in self._ability_extras(fields)]
        keys += [("cards", c) for c in self.instances]
        keys += [("option", name) for name in OPTION_NAMES]
        keys += [("do", *k) for k in keys if k[0] in ORDERED_KINDS]
        keys += [("row_card", c) for c in copies_of(self.civil_deck_keys)]
        keys += [("unit", c, i) for c in self.unit_copies for i in range(UNIT_INDEXES)]
        keys += [("bonus", c) for c in of_types("bonus")]
        keys += [("discard", c) for c in copies_of(self.military_keys) if kind(c) != "bonus"]
        keys += [("value", v) for v in range(VALUES)]
        keys += [("pass",), ("done",)]
        # the full game's (appended: the peaceful game's ids above never move)
        keys += [("aggression", c, seat) for c in of_types("aggression") for seat in range(MAX_PLAYERS)]
        keys += [("answer", name) for name in ANSWERS]
        keys += [("discard_bonus", c) for c in of_types("bonus")]
        keys += [("split", name) for name in SPLITS]
        keys += [("war", c, seat) for c in of_types("war") for seat in range(MAX_PLAYERS)]
        keys += [
            ("pact", c, seat, side) for c in of_types("pact") for seat in range(MAX_PLAYERS) for side in "AB"
        ]
        keys += [("cancel_pact", c) for c in of_types("pact")]
        keys += [("pact_ability", c) for key in self.pact_ability_cards for c in self.copies(key)]
        if self.edition.sacrifices:  # (2006: appended, the other games' ids never move)
            keys += [("attack",), ("end_politics",)]  # (the attacker's sacrifices done; no politics)
        if self.draw_in_turn:  # (the 2006 variant's; appended)
            keys += [("draw_military",)]
        return keys

    def _ability_extras(self, fields: tuple[str, ...]) -> list[tuple]:
        if fields == ():
            return [()]
        if fields == ("territory",):
            return [(c,) for c in self._of_types("territory")]
        if fields == ("tech",):  # Frederick Barbarossa: a unit to build
            return [(c,) for c in self.unit_copies]
        if fields == ("from", "to"):  # J. S. Bach: an urban building upgraded to a theater
            return [
                (old, new)
                for old in self._of_types(*(u for u in URBAN if u != "theater"))
                for new in self._of_types("theater")
                if self._level(new) >= self._level(old)
            ]
        if fields == ("pick",):
            return [(pick,) for pick in CHURCHILL_PICKS]
        raise ValueError(fields)

    def action_key(self, action: dict) -> tuple:
        """The table key of an action dict (raises `KeyError` for one outside the table)."""
        kind = action["type"]
        if kind in _SIMPLE:
            return (kind,)
        if kind in _BY_CARD:
            return (kind, action["card"])
        if kind in _BY_TECH:
            return (kind, action["tech"])
        if kind == "take":
            return ("take", action["slot"], action["card"])
        if kind == "upgrade":
            return ("upgrade", action["from"], action["to"])
        if kind == "wonder":
            return ("wonder", action["stages"])
        if kind == "ability" and key_of(action["card"]) in self.pact_ability_cards:
            return ("pact_ability", action["card"])
        if kind == "pact":
            return ("pact", action["card"], action["partner"], action["side"])
        if kind == "ability":
            fields = self._abilities[key_of(action["card"])]
            return ("ability", action["card"], *(action[f] for f in fields))
        if kind in _AT_RIVAL:
            return (kind, action["card"], action["rival"])
        if kind == "choose":
            if "cards" in action:
                return ("cards", action["cards"][0])
            if "value" in action:
                return ("value", min(action["value"], VALUES - 1))
            if "option" in action:
                return self._option_key(action["option"])
        raise KeyError(f"no action id for {action!r}")

    def _option_key(self, option: str) -> tuple:
        if option in OPTION_NAMES:
            return ("option", option)
        if option in ANSWERS:
            return ("answer", option)
        if option == "attack":  # (2006: the attacker's sacrifices done)
            return ("attack",)
        if option in SPLITS:
            return ("split", option)
        if option in self.ordered:
            return self.ordered[option]
        prefix, _, rest = option.partition(":")
        if prefix == "u":
            unit, _, index = rest.rpartition("@")
            return ("unit", unit, min(int(index), UNIT_INDEXES - 1))
        if prefix == "b":
            return ("bonus", rest)
        if prefix == "d":
            return ("discard_bonus" if self.cards[key_of(rest)].type == "bonus" else "discard", rest)
        return ("row_card", option)

    def action_from_key(self, key: tuple) -> dict:
        head = key[0]
        if head in _SIMPLE:
            return {"type": head}
        if head in _BY_CARD:
            return {"type": head, "card": key[1]}
        if head in _BY_TECH:
            return {"type": head, "tech": key[1]}
        if head == "take":
            return {"type": "take", "slot": key[1], "card": key[2]}
        if head == "upgrade":
            return {"type": "upgrade", "from": key[1], "to": key[2]}
        if head == "wonder":
            return {"type": "wonder", "stages": key[1]}
        if head in _AT_RIVAL:
            return {"type": head, "card": key[1], "rival": key[2]}
        if head == "pact":
            return {"type": "pact", "card": key[1], "partner": key[2], "side": key[3]}
        if head == "pact_ability":
            return {"type": "ability", "card": key[1]}
        if head == "ability":
            fields = self._abilities[key_of(key[1])]
            return {"type": "ability", "card": key[1], **dict(zip(fields, key[2:], strict=True))}
        if head == "cards":
            return {"type": "choose", "cards": [key[1]]}
        if head == "value":
            return {"type": "choose", "value": key[1]}
        return {"type": "choose", "option": self._option_text(key)}

    def _option_text(self, key: tuple) -> str:
        head = key[0]
        if head == "attack":
            return "attack"
        if head == "do":
            return action_option(self.action_from_key(key[1:]))
        if head == "unit":
            return f"u:{key[1]}@{key[2]}"
        if head == "bonus":
            return f"b:{key[1]}"
        if head in ("discard", "discard_bonus"):
            return f"d:{key[1]}"
        return key[1]  # "option", "row_card", "answer", "split"

    @staticmethod
    def key_name(key: tuple) -> str:
        """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
        return key_name(key)

    # -- the observation ------------------------------------------------------------------

    def _init_observation(self) -> None:
        edition = self.edition
        # the ages on the backs of military cards; the ages a game goes through
        military = {self.cards[k].age for k in self.military_keys}
        # (the Advanced game: Age III too, for the events boxed at its set-up)
        self.military_ages = tuple(a for a in edition.played_ages if a in military)
        self.game_ages = edition.played_ages
        self.scales = {**SCALES, "stages": self.max_stages}
        seat_layout: tuple[tuple[str, int], ...] = (
            ("present", 1),
            ("resigned", 1),
            ("science", 1),
            ("culture", 1),
            ("science_rating", 1),
            ("culture_rating", 1),
            ("strength", 1),
            ("happy", 1),
            ("discontent", 1),
            ("food", 1),
            ("resources", 1),
            ("yellow_bank", 1),
            ("blue_bank", 1),
            ("unused_workers", 1),
            ("actions", 4),  # civil total, military total, civil left, military left
            ("technologies", len(self.tech_keys)),  # in play: board, government, special technologies
            ("workers", len(self.worked_keys)),
            ("stored", len(self.worked_keys)),
            ("leader", len(self.leader_keys)),
            ("wonders", len(self.wonder_keys)),
            ("ruined", len(self.wonder_keys)),
            ("building", len(self.wonder_keys)),
            ("stages_built", 1),
            ("colonies", len(self.territory_keys)),
            ("tactic", len(self.tactic_keys)),
            ("exclusive_tactic", 1),
            ("civil_hand", len(self.civil_deck_keys)),
            ("civil_hand_limit", 1),
            ("military_hand_ages", len(self.military_ages)),
            ("military_hand_limit", 1),
        )
        military, ages = len(self.military_keys), len(self.military_ages)
        self.seat_layout = seat_layout
        self.layout: tuple[tuple[str, int], ...] = (
            ("over", 1),
            ("player_count", 3),  # 2, 3, 4
            ("my_seat", MAX_PLAYERS),  # absolute (actions name the boards' cards by absolute seat)
            ("age", len(self.game_ages)),
            ("round", 1),
            ("last_round_known", 1),
            ("is_last_round", 1),
            ("start_seat", MAX_PLAYERS),  # relative slots
            ("turn_seat", MAX_PLAYERS),
            ("active_seats", MAX_PLAYERS),
            ("row", ROW_SLOTS * len(self.civil_deck_keys)),  # slot-major, one-hot by civil deck key
            ("civil_deck", 1),
            ("military_deck", 1),
            ("current_events_ages", ages),
            ("top_event_age", ages),
            ("future_events_ages", ages),
            ("military_discards", ages),
            ("military_box", ages),
            ("past_events", military),
            ("common_tactics", len(self.tactic_keys)),
            *((f"seat{k}.{name}", size) for k in range(MAX_PLAYERS) for name, size in seat_layout),
            ("my_military_hand", military),
            ("my_prepared_events", military),
            ("my_top_event", military),  # seen with Joan of Arc
            ("decision_kind", len(DECISION_KINDS)),
            ("decision_card", len(self.keys)),  # the card whose effect asks
            ("decision_multi", 1),
            ("decision_picked", len(self.keys)),  # cards already picked in this choice
            # (the Advanced game's: appended, the other games' layouts never move)
            *((("scoring_events", military),) if edition.scoring_events else ()),
            # the politics everyone sees, in the games with military hands (appended in version
            # 2): seat pairs are (relative) slot-major, `by * MAX_PLAYERS + on`
            *(politics_layout(military) if edition.military_hands else ()),
        )
        self.offsets, self.observation_size = layout_offsets(self.layout)
        self.index = {
            name: {k: i for i, k in enumerate(keys)}
            for name, keys in {
                "civil": self.civil_deck_keys,
                "military": self.military_keys,
                "tech": self.tech_keys,
                "worked": self.worked_keys,
                "leader": self.leader_keys,
                "wonder": self.wonder_keys,
                "territory": self.territory_keys,
                "tactic": self.tactic_keys,
            }.items()
        }
        self.military_age = {a: i for i, a in enumerate(self.military_ages)}

    def _scaled(self, count: float, scale: str) -> float:
        return scaled(count, self.scales[scale])

    def observe(self, view: dict) -> np.ndarray:
        """A seat's view as a vector (see `layout`)."""
        offsets, scales, index_of, military_age = self.offsets, self.scales, self.index, self.military_age
        o = Observation(view, offsets, self.observation_size)
        out, put, slot = o.vector, o.put, o.slot
        state = view["state"]
        players, seat = o.players, view["seat"]

        def cards(name: str, table: str, items: list, scale: str | None = None) -> None:
            """Copies per card key, divided by `scale` (none: present or not)."""
            at, index = offsets[name], index_of[table]
            step = 1 / scales[scale] if scale else 1.0
            for card in items:
                i = at + index[key_of(card)]
                out[i] = min(out[i] + step, 1.0)

        def ages(name: str, items: list[str] | dict[str, int], scale: str) -> None:
            counts = items if isinstance(items, dict) else {a: items.count(a) for a in set(items)}
            for age, n in counts.items():
                put(name, military_age[age], self._scaled(n, scale))

        put("over", 0, 1.0 if state["phase"] == "over" else 0.0)
        put("player_count", players - 2)
        if seat is not None:
            put("my_seat", seat)
        put("age", self.game_ages.index(state["age"]))
        put("round", 0, self._scaled(state["round"], "round"))
        if state["last_round"] is not None:
            put("last_round_known")
            put("is_last_round", 0, 1.0 if state["round"] >= state["last_round"] else 0.0)
        put("start_seat", slot(state["start_player"]))
        put("turn_seat", slot(state["turn_player"]))
        for p in view["active_players"]:
            put("active_seats", slot(p))
        civil = index_of["civil"]
        for i, card in enumerate(state["row"]):
            if card is not None:
                put("row", i * len(civil) + civil[key_of(card)])
        put("civil_deck", 0, self._scaled(state["civil_deck"], "deck"))
        put("military_deck", 0, self._scaled(state["military_deck"], "deck"))
        ages("current_events_ages", state["current_events_ages"], "events")
        if state["current_events_ages"]:
            put("top_event_age", military_age[state["current_events_ages"][0]])
        ages("future_events_ages", state["future_events_ages"], "events")
        ages("military_discards", state["military_discards"], "pile")
        ages("military_box", state["military_box"], "pile")
        cards("past_events", "military", state["past_events"])
        cards("common_tactics", "tactic", state["common_tactics"])
        for pv in state["players"]:
            self._put_seat(out, f"seat{slot(pv['seat'])}.", pv)
        if seat is not None:
            mine = state["players"][seat]
            cards("my_military_hand", "military", mine.get("military_hand", []), "hand")
            cards("my_prepared_events", "military", mine.get("prepared_events", []))
            if mine.get("top_current_event"):
                cards("my_top_event", "military", [mine["top_current_event"]])
        self._put_decision(out, view)
        if "scoring_events" in offsets:
            cards("scoring_events", "military", state["scoring_events"])
        if "wars" in offsets:
            self._put_politics(o, state, cards)
        return out

    def _put_politics(self, o: Observation, state: dict, cards: Callable[..., None]) -> None:
        """The wars declared, the pacts in play, the aggression being answered and the pact
        being offered: all public (the view's `wars`, `pacts`, `attack`, `offer`)."""
        put, slot, out, offsets = o.put, o.slot, o.vector, self.offsets

        def pair(name: str, by: int, on: int) -> None:
            put(name, slot(by) * MAX_PLAYERS + slot(on))

        for war in state["wars"]:
            pair("wars", war["by"], war["on"])
            cards("war_cards", "military", [war["card"]])
        for pact in state["pacts"]:
            pair("pacts", pact["by"], pact["with"])
            cards("pact_cards", "military", [pact["card"]])
            for seat, side in (pact["sides"] or {}).items():  # (None: both sides alike)
                if side == "A":
                    i = offsets["pact_side_a"] + slot(int(seat))
                    out[i] = min(out[i] + 1 / self.scales["pacts"], 1.0)
        attack = state["attack"]
        if attack:
            pair("attack", attack["by"], attack["on"])
            cards("attack_card", "military", [attack["card"]])
            put("attack_strength", 0, self._scaled(attack["strength"], "strength"))
        offer = state["offer"]
        if offer:
            pair("offer", offer["by"], offer["with"])
            cards("offer_card", "military", [offer["card"]])
            if offer["side"] == "A":
                put("offer_side_a")

    def _put_seat(self, out: np.ndarray, prefix: str, pv: dict) -> None:
        offsets, index_of, scales = self.offsets, self.index, self.scales

        def at(name: str) -> int:
            return offsets[prefix + name]

        def scalar(name: str, value: float, scale: str) -> None:
            out[at(name)] = self._scaled(value, scale)

        def one(name: str, table: str, card: str | None) -> None:
            if card:
                out[at(name) + index_of[table][key_of(card)]] = 1

        out[at("present")] = 1
        out[at("resigned")] = 1 if pv["resigned"] else 0
        scalar("science", pv["science"], "science")
        scalar("culture", pv["culture"], "points")
        r = pv["ratings"]
        scalar("science_rating", r["science"], "rating")
        scalar("culture_rating", r["culture"], "rating")
        scalar("strength", r["strength"], "strength")
        scalar("happy", r["happy"], "happy")
        scalar("discontent", pv["discontent"], "discontent")
        scalar("food", pv["food"], "stock")
        scalar("resources", pv["resources"], "stock")
        scalar("yellow_bank", pv["yellow_bank"], "bank")
        scalar("blue_bank", pv["blue_bank"], "bank")
        scalar("unused_workers", pv["unused_workers"], "workers")
        a = pv["actions"]
        for i, name in enumerate(("ca_total", "ma_total", "ca_left", "ma_left")):
            out[at("actions") + i] = self._scaled(a[name], "actions")
        worked = index_of["worked"]
        for tech in pv["technologies"]:
            one("technologies", "tech", tech["card"])
            if tech["key"] in worked:
                out[at("workers") + worked[tech["key"]]] = self._scaled(tech["workers"], "on_card")
                out[at("stored") + worked[tech["key"]]] = self._scaled(tech["stored"], "stored")
        one("technologies", "tech", pv["government"])
        for card in pv["specials"].values():
            one("technologies", "tech", card)
        one("leader", "leader", pv["leader"])
        for card in pv["wonders"]:
            one("wonders", "wonder", card)
        for card in pv["ruined"]:
            one("ruined", "wonder", card)
        if pv["building"]:
            one("building", "wonder", pv["building"]["card"])
            scalar("stages_built", pv["building"]["stages_built"], "stages")
        for card in pv["colonies"]:
            one("colonies", "territory", card)
        one("tactic", "tactic", pv["tactic"])
        out[at("exclusive_tactic")] = 1 if pv["exclusive_tactic"] else 0
        hand, civil = at("civil_hand"), index_of["civil"]
        for card in pv["civil_hand"]:
            i = hand + civil[key_of(card)]
            out[i] = min(out[i] + 1 / scales["hand"], 1.0)
        scalar("civil_hand_limit", pv["civil_hand_limit"], "hand_limit")
        for age in set(pv["military_hand_ages"]):
            scalar_at = at("military_hand_ages") + self.military_age[age]
            out[scalar_at] = self._scaled(pv["military_hand_ages"].count(age), "hand_ages")
        scalar("military_hand_limit", pv["military_hand_limit"], "hand_limit")

    def _put_decision(self, out: np.ndarray, view: dict) -> None:
        seat = view["seat"]
        kind = next((w["kind"] for w in view["waiting"] if w["seat"] == seat), None)
        if kind is None:
            return
        offsets, key_index = self.offsets, self.key_index
        if kind in DECISION_KINDS:
            out[offsets["decision_kind"] + DECISION_KINDS.index(kind)] = 1
        context = view.get("context") or {}
        if context.get("card") in key_index:
            out[offsets["decision_card"] + key_index[context["card"]]] = 1
        if context.get("multi"):
            out[offsets["decision_multi"]] = 1
        at = offsets["decision_picked"]
        for picked in context.get("picked", ()):
            key = key_of(picked) if isinstance(picked, str) else None
            if key in key_index:
                out[at + key_index[key]] = min(out[at + key_index[key]] + 1 / self.scales["picked"], 1.0)

    def _most_chance_outcomes(self) -> int:
        """The most cards one chance event can choose among: a civil deck's next card, or the
        first of a shuffle of military cards (at most every military card of the game, four
        players, with war; without military hands, the Age A events)."""
        edition = self.edition

        def cards(deck: str, age: str) -> int:
            keys = deck_keys(deck, age, peaceful=False, edition=edition.name)
            keys = [k for k in keys if in_game(EDITION_CARDS[edition.name][k], edition)]
            return len([c for k in keys for c in instances(k, MAX_PLAYERS)])

        civil = max(cards("civil", age) for age in edition.ages)
        military_ages = edition.ages if edition.military_hands else ("A",)
        return max(civil, sum(cards("military", age) for age in military_ages))


def key_name(key: tuple) -> str:
    """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
    head = key[0]
    if head in _SIMPLE:
        return head.replace("_", " ")
    if head == "take":
        return f"take {key[2]} from slot {key[1]}"
    if head == "upgrade":
        return f"upgrade {key[1]} to {key[2]}"
    if head == "wonder":
        return f"build {key[1]} wonder stage{'s' if key[1] != 1 else ''}"
    if head == "ability":
        return " ".join(["use", *map(str, key[1:])])
    if head == "do":
        return f"choose to {key_name(key[1:])}"
    if head == "unit":
        more = "+" if key[2] == UNIT_INDEXES - 1 else ""
        return f"send unit {key[1]} #{key[2]}{more}"
    if head == "bonus":
        return f"add bonus card {key[1]}"
    if head in ("discard", "discard_bonus"):
        return f"discard {key[1]} for +1"
    if head in _AT_RIVAL:
        return f"{head} {key[1]} against seat {key[2]}"
    if head == "pact":
        return f"offer {key[1]} to seat {key[2]} (side {key[3]})"
    if head == "pact_ability":
        return f"use {key[1]}"
    if head == "value":
        return f"bid {key[1]}{'+' if key[1] == VALUES - 1 else ''}"
    if head in ("cards", "option", "row_card", "answer", "split"):
        return f"choose {key[1]}"
    if head == "attack":
        return "attack (no more units sacrificed)"
    return f"{head.replace('_', ' ')} {key[1]}"


SCALES = {
    "round": 30,
    "deck": 60,  # cards in the current age's civil or military deck
    "events": 10,  # cards in an event pile, by age
    "pile": 40,  # military discards and cards out of the game, by age
    "points": 300,  # culture
    "science": 60,  # science points
    "rating": 40,  # science and culture per turn
    "strength": 100,
    "happy": 8,
    "discontent": 10,
    "stock": 60,  # food, resources
    "bank": 30,  # yellow and blue tokens in the banks
    "workers": 20,  # unused workers
    "actions": 10,  # civil and military actions
    "on_card": 10,  # workers on one technology
    "stored": 20,  # blue tokens stored on one card
    "stages": 5,  # wonder stages (the most of the game's wonders: `Tables.max_stages`)
    "hand": 2,  # copies of one card in a hand
    "hand_limit": 10,
    "hand_ages": 8,  # military cards of one age in a hand
    "picked": 5,
    "pacts": 2,  # pacts in which one seat holds side A
}


def politics_layout(military: int) -> tuple[tuple[str, int], ...]:
    """The observation's politics segments (games with military hands; `military`: the number
    of military card keys)."""
    pairs = MAX_PLAYERS * MAX_PLAYERS
    return (
        ("wars", pairs),  # declared, declaring seat -> its target
        ("war_cards", military),
        ("pacts", pairs),  # in play, the seat that laid it -> its partner
        ("pact_cards", military),
        ("pact_side_a", MAX_PLAYERS),  # seats holding side A of a pact with two sides
        ("attack", pairs),  # the aggression being answered, attacker -> target
        ("attack_card", military),
        ("attack_strength", 1),
        ("offer", pairs),  # the pact being offered, offering seat -> partner
        ("offer_card", military),
        ("offer_side_a", 1),  # the offering seat would hold side A
    )


# -- the New Story's encoding, and its tables by their names ---------------------------------

NEW_STORY_TABLES = Tables(NEW_STORY, VERSION, ABILITY_CARDS, PACT_ABILITY_CARDS)
_T = NEW_STORY_TABLES
CARDS = _T.cards  # (every card of the New Story's table)
KEYS, KEY_INDEX, INSTANCES, MAX_STAGES = _T.keys, _T.key_index, _T.instances, _T.max_stages
CIVIL_DECK_KEYS, MILITARY_KEYS, TECH_KEYS = _T.civil_deck_keys, _T.military_keys, _T.tech_keys
WORKED_KEYS, LEADER_KEYS, WONDER_KEYS = _T.worked_keys, _T.leader_keys, _T.wonder_keys
TERRITORY_KEYS, TACTIC_KEYS = _T.territory_keys, _T.tactic_keys
WORKED_COPIES, UNIT_COPIES, BUILDING_COPIES = _T.worked_copies, _T.unit_copies, _T.building_copies
ACTION_KEYS, ACTION_COUNT, BLOCKS = _T.action_keys, len(_T.action_keys), _T.blocks
MILITARY_AGES, GAME_AGES = _T.military_ages, _T.game_ages  # A-III; A-IV
SEAT_LAYOUT, LAYOUT, OFFSETS, OBSERVATION_SIZE = _T.seat_layout, _T.layout, _T.offsets, _T.observation_size
copies, action_key, action_from_key, observe = _T.copies, _T.action_key, _T.action_from_key, _T.observe
ENCODING = _T.encoding


@cache
def tables_of(edition: Edition, draw_in_turn: bool = False) -> Tables:
    """The tables of a game a table can choose (built when first asked for); `draw_in_turn`:
    with the 2006 variant drawing military cards during the turn (one action more)."""
    if draw_in_turn:
        plain = tables_of(edition)
        return Tables(edition, plain.encoding.version, plain.ability_cards, plain.pact_ability_cards, True)
    if edition is NEW_STORY:
        return NEW_STORY_TABLES
    if edition is SIMPLE_2006:
        return Tables(SIMPLE_2006, VERSION_2006_SIMPLE, ABILITY_CARDS_2006, ())
    if edition is ADVANCED_2006:
        abilities = ABILITY_CARDS_2006_ADVANCED
        return Tables(ADVANCED_2006, VERSION_2006_ADVANCED, abilities, PACT_ABILITY_CARDS_2006)
    if edition is FULL_2006:  # (no card of Age III has abilities of its own)
        abilities = ABILITY_CARDS_2006_ADVANCED
        return Tables(FULL_2006, VERSION_2006_FULL, abilities, PACT_ABILITY_CARDS_2006)
    raise KeyError(f"no research encoding for the {edition.name} {edition.mode} game yet")


def encoding_of(options: dict) -> TableEncoding:
    """The encoding of a game with these (normalized) options: its edition's (the manifest's
    `encoding`)."""
    edition = edition_of(options)
    if variants_of(options).draw_in_turn:  # (one cached table each: the same call every time)
        return tables_of(edition, True).encoding
    return tables_of(edition).encoding
