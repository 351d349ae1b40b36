"""Ratings and totals, always derived from the cards in play (never stored).

The cards a player has in play contribute entries to a `Tally` (a worked technology once per
worker, other cards once); cards with lasting effects then adjust the tally (St. Peter's
Basilica adds happy faces, Michelangelo turns happy faces into culture...). Strength adds the
armies formed under the current tactic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .armies import Forces, tactic_strength
from .catalog import UNITS, URBAN, CardFacts, facts, happiness_required, remembered
from .rules_base import EDITION, CardRules, Hooked, hooked
from .state import Player, TTAState

RATINGS = ("science", "culture", "strength", "happy")


@dataclass(slots=True)
class Entry:
    card: str  # instance
    type: str
    level: int
    count: int  # workers on a worked technology, 1 for other cards
    per: dict[str, int] = field(default_factory=dict)  # values per worker (or for the card)

    def total(self, what: str) -> int:
        return self.per.get(what, 0) * self.count


@dataclass(slots=True)
class Tally:
    entries: list[Entry]
    extra: dict[str, int] = field(default_factory=dict)

    def total(self, what: str) -> int:
        return sum([e.per.get(what, 0) * e.count for e in self.entries]) + self.extra.get(what, 0)

    def sums(self) -> dict[str, int]:
        """Every total at once (`total` of each in one pass over the entries)."""
        out = dict(self.extra)
        for e in self.entries:
            count = e.count
            for what, value in e.per.items():
                out[what] = out.get(what, 0) + value * count
        return out

    def add(self, what: str, amount: int) -> None:
        self.extra[what] = self.extra.get(what, 0) + amount

    def of_type(self, *types: str) -> list[Entry]:
        return [e for e in self.entries if e.type in types]


def lasting_cards(p: Player) -> list[str]:
    """Cards in play whose lasting effects count: government, special technologies, the
    leader, completed wonders that are not ruined, colonies, worked technologies, and the pacts
    it is a party to (whoever laid them)."""
    return list(lasting(p))


def lasting(p: Player) -> tuple[str, ...]:
    """`lasting_cards` as a tuple (what `hooked` is asked with: every hook asks)."""
    return player_cards(p)[1]


def lasting_hooks(p: Player) -> Hooked:
    """`hooked(lasting(p))`."""
    return player_cards(p)[2]


def player_cards(p: Player) -> tuple[tuple, tuple[str, ...], Hooked, dict[str, Any]]:
    """(what they come from, `lasting`, `lasting_hooks`, a memo of what else is worked out
    from the same cards: `costs.Budget` keeps its technology table there): remembered by the
    player, and worked out again whenever what they come from differs (the fields they read,
    compared by their contents; the registry of the cards' rules and the cards' facts, by
    their editions). Costs and ratings ask over and over of a player whose cards did not
    change; a copy of the player shares what it remembers (never changed, only added to)."""
    key = (
        p.government,
        p.leader,
        p.techs,
        p.wonders,
        p.ruined,
        p.colonies,
        tuple(p.specials.values()),
        p.pacts,
        EDITION[0],
        _FACTS_EDITION[0],
    )
    known = p._lasting
    if known is not None and known[0] == key:
        return known
    ruined = p.ruined
    wonders = [w for w in p.wonders if w not in ruined] if ruined else p.wonders
    # (the government is "" once resigned, the leader may be None: the falsy left out)
    cards = tuple(filter(None, (p.government, *key[6], p.leader, *wonders, *p.colonies, *p.techs, *p.pacts)))
    # (the lists copied: what is remembered must not change with them)
    key = (*key[:2], p.techs[:], p.wonders[:], ruined[:], p.colonies[:], key[6], p.pacts[:], *key[8:])
    known = p._lasting = (key, cards, hooked(cards), {})
    return known


# how many times the cards' facts changed (what `player_cards` remembers is made from them)
_FACTS_EDITION = [0]


def _facts_changed() -> None:
    _FACTS_EDITION[0] += 1


remembered(_facts_changed)


def with_hook(p: Player, hook: str) -> tuple[tuple[CardRules, str], ...]:
    """(rules, card) of the lasting cards that have `hook` (a CardRules method) of their own."""
    return player_cards(p)[2].get(hook, ())


def tally(s: TTAState, p: Player) -> Tally:
    entries: list[Entry] = []
    for tech in p.techs:
        f = facts(tech)
        n = p.workers.get(tech, 0)
        if n:
            entries.append(Entry(tech, f.type, f.level, n, dict(f.per_worker)))
    for card in [p.government, *p.specials.values(), p.leader, *p.colonies]:
        if card:
            f = facts(card)
            entries.append(Entry(card, f.type, f.level, 1, dict(f.yields)))
    for wonder in p.wonders:
        f = facts(wonder)
        if wonder in p.ruined:
            entries.append(Entry(wonder, "wonder", f.level, 1, {"culture": 2}))
        else:
            entries.append(Entry(wonder, "wonder", f.level, 1, dict(f.yields)))
    t = Tally(entries)
    if p.homer_under:
        for e in entries:
            if e.card == p.homer_under:
                e.per["happy"] = e.per.get("happy", 0) + 1
    hooks = with_hook(p, "adjust")
    for stage in (0, 1):
        for rules, card in hooks:
            if rules.adjust_stage == stage:
                rules.adjust(s, p, card, t)
    return t


def forces(p: Player) -> Forces:
    by_type: dict[str, list[tuple[int, int]]] = {u: [] for u in UNITS}
    workers = p.workers
    for tech in p.techs:
        n = workers.get(tech, 0)
        if n:
            f = facts(tech)
            if f.type in by_type:
                by_type[f.type].append((f.level, n))
    return Forces(
        tuple(by_type["infantry"]),
        tuple(by_type["cavalry"]),
        tuple(by_type["artillery"]),
        sum(n for _, n in by_type["air_force"]),
    )


def army_strength(s: TTAState, p: Player, hooks: Hooked | None = None) -> int:
    """`hooks`: the hooks of the player's lasting cards, when they are known already."""
    if not p.tactic:
        return 0
    f = facts(p.tactic)
    # Genghis Khan's infantry counts as cavalry: asked only of a tactic that needs cavalry
    if f.tactic["cavalry"]:
        genghis = bool((lasting_hooks(p) if hooks is None else hooks).get("infantry_as_cavalry"))
    else:
        genghis = False
    army = forces(p)
    key = (army, p.tactic, genghis)
    strength = _ARMIES.get(key)
    if strength is None:
        if len(_ARMIES) >= 4096:  # (a long search meets many)
            _ARMIES.clear()
        strength = _ARMIES[key] = tactic_strength(army, f.tactic, f.level, infantry_as_cavalry=genghis)
    return strength


