"""Checks shared by the tests of the technologies with printed facts only (cards/plain.py):
farms, mines, urban buildings and units.

Rulings: developing one costs its science and a civil action. Farms, mines and urban buildings
are built, upgraded and destroyed for civil actions; units are built, upgraded and disbanded for
military actions and have no limit. Production: one blue token per worker on a farm or mine at
the end of the turn, each worth its value. The government's urban limit counts a kind's buildings
of every level.
"""

from __future__ import annotations

from dataclasses import dataclass

from .plain_helpers import board, game, in_play, workers
from .shared_checks import behaviours, rating_tuple

NO_RATING = (0, 0, 0, 0)


@dataclass(frozen=True)
class Technology:
    card: str
    age: str  # the age of the scenarios
    science: int | None  # the science cost of developing it (None: printed on the board)
    build: int  # the resources a building or unit costs
    built: int = 0  # how many there are already in the building scenarios
    military: bool = False  # a unit: building, upgrading and disbanding cost a military action
    # a farm or mine: what one worker produces ("food" or "resources") and how much
    produces: tuple[str, int] | None = None
    # an urban building or unit: one worker's (science, culture, strength, happy)
    rating: tuple[int, int, int, int] = NO_RATING
    lower: str | None = None  # an Age A building of the same kind (urban limit of every level)

    @property
    def after_an_action(self) -> tuple[int, int]:
        """The actions left after building, upgrading or destroying one."""
        return (4, 1) if self.military else (3, 2)


def _techs(t: Technology, detail: dict) -> dict:
    return {"A:Philosophy": {}, "A:Warriors": {}, t.card: detail}


def _built(t: Technology, stored: int) -> dict:
    # (on Bronze itself: its two workers, and the resources stored on it)
    return board(
        {t.card: {"workers": t.built} if t.built else {}, "A:Bronze": {"workers": 2, "stored": stored}}
    )


def workers_at_the_start(t: Technology) -> int:
    """The workers on a technology printed on every player board, at the start of a game."""
    s = game(2)
    assert in_play(s, 0, t.card) and in_play(s, 1, t.card)
    return workers(s, 0, t.card)


def developing_costs_its_science_and_one_civil_action(t: Technology) -> None:
    assert t.science is not None
    s = game([{"civil_hand": [t.card], "science": t.science + 2}, {}], age=t.age)
    s.act("develop", card=t.card)
    p = s.player(0)
    assert p.science == 2
    assert in_play(s, 0, t.card) and p.civil_hand == []
    assert workers(s, 0, t.card) == 0
    assert s.actions_left(0) == (3, 2)


def cannot_develop_with_less_science(t: Technology) -> None:
    assert t.science is not None
    s = game([{"civil_hand": [t.card], "science": t.science - 1}, {}], age=t.age)
    assert not s.can("develop", card=t.card)
    s = game([{"civil_hand": [t.card], "science": t.science}, {}], age=t.age)
    assert s.can("develop", card=t.card)


def building_one_costs_its_resources_a_worker_and_an_action(t: Technology) -> None:
    s = game([{"technologies": _built(t, t.build), "unused_workers": 1}, {}], age=t.age)
    s.act("build", tech=t.card)
    assert workers(s, 0, t.card) == t.built + 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == t.after_an_action


def cannot_build_with_less_or_without_an_unused_worker(t: Technology) -> None:
    s = game([{"technologies": _built(t, t.build - 1), "unused_workers": 1}, {}], age=t.age)
    assert not s.can("build", tech=t.card)
    s = game([{"technologies": _built(t, t.build), "unused_workers": 0}, {}], age=t.age)
    assert not s.can("build", tech=t.card)


def upgrading_costs(old: str, new: str, cost: int, military: bool = False) -> None:
    """One worker from `old` to `new` for `cost` resources, in the age of `new` (resources
    stored on Bronze: with its own worker when Bronze is upgraded)."""
    age = new.split(":", 1)[0]

    def position(stored: int) -> list[dict]:
        techs = {old: {"workers": 1}, new: {}, "A:Bronze": {"workers": 2, "stored": stored}}
        if old == "A:Bronze":
            techs = {old: {"workers": 1, "stored": stored}, new: {}}
        return [{"technologies": board(techs)}, {}]

    s = game(position(cost), age=age)
    s.act("upgrade", **{"from": old, "to": new})
    assert workers(s, 0, old) == 0
    assert workers(s, 0, new) == 1
    assert s.player(0).pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == ((4, 1) if military else (3, 2))
    s = game(position(cost - 1), age=age)
    assert not s.can("upgrade", **{"from": old, "to": new})


