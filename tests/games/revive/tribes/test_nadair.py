"""Nàdair (digest §12.1, seed p. 19). Sun: "pay 1 crystal; place a forest tile on any
unoccupied sand space (pay distance as usual). Every player with a building adjacent to the new
forest gets the usual landscape reward (green track step; doubled for a large building). Then
gain 1 book for the new tile plus 1 book for every other space of the contiguous forest area it
joins." Moon (our design, the page's unattributed text): pay 1 book, take any card of the offer."""

from __future__ import annotations

from .helpers import ability_game, marker_moved, res, settle, unmoved, use_ability

# ta04 in a05: a05:1 field, a05:2 sand, a05:3 forest, a05:4 forest — with s5:1 and a forest on
# s1:2 a 4-space forest; s1:1 made sand for player 1's building next to s1:2
SEED_MAP = {
    "tiles": {"a05": ["ta04", 0]},
    "spaces": {"s1:1": {"type": "sand", "building": [1, "small"]}},
}


def test_seed_example_four_space_forest_four_books():
    """Seed p. 19: "the new tile completes a 4-space forest -> 4 books; blue's neighbouring
    building gives blue a green step". Paid: 1 crystal and 1 food (s1:4 between)."""
    s = ability_game("nadair", resources={"crystal": 1, "food": 1}, position={"map": SEED_MAP})
    green = s.player(1).tracks["green"]
    use_ability(s)
    s.choose(s.space("s1:2"))
    settle(s)
    assert s.state.types[s.space("s1:2")] == "forest"
    assert [0, "forest_tile"] in s.state.pieces[s.space("s1:2")]
    assert res(s) == {"crystal": 0, "gear": 0, "book": 4, "food": 0}
    assert s.player(1).tracks["green"] == green + 1
    assert s.player(0).pieces == 4
    assert marker_moved(s)


def test_large_building_next_to_the_forest_doubles():
    """ "Doubled for a large building.\""""
    m = {**SEED_MAP, "spaces": {"s1:1": {"type": "sand", "building": [1, "large"]}}}
    s = ability_game("nadair", resources={"crystal": 1, "food": 1}, position={"map": m})
    green = s.player(1).tracks["green"]
    use_ability(s)
    s.choose(s.space("s1:2"))
    settle(s)
    assert s.player(1).tracks["green"] == green + 2


def test_seed_two_books():
    """ "Nàdair uses its ability and gains 2 books": s1:2 joins the one-space forest s5:1."""
    s = ability_game("nadair", resources={"crystal": 1, "food": 1})
    use_ability(s)
    s.choose(s.space("s1:2"))
    settle(s)
    assert res(s)["book"] == 2


def test_only_unoccupied_sand_in_reach():
    """The tile goes on unoccupied sand only, paying distance: a building (s2:2) or another
    piece (s3:3) excludes a space; with 1 food, every other sand space (1 food away) is offered."""
    m = {"spaces": {"s2:2": {"building": [1, "small"]}, "s3:3": {"pieces": [[1, "target"]]}}}
    s = ability_game("nadair", resources={"crystal": 1, "food": 1}, position={"map": m})
    use_ability(s)
    assert {s.name(v) for v in s.choices()} == {"s1:2", "s4:2", "s5:2"}


def test_distance_must_be_payable():
    """With the crystal but no food, no sand is in reach (s2:2, next to the Abyss, is taken):
    the ability cannot be used."""
    m = {"spaces": {"s2:2": {"building": [1, "small"]}}}
    s = ability_game("nadair", resources={"crystal": 1}, position={"map": m})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)


def test_no_crystal_not_used_no_marker():
    """§20.23: "1 crystal for forest ... with no means to pay: the ability is simply not used
    and no progress marker moves.\""""
    s = ability_game("nadair", resources={"food": 6, "gear": 6, "book": 6})
    use_ability(s)
    assert s.decision().kind == "turn"
    assert unmoved(s) and s.events("ability_unusable")


def test_declined_no_marker():
    """Placing is optional; a player who passes has not used the ability: no marker moves,
    nothing is paid."""
    s = ability_game("nadair", resources={"crystal": 1, "food": 1})
    use_ability(s)
    s.choose("pass")
    assert unmoved(s) and res(s)["crystal"] == 1 and s.player(0).pieces == 5


def test_markers_run_out_ability_still_works():
    """ "You may keep using the tribe ability after the 5 tribe markers are gone; no marker
    moves then.\""""
    s = ability_game("nadair", resources={"crystal": 1, "food": 1}, tribe_markers=0, progress=5)
    use_ability(s)
    s.choose(s.space("s1:2"))
    settle(s)
    assert s.state.types[s.space("s1:2")] == "forest"
    assert s.player(0).progress == 5 and s.player(0).tribe_markers == 0


def test_moon_buy_a_card_for_a_book():
    """Moon: pay 1 book and take any card of the offer into the active area."""
    s = ability_game("nadair", "moon", resources={"book": 1})
    card = s.state.offer[2]
    use_ability(s)
    s.choose(card)
    settle(s)
    assert card in s.player(0).active and res(s)["book"] == 0
    assert marker_moved(s)


def test_moon_without_a_book_unused():
    s = ability_game("nadair", "moon", resources={"food": 3})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)
