"""Checks shared by the tests of the special technologies with printed facts only
(cards/plain.py): colonization, civil and military ones.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from epocha.games.tta.ratings import civil_hand_limit, colonization_bonus, military_hand_limit

from .plain_helpers import PREPARE, bids, board, game, keys, reveal, send_force

AGES = ["A", "I", "II", "III", "IV"]


@dataclass(frozen=True)
class Special:
    card: str
    age: str
    science: int  # the science cost of developing it


class InPlay(NamedTuple):
    """What a player has after developing one (a civil action spent)."""

    totals: dict  # civil and military actions
    left: tuple[int, int]  # actions left
    strength: int  # Warriors 1 and the special technology's strength
    colonization: int  # the colonization bonus
    blue: int  # blue tokens on the board


def developing(sp: Special, other: str | None = None) -> InPlay:
    """Develop it, alone (for its science and 1 more) or for its science with `other` of its kind
    in play: one of an earlier age is replaced, under one of a later age it is discarded at once
    (the scenario is in the later age). What the player has then."""
    if other is None:
        s = game([{"civil_hand": [sp.card], "science": sp.science + 1}, {}], age=sp.age)
    else:
        other_age = other.split(":", 1)[0]
        age = max(sp.age, other_age, key=AGES.index)
        s = game([{"civil_hand": [sp.card], "specials": [other], "science": sp.science}, {}], age=age)
    s.act("develop", card=sp.card)
    p = s.player(0)
    if other is None:
        assert p.science == 1 and p.civil_hand == []
        assert keys(p.specials.values()) == [sp.card]
    elif AGES.index(other_age) < AGES.index(sp.age):
        assert keys(p.specials.values()) == [sp.card]
        assert other in keys(s.state.removed)
    else:
        assert keys(p.specials.values()) == [other]
        assert sp.card in keys(s.state.removed) and p.civil_hand == []
        assert p.science == 0
    totals = s.player(0).totals
    left = s.actions_left(0)
    strength = s.ratings(0).strength
    return InPlay(totals, left, strength, colonization_bonus(s.state, s.player(0)), s.player(0).blue)


def cannot_develop_with_less_science(sp: Special) -> None:
    s = game([{"civil_hand": [sp.card], "science": sp.science - 1}, {}], age=sp.age)
    assert not s.can("develop", card=sp.card)


# -- colonization ---------------------------------------------------------------------------------


def colonization_bonus_adds_to_the_force(sp: Special, bonus: int) -> None:
    # one Warriors unit (strength 1) + the bonus: the bids go that high; the strength bonus does not count
    s = game(
        [{"military_hand": [PREPARE], "specials": [sp.card]}, {"technologies": board({"A:Warriors": {}})}],
        age=sp.age,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert bids(s) == list(range(1, 1 + bonus + 1))
    s.choose(1 + bonus)
    send_force(s, "Warriors")
    p = s.player(0)
    assert keys(p.colonies) == ["I:Historic Territory"]
    assert p.workers.get("A:Warriors#p0", 0) == 0 and p.yellow == 19
    assert p.culture == 6


def no_colonization_without_a_unit(sp: Special) -> None:
    s = game(
        [
            {"military_hand": [PREPARE], "specials": [sp.card], "technologies": board({"A:Warriors": {}})},
            {"technologies": board({"A:Warriors": {}})},
        ],
        age=sp.age,
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    assert s.decision().kind == "turn" and s.state.turn_player == 0
    assert keys(s.state.past_events) == ["I:Historic Territory"]
    assert s.player(0).colonies == []


# -- civil ----------------------------------------------------------------------------------------


def civil_hand_limit_is(sp: Special, limit: int) -> None:
    hand = ["I:Iron", "I:Alchemy", "I:Drama", "I:Knights", "I:Swordsmen"][: limit - 1]
    s = game([{"civil_hand": hand, "specials": [sp.card]}, {}], age=sp.age, row=["I:Irrigation"])
    assert civil_hand_limit(s.state, s.player(0)) == limit
    s.act("take", card="I:Irrigation")
    assert len(s.player(0).civil_hand) == limit
    s = game(
        [{"civil_hand": [*hand, "I:Printing Press"], "specials": [sp.card]}, {}],
        age=sp.age,
        row=["I:Irrigation"],
    )
    assert not s.can("take", card="I:Irrigation")


def three_more_blue_tokens_in_the_bank_lower_corruption(sp: Special) -> None:
    # 8 tokens in the blue bank: corruption 2; with 3 more (11): none
    techs = board({"A:Bronze": {"workers": 2, "stored": 4}})
    s = game(
        [{"technologies": techs, "blue_bank": 8, "civil_hand": [sp.card], "science": sp.science}, {}],
        age=sp.age,
    )
    s.act("develop", card=sp.card)
    assert s.player(0).blue == 11
    s.end_turn()
    assert s.resources(0) == 4 + 2  # no corruption, 2 mines produce
    s = game([{"technologies": techs, "blue_bank": 8}, {}], age=sp.age)
    s.end_turn()
    assert s.resources(0) == 4 - 2 + 2


# -- military -------------------------------------------------------------------------------------


def military_hand_limit_and_cards_drawn(sp: Special, limit: int) -> None:
    """The military hand limit; 3 cards drawn at the end of the turn, nothing discarded."""
    s = game([{"military_hand": ["I:Defense / Colonization"] * limit, "specials": [sp.card]}, {}], age=sp.age)
    assert military_hand_limit(s.state, s.player(0)) == limit
    s.end_turn()
    assert s.state.turn_player == 1  # no card over the limit to discard
    assert len(s.player(0).military_hand) == limit + 3