def _amount(s, what: str) -> int:
    return s.food(0) if what == "food" else s.resources(0)


def produced_by_two_workers(t: Technology) -> int:
    """What two workers on the farm or mine produce at the end of the turn (one token each)."""
    assert t.produces is not None
    what = t.produces[0]
    s = game(
        [{"technologies": board({"A:Agriculture": {}, "A:Bronze": {}, t.card: {"workers": 2}})}, {}],
        age=t.age,
    )
    assert _amount(s, what) == 0
    s.end_turn()
    p = s.player(0)
    produced = _amount(s, what)
    assert [n for tech, n in p.stored.items() if tech.startswith(t.card + "#")] == [2]
    assert p.blue == 14
    return produced


def each_stored_token_is_worth_its_value_and_yields_no_rating(t: Technology) -> None:
    assert t.produces is not None
    what, value = t.produces
    techs = {"A:Philosophy": {}, "A:Warriors": {}, "A:Agriculture": {}, "A:Bronze": {}, t.card: {"stored": 3}}
    s = game([{"technologies": board(techs)}, {}], age=t.age)
    assert _amount(s, what) == 3 * value
    assert rating_tuple(s) == NO_RATING


def ratings_of_two_workers(t: Technology) -> tuple[int, int, int, int]:
    s = game([{"technologies": board(_techs(t, {"workers": 2}))}, {}], age=t.age)
    return rating_tuple(s)


def removing_one_frees_its_worker_for_an_action(t: Technology) -> None:
    """Destroying a building (a civil action) or disbanding a unit (a military one)."""
    s = game([{"technologies": board(_techs(t, {"workers": 2}))}, {}], age=t.age)
    s.act("disband" if t.military else "destroy", tech=t.card)
    assert workers(s, 0, t.card) == 1
    assert s.player(0).pool == 1
    assert s.actions_left(0) == t.after_an_action
    assert rating_tuple(s) == t.rating


def _urban(t: Technology, **player) -> object:
    return game(
        [{"technologies": board(_techs(t, {"workers": 2}) | _bronze(t)), "unused_workers": 1, **player}, {}],
        age=t.age,
    )


def _bronze(t: Technology) -> dict:
    return {"A:Bronze": {"workers": 2, "stored": t.build}}


def despotism_allows_only_two_of_a_kind(t: Technology) -> None:
    s = _urban(t)
    assert not s.can("build", tech=t.card)
    if t.lower:
        # the limit counts every level: one of the Age A kind and one of this are two
        techs = {"A:Philosophy": {}, "A:Warriors": {}, t.lower: {"workers": 1}, t.card: {"workers": 1}}
        s = game([{"technologies": board(techs | _bronze(t)), "unused_workers": 1}, {}], age=t.age)
        assert not s.can("build", tech=t.card)


def monarchy_allows_a_third_of_a_kind(t: Technology) -> None:
    s = _urban(t, government="I:Monarchy")
    s.act("build", tech=t.card)
    assert workers(s, 0, t.card) == 3
    assert not s.can("build", tech=t.card)


def strength_of_units_under_a_tactic(t: Technology, units: int, tactic: str) -> int:
    player = {
        "technologies": board(_techs(t, {"workers": units})),
        "tactic": tactic,
        "exclusive_tactic": True,
    }
    return game([player, {}], age=t.age).ratings(0).strength


DEVELOPING = behaviours(developing_costs_its_science_and_one_civil_action, cannot_develop_with_less_science)
BUILDING = behaviours(
    building_one_costs_its_resources_a_worker_and_an_action,
    cannot_build_with_less_or_without_an_unused_worker,
)
FARM_OR_MINE = [
    *BUILDING,
    *behaviours(
        each_stored_token_is_worth_its_value_and_yields_no_rating, removing_one_frees_its_worker_for_an_action
    ),
]
URBAN = [
    *BUILDING,
    *behaviours(
        removing_one_frees_its_worker_for_an_action,
        despotism_allows_only_two_of_a_kind,
        monarchy_allows_a_third_of_a_kind,
    ),
]
UNIT = [*BUILDING, *behaviours(removing_one_frees_its_worker_for_an_action)]
