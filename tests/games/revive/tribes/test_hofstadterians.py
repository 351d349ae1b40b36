"""Hofstadterians (digest §12.1, seed p. 19). Sun: "pay 1 crystal; place a temple on any empty
water space (pay distance as usual). Gain that water space's reward at once, even if you
already claimed it with a building. Your temples are extra origins for distance." Technology:
"When distance is counted from a temple, reach +2." Moon (our design, the page's unattributed
text): "gain 1 basic resource for every water space adjacent to any of your buildings"."""

from __future__ import annotations

from .helpers import ability_game, marker_moved, res, settle, spaces, unmoved, use_ability


def test_temple_on_water_gives_its_reward_even_if_claimed():
    """The temple on s1:3 (an energy): 1 crystal + 1 food (s1:4 between); the energy comes
    although a building of the player claimed that water already."""
    s = ability_game("hofstadterians", resources={"crystal": 1, "food": 1}, claimed_water=["s1:3"])
    energy = s.player(0).energy
    use_ability(s)
    assert {s.name(v) for v in s.choices()} == {"s1:3", "s2:1"}
    s.choose(s.space("s1:3"))
    settle(s)
    assert s.state.pieces[s.space("s1:3")] == [[0, "temple"]]
    assert s.player(0).energy == energy + 1
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}
    assert s.space("s1:3") in s.player(0).temple_water
    assert marker_moved(s) and s.player(0).pieces == 4


def test_not_on_a_water_space_with_a_temple():
    """An "empty" water space: not one with a temple already (anyone's)."""
    m = {"spaces": spaces(s1_3={"pieces": [[1, "temple"]]})}
    s = ability_game("hofstadterians", resources={"crystal": 1, "food": 2}, position={"map": m})
    use_ability(s)
    assert {s.name(v) for v in s.choices()} == {"s2:1"}


def test_no_crystal_unused():
    s = ability_game("hofstadterians", resources={"food": 4})
    use_ability(s)
    assert s.decision().kind == "turn" and unmoved(s)


def test_temple_reach_counts_for_the_temple_ability_too():
    """ "When distance is counted from a temple, reach +2" — for every distance the player pays,
    the ability's own included. a13:2 (water, 2 gear) is 2 spaces from the temple on s1:3
    (s2:1, s2:3): 0 food with the technology."""
    m = {
        "tiles": {"a13": ["ta03", 0]},
        "spaces": spaces(s4_2={"building": [0, "small"]}, s1_3={"pieces": [[0, "temple"]]}),
    }
    s = ability_game(
        "hofstadterians",
        resources={"crystal": 1},
        unlocked=["hofstadterians_s_root"],
        pieces=4,
        position={"map": m},
    )
    use_ability(s)
    assert s.space("a13:2") in s.choices()
    s.choose(s.space("a13:2"))
    settle(s)
    assert res(s) == {"crystal": 0, "gear": 2, "book": 0, "food": 0}


def test_temple_reach_for_map_actions():
    """The same technology for a Build: s5:2 is 2 spaces from the temple on s2:1 (s1:4, s5:3):
    no food, where the building on s4:2 would cost 2."""
    m = {"spaces": spaces(s4_2={"building": [0, "small"]}, s2_1={"pieces": [[0, "temple"]]})}
    s = ability_game(
        "hofstadterians",
        resources={"gear": 3, "food": 2},
        unlocked=["hofstadterians_s_root"],
        position={"map": m},
    )
    s.build("s5:2")
    assert res(s)["food"] == 2 and res(s)["gear"] == 0


def test_moon_water_next_to_buildings():
    """Moon: 1 basic resource per water space next to the player's buildings — s1:3 (next to
    s1:2) and s2:1 (next to s2:2): 2 resources of the player's choice."""
    m = {"spaces": spaces(s1_2={"building": [0, "small"]}, s2_2={"building": [0, "small"]})}
    s = ability_game("hofstadterians", "moon", position={"map": m})
    use_ability(s)
    s.choose("gear", "book")
    settle(s)
    assert res(s) == {"crystal": 0, "gear": 1, "book": 1, "food": 0}
    assert marker_moved(s)


def test_moon_no_water_not_used():
    """With no water next to any building the ability gives nothing: it is not used, no marker
    moves (seed p. 10: the marker moves "if you actually could use it")."""
    s = ability_game(
        "hofstadterians", "moon", position={"map": {"spaces": spaces(s4_2={"building": [0, "small"]})}}
    )
    use_ability(s)
    settle(s)
    assert unmoved(s)


def test_temple_first_then_a_building_still_claims_the_water():
    """ "Each water space can reward you twice (once via a building, once via a temple, either
    order)": a temple took s1:3's energy; the first building next to it takes it again."""
    s = ability_game(
        "hofstadterians",
        resources={"gear": 3, "food": 1},
        temple_water=["s1:3"],
        pieces=4,
        position={"map": {"spaces": spaces(s1_3={"pieces": [[0, "temple"]]})}},
    )
    energy = s.player(0).energy
    s.build("s1:2")
    settle(s)
    assert s.player(0).energy == energy + 1
