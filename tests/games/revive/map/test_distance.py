"""Distance (digest §5.4, seed p. 11): from the Abyss until the player has a building or a
figure, then from the nearest one; the spaces strictly between are paid, 1 food each; never
through a face-down tile; reach takes food off; temples and the falcon are extra origins."""

from __future__ import annotations

from epocha.games.revive.mapactions import back_of

from .helpers import game, res, settle, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}


def test_from_the_abyss_before_any_piece():
    """ "Until you have any building or population figure on the board, distance is counted
    from the Abyss": s2:2 touches the Abyss (0 food), s1:2 has s1:4 between (1 food)."""
    s = game({"resources": RICH})
    before = res(s)
    s.build("s2:2")
    assert spent(before, res(s)) == {"gear": 3}
    s = game({"resources": RICH})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


def test_seed_example_three_steps_cost_two_food():
    """ "A target 3 steps away -> distance 2 -> 2 food": from a building on s2:2 to s5:2
    (s2:2 - s1:4 - s5:3 - s5:2)."""
    s = game({"resources": RICH}, map={"spaces": spaces(s2_2={"building": [0, "small"]})})
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 2}


def test_from_the_nearest_piece_never_from_the_abyss_again():
    """ "From the moment you have one, it is always counted from your nearest building or
    population figure (never from the Abyss again)": a figure on s2:3 makes s4:2 three
    spaces away (s2:2, the Abyss, s4:1), though it touches a space next to the Abyss."""
    s = game({"resources": RICH}, map={"spaces": spaces(s2_3={"figures": [0]})})
    before = res(s)
    s.build("s4:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 3}


def test_other_players_pieces_are_not_origins():
    """Only your own buildings and figures count: player 1's building next to s5:2 does not
    bring it nearer to player 0."""
    s = game(
        {"resources": RICH},
        map={"spaces": spaces(s2_2={"building": [0, "small"]}, s5_3={"figures": [1]})},
    )
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 2}


def test_never_through_a_face_down_tile():
    """ "Never through an unexplored (face-down) tile": a14 lies face up behind the face-down a13,
    a08 and a09, so its sand is out of reach; a13 turned up opens a path (2 spaces between)."""
    where = spaces(s2_3={"figures": [0]})
    s = game({"resources": RICH}, map={"tiles": {"a14": ["ta01", 0]}, "spaces": where})
    assert not s.can("build", space=s.space("a14:2"), size="small")
    s = game({"resources": RICH}, map={"tiles": {"a14": ["ta01", 0], "a13": ["ta04", 0]}, "spaces": where})
    before = res(s)
    s.build("a14:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 2}


def test_explore_counts_to_the_tiles_nearest_space():
    """A face-down tile is the target of an Explore: its nearest space counts (§20.10); a13
    touches the figure's s2:3, so no food for distance, only the back's cost."""
    s = game({"resources": RICH}, map={"spaces": spaces(s2_3={"figures": [0]})})
    cost = dict(back_of(s.state, "a13").cost)  # (the back the deal gave a13)
    before = res(s)
    s.explore("a13")
    assert spent(before, res(s)) == cost


def test_reach_from_a_technology_takes_food_off():
    """ "Reach +N means pay N food less for distance": the permanent reach +1 (Ox49 moon) makes
    the seed's example cost 1 food."""
    s = game(
        {
            "tribe": "ox49",
            "side": "moon",
            "unlocked": ["ox49_m_root", "ox49_m_l", "ox49_m_c3a"],
            "resources": RICH,
        },
        map={"spaces": spaces(s2_2={"building": [0, "small"]})},
    )
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


def test_reach_never_below_zero():
    """Discounts never take a cost below 0: reach +1 next to the Abyss costs no food, and
    gives none."""
    s = game(
        {
            "tribe": "ox49",
            "side": "moon",
            "unlocked": ["ox49_m_root", "ox49_m_l", "ox49_m_c3a"],
            "resources": RICH,
        }
    )
    before = res(s)
    s.build("s2:2")
    assert spent(before, res(s)) == {"gear": 3}


def test_reach_machine_for_one_action():
    """The standard machine "activate during an action: reach +1 for that action": the
    seed's example costs 1 food; the next action pays in full again."""
    s = game(
        {"resources": RICH, "opened": ["std_long_lens"], "tracks": {"yellow": 3}, "energy": 1},
        map={"spaces": spaces(s2_2={"building": [0, "small"]})},
    )
    s.activate("std_long_lens")
    s.resolve_all()
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}
    assert "reach" not in s.player(0).boosts
    s.choose(s.choices()[0])  # (the field next to s5:2 opened a special machine)
    before = res(s)
    s.build("s4:2")  # s5:2 - s5:4 - s4:1 - s4:2: two between, full price
    assert spent(before, res(s)) == {"gear": 3, "food": 2}


def test_temple_is_an_extra_origin():
    """ "Your temples are extra origins for distance": a temple on s1:3 puts s1:2 next door (0
    food), though the player's building on s4:2 is 3 spaces away."""
    base = spaces(s4_2={"building": [0, "small"]})
    s = game({"tribe": "hofstadterians", "resources": RICH}, map={"spaces": base})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 3}
    with_temple = {**base, "s1:3": {"pieces": [[0, "temple"]]}}
    s = game({"tribe": "hofstadterians", "resources": RICH}, map={"spaces": with_temple})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3}


def test_temple_before_any_building_adds_to_the_abyss():
    """Before any building or figure the Abyss is the origin; a temple is an extra one."""
    s = game(
        {"tribe": "hofstadterians", "resources": RICH},
        map={"spaces": spaces(s1_3={"pieces": [[0, "temple"]]})},
    )
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3}


def test_the_falcon_is_an_extra_origin():
    """ "Your falcon is an extra origin for distance": the falcon on s1:1 makes s1:2 adjacent."""
    base = spaces(s4_2={"building": [0, "small"]})
    s = game({"tribe": "vukunturs", "resources": RICH}, map={"spaces": base, "falcon": ["s1:1", None]})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3}


def lens_then_ability(food: int, space: str):
    """The reach lens activated, then a card whose top is the tribe ability (a forest tile on
    `space`, for 1 crystal), all resolved."""
    s = game(
        {
            "resources": {"crystal": 1, "gear": 3, "food": food},
            "opened": ["std_long_lens"],
            "tracks": {"yellow": 3},
            "energy": 1,
            "active": ["s4"],
        },
    )
    s.activate("std_long_lens")
    s.resolve_all()
    s.play("s4", "top1")
    s.choose(s.space(space))
    settle(s)
    return s


def test_reach_machine_spent_by_the_ability_that_used_it():
    """The lens gives reach +1 "for that action": spent on the tribe ability's distance (the
    forest tile on s1:2 for the crystal alone), it does not serve a later Build as well."""
    s = lens_then_ability(food=1, space="s1:2")
    assert res(s)["food"] == 1 and res(s)["crystal"] == 0
    assert "reach" not in s.player(0).boosts
    before = res(s)
    s.build("s4:2")  # from the Abyss: s4:1 between
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


def test_reach_machine_kept_when_the_ability_needs_no_distance():
    """A lens activated for a Build is not lost to an ability that pays no distance (s2:2 next
    to the Abyss)."""
    s = lens_then_ability(food=0, space="s2:2")
    assert s.player(0).boosts.get("reach") == 1
    before = res(s)
    s.build("s4:2")
    assert spent(before, res(s)) == {"gear": 3}
