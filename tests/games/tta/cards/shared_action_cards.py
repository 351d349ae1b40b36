"""What the tests of the civil action cards share: the position of a player holding one, and
the checks of the cards that come in several ages with only their number changed (Frugality,
Reserves, Efficient Upgrade).
"""

from __future__ import annotations

from dataclasses import dataclass

from epocha.games.tta.scenario import Scenario

from .plain_helpers import board
from .shared_checks import behaviours


def holding(
    card: str,
    *,
    food: int | None = None,
    resources: int | None = None,
    extra: dict | None = None,
    age: str | None = None,
    **player,
) -> Scenario:
    """Seat 0 holds `card` in the civil hand, on the starting board with `food` stored on
    Agriculture and `resources` on Bronze (none said: no "stored" entry), `extra` technologies
    and the player keys given (unused_workers, building...), in `age` (Scenario's Age I unless
    said)."""
    agriculture = {"workers": 2} if food is None else {"workers": 2, "stored": food}
    bronze = {"workers": 2} if resources is None else {"workers": 2, "stored": resources}
    techs = board(extra, Agriculture=agriculture, Bronze=bronze)
    position = {} if age is None else {"age": age}
    return Scenario(players=[{"civil_hand": [card], "technologies": techs, **player}, {}], **position)


@dataclass(frozen=True)
class ActionCard:
    card: str
    age: str
    n: int  # the number printed on the card (food, resources, discount)


# -- Frugality: increase the population, then gain n food -----------------------------------------


def frugality(f: ActionCard, food: int, **player) -> Scenario:
    # in Age II (whatever the card's age)
    return holding(f.card, food=food, age="II", **player)


def increases_population_then_gains_food(f: ActionCard) -> None:
    s = frugality(f, food=3)  # 18 tokens in the yellow bank: a worker costs 2 food
    s.act("play", card=f.card)
    p = s.player(0)
    assert (p.pool, p.yellow) == (1, 17)
    assert s.food(0) == 3 - 2 + f.n
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def pays_the_population_cost_of_the_yellow_bank(f: ActionCard) -> None:
    s = frugality(f, food=4, yellow_bank=12)  # a worker costs 4 food
    s.act("play", card=f.card)
    assert (s.player(0).pool, s.player(0).yellow) == (1, 11)
    assert s.food(0) == f.n


def gained_food_cannot_pay_for_the_worker(f: ActionCard) -> None:
    s = frugality(f, food=1)
    assert not s.can("play", card=f.card)
    assert s.player(0).pool == 0


FRUGALITY = behaviours(
    increases_population_then_gains_food,
    pays_the_population_cost_of_the_yellow_bank,
    gained_food_cannot_pay_for_the_worker,
)


# -- Reserves: gain n resources or n food ---------------------------------------------------------


def choosing(r: ActionCard, choice: str, **player) -> Scenario:
    """Play Reserves (1 food and 1 resource stored) and choose."""
    s = holding(r.card, food=1, resources=1, age=r.age, **player)
    s.act("play", card=r.card)
    assert s.prompt().startswith("Reserves: gain ")
    return s.choose(choice)


def gains_resources(r: ActionCard) -> None:
    s = choosing(r, f"Gain {r.n} resources")
    assert (s.food(0), s.resources(0)) == (1, 1 + r.n)
    assert s.actions_left(0) == (3, 2)


def gains_food(r: ActionCard) -> None:
    s = choosing(r, f"Gain {r.n} food")
    assert (s.food(0), s.resources(0)) == (1 + r.n, 1)
    assert s.player(0).civil_hand == []


RESERVES = behaviours(gains_resources, gains_food)


# -- Efficient Upgrade: upgrade a farm, mine or urban building for n resources less ---------------


def upgrading(u: ActionCard, resources: int, pool: int = 0, extra: dict | None = None) -> Scenario:
    return holding(u.card, resources=resources, extra=extra, age=u.age, unused_workers=pool)


def upgrades_a_mine_for_n_resources_less(u: ActionCard) -> None:
    s = upgrading(u, resources=6 - u.n, extra={"II:Coal": {}})
    s.act("play", card=u.card)  # Bronze -> Coal: 8 - 2 = 6, minus n
    p = s.player(0)
    assert (p.workers["A:Bronze#p0"], p.workers["II:Coal#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def chooses_among_farm_mine_and_urban_upgrades(u: ActionCard) -> None:
    s = upgrading(u, resources=0, extra={"I:Irrigation": {}, "I:Iron": {}, "I:Alchemy": {}})
    s.act("play", card=u.card)
    labels = s.labels("choose")
    assert labels == [
        "Upgrade Agriculture to Irrigation (free)",
        "Upgrade Bronze to Iron (free)",
        "Upgrade Philosophy to Alchemy (free)",
    ]
    s.choose("Upgrade Philosophy to Alchemy (free)")
    assert s.player(0).workers["I:Alchemy#1"] == 1
    assert s.ratings(0).science == 2


def not_playable_when_the_upgrade_is_unaffordable(u: ActionCard) -> None:
    s = upgrading(u, resources=5 - u.n, extra={"II:Coal": {}})
    assert not s.can("play", card=u.card)


EFFICIENT_UPGRADE = behaviours(
    upgrades_a_mine_for_n_resources_less,
    chooses_among_farm_mine_and_urban_upgrades,
    not_playable_when_the_upgrade_is_unaffordable,
)
