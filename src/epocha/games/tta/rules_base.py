"""How a card behaves: `CardRules`, one instance per distinct card, registered by its module
in `cards/`. Most cards are fully described by their printed facts (a farm, a government,
a tactic); a card with an effect overrides the hooks it needs.

Hooks are pure functions of the state for lasting effects (ratings, costs, limits), and
effect entry points for things that happen (a leader entering play, an action card played,
an event revealed). Effects that ask players something run as frames (see effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .catalog import EDITION_CARDS, CardFacts, Watched, facts, key_of

if TYPE_CHECKING:
    from .effects import Ctx
    from .state import Player, TTAState


def _forget() -> None:
    _HOOKED.clear()
    EDITION[0] += 1  # (what players remember of their cards' hooks, `ratings.lasting`, too)


# card key -> its rules; what is worked out from them (`hooked`) is forgotten when it changes
REGISTRY: dict[str, CardRules] = Watched({}, _forget)

# cards in play -> hook -> (rules, card) of those that have the hook of their own
Hooked = dict[str, tuple[tuple["CardRules", str], ...]]
_HOOKED: dict[tuple[str, ...], Hooked] = {}
_HOOKED_MAX = 4096  # sets of cards remembered (a long search meets many)
# which registry `hooked` tables come from: counts its changes (a table kept elsewhere names it)
EDITION = [0]


class CardRules:
    """The behaviour of one distinct card (all copies share it)."""

    key: str = ""
    text: str = ""  # our own wording, English
    text_cs: str = ""  # Czech
    hooks: frozenset[str] = frozenset()  # the methods below this card has of its own

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # costs and ratings ask every card in play; most say nothing, and need not be asked
        base = vars(CardRules)
        cls.hooks = frozenset(name for name, f in base.items() if callable(f) and getattr(cls, name) is not f)
        if cls.key:
            if not any(cls.key in table for table in EDITION_CARDS.values()):
                raise KeyError(f"{cls.key!r} is not in the card tables")
            if cls.key in REGISTRY:
                raise ValueError(f"{cls.key} is defined twice")
            REGISTRY[cls.key] = cls()

    @property
    def facts(self) -> CardFacts:
        return facts(self.key)

    # -- lasting effects while the card is in play -------------------------------------------

    def adjust(self, s: TTAState, p: Player, me: str, tally: Any) -> None:
        """Change the rating contributions of the cards in play (see ratings.Tally)."""

    # ordering of `adjust`: 0 changes happy faces (St. Peter's, Homer), 1 reads them
    adjust_stage = 1

    def extra(self, s: TTAState, p: Player, me: str, what: str) -> int:
        """Extra civil/military actions ("ca", "ma"), hand limits ("civil_hand",
        "military_hand"), colonization bonus ("colonization"), a fixed amount more (or less)
        produced in the production phase ("food_production", "resources_production")."""
        return 0

    def discount(self, s: TTAState, p: Player, me: str, purpose: str, target: str | None) -> int:
        """A lower cost while in play. Purposes: "build" and "upgrade" (resources; target =
        the technology built on), "develop" (science; target = the technology), "population"
        (food), "take_wonder" and "take_leader" (civil actions), "wonder_stage" (resources)."""
        return 0

    def rival_surcharge(self, s: TTAState, owner: Player, me: str, tech: str) -> int:
        """Resources more that the other players pay to build or upgrade on `tech` while this
        card is in play for `owner` (the 2006 Nikola Tesla: labs and libraries)."""
        return 0

    def wonder_stages(self, s: TTAState, p: Player, me: str) -> int:
        """How many wonder stages one action may build (construction technologies)."""
        return 1

    def attack_bonus(self, s: TTAState, me: str, attacker: int) -> int:
        """Strength `attacker` adds when it attacks the other party of this card (pacts)."""
        return 0

    def forbids_develop(self, s: TTAState, p: Player, me: str) -> bool:
        """No technology may be developed now, not even by a revolution (Scientific
        Cooperation while the partner has no science to pay)."""
        return False

    def ignores_wonder_surcharge(self, s: TTAState, p: Player, me: str) -> bool:
        """Taking a wonder costs no extra action per completed wonder (Michelangelo)."""
        return False

    # -- things that happen -------------------------------------------------------------------

    def on_enter(self, ctx: Ctx, me: str) -> None:
        """The card came into play (leaders, completed wonders, colonies, technologies)."""

    def on_leave(self, ctx: Ctx, me: str) -> None:
        """The card left play."""

    def on_take(self, ctx: Ctx, me: str, card: str) -> None:
        """The owner took `card` from the card row."""

    def on_develop(self, ctx: Ctx, me: str, tech: str, revolution: bool) -> None:
        """The owner developed a technology (a revolution included)."""

    def start_of_turn(self, ctx: Ctx, me: str) -> None:
        """At the start of the owner's turn, after the row and the tactic (from round 2; a
        position starts after it). Fills the turn's pools (Homer); must not ask anything."""

    def end_of_turn(self, ctx: Ctx, me: str) -> None:
        """At the end of the owner's turn, before production."""

    def produce(self, s: TTAState, p: Player, me: str, kind: str, planned: dict[str, int]) -> dict[str, int]:
        """Change the production plan {card instance: blue tokens} of "food" or "resources".
        Production is worked out before it happens (production.py: the forecast, Impact of
        Industry too), so this must not change the state nor read the tokens production moves."""
        return planned

    def produced(self, ctx: Ctx, me: str, kind: str, made: dict[str, int]) -> None:
        """The owner really produced (production phase, or an event ordering it): the value
        made per card. Runs while the computed production is applied: it must not change what
        production reads (cards, workers, tokens, points), or the forecast would be wrong."""

    def end_of_game(self, ctx: Ctx, me: str) -> None:
        """After the last round, with the Age III events."""

    # -- abilities: extra actions the card offers its owner ------------------------------------

    def abilities(self, s: TTAState, p: Player, me: str) -> list[tuple[dict, Any]]:
        """Extra legal actions [(action dict, internal value)] in the owner's action or
        politics phase (Hammurabi, J. S. Bach, Ocean Liner Service, Alexander, Columbus...)."""
        return []

    def use(self, ctx: Ctx, value: Any) -> None:
        """Carry out one of `abilities` (`ctx.card` is the card; steps as in `play`)."""
        raise NotImplementedError

    # -- one-shot cards: action cards, events, territories ------------------------------------

    def can_play(self, s: TTAState, p: Player, me: str) -> bool:
        """An action card may be played only if its ordered action can be done."""
        return True

    def can_target(self, s: TTAState, attacker: Player, rival: Player) -> bool:
        """An aggression may be played against `rival` (2006: not against a civilization that
        has nothing of what the card takes — Annex, Assassinate, Sabotage)."""
        return True

    def attack_cost(self, s: TTAState, attacker: Player, rival: Player) -> int:
        """The military actions an aggression or a war costs against `rival`: the printed ones
        (2006 Assassinate and Sabotage: the level of the rival's leader or unfinished wonder)."""
        return facts(self.key).attack_cost or 0

    def play(self, ctx: Ctx) -> None:
        """Play an action card / resolve an event or territory. Further steps are methods
        `step(self, ctx, answer)` named by `then=` (see effects.py); `ctx.card` is the copy."""
        raise NotImplementedError


