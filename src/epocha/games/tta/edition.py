"""What differs between the two editions (digest §0.2) and between the 2006 edition's three
games (§20.2-20.4), as data the shared rules read: one `Edition` per game a table can choose,
found from the game's options (`edition_of`).

The New Story is the game the rest of the package was written for; each field below is a point
where the 2006 rules differ, named for what it decides. The rules modules ask the edition
where they meet such a point, and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from .catalog import STARTING, STARTING_WORKERS, edition_key


@dataclass(frozen=True)
class Edition:
    name: str  # the `edition` option: "new-story" or "2006"
    mode: str  # the 2006 game ("simple", "advanced", "full"); "full" for the New Story
    blue_tokens: int  # in each blue bank at the start
    ages: tuple[str, ...]  # the civil ages played, their decks in order (the research encoding)
    military_hands: bool  # military cards drawn and held (the Simple game has none)
    happiness: bool  # discontent and uprisings (the Simple game counts faces only at the end)
    corruption: bool
    # events the starting player reveals at the start of their turns, from this round on (the
    # Simple game's event deck); None: events come only as players prepare them
    events_from_round: int | None
    # the game ends when this age's civil deck runs out, after that round (the Simple game:
    # "I"); None: the New Story's end with Age IV
    ends_with_age: str | None
    final_bonus: bool  # the Simple game's culture for technologies, strength, faces, production
    # replacing a leader gives its civil action back (the New Story; the 2006 rules do not)
    leader_refund: bool
    # Age III events drawn at the set-up, shown, and scored at the end (the Advanced game: 4)
    scoring_events: int = 0
    # the military cards over the limit are discarded at the end of the turn (the New Story) or
    # after the next turn's political action (2006: `discard_after_politics`)
    discard_after_politics: bool = False
    # an uprising skips the whole maintenance: no points scored, no production, no military
    # cards (2006); the New Story skips production only
    uprising_skips_maintenance: bool = False
    # corruption comes after resource production and is paid in resources only (2006); the
    # New Story's comes first and takes food for the resources missing
    corruption_after_production: bool = False
    # a tactic played is exclusive for a round, then common and copied (the New Story); 2006:
    # one tactic per player, a new one replaces the old, no copying
    tactic_copying: bool = True
    # units are sacrificed in aggressions, wars and colonization (2006)
    sacrifices: bool = False
    # each player returns 2 yellow tokens to the box as Ages I-III end (not the Advanced game)
    yellow_loss: bool = True
    # the age that begins when the last civil deck runs out, for the last round (the Advanced
    # game's Age III: antiquation, no decks); None: the game ends in that deck's age (Simple)
    closing_age: str | None = None
    # the scales' ends (2006: "every indicator is limited by its length" — a strength above 60
    # counts as 60, a culture rate above 30 as 30); None: no limit (the New Story)
    strength_cap: int | None = None
    culture_rate_cap: int | None = None
    # Age IV begins: the last round is the next one, whoever's turn it began in (2006: "finish
    # the round, then one more"); the New Story's is this one if it began in the round's first
    # turn
    one_more_round: bool = False
    # the culture a war's declarer scores when its target resigns before the war is fought (the
    # New Story's 7; 2006: the war does not happen, nothing is scored)
    void_war_culture: int = 7
    # war cards in the military decks (the Advanced game removes them: `decks.
    # advanced_war_cards_removed` in the 2006 card table says how many that is)
    wars: bool = True

    # (made once per edition: every set-up reads them for every player and every key)
    @cached_property
    def starting(self) -> tuple[str, ...]:
        """The keys of the technologies and the government printed on each player board."""
        return tuple(edition_key(*key.split(":"), self.name) for key in STARTING)

    @cached_property
    def starting_workers(self) -> dict[str, int]:
        """The workers on each starting technology, by its key (shared: read it only)."""
        return {edition_key(*key.split(":"), self.name): n for key, n in STARTING_WORKERS.items()}

    @property
    def played_ages(self) -> tuple[str, ...]:
        """The ages a game of this edition is ever in: its decks' ages, and the age that begins
        as the game ends (the Advanced game's Age III; the New Story's Age IV)."""
        if self.ends_with_age is None:
            return (*self.ages, "IV")
        return (*self.ages, self.closing_age) if self.closing_age else self.ages

    @property
    def despotism(self) -> str:
        return edition_key("A", "Despotism", self.name)

    def key(self, age: str, name: str) -> str:
        return edition_key(age, name, self.name)


NEW_STORY = Edition(
    name="new-story",
    mode="full",
    blue_tokens=16,
    ages=("A", "I", "II", "III"),
    military_hands=True,
    happiness=True,
    corruption=True,
    events_from_round=None,
    ends_with_age=None,
    final_bonus=False,
    leader_refund=True,
)

SIMPLE_2006 = Edition(
    name="2006",
    mode="simple",
    blue_tokens=18,
    ages=("A", "I"),
    military_hands=False,
    happiness=False,
    corruption=False,
    events_from_round=3,
    ends_with_age="I",
    final_bonus=True,
    leader_refund=False,
    tactic_copying=False,  # (no tactics at all; the 2006 rule)
    strength_cap=60,
    culture_rate_cap=30,
)

# The Advanced game (§20.3): Ages A-II with military cards, politics, happiness and
# corruption; the game ends when the Age II civil deck runs out (Age III begins, then the round
# is finished) and four Age III events drawn at the start score it.
ADVANCED_2006 = Edition(
    name="2006",
    mode="advanced",
    blue_tokens=18,
    ages=("A", "I", "II"),
    military_hands=True,
    happiness=True,
    corruption=True,
    events_from_round=None,
    ends_with_age="II",
    final_bonus=False,
    leader_refund=False,
    scoring_events=4,
    discard_after_politics=True,
    uprising_skips_maintenance=True,
    corruption_after_production=True,
    tactic_copying=False,
    sacrifices=True,
    yellow_loss=False,
    closing_age="III",
    strength_cap=60,
    culture_rate_cap=30,
    wars=False,
)

# The Full game (§20.4): all ages, the Advanced game's rules and wars (fought with sacrifices),
# yellow tokens lost as Ages I-III end, the New Story's end with Age IV but one more round.
FULL_2006 = Edition(
    name="2006",
    mode="full",
    blue_tokens=18,
    ages=("A", "I", "II", "III"),
    military_hands=True,
    happiness=True,
    corruption=True,
    events_from_round=None,
    ends_with_age=None,
    final_bonus=False,
    leader_refund=False,
    discard_after_politics=True,
    uprising_skips_maintenance=True,
    corruption_after_production=True,
    tactic_copying=False,
    sacrifices=True,
    yellow_loss=True,
    strength_cap=60,
    culture_rate_cap=30,
    one_more_round=True,
    void_war_culture=0,
)

EDITIONS = {
    ("new-story", "full"): NEW_STORY,
    ("2006", "simple"): SIMPLE_2006,
    ("2006", "advanced"): ADVANCED_2006,
    ("2006", "full"): FULL_2006,
}


# -- the 2006 rulebook's optional variants (§20.5) and the optional corruption rule (§20.3) ------
#
# Options of a game, not games of their own: each is read where it changes a rule (`TTAState.
# variants`), the `Edition` staying the game's. A game without them plays as it always did.


@dataclass(frozen=True)
class Variants:
    # "Easier": one more yellow token each at the start, the urban limit one above the
    # government's
    easier: bool = False
    # military cards drawn during the turn for a military action each, none after it
    draw_in_turn: bool = False
    # "Milder fights": a civilization is attacked by one rival at a time (markers)
    milder_fights: bool = False
    # Age III events shown at the start and scored at the end ("pre-revealed bonuses")
    bonuses: int = 0
    # five Age III events face down, one revealed at the start and at each age change
    gradual_reveal: bool = False
    # "Completely peaceful": no wars, no aggressions in the decks
    no_fights: bool = False
    # a player may produce one resource less where that avoids (a higher) corruption
    corruption_choice: bool = False


# the option of each variant
VARIANT_OPTIONS = {
    "easier": "easier",
    "draw_in_turn": "draw_military",
    "milder_fights": "milder_fights",
    "bonuses": "bonuses",
    "gradual_reveal": "gradual_reveal",
    "no_fights": "completely_peaceful",
    "corruption_choice": "corruption_choice",
}
NO_VARIANTS = Variants()
GRADUAL_EVENTS = 5  # the Age III events laid face down by the gradual reveal


@cache
def _variants(values: tuple) -> Variants:
    return Variants(*values) if any(values) else NO_VARIANTS


def variants_of(options: dict) -> Variants:
    """The variants a game's options switch on (none: `NO_VARIANTS`)."""
    defaults = NO_VARIANTS.__dict__
    return _variants(tuple(options.get(o, defaults[f]) for f, o in VARIANT_OPTIONS.items()))


@cache
def _edition(name: str, mode: str) -> Edition:
    return EDITIONS[name, mode]


def edition_of(options: dict) -> Edition:
    """The edition (and, for 2006, the game) a game's options choose."""
    name = options.get("edition", "new-story")
    return _edition(name, options.get("mode", "simple") if name == "2006" else "full")