# (units, tactic, Genghis Khan) -> the armies' strength: positions scored by the thousand share
# a few. Forgotten with the cards' facts (the tactic's).
_ARMIES: dict[tuple[Forces, str, bool], int] = {}
remembered(_ARMIES.clear)


@dataclass(frozen=True)
class Ratings:
    science: int
    culture: int
    strength: int
    happy: int
    faces: int  # happy faces before clamping to 0-8


RatedValues = tuple[int, int, int, int]  # science, culture, strength, happy faces


def _rated(values: dict[str, int]) -> RatedValues:
    get = values.get
    return get("science", 0), get("culture", 0), get("strength", 0), get("happy", 0)


class _RatedBy(dict[str, RatedValues]):
    """Instance -> the rated values of its card's facts (per worker, or for the card),
    remembered until the facts change."""

    def __init__(self, read: Callable[[CardFacts], dict[str, int]]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, instance: str) -> RatedValues:
        values = self[instance] = _rated(self.read(facts(instance)))
        return values


_PER_WORKER = _RatedBy(lambda f: f.per_worker)
_YIELDS = _RatedBy(lambda f: f.yields)
remembered(_PER_WORKER.clear)
remembered(_YIELDS.clear)
_RUINED: RatedValues = (0, 2, 0, 0)  # a ruined wonder: 2 culture (as in `tally`)


def _printed_sums(p: Player) -> RatedValues:
    """The rated totals of `tally` when no card adjusts it: printed values only, without
    making the entries (the search rates every player of every position it scores)."""
    science = culture = strength = happy = 0
    workers = p.workers
    for tech in p.techs:
        n = workers.get(tech, 0)
        if n:
            a, b, c, d = _PER_WORKER[tech]
            science += a * n
            culture += b * n
            strength += c * n
            happy += d * n
    cards = [p.government, *p.specials.values(), p.leader, *p.colonies]
    for card in cards:
        if card:
            a, b, c, d = _YIELDS[card]
            science += a
            culture += b
            strength += c
            happy += d
    ruined = p.ruined
    for wonder in p.wonders:
        a, b, c, d = _RUINED if wonder in ruined else _YIELDS[wonder]
        science += a
        culture += b
        strength += c
        happy += d
    return science, culture, strength, happy


