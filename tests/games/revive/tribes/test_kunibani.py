"""Kunibani (digest §12.2, seed p. 20; the sand tiles are ours for Kunibani, the digest's
default guess). Sun: "place a sand tile on any unoccupied landscape space (forest, field or
mountains — never water), paying distance. The space becomes sand. Then take one face-up card
from the offer of the colour of the covered landscape (field=yellow, forest=green,
mountains=grey) into your active area, if there is one." Moon (the page's unattributed text):
"pay 1 food and take any card from the offer into your active area"."""

from __future__ import annotations

from .helpers import ability_game, marker_moved, res, settle, spaces, unmoved, use_ability

OFFER = ["c01", "c02", "c14", "c15", "c27"]  # yellow, yellow, green, green, grey


def test_sand_tile_on_a_field_takes_a_yellow_card():
    """s5:4 (field, next to the Abyss: no distance) becomes sand; a yellow card of the offer."""
    s = ability_game("kunibani", resources={}, position={"offer": OFFER})
    use_ability(s)
    s.choose(s.space("s5:4"))
    assert sorted(s.choices()) == ["c01", "c02"]
    s.choose("c02")
    settle(s)
    assert s.state.types[s.space("s5:4")] == "sand"
    assert [0, "sand_tile"] in s.state.pieces[s.space("s5:4")]
    assert "c02" in s.player(0).active and "c02" not in s.state.offer
    assert marker_moved(s) and s.player(0).pieces == 4


def test_mountains_grey_card_and_distance():
    """s3:1 (mountains, next to the Abyss) gives a grey card; s1:1 (field) costs 2 food of
    distance (s1:4, s1:2 between)."""
    s = ability_game("kunibani", resources={"food": 2}, position={"offer": OFFER})
    use_ability(s)
    assert s.space("s1:1") in s.choices()
    s.choose(s.space("s1:1"))
    settle(s)
    assert res(s)["food"] == 0
    s = ability_game("kunibani", resources={}, position={"offer": OFFER})
    use_ability(s)
    s.choose(s.space("s3:1"))
    assert s.choices() == ["c27"]


def test_never_water_nor_sand_nor_occupied():
    """Only unoccupied landscape: not water (s1:3), not sand, not a location, not a space with
    a piece."""
    m = {"spaces": spaces(s4_3={"pieces": [[1, "workshop"]]})}
    s = ability_game("kunibani", resources={"food": 6}, position={"offer": OFFER, "map": m})
    use_ability(s)
    offered = {s.state.types[v] for v in s.choices()}
    assert offered <= {"forest", "field", "mountains"}
    assert s.space("s1:3") not in s.choices() and s.space("s4:3") not in s.choices()


def test_no_card_of_the_colour_still_placed():
    """ "If there is one": no grey card in the offer — the tile is placed, no card, the ability
    was used."""
    offer = ["c01", "c02", "c03", "c14", "c15"]
    s = ability_game("kunibani", resources={}, position={"offer": offer})
    hand = list(s.player(0).active)
    use_ability(s)
    s.choose(s.space("s3:1"))
    settle(s)
    assert s.state.types[s.space("s3:1")] == "sand"
    assert s.player(0).active == [c for c in hand if c != "s4"]
    assert marker_moved(s)


def test_moon_buy_any_card_for_a_food():
    s = ability_game("kunibani", "moon", resources={"food": 1}, position={"offer": OFFER})
    use_ability(s)
    s.choose("c27")
    settle(s)
    assert "c27" in s.player(0).active and res(s)["food"] == 0
    assert marker_moved(s)


def test_moon_no_food_unused():
    s = ability_game("kunibani", "moon", resources={"book": 2}, position={"offer": OFFER})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)
