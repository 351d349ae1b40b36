"""Rulebook examples of the main board's actions (digest §7): Construct, Recruit, Research,
the World Council and Mine."""

from __future__ import annotations

from epocha.engine import chance
from epocha.games.anachrony.catalog import ICON_DIE, board_side
from epocha.games.anachrony.scenario import Scenario

SLOTS = board_side("harmony", "A").slot_costs


def test_798_construct_takes_a_top_tile_into_the_leftmost_free_slot_and_pays_that_slot() -> None:
    """Seed line 798 (Construct a building): the player takes a tile from the top of a stack,
    puts it into the leftmost free slot of its row and pays the cost printed on that slot;
    taken from a primary stack, the tile below is at once on offer."""
    cost = SLOTS["power_plant"][1]
    s = Scenario(
        players=[
            {
                "powered": [1],
                "goods": dict(cost),
                "active": {"scientist": 1},
                "rows": {"power_plant": ["b101"]},
            },
            {"passed": True},
        ],
        era=2,
        stacks={"power_plant": {"primary": ["b102", "b105"]}},
    )
    s.place("construct:0", "scientist")
    assert "b105" in s.choices() and "b102" not in s.choices()  # b102 lies under b105
    s.choose("b105")
    p = s.player(0)
    assert p.rows["power_plant"] == ["b101", "b105", None]
    assert all(p.goods[k] == 0 for k in cost)  # the second slot's cost, all of it
    assert s.state.primary["power_plant"][-1] == "b102"


def test_813_a_superproject_comes_from_the_focus_era_and_costs_its_own_price() -> None:
    """Seed line 813 (Construct a superproject): the player may build only the superproject
    above the timeline tile its Focus is under (here moved into the past, era 1, while the
    present is era 3); it goes to the leftmost free pair of slots, the slots' prices ignored,
    the superproject's own cost (resources, a breakthrough, a worker, which may be Tired) paid."""
    # s5 Anti-gravity Field: 4 titanium, an engineer, breakthrough (1, 1); s13 above era 3
    s = Scenario(
        players=[
            {
                "powered": [1],
                "goods": {"T": 4},
                "active": {"scientist": 1},
                "tired": {"engineer": 1},
                "breakthroughs": [[1, 1]],
                "focus": 1,
                "rows": {"power_plant": ["b101"]},
            },
            {"passed": True},
        ],
        era=3,
        timeline=[{"superproject": "s5"}, {}, {"superproject": "s13"}],
    )
    s.place("construct:0", "scientist")
    assert "s5" in s.choices() and "s13" not in s.choices()
    s.choose("s5")
    # the leftmost free pair: the power plant row's starts one slot further right
    assert s.choices() == [["factory", 0], ["life_support", 0], ["lab", 0]]
    s.choose(["lab", 0])
    p = s.player(0)
    assert p.superprojects == ["s5"] and p.rows["lab"] == ["s5", "s5", None]
    assert p.goods["T"] == 0 and p.tired["engineer"] == 0 and p.breakthroughs == []
    assert s.state.tile(1)["superproject"] is None


def test_881_research_sets_one_die_rolls_the_other_and_a_question_mark_is_any_icon() -> None:
    """Seed line 881 (Research): the player sets one die to a face of its choice and rolls the
    other, then takes the breakthrough of that shape and icon; the icon die's "?" stands for
    any icon the player likes, and the icon die may not be set to "?"."""
    s = Scenario(players=[{"powered": [1], "active": {"scientist": 1}}, {}], era=2)
    s.place("research:0", "scientist")
    assert "icon:0" not in s.choices()
    with chance.dictated([ICON_DIE.index(4)]):
        s.choose("shape:2")
    assert s.player(0).breakthroughs == [[2, 4]]
    anything = Scenario(players=[{"powered": [1], "active": {"scientist": 1}}, {}], era=2)
    anything.place("research:0", "scientist")
    with chance.dictated([ICON_DIE.index(0)]):  # "?"
        anything.choose("shape:1")
    assert anything.decision().kind == "icon" and anything.choices() == [1, 2, 3, 4, 5]
    anything.choose(5)
    assert anything.player(0).breakthroughs == [[1, 5]]


