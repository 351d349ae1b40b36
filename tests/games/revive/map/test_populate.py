"""Populate (digest §7.4, seed p. 12): a location where the player has no figure yet; the
figure comes from the root technology first, later from one linked to an unlocked one; pay
distance + the technology's books + 1 book to each player already there (paid to them); the
technology is unlocked; a large location is one space."""

from __future__ import annotations

from epocha.games.revive.scenario import Scenario

from .helpers import game, res, settle, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}


def techs_offered(s, space):
    return sorted(a["technology"] for a in s.actions("populate") if a["space"] == s.space(space))


def test_first_figure_from_the_root():
    """ "Your first Populate must take the figure from the lowest technology space": every
    location is offered from the root only."""
    s = game({"resources": RICH})
    assert {a["technology"] for a in s.actions("populate")} == {"nadair_s_root"}
    assert {s.name(a["space"]) for a in s.actions("populate")} == {"s2:3", "s3:2", "s4:1", "s5:3"}


def test_root_populate_unlocks_and_resolves():
    """The figure goes on the location; the technology is unlocked and its one-off resolves
    (Nàdair's root: 1 book and 1 food). s5:3 touches the Abyss: no distance; 0 books."""
    s = game({"resources": {"food": 1}})
    s.populate("s5:3", "nadair_s_root")
    settle(s)
    assert s.state.figures[s.space("s5:3")] == [0]
    assert s.player(0).unlocked == ["nadair_s_root"]
    assert res(s)["book"] == 1 and res(s)["food"] == 2


def test_then_only_linked_technologies():
    """ "Later, only from technology spaces connected to technologies you have already
    unlocked": after the root, its three neighbours; after the root and the left one, also
    the third-row one linked to it — never the top."""
    s = game({"resources": RICH, "unlocked": ["nadair_s_root"]})
    assert techs_offered(s, "s2:3") == ["nadair_s_l", "nadair_s_m", "nadair_s_r"]
    s = game({"resources": RICH, "unlocked": ["nadair_s_root", "nadair_s_l"]})
    assert techs_offered(s, "s2:3") == ["nadair_s_c3a", "nadair_s_m", "nadair_s_r"]


def test_each_location_once_per_player():
    """ "Each location may be populated by any number of players, but by each player only
    once": no Populate where the player stands; another player's figure does not forbid it."""
    s = game(
        {"resources": RICH, "unlocked": ["nadair_s_root"]},
        map={"spaces": spaces(s2_3={"figures": [0]}, s3_2={"figures": [1]})},
    )
    assert techs_offered(s, "s2:3") == []
    assert techs_offered(s, "s3:2") != []


def test_seed_example_books_to_the_player_already_there():
    """Seed p. 12: "purple pays 2 food distance and 3 books (2 for the technology + 1 to blue,
    who is already there)". From s1:2 to s4:1: s1:4, the Abyss between."""
    s = game(
        {"resources": RICH, "unlocked": ["nadair_s_root"]},
        {"resources": {"book": 2}},
        map={"spaces": spaces(s1_2={"building": [0, "small"]}, s4_1={"figures": [1]})},
    )
    before = res(s)
    s.populate("s4:1", "nadair_s_m")
    assert spent(before, res(s)) == {"food": 2, "book": 3}
    assert s.player(1).resources["book"] == 3
    assert s.state.figures[s.space("s4:1")] == [1, 0]
    assert "nadair_s_m" in s.player(0).unlocked
    assert s.events("book_paid") == [{"event": "book_paid", "args": {"player": 0, "to": 1}}]


def test_owed_books_must_be_payable():
    """The books owed to others are part of the price: 2 books cannot pay 2 + 1."""
    s = game(
        {"resources": {"book": 2, "food": 6}, "unlocked": ["nadair_s_root"]},
        map={"spaces": spaces(s1_2={"building": [0, "small"]}, s4_1={"figures": [1]})},
    )
    assert "nadair_s_m" not in techs_offered(s, "s4:1")
    assert "nadair_s_l" in techs_offered(s, "s4:1")


def _large_location_game(figures):
    players = [
        {"tribe": "nadair", "resources": RICH, "unlocked": ["nadair_s_root"]},
        {"tribe": "kunibani", "resources": {}},
        {"tribe": "ox49", "resources": {}},
    ]
    m = {
        "tiles": {"a01": ["ta01", 0]},
        "backs": {},
        "spaces": {"a01:2": {"building": [0, "small"]}, "l1": {"figures": figures}},
    }
    return Scenario(players=players, map=m)


def test_seed_example_large_location_pays_each_player_there():
    """Seed p. 12: "At a large location where blue and green already stand, purple pays 1 book
    to each". l1 (one space) touches a01:2: no distance; 1 book for the technology + 2."""
    s = _large_location_game([1, 2])
    before = res(s)
    s.populate("l1", "nadair_s_l")
    assert spent(before, res(s)) == {"book": 3}
    assert s.player(1).resources["book"] == 1 and s.player(2).resources["book"] == 1
    assert sorted(s.state.figures[s.space("l1")]) == [0, 1, 2]


def test_large_location_is_one_space():
    """ "A large location counts as one big space for distance and population": all its hexes
    are one space; once populated, the player cannot populate it again from any side."""
    s = _large_location_game([0])
    assert s.name(s.space("l1")) == "l1"
    assert techs_offered(s, "l1") == []


def test_large_location_distance_counts_it_once():
    """A large location is one space as an origin too: a figure on l1 touches both a01:1 and
    a01:2, so a01:3 has one space between (and its crystal symbol gives a crystal)."""
    s = _large_location_game([0])
    s.state.building[s.space("a01:2")] = None
    before = res(s)
    s.build("a01:3")  # l1 - a01:2 - a01:3
    assert spent(before, res(s)) == {"gear": 3, "food": 1, "crystal": -1}


def test_discounts_take_only_the_technologys_books():
    """ "Discounts to Populate ... reduce only the technology's book cost, never the books owed
    to other players": Ox49's top machine (populate 2 less) on a 1-book technology leaves the
    book owed to player 1."""
    unlocked = ["ox49_s_root", "ox49_s_m", "ox49_s_c3a", "ox49_s_r", "ox49_s_c3b", "ox49_s_top"]
    s = game(
        {"tribe": "ox49", "unlocked": unlocked, "energy": 1, "resources": RICH},
        map={"spaces": {"s5:3": {"figures": [1]}}},
    )
    s.activate("ox49_s_top")
    settle(s)
    before = res(s)
    s.populate("s5:3", "ox49_s_l")  # 1 book, 2 off: 0 - and 1 book to player 1
    assert spent(before, res(s)) == {"book": 1}
    assert s.player(1).resources["book"] == 1