def rules_of(instance_or_key: str) -> CardRules:
    return REGISTRY[key_of(instance_or_key)]


# attributes that a few cards' rules set (Genghis Khan, Robespierre; the 2006 Genghis Khan's
# `tactic_void`: the tactic adds nothing, not even to sacrificed armies; the 2006 Gandhi's
# `no_attacks`: its owner plays no aggression and declares no war, and `attacks_cost_double`: the
# others pay twice the military actions to attack it; the 2006 Churchill's `defense_double`: its
# owner's Defense cards count twice in a defence): `hooked` lists the cards that have them as it
# lists those with a hook
FLAGS = (
    "infantry_as_cavalry",
    "revolution_with_military",
    "tactic_void",
    "no_attacks",
    "attacks_cost_double",
    "defense_double",
)


def hooked(cards: tuple[str, ...]) -> Hooked:
    """Which of `cards` (instances, in order) have each hook of their own (or a true `FLAGS`
    attribute), with their rules: costs, ratings and phases ask the cards in play over and
    over, and most say nothing."""
    table = _HOOKED.get(cards)
    if table is None:
        if len(_HOOKED) >= _HOOKED_MAX:
            _HOOKED.clear()
        grouped: dict[str, list[tuple[CardRules, str]]] = {}
        for card in cards:
            rules = REGISTRY[key_of(card)]
            for hook in rules.hooks:
                grouped.setdefault(hook, []).append((rules, card))
            for flag in FLAGS:
                if getattr(rules, flag, False):
                    grouped.setdefault(flag, []).append((rules, card))
        table = _HOOKED[cards] = {hook: tuple(found) for hook, found in grouped.items()}
    return table
