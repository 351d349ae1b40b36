"""Targets (digest §12.2, seed p. 20): "If you later Build or Populate there, that action costs
2 resources less; then take the target back. If another player Builds or Populates there, you
receive the resources they pay for the action itself (not their distance, not books paid to
other players); then take the target back." Ox49 (sun) carries the targets here."""

from __future__ import annotations

from .helpers import game, res, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}
OX49 = {"tribe": "ox49", "pieces": 4}


def target(seat: int) -> dict:
    return {"pieces": [[seat, "target"]]}


def test_own_target_build_two_gear_less_and_back():
    """Own target on s1:2: a small building costs 1 gear (3 - 2) and the 1 food of distance;
    the target comes back to the supply."""
    s = game({**OX49, "resources": RICH}, map={"spaces": spaces(s1_2=target(0))})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 1, "food": 1}
    assert s.state.pieces[s.space("s1:2")] == []
    assert s.player(0).pieces == 5
    assert s.events("target_returned")


def test_own_target_populate_two_books_less():
    """Own target on a location: the technology's 2 books are taken off (Ox49's right one)."""
    s = game({**OX49, "resources": RICH, "unlocked": ["ox49_s_root"]}, map={"spaces": spaces(s5_3=target(0))})
    before = res(s)
    s.populate("s5:3", "ox49_s_r")
    assert spent(before, res(s)) == {}
    assert s.state.pieces[s.space("s5:3")] == [] and s.player(0).pieces == 5


def test_own_target_populate_still_pays_the_others():
    """§20.28: the 2 books come off the technology only; a book owed to a player already there
    is still paid."""
    s = game(
        {**OX49, "resources": RICH, "unlocked": ["ox49_s_root"]},
        map={"spaces": {"s5:3": {**target(0), "figures": [1]}}},
    )
    before = res(s)
    s.populate("s5:3", "ox49_s_r")
    assert spent(before, res(s)) == {"book": 1}
    assert s.player(1).resources["book"] == 1


def test_another_players_target_build_pays_its_owner_the_own_cost():
    """Player 0 builds large on player 1's target at s1:2: 5 gear + 1 food paid; player 1
    receives the 5 gear (the action's own cost), not the food; the target goes back."""
    s = game({"resources": RICH}, {**OX49, "resources": {}}, map={"spaces": spaces(s1_2=target(1))})
    before = res(s)
    s.build("s1:2", "large")
    assert spent(before, res(s)) == {"gear": 5, "food": 1}
    assert res(s, 1) == {"crystal": 0, "gear": 5, "book": 0, "food": 0}
    assert s.state.pieces[s.space("s1:2")] == [] and s.player(1).pieces == 5


def test_another_players_target_populate_pays_the_books():
    """Player 0 populates s4:1 from a 2-book technology on player 1's target, 2 food away: its
    owner receives the 2 books, not the food."""
    s = game(
        {"resources": RICH, "unlocked": ["nadair_s_root"], "tribe": "nadair"},
        {**OX49, "resources": {}},
        map={"spaces": spaces(s4_1=target(1), s1_2={"building": [0, "small"]})},
    )
    before = res(s)
    s.populate("s4:1", "nadair_s_m")
    assert spent(before, res(s)) == {"book": 2, "food": 2}
    assert res(s, 1)["book"] == 2 and res(s, 1)["food"] == 0
    assert s.player(1).pieces == 5


def test_another_players_target_is_no_discount():
    """Only the owner's own actions cost 2 less: player 0 pays the full 3 gear."""
    s = game({"resources": RICH}, {**OX49, "resources": {}}, map={"spaces": spaces(s2_2=target(1))})
    before = res(s)
    s.build("s2:2")
    assert spent(before, res(s)) == {"gear": 3}
    assert res(s, 1)["gear"] == 3
