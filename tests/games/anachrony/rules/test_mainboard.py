"""The main board's actions (digest §7): spaces, fees, worker rules and bonuses."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

SUIT = {"powered": [1, 2]}


def game(**spec: object) -> Scenario:
    return Scenario(players=[{**SUIT, **spec}, {"passed": True}], era=2)


def test_placing_on_the_main_board_needs_a_powered_exosuit() -> None:
    s = Scenario(players=[{"powered": []}, {"passed": True}], era=2)
    assert not s.can("place", space="purify", worker="scientist")
    assert s.can("place", space="supply", worker="scientist") or s.player(0).goods["W"] < 5


def test_capital_fees_rise_down_the_spaces_and_the_third_is_for_four_players() -> None:
    s = game(goods={"W": 1}, active={"engineer": 1})
    assert s.can_place("recruit:0", "engineer") and s.can_place("recruit:1", "engineer")
    assert not s.can_place("recruit:2", "engineer")
    s.place("recruit:1", "engineer")
    assert s.player(0).goods["W"] == 0
    four = Scenario(players=[{**SUIT, "goods": {"W": 2}, "active": {"engineer": 1}}, {}, {}, {}], era=2)
    assert four.can_place("recruit:2", "engineer")


def test_a_hex_space_holds_one_exosuit_until_the_era_ends() -> None:
    s = Scenario(players=[{**SUIT, "active": {"engineer": 2}}, {**SUIT, "active": {"engineer": 1}}], era=2)
    s.place("mine:0", "engineer").choose("N")
    assert not s.can_place("mine:0", "engineer")
    assert s.can_place("mine:1", "engineer")


def test_construct_a_building_pays_the_slot_and_an_engineer_saves_a_titanium() -> None:
    s = game(
        goods={"N": 1, "T": 2, "W": 1},
        active={"engineer": 1, "administrator": 1},
        rows={"power_plant": [None, None, None]},
    )
    s.state.primary["power_plant"].append("b101")
    assert not s.can_place("construct:0", "administrator")
    s.place("construct:0", "engineer")
    assert "b101" in s.choices()
    s.choose("b101")
    p = s.player(0)
    assert p.rows["power_plant"][0] == "b101"
    # slot 1 costs 1 N, 2 T, 1 W; the engineer pays one titanium less
    assert p.goods == {**p.goods, "N": 0, "T": 1, "W": 0}


def test_construct_takes_a_building_from_a_secondary_stack_too() -> None:
    s = game(goods={"T": 2, "G": 1}, active={"scientist": 1})
    s.state.secondary["factory"].append("b205")
    s.place("construct:0", "scientist").choose("b205")
    assert s.player(0).rows["factory"][0] == "b205" and s.player(0).goods["G"] == 0


def test_construct_a_superproject_at_the_focus_pays_its_cost_and_breakthrough() -> None:
    # s5 Anti-gravity Field: 4 titanium, an engineer, breakthrough (1, 1)
    s = Scenario(
        players=[
            {
                **SUIT,
                "goods": {"T": 4},
                "active": {"scientist": 1},
                "tired": {"engineer": 1},
                "breakthroughs": [[1, 1], [2, 2]],
                "focus": 1,
            },
            {"passed": True},
        ],
        era=2,
        timeline=[{"superproject": "s5"}],
    )
    s.place("construct:0", "scientist").choose("s5")
    # the leftmost free pair: every row ties, the player picks
    assert s.choices() == [["power_plant", 0], ["factory", 0], ["life_support", 0], ["lab", 0]]
    s.choose(["lab", 0])
    p = s.player(0)
    assert p.superprojects == ["s5"] and p.rows["lab"] == ["s5", "s5", None]
    assert p.goods["T"] == 0 and p.tired["engineer"] == 0 and p.breakthroughs == [[2, 2]]
    assert s.state.breakthroughs["1-1"] == 3 and s.state.tile(1)["superproject"] is None


def test_recruit_bonuses_and_worker_rules() -> None:
    s = game(active={"engineer": 1, "administrator": 1, "scientist": 1}, goods={"W": 0})
    assert not s.can_place("recruit:0", "scientist")
    s.place("recruit:0", "engineer")
    assert "genius" not in s.choices()  # an engineer may not recruit a genius
    s.choose("scientist")
    p = s.player(0)
    assert p.goods["W"] == 2 and p.active["scientist"] == 2
    assert s.state.recruit_pool["scientist"] == 0


def test_recruiting_a_genius_gives_one_bonus_of_the_players_choice() -> None:
    s = game(active={"administrator": 1})
    s.place("recruit:0", "administrator").choose("genius").choose("E")
    assert s.player(0).active["genius"] == 1 and s.player(0).goods["E"] == 1


def test_research_sets_one_die_and_rolls_the_other() -> None:
    s = game(active={"scientist": 1, "engineer": 1})
    assert not s.can_place("research:0", "engineer")
    s.place("research:0", "scientist")
    assert set(s.choices()) >= {"shape:1", "icon:5"} and "icon:0" not in s.choices()
    s.choose("shape:2")
    if s.decision().kind == "icon":  # the icon die showed "?": any icon
        s.choose(s.choices()[0])
    p = s.player(0)
    assert len(p.breakthroughs) == 1 and p.breakthroughs[0][0] == 2
    assert sum(s.state.breakthroughs.values()) == 44


def test_research_rerolls_when_the_breakthrough_is_gone() -> None:
    gone = {f"{sh}-{ic}": (0 if sh == 1 else 3) for sh in (1, 2, 3) for ic in (1, 2, 3, 4, 5)}
    s = Scenario(players=[{**SUIT, "active": {"scientist": 1}}, {"passed": True}], era=2, breakthroughs=gone)
    s.place("research:0", "scientist")
    assert not any(c.startswith("shape:1") for c in s.choices())
    s.choose("icon:3")
    while s.decision().kind == "reroll":
        s.choose("shape")
    assert s.player(0).breakthroughs[0][1] == 3 and s.player(0).breakthroughs[0][0] in (2, 3)


def test_world_council_copies_only_a_full_capital_action() -> None:
    s = Scenario(
        players=[{**SUIT, "goods": {"W": 3}, "active": {"engineer": 1}}, {"passed": True}],
        era=2,
        spaces={"recruit:0": 1, "recruit:1": 1},
    )
    assert s.can_place("council:1", "engineer")
    s.place("council:1", "engineer")  # Recruit, the one full action, copied at once
    assert s.events("council_copy")[-1]["args"]["action"] == "recruit"
    s.choose("administrator")
    assert s.player(0).goods["W"] == 2 and s.player(0).vp == 1  # 1 water fee; the recruit's VP


def test_the_left_council_space_makes_the_first_player_even_without_copying() -> None:
    s = Scenario(players=[{**SUIT, "goods": {"W": 2}}, {"passed": True}], era=2, first=1, turn=0)
    s.place("council:0", "scientist")
    assert s.state.first == 0 and s.player(0).goods["W"] == 0
    assert not s.can_place("council:1", "scientist")


def test_mine_gives_a_pool_resource_and_the_cube_beside_the_space() -> None:
    s = game(active={"engineer": 1, "scientist": 1})
    s.state.mine_pool = ["N", "G"]
    s.place("mine:2", "scientist").choose("N")
    p = s.player(0)
    assert p.goods["N"] == 1 and p.goods["T"] == 1
    assert s.state.mine_pool == ["G"]
    assert p.busy[-1] == ["scientist", "mine:2", "tired"]
    s.place("mine:0", "engineer")  # (the one resource left is taken without asking)
    assert p.goods["G"] == 1 and p.goods["U"] == 1
    assert p.busy[-1] == ["engineer", "mine:0", "active"]  # an engineer stays motivated


def test_purify_water_gives_three_and_a_scientist_four() -> None:
    s = game(active={"engineer": 1, "scientist": 1}, goods={"W": 0})
    s.place("purify", "engineer")
    assert s.player(0).goods["W"] == 3
    s.place("purify", "scientist")  # a hex pool: any number of exosuits
    assert s.player(0).goods["W"] == 7


def test_trade_makes_one_exchange_and_an_administrator_two() -> None:
    s = game(active={"administrator": 1, "engineer": 1}, goods={"W": 6})
    s.place("trade", "engineer")
    s.choose([[["W", 3]], [["E", 1]]])
    p = s.player(0)
    assert p.goods["W"] == 3 and p.goods["E"] == 1 and s.decision().kind == "turn"
    s.place("trade", "administrator")
    s.choose([[["E", 1]], [["N", 1]]])
    assert s.decision().kind == "exchange"  # the second exchange (it may pass)
    s.choose([[["N", 1]], [["T", 2]]])
    assert p.goods["N"] == 0 and p.goods["T"] == 2 and p.goods["E"] == 0


def test_evacuation_opens_after_the_impact_for_a_player_meeting_the_condition() -> None:
    spec = {**SUIT, "path": "progress", "evacuation": 1, "goods": {"W": 8}}
    before = Scenario(players=[spec, {"passed": True}], era=4)
    assert not before.can_place("evacuate", "scientist")
    s = Scenario(players=[spec, {"passed": True}], era=5)
    s.place("evacuate", "scientist")
    p = s.player(0)
    assert p.evacuated and p.vp == 3  # "Apex of Humanity": 3 VP + 4 per superproject (none)
    assert not s.can_place("evacuate", "scientist")


def test_the_marked_evacuation_spot_scores_3_less_and_never_below_0() -> None:
    spec = {**SUIT, "path": "progress", "evacuation": 1, "goods": {"W": 8}}
    s = Scenario(players=[spec, {"passed": True}], era=5, evacuation=[1])  # seat 1 went first
    s.place("evacuate", "scientist")
    assert s.player(0).vp == 0 and s.events("evacuate")[-1]["args"]["spot"] == 2


def test_the_later_printing_values_progress_evacuation_differently() -> None:
    spec = {**SUIT, "path": "progress", "evacuation": 1, "goods": {"W": 8}, "rows": {"lab": ["s1", "s1"]}}
    first = Scenario(players=[spec, {"passed": True}], era=5)
    first.place("evacuate", "scientist")
    later = Scenario(players=[spec, {"passed": True}], era=5, options={"leaders": "revised"})
    later.place("evacuate", "scientist")
    assert (first.player(0).vp, later.player(0).vp) == (3 + 4, 3 + 5)
