"""Checks shared by the tactic cards' tests (printed facts only, cards/plain.py).

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

from __future__ import annotations

from dataclasses import dataclass

from .plain_helpers import PREPARE, bids, board, game, keys, next_own_turn, reveal, send_force
from .shared_checks import behaviours


@dataclass(frozen=True)
class Tactic:
    card: str
    age: str
    army: dict[str, int]  # the units of one army: technology -> workers (Warriors: none unless said)
    strength: tuple[int, int]  # the strength of those units without the tactic, with it


def units(workers: dict[str, int]) -> dict:
    """A board with these units (and no Warriors, no Philosophy unless said)."""
    techs: dict[str, dict] = {"A:Warriors": {}, "A:Philosophy": {}}
    for tech, n in workers.items():
        techs[tech] = {"workers": n} if n else {}
    return board(techs)


def strength_in_play(t: Tactic, workers: dict[str, int], age: str | None = None) -> int:
    """The strength of a player with these units and the tactic as exclusive current tactic."""
    s = game(
        [{"technologies": units(workers), "tactic": t.card, "exclusive_tactic": True}, {}], age=age or t.age
    )
    return s.ratings(0).strength


def only_one_tactic_played_or_copied_per_round(t: Tactic, other: str, common: str) -> None:
    s = game(
        [{"military_hand": [t.card, other], "specials": ["I:Warfare"]}, {}],
        age=t.age,
        common_tactics=[common],
    )
    s.act("tactic", card=t.card)
    assert s.actions_left(0) == (4, 2)
    assert not s.can("tactic")
    assert not s.can("copy_tactic")


def playing_it_costs_one_military_action_and_adds_its_value_per_army(t: Tactic) -> None:
    s = game([{"technologies": units(t.army), "military_hand": [t.card]}, {}], age=t.age)
    assert s.ratings(0).strength == t.strength[0]
    s.act("tactic", card=t.card)
    p = s.player(0)
    assert s.ratings(0).strength == t.strength[1]
    assert s.actions_left(0) == (4, 1)
    assert keys([p.tactic, p.exclusive]) == [t.card, t.card]
    assert p.military_hand == [] and s.state.common_tactics == []


def it_moves_to_the_common_area_at_the_start_of_the_owners_next_turn(t: Tactic) -> None:
    s = game([{"technologies": units(t.army), "military_hand": [t.card]}, {}], age=t.age)
    s.act("tactic", card=t.card)
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.state.common_tactics == []
    assert not s.can("copy_tactic", card=t.card)  # still exclusive during the other turns
    s.end_turn()
    p = s.player(0)
    assert s.state.turn_player == 0
    assert keys(s.state.common_tactics) == [t.card]
    assert p.exclusive is None and keys([p.tactic]) == [t.card]
    assert s.ratings(0).strength == t.strength[1]


def copying_it_from_the_common_area_costs_two_military_actions(t: Tactic) -> None:
    s = game([{"technologies": units(t.army)}, {}], age=t.age, common_tactics=[t.card])
    s.act("copy_tactic", card=t.card)
    p = s.player(0)
    assert s.actions_left(0) == (4, 0)
    assert keys([p.tactic]) == [t.card] and p.exclusive is None
    assert keys(s.state.common_tactics) == [t.card]
    assert s.ratings(0).strength == t.strength[1]
    s = game([{"actions_spent": {"ca": 0, "ma": 1}}, {}], age=t.age, common_tactics=[t.card])
    assert not s.can("copy_tactic", card=t.card)


def a_second_copy_joins_the_identical_common_one(t: Tactic) -> None:
    # the other player already shares one copy; this copy leaves the game instead of a second one
    first, second = f"{t.card}#1", f"{t.card}#2"
    s = game(
        [{"technologies": units(t.army), "military_hand": [second]}, {"tactic": first}],
        age=t.age,
        common_tactics=[first],
    )
    s.act("tactic", card=t.card)
    next_own_turn(s)
    p = s.player(0)
    assert s.state.common_tactics == [first]
    assert p.tactic == first and p.exclusive is None
    assert second in s.state.removed
    assert s.ratings(0).strength == t.strength[1]


def colonization_counts_the_army_the_sent_units_form(t: Tactic) -> None:
    s = game(
        [
            {
                "technologies": units(t.army),
                "tactic": t.card,
                "exclusive_tactic": True,
                "military_hand": [PREPARE],
            },
            {"technologies": board({"A:Warriors": {}})},
        ],
        age=t.age,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert bids(s)[-1] == t.strength[1]
    s.choose(t.strength[1])
    send_force(s, *(tech.split(":", 1)[1] for tech, n in t.army.items() for _ in range(n)))
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert sum(p.workers.get(tech, 0) for tech in p.techs) == 2 + 2  # farms and mines only
    assert keys([p.tactic]) == [t.card]


TACTIC = behaviours(
    playing_it_costs_one_military_action_and_adds_its_value_per_army,
    it_moves_to_the_common_area_at_the_start_of_the_owners_next_turn,
    copying_it_from_the_common_area_costs_two_military_actions,
    colonization_counts_the_army_the_sent_units_form,
)
# the tactics whose tests also play a second copy while one is in the common area
WITH_A_SECOND_COPY = [*TACTIC, *behaviours(a_second_copy_joins_the_identical_common_one)]