def ratings(s: TTAState, p: Player) -> Ratings:
    hooks = lasting_hooks(p)  # (asked twice: the adjustments, and Genghis Khan)
    if p.homer_under or hooks.get("adjust"):
        sums = tally(s, p).sums()
        science, culture, strength = sums.get("science", 0), sums.get("culture", 0), sums.get("strength", 0)
        faces = sums.get("happy", 0)
    else:
        science, culture, strength, faces = _printed_sums(p)
    strength = max(0, strength + army_strength(s, p, hooks))
    culture = max(0, culture)
    edition = s.edition
    if edition.strength_cap is not None:  # (2006: the scales end at 60 and 30)
        strength = min(strength, edition.strength_cap)
    if edition.culture_rate_cap is not None:
        culture = min(culture, edition.culture_rate_cap)
    return Ratings(
        science=max(0, science),
        culture=culture,
        strength=strength,
        happy=min(8, max(0, faces)),
        faces=faces,
    )


def strength(s: TTAState, p: Player) -> int:
    return ratings(s, p).strength


def discontent(s: TTAState, p: Player, rated: Ratings | None = None) -> int:
    """Missing happy faces: the happiness the yellow bank asks for minus what you have
    (`rated`: the player's ratings, when they are known already); none in a game without
    discontent (the Simple game counts happy faces only at the end)."""
    if not s.edition.happiness:
        return 0
    return max(0, happiness_required(p.yellow) - (rated or ratings(s, p)).happy)


def in_uprising(s: TTAState, p: Player, rated: Ratings | None = None) -> bool:
    return discontent(s, p, rated) > p.pool


def _extra(s: TTAState, p: Player, what: str) -> int:
    return sum(rules.extra(s, p, c, what) for rules, c in with_hook(p, "extra"))


def totals(s: TTAState, p: Player) -> tuple[int, int]:
    """Total civil and military actions (symbols on cards in play)."""
    ca = ma = 0
    for card in [p.government, *p.specials.values(), p.leader, *[w for w in p.wonders if w not in p.ruined]]:
        if card:
            f = facts(card)
            ca += f.civil_actions
            ma += f.military_actions
    return ca + _extra(s, p, "ca"), ma + _extra(s, p, "ma")


def available(s: TTAState, p: Player) -> tuple[int, int]:
    """Civil and military actions still to spend this turn ("this turn" extras included)."""
    ca, ma = p.totals["ca"], p.totals["ma"]
    return max(0, ca - p.ca_spent), max(0, ma - p.ma_spent) + p.turn["extra_ma"]


def sync_actions(s: TTAState, p: Player, *, new_spent: str | None = None) -> None:
    """Apply a change of the action totals: new tokens arrive unspent, except those of the
    kind a revolution was paid with (`new_spent`: "ca", or "ma" with Robespierre); lost
    tokens are the spent ones first."""
    ca, ma = totals(s, p)
    for kind, new in (("ca", ca), ("ma", ma)):
        old = p.totals[kind]
        spent_attr = f"{kind}_spent"
        spent = getattr(p, spent_attr)
        if new > old and new_spent == kind:
            spent += new - old
        elif new < old:
            spent = max(0, spent - (old - new))
        setattr(p, spent_attr, min(spent, new))
        p.totals[kind] = new


def urban_limit(s: TTAState, p: Player) -> int:
    limit = facts(p.government).urban_limit or 0
    return limit + 1 if s.variants.easier else limit  # (the 2006 easier variant: one above)


def colonization_bonus(s: TTAState, p: Player) -> int:
    bonus = sum(facts(c).colonization_bonus for c in lasting_cards(p))
    return bonus + _extra(s, p, "colonization")


def civil_hand_limit(s: TTAState, p: Player) -> int:
    return p.totals["ca"] + _extra(s, p, "civil_hand")


def military_hand_limit(s: TTAState, p: Player) -> int:
    return p.totals["ma"] + _extra(s, p, "military_hand")


def best(p: Player, kind: str) -> str | None:
    """Your best (highest-level) worked card of a type, e.g. "lab"."""
    worked = [t for t in p.techs if facts(t).type == kind and p.workers.get(t, 0)]
    return max(worked, key=lambda t: facts(t).level, default=None)


def worked(p: Player, *kinds: str) -> list[str]:
    return [t for t in p.techs if facts(t).type in kinds and p.workers.get(t, 0)]


__all__ = ["URBAN", "Entry", "Ratings", "Tally", "ratings"]