def test_904_the_council_copies_the_worker_rules_but_not_the_spaces_fee() -> None:
    """Seed line 904 (World Council): the copied Capital action brings the copying worker's
    restrictions and benefits (an engineer Constructs one titanium cheaper) but not the copied
    space's own features (its water fee; after the Impact, its Collapsing Capital tile's bonus):
    only the Council space's own fee is paid."""
    cost = dict(SLOTS["power_plant"][0])  # 1 N, 2 T, 1 W
    goods = {**cost, "T": cost["T"] - 1, "W": cost["W"] + 1}  # an engineer's titanium less; 1 water fee
    s = Scenario(
        players=[{"powered": [1], "goods": goods, "active": {"engineer": 1}}, {"passed": True}],
        era=2,
        spaces={"construct:0": 1, "construct:1": 1},
        stacks={"power_plant": {"primary": ["b101"]}},
    )
    s.place("council:1", "engineer")
    assert s.events("council_copy")[-1]["args"]["action"] == "construct"
    s.choose("b101")
    p = s.player(0)
    assert p.rows["power_plant"][0] == "b101"
    assert all(v == 0 for v in p.goods.values())
    # after the Impact, a Collapsing Capital tile's bonus is the space's, not the action's:
    # copied Recruit gives only its standard bonus (an engineer: an energy core)
    late = Scenario(
        players=[{"powered": [1], "goods": {"W": 1}, "active": {"administrator": 1}}, {"passed": True}],
        era=5,
        spaces={"recruit:0": 1, "recruit:1": 1},
    )
    assert all(face_up for _, face_up in late.state.collapse["recruit"])
    late.place("council:1", "administrator")
    assert late.events("council_copy")[-1]["args"]["action"] == "recruit"
    late.choose("engineer")
    q = late.player(0)
    assert q.vp == 0 and {k: v for k, v in q.goods.items() if v} == {"E": 1}
    assert q.active["engineer"] == 1


def test_920_the_left_council_space_makes_the_first_player_for_2_water_the_right_costs_1() -> None:
    """Seed line 920 (the World Council's two spaces): the left one costs 2 water and makes
    its player the first player; the right one costs 1 water and leaves the first player as
    is."""
    left = Scenario(players=[{"powered": [1], "goods": {"W": 2}}, {"passed": True}], era=2, first=1, turn=0)
    left.place("council:0", "scientist")
    assert left.state.first == 0 and left.player(0).goods["W"] == 0
    right = Scenario(
        players=[{"powered": [1], "goods": {"W": 1}, "active": {"administrator": 1}}, {"passed": True}],
        era=2,
        first=1,
        turn=0,
        spaces={"recruit:0": 1, "recruit:1": 1},
    )
    right.place("council:1", "administrator")  # a copied Recruit
    right.choose("engineer")  # its bonus: an energy core
    p = right.player(0)
    assert right.state.first == 1 and p.goods["W"] == 0 and p.goods["E"] == 1


def test_955_mine_gives_an_offered_resource_and_the_spaces_cube_and_an_engineer_stays_motivated() -> None:
    """Seed line 955 (Mine): the player takes one resource of its choice from the mine offer,
    and the space adds one more: uranium on the top space, gold on the middle, titanium on the
    bottom; an engineer there stays motivated."""
    s = Scenario(
        players=[{"powered": [1, 2], "active": {"engineer": 1, "scientist": 1}}, {}],
        era=2,
        mine_pool=["N", "G", "U", "T", "T"],
    )
    s.place("mine:1", "engineer").choose("N")
    p = s.player(0)
    assert (p.goods["N"], p.goods["G"]) == (1, 1)
    assert s.state.mine_pool == ["G", "U", "T", "T"]
    assert p.busy == [["engineer", "mine:1", "active"]]
    s.pass_()  # seat 1
    s.place("mine:2", "scientist").choose("U")
    assert (p.goods["U"], p.goods["T"]) == (1, 1)
    assert p.busy[-1] == ["scientist", "mine:2", "tired"]
