"""Checks shared by the government cards' tests (printed facts only, cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from epocha.games.tta.ratings import civil_hand_limit, military_hand_limit

from .plain_helpers import board, game, in_play, workers
from .shared_checks import behaviours, rating_tuple


@dataclass(frozen=True)
class Government:
    card: str
    age: str
    science: tuple[int, int]  # the science cost of a peaceful change, of a revolution
    actions: tuple[int, int]  # civil and military actions, also the hand limits
    urban: int  # buildings of one kind at most
    # a peaceful change from another government: that government, the military actions spent
    # under it, the actions left after the change
    change: tuple[str, int, tuple[int, int]]

    @property
    def peaceful(self) -> int:
        return self.science[0]

    @property
    def revolution(self) -> int:
        return self.science[1]


def _developing(g: Government, science: int, **player) -> object:
    return game([{"civil_hand": [g.card], "science": science, **player}, {}], age=g.age)


def _urban(g: Government, religion: int, government: str, science: int, age: str) -> object:
    techs = board({"A:Religion": {"workers": religion}, "A:Bronze": {"workers": 2, "stored": 3}})
    player = {
        "technologies": techs,
        "unused_workers": 1,
        "government": government,
        "civil_hand": [g.card],
        "science": science,
    }
    return game([player, {}], age=age)


def peaceful_change_costs_its_science_and_one_civil_action(g: Government) -> None:
    ca, ma = g.actions
    s = _developing(g, g.peaceful + 1)
    s.act("develop", card=g.card)
    p = s.player(0)
    assert in_play(s, 0, g.card) and not in_play(s, 0, "A:Despotism")
    assert p.science == 1 and p.civil_hand == []
    assert p.totals == {"ca": ca, "ma": ma}
    # the new actions arrive unspent: its civil actions less the one just spent
    assert s.actions_left(0) == (ca - 1, ma)
    assert civil_hand_limit(s.state, p) == ca
    assert military_hand_limit(s.state, p) == ma


def peaceful_change_needs_its_science(g: Government) -> None:
    s = _developing(g, g.peaceful - 1)
    assert not s.can("develop", card=g.card)


def revolution_costs_its_science_and_every_civil_action(g: Government) -> None:
    s = _developing(g, g.revolution)
    assert not s.can("develop", card=g.card)
    s.act("revolution", card=g.card)
    p = s.player(0)
    assert in_play(s, 0, g.card) and p.science == 0
    assert p.totals == {"ca": g.actions[0], "ma": g.actions[1]}
    assert s.actions_left(0)[0] == 0


def revolution_needs_every_civil_action_unspent(g: Government) -> None:
    s = _developing(g, g.revolution, actions_spent={"ca": 1, "ma": 0})
    assert not s.can("revolution", card=g.card)
    s = _developing(g, g.revolution - 1)
    assert not s.can("revolution", card=g.card)


def military_actions_gained_by_a_revolution_are_usable(g: Government) -> None:
    s = _developing(g, g.revolution)
    s.act("revolution", card=g.card)
    assert s.actions_left(0)[1] == g.actions[1]


def urban_limit_of_each_kind(g: Government) -> None:
    techs = board({"A:Religion": {"workers": g.urban}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1, "government": g.card}, {}], age=g.age)
    assert not s.can("build", tech="A:Religion")
    assert s.can("build", tech="A:Philosophy")  # a lab: another kind
    techs = board({"A:Religion": {"workers": g.urban - 1}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1, "government": g.card}, {}], age=g.age)
    s.act("build", tech="A:Religion")
    assert workers(s, 0, "A:Religion") == g.urban


def excess_buildings_stay_after_a_change_from_a_limit_of_4(g: Government) -> None:
    s = _urban(g, 4, "III:Communism", g.peaceful, "III")
    s.act("develop", card=g.card)
    assert workers(s, 0, "A:Religion") == 4
    assert not s.can("build", tech="A:Religion")


def a_fourth_building_of_a_kind_after_a_change_from_monarchy(g: Government) -> None:
    s = _urban(g, 3, "I:Monarchy", g.peaceful, g.age)
    assert not s.can("build", tech="A:Religion")
    s.act("develop", card=g.card)
    s.act("build", tech="A:Religion")
    assert workers(s, 0, "A:Religion") == 4


def change_applies_the_net_change_of_actions(g: Government) -> None:
    previous, spent, left = g.change
    player = {
        "government": previous,
        "civil_hand": [g.card],
        "science": g.peaceful,
        "actions_spent": {"ca": 0, "ma": spent},
    }
    s = game([player, {}], age="III")
    s.act("develop", card=g.card)
    p = s.player(0)
    assert p.totals == {"ca": g.actions[0], "ma": g.actions[1]}
    assert s.actions_left(0) == left


def ratings_with(g: Government) -> tuple[int, int, int, int]:
    """The ratings of a board with 2 temples (science 1, culture 2, strength 1, happy 2 under
    Despotism) under this government."""
    s = game([{"technologies": board({"A:Religion": {"workers": 2}}), "government": g.card}, {}], age=g.age)
    return rating_tuple(s)


CHANGES = behaviours(
    peaceful_change_costs_its_science_and_one_civil_action,
    peaceful_change_needs_its_science,
    revolution_costs_its_science_and_every_civil_action,
    revolution_needs_every_civil_action_unspent,
    military_actions_gained_by_a_revolution_are_usable,
    urban_limit_of_each_kind,
    change_applies_the_net_change_of_actions,
)
# a government with an urban limit of 3 (Ages I-II), or of 4 (Age III)
LIMIT_3 = [*CHANGES, *behaviours(excess_buildings_stay_after_a_change_from_a_limit_of_4)]
LIMIT_4 = [*CHANGES, *behaviours(a_fourth_building_of_a_kind_after_a_change_from_monarchy)]
