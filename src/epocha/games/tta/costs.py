"""What actions cost, after every discount in play.

A cost is a small dict: civil/military actions ("ca", "ma"), "food", "resources", "science",
"unit": True when resources go to military units (the turn's military resources are used
first), and "stage_tokens": the blue tokens needed to cover wonder stages (paying moves
tokens but never changes how many a player has). Discounts never take a cost below 0.

`Budget` works costs out for one player at one moment, remembering what it read (the
actions left, the goods in stock, the cards with discounts): the legal actions of a decision
price a dozen options against the same state. The module's functions price one thing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .catalog import UNITS, URBAN, CardFacts, facts, population_cost, remembered
from .ratings import player_cards, urban_limit
from .rules_base import CardRules, Hooked, rules_of
from .state import Player, TTAState
from .tokens import blue_tokens, pay, storing

ROW_COST = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)


# technologies -> them with their facts, and by type: a player's technologies change seldom,
# and every decision reads them. Forgotten with the cards' facts.
Techs = list[tuple[str, CardFacts]]
_TECH_TABLES: dict[tuple[str, ...], tuple[Techs, dict[str, Techs]]] = {}
remembered(_TECH_TABLES.clear)


def _tech_table(techs: list[str]) -> tuple[Techs, dict[str, Techs]]:
    key = tuple(techs)
    table = _TECH_TABLES.get(key)
    if table is None:
        if len(_TECH_TABLES) >= 4096:  # (a long search meets many technology lists)
            _TECH_TABLES.clear()
        listed = [(tech, facts(tech)) for tech in techs]
        by_type: dict[str, Techs] = {}
        for tech, f in listed:
            by_type.setdefault(f.type, []).append((tech, f))
        table = _TECH_TABLES[key] = (listed, by_type)
    return table


class _Printed(dict[str, int]):
    """Instance -> a printed cost of its card (never below 0), remembered until the facts
    change: offers read it for every technology of every decision."""

    def __init__(self, read: Callable[[CardFacts], int | None]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, instance: str) -> int:
        cost = self[instance] = max(0, self.read(facts(instance)) or 0)
        return cost


PRINTED_RESOURCES = _Printed(lambda f: f.resource_cost)
PRINTED_SCIENCE = _Printed(lambda f: f.science_cost)
remembered(PRINTED_RESOURCES.clear)
remembered(PRINTED_SCIENCE.clear)


class Budget:
    """One player's costs and means while the state stays as it is (each read once, when
    first needed). Never keep one across a change of the state."""

    __slots__ = (
        "_builds",
        "_by_type",
        "_goods",
        "_hooked",
        "_memo",
        "_techs",
        "_urban",
        "_urban_limit",
        "actions",
        "discounts",
        "p",
        "s",
        "surcharges",
    )

    def __init__(self, s: TTAState, p: Player) -> None:
        self.s = s
        self.p = p
        # civil and military actions left (as `ratings.available`, read at once: every
        # decision's first question)
        totals = p.totals
        ca, ma = totals["ca"] - p.ca_spent, totals["ma"] - p.ma_spent
        self.actions = (ca if ca > 0 else 0, (ma if ma > 0 else 0) + p.turn["extra_ma"])
        self._goods: dict[str, int] = {}  # "food", "resources", "blue": what the player has
        # the lasting cards' hooks: nearly every price asks them
        known = player_cards(p)
        self._hooked: Hooked = known[2]
        # what else is worked out from the player's cards (technology table, cards storing)
        self._memo: dict[str, Any] = known[3]
        # the cards in play that give discounts (most of the time none: every price is printed)
        self.discounts = self._hooked.get("discount", ())
        self._builds: dict[str, int] = {}  # technology -> resources to build on it
        # the other players' cards that make building dearer (the 2006 Nikola Tesla): looked
        # for when a building's cost is first asked
        self.surcharges: tuple | None = None
        self._urban: dict[str, int] | None = None  # technology type -> workers on it
        self._urban_limit = 0
        self._techs: list[tuple[str, CardFacts]] | None = None
        self._by_type: dict[str, list[tuple[str, CardFacts]]] | None = None  # technology type -> techs

    # -- means -------------------------------------------------------------------------------

    @property
    def techs(self) -> list[tuple[str, CardFacts]]:
        """The player's technologies (farms, mines, urban buildings, units) with their facts.
        Shared: read, never changed."""
        if self._techs is None:
            self._techs, self._by_type = self._tech_table()
        return self._techs

    def techs_of(self, kind: str) -> list[tuple[str, CardFacts]]:
        """The player's technologies of one type, in their order (as `techs`). Shared: read,
        never changed."""
        if self._by_type is None:
            self._techs, self._by_type = self._tech_table()
        return self._by_type.get(kind, [])

    def techs_for(self, kinds: tuple[str, ...]) -> list[tuple[str, str, bool, tuple[str, ...]]]:
        """(technology, its type, a unit?, the player's technologies of that type of a higher
        level, in their order) of the player's technologies of the types `kinds`, in their
        order: what builds and upgrades ask of each. Remembered with the player's cards (by
        `kinds`); shared: read, never changed."""
        memo = self._memo
        if type(kinds) is not tuple:  # (a list or a set of types: named by a tuple)
            kinds = tuple(kinds)
        found = memo.get(kinds)  # (the other entries are named by strings)
        if found is None:
            by_type = self._tech_table()[1]
            found = memo[kinds] = [
                (tech, f.type, f.type in UNITS, tuple([t for t, g in by_type[f.type] if g.level > f.level]))
                for tech, f in self.techs
                if f.type in kinds
            ]
        return found

    def _tech_table(self) -> tuple[Techs, dict[str, Techs]]:
        table = self._memo.get("techs")
        if table is None:
            table = self._memo["techs"] = _tech_table(self.p.techs)
        return table

    def goods(self, kind: str) -> int:
        """Food or resources in stock, or "blue": blue tokens that could be moved."""
        have = self._goods.get(kind)
        if have is None:
            p = self.p
            if kind == "blue":
                have = blue_tokens(p)
            else:  # (`tokens.stock`, with the cards that store remembered with the player's)
                stores = self._memo.get(kind)
                if stores is None:
                    stores = self._memo[kind] = storing(p, kind)
                stored = p.stored
                have = sum([stored.get(card, 0) * value for card, value, _ in stores])
            self._goods[kind] = have
        return have

    def afford(self, cost: dict) -> bool:
        ca, ma = self.actions
        get = cost.get
        if get("ca", 0) > ca or get("ma", 0) > ma:
            return False
        food = get("food", 0)
        if food > 0 and food > self.goods("food"):
            return False
        resources = get("resources", 0)
        if get("unit"):
            resources -= self.p.turn["military_resources"]
        if resources > 0 and resources > self.goods("resources"):
            return False
        stage_tokens = get("stage_tokens", 0)
        if stage_tokens > 0 and stage_tokens > self.goods("blue"):
            return False
        return get("science", 0) <= self.p.science

    def afford_work(self, unit: bool, resources: int, free_action: bool) -> bool:
        """`afford` for a build or an upgrade (one civil action, military for a unit, unless
        free; resources, a unit's from the turn's military resources first), without making
        the cost of every option that turns out too dear."""
        if not free_action:
            ca, ma = self.actions
            if (ma if unit else ca) < 1:
                return False
        if unit:
            resources -= self.p.turn["military_resources"]
        if resources > 0 and resources > self.goods("resources"):
            return False
        return self.p.science >= 0

    # -- prices ------------------------------------------------------------------------------

    def with_hook(self, hook: str) -> tuple[tuple[CardRules, str], ...]:
        """As `ratings.with_hook`."""
        return self._hooked.get(hook, ())

    def extra(self, what: str) -> int:
        """As `ratings._extra` (the civil hand limit's extra cards...)."""
        extras = self._hooked.get("extra")
        if not extras:
            return 0
        s, p = self.s, self.p
        return sum(rules.extra(s, p, c, what) for rules, c in extras)

    def discount(self, purpose: str, target: str | None = None) -> int:
        discounts = self.discounts
        if not discounts:  # most of the time: no card in play gives one
            return 0
        s, p = self.s, self.p
        return sum(rules.discount(s, p, c, purpose, target) for rules, c in discounts)

    def building(self, tech: str) -> int:
        """Resources to build a farm, mine, urban building or unit on `tech`."""
        cost = self._builds.get(tech)
        if cost is None:
            cost = self._builds[tech] = self._discounted(tech) + self.surcharge(tech)
        return cost

    def _discounted(self, tech: str) -> int:
        printed = facts(tech).resource_cost or 0
        if self.discounts:
            printed -= self.discount("build", tech)
        return max(0, printed)

    def _surcharging(self) -> tuple:
        """The other players' cards that make building dearer, (rules, card, owner) each (found
        when first asked: mostly none)."""
        surcharges = self.surcharges
        if surcharges is None:
            p = self.p
            surcharges = self.surcharges = tuple(
                (rules, c, q)
                for q in self.s.players
                if q is not p and not q.resigned
                for rules, c in player_cards(q)[2].get("rival_surcharge", ())
            )
        return surcharges

    def surcharge(self, tech: str) -> int:
        """What the other players' cards add to building or upgrading on `tech`."""
        surcharges = self._surcharging()
        if not surcharges:
            return 0
        s = self.s
        return sum(rules.rival_surcharge(s, q, c, tech) for rules, c, q in surcharges)

    def upgrade(self, old: str, new: str) -> int:
        """The difference of the two buildings' costs (the surcharge paid once, on the new)."""
        if not self._surcharging():  # (mostly: the costs known already)
            return max(0, self.building(new) - self.building(old))
        return max(0, self._discounted(new) - self._discounted(old)) + self.surcharge(new)

    def develop(self, tech: str, *, revolution: bool = False) -> int:
        """Science to develop a technology (or to change government by revolution)."""
        f = facts(tech)
        base = (f.revolution_cost if revolution else f.science_cost) or 0
        if self.discounts:
            base -= self.discount("develop", tech)
        return base if base > 0 else 0

    def take(self, slot: int) -> int:
        """Civil actions to take the card in a row slot."""
        s, p = self.s, self.p
        card = s.row[slot]
        assert card is not None
        cost = ROW_COST[slot]
        kind = facts(card).type
        if kind == "wonder":
            waived = self.with_hook("ignores_wonder_surcharge")
            if not (waived and any(r.ignores_wonder_surcharge(s, p, c) for r, c in waived)):
                cost += len(p.wonders)
            cost -= self.discount("take_wonder", card)
            cost -= rules_of(card).discount(s, p, card, "take_from_row", card)  # the Taj Mahal, from the row
        elif kind == "leader":
            cost -= self.discount("take_leader", card)
        return max(0, cost)

    def population(self) -> int | None:
        """Food to increase population, or None when the yellow bank is empty."""
        base = population_cost(self.p.yellow)
        if base is None:
            return None
        if self.discounts:
            base -= self.discount("population")
        return base if base > 0 else 0

    def wonder_stages(self, stages: int) -> int:
        """Resources for the next `stages` stages of the unfinished wonder."""
        p = self.p
        assert p.building is not None
        costs = facts(p.building).stages[p.stages_built : p.stages_built + stages]
        per_stage_discount = self.discount("wonder_stage", p.building)
        return sum(max(0, c - per_stage_discount) for c in costs)

    def wonder_stages_per_action(self) -> int:
        """How many wonder stages one action may build (construction technologies)."""
        s, p = self.s, self.p
        return max([1, *(rules.wonder_stages(s, p, c) for rules, c in self.with_hook("wonder_stages"))])

    def in_play_names(self) -> frozenset[str]:
        """The names of the player's technologies, government and special technologies in
        play (`actions.in_play_names`), remembered with the player's cards."""
        names = self._memo.get("names")
        if names is None:
            p = self.p
            cards = [*p.techs, p.government, *p.specials.values()]
            names = self._memo["names"] = frozenset([facts(c).name for c in cards if c])
        return names

    def urban_room(self, kind: str) -> bool:
        """May another urban building of this kind be built (the government's limit)?"""
        if kind not in URBAN:
            return True
        workers, limit = self.urban_workers()
        return workers.get(kind, 0) < limit

    def urban_workers(self) -> tuple[dict[str, int], int]:
        """(technology type -> workers on it, the government's limit of urban buildings of a
        kind): what `urban_room` compares."""
        if self._urban is None:
            self._urban = {}
            for tech, n in self.p.workers.items():
                t = facts(tech).type
                self._urban[t] = self._urban.get(t, 0) + n
            self._urban_limit = urban_limit(self.s, self.p)
        return self._urban, self._urban_limit


def building_cost(s: TTAState, p: Player, tech: str) -> int:
    """Resources to build a farm, mine, urban building or unit on `tech`."""
    return Budget(s, p).building(tech)


def take_cost(s: TTAState, p: Player, slot: int) -> int:
    """Civil actions to take the card in a row slot."""
    return Budget(s, p).take(slot)


def population_food(s: TTAState, p: Player) -> int | None:
    return Budget(s, p).population()


def develop_science(s: TTAState, p: Player, tech: str, *, revolution: bool = False) -> int:
    return Budget(s, p).develop(tech, revolution=revolution)


def upgrade_cost(s: TTAState, p: Player, old: str, new: str) -> int:
    return Budget(s, p).upgrade(old, new)


def wonder_stage_cost(s: TTAState, p: Player, stages: int) -> int:
    """Resources for the next `stages` stages of the unfinished wonder."""
    return Budget(s, p).wonder_stages(stages)


def can_afford(s: TTAState, p: Player, cost: dict) -> bool:
    return Budget(s, p).afford(cost)


def charge(s: TTAState, p: Player, cost: dict) -> None:
    """Pay a cost that `can_afford` accepted."""
    spend_actions(p, cost.get("ca", 0), cost.get("ma", 0))
    resources = cost.get("resources", 0)
    if cost.get("unit") and resources:
        from_pool = min(resources, p.turn["military_resources"])
        p.turn["military_resources"] -= from_pool
        resources -= from_pool
    if not (pay(p, "food", cost.get("food", 0)) and pay(p, "resources", resources)):
        raise AssertionError("charge() after can_afford() must succeed")
    p.science -= cost.get("science", 0)


def spend_actions(p: Player, ca: int, ma: int) -> None:
    """Spend civil and military actions (the turn's extra military actions last)."""
    p.ca_spent += ca
    free_ma = max(0, p.totals["ma"] - p.ma_spent)
    from_tokens = min(ma, free_ma)
    p.ma_spent += from_tokens
    p.turn["extra_ma"] -= ma - from_tokens


def urban_room(s: TTAState, p: Player, kind: str) -> bool:
    """May another urban building of this kind be built (the government's limit)?"""
    return Budget(s, p).urban_room(kind)
