"""The Chronobot (digest §14, first edition): set-up, its phases, its token board, every action
it takes, the end of the Action Rounds, and the solo result."""

from __future__ import annotations

import pytest

import epocha
from epocha.engine import chance
from epocha.games.anachrony import chronobot
from epocha.games.anachrony.catalog import BUILDINGS, PARADOX_DIE
from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.state import BOT, AnachronyState


def solo(bot: dict | None = None, level: str = "normal", **position: object) -> Scenario:
    position.setdefault("era", 2)
    spec = position.pop("player", {"powered": [1, 2]})
    return Scenario(players=[spec], options={"chronobot": level}, chronobot=bot or {"powered": 3}, **position)


def bot_turn(s: Scenario, token: int) -> None:
    """The player places a worker on Purify Water; the Chronobot then rolls `token`."""
    with chance.dictated([token - 1]):
        s.place("purify", "scientist")


def test_set_up_seats_the_chronobot_first_with_its_tokens_and_no_endgame_cards() -> None:
    g = epocha.new_game("anachrony", players=1, seed=0)
    s: AnachronyState = g.state  # type: ignore[assignment]
    assert s.first == BOT and s.order() == [BOT, 0] and s.endgame == []
    assert s.bot["tokens"] == [1, 5, 7, 8, 11, 12] and s.bot["exosuits"] == 6
    g.apply(0, g.legal_actions(0)[0])  # the Path
    g.apply(0, g.legal_actions(0)[0])  # the leader
    p = s.players[0]
    assert p.goods["W"] == chronobot_free_water(p.path) + 1  # the second player's water
    assert s.phase == "powerup" and s.bot["powered"] == 6 and s.turn == 0


def chronobot_free_water(path: str) -> int:
    from epocha.games.anachrony.catalog import PATH_FACTS

    return PATH_FACTS[path].resources.get("W", 0)


def test_it_powers_four_exosuits_after_the_impact() -> None:
    s = solo(era=4, player={})
    s.pass_()  # it has 3 exosuits: its 3 actions, the era ends, the Impact, era 5
    assert s.state.impacted and s.state.phase == "powerup" and s.state.turn == 0
    s.act("done")  # the player powers up first (it was first), then the Chronobot
    assert s.state.phase == "warp" and s.state.bot["powered"] == 4


def test_the_rolled_token_acts_and_moves_along_the_arrows() -> None:
    s = solo()
    bot_turn(s, 6)  # token 6 on position 12: 2 water, then to 13
    b = s.state.bot
    assert b["water"] == 2 and b["tokens"][5] == 13 and b["actions"] == 1


def test_with_three_tokens_on_one_position_the_highest_moves_on() -> None:
    s = solo(bot={"powered": 3, "tokens": [1, 8, 8, 11, 11, 12]})
    bot_turn(s, 5)  # token 5 on 11 (water) moves to 8, joining 2 and 3: 5 moves on to 9
    assert s.state.bot["tokens"] == [1, 8, 8, 11, 9, 12]


def test_it_builds_the_higher_vp_tile_of_the_type_on_the_topmost_construct_space() -> None:
    s = solo(stacks={"power_plant": {"primary": ["b106"], "secondary": ["b101"]}})
    bot_turn(s, 1)  # token 1 on position 1: construct a power plant
    b = s.state.bot
    best = max(["b106", "b101"], key=lambda k: BUILDINGS[int(k[1:])].vp)
    assert b["buildings"] == [best] and s.state.spaces["construct:0"] == BOT and b["powered"] == 2


def test_a_full_construct_action_sends_it_to_the_council_first_player_space() -> None:
    s = solo(spaces={"construct:0": 0, "construct:1": 0})
    bot_turn(s, 1)
    assert s.state.spaces["council:0"] == BOT and s.state.first == BOT


def test_with_three_of_a_type_it_still_blocks_the_space_and_takes_the_failed_reward() -> None:
    s = solo(bot={"powered": 3, "buildings": ["b101", "b102", "b103"]})
    bot_turn(s, 1)
    b = s.state.bot
    assert s.state.spaces["construct:0"] == BOT and b["water"] == 2 and b["vp"] == 1


def test_beginner_failed_actions_give_water_only() -> None:
    s = solo(bot={"powered": 3, "buildings": ["b101", "b102", "b103"]}, level="beginner")
    bot_turn(s, 1)
    assert s.state.bot["water"] == 2 and s.state.bot["vp"] == 0


def test_before_the_impact_a_superproject_is_1_vp_and_no_exosuit() -> None:
    s = solo(bot={"powered": 3, "tokens": [1, 5, 7, 8, 11, 13]})
    bot_turn(s, 6)
    assert s.state.bot["vp"] == 1 and s.state.bot["powered"] == 3


def test_after_the_impact_it_builds_the_highest_vp_superproject_of_present_and_past() -> None:
    s = solo(
        bot={"powered": 3, "tokens": [1, 5, 7, 8, 11, 13]},
        era=5,
        timeline=[{"superproject": "s16"}, {"superproject": "s15"}, {"superproject": None}],
    )
    bot_turn(s, 6)
    assert "s15" in s.state.bot["superprojects"]  # 8 VP beats 3


def test_time_travel_takes_a_tile_from_where_it_has_most() -> None:
    s = solo(
        bot={"powered": 3, "tokens": [2, 5, 7, 8, 11, 12], "warps": [3, 4, 5, 6, 7, 8]},
        timeline=[{"warps": [[BOT, 1]]}, {"warps": [[BOT, 2]]}],
    )
    bot_turn(s, 1)
    b = s.state.bot
    assert b["time_travel"] == 1 and s.state.tile(1)["warps"] == [] and b["powered"] == 3


def test_recruit_takes_a_missing_type_by_priority_and_scores_a_set() -> None:
    s = solo(
        bot={
            "powered": 3,
            "tokens": [9, 5, 7, 8, 11, 12],
            "workers": {"genius": 1, "administrator": 1, "engineer": 1, "scientist": 0},
        },
        recruit_pool={"scientist": 1, "genius": 1},
    )
    bot_turn(s, 1)
    b = s.state.bot
    assert b["workers"] == {"genius": 0, "administrator": 0, "engineer": 0, "scientist": 0} and b["vp"] == 5


def test_mine_takes_by_priority_without_the_cube() -> None:
    s = solo(bot={"powered": 3, "resources": {"N": 1, "G": 0, "U": 0, "T": 0}}, mine_pool=["N", "G", "T"])
    bot_turn(s, 3)  # token 3 on position 7: mine
    b = s.state.bot
    assert b["resources"] == {"N": 1, "G": 1, "U": 0, "T": 0} and s.state.spaces["mine:0"] == BOT


def test_supply_pays_its_morale_cost_or_recruits_without_the_water() -> None:
    rich = solo(bot={"powered": 3, "tokens": [4, 5, 7, 8, 11, 12], "water": 5})
    bot_turn(rich, 1)
    assert rich.state.bot["morale"] == 1 and rich.state.bot["water"] == 0
    poor = solo(bot={"powered": 3, "tokens": [4, 5, 7, 8, 11, 12], "water": 4})
    bot_turn(poor, 1)
    assert poor.state.bot["morale"] == 0 and sum(poor.state.bot["workers"].values()) == 1


def test_supply_at_the_top_of_its_morale_still_pays_the_water_and_the_marker_stays() -> None:
    # seed 004, line ~1775 (Zasobovani/Nabor): the Chronobot pays the water its morale track
    # shows, then moves "doprava, pokud muze postoupit" (right, if it can): at the top it
    # pays and stays; it is not an action it cannot do (no 2 water and 1 VP)
    top = len(chronobot.MORALE_VP) - 1
    cost = chronobot.SUPPLY_COST[top]
    s = solo(bot={"powered": 3, "tokens": [4, 5, 7, 8, 11, 12], "water": cost, "morale": top})
    bot_turn(s, 1)
    b = s.state.bot
    assert (b["morale"], b["water"], b["vp"]) == (top, 0, 0)
    assert not list(s.events("bot_failed")) and sum(b["workers"].values()) == 0
    # without the water it recruits, as below the top
    poor = solo(bot={"powered": 3, "tokens": [4, 5, 7, 8, 11, 12], "water": cost - 1, "morale": top})
    bot_turn(poor, 1)
    assert poor.state.bot["morale"] == top and sum(poor.state.bot["workers"].values()) == 1


def test_remove_anomaly_pays_water_and_its_most_plentiful_resource() -> None:
    s = solo(
        bot={
            "powered": 3,
            "tokens": [3, 5, 7, 8, 11, 12],
            "anomalies": 1,
            "water": 2,
            "resources": {"N": 1, "G": 2, "U": 0, "T": 2},
        }
    )
    bot_turn(s, 1)
    b = s.state.bot
    assert b["anomalies"] == 0 and b["water"] == 0 and b["resources"]["T"] == 0  # ties: titanium


def test_research_rolls_the_shape_die_only() -> None:
    s = solo(bot={"powered": 3, "tokens": [6, 5, 7, 8, 11, 12]})
    with chance.dictated([0, 2]):  # token 1; the shape die's third face (shape 2)
        s.place("purify", "scientist")
    assert s.state.bot["breakthroughs"] == [[2, 1]]


def test_when_the_player_passes_first_the_phase_ends_after_its_third_action() -> None:
    s = solo(bot={"powered": 5})
    with chance.dictated([5, 5, 5]):  # three water actions
        s.pass_()
    assert s.state.era == 3
    assert sum(1 for e in s.events("bot_roll")) == 3


def test_out_of_exosuits_it_travels_in_time_then_passes() -> None:
    s = solo(bot={"powered": 0}, timeline=[{"warps": [[BOT, 1]]}], player={"powered": [1, 2, 3]})
    s.place("purify", "scientist")
    b = s.state.bot
    assert b["passed"] and b["time_travel"] == 1
    s.place("purify", "scientist")  # the player goes on alone
    assert s.state.turn == 0


def test_a_third_paradox_gives_it_an_anomaly_and_takes_back_a_warp_tile() -> None:
    s = solo(
        bot={"powered": 0, "paradox": 2, "warps": [3, 4, 5, 6, 7, 8], "passed": True},
        timeline=[{"warps": [[BOT, 1], [BOT, 2]]}],
        player={},
    )
    with chance.dictated([PARADOX_DIE.index(1)]):
        s.pass_()
    b = s.state.bot
    assert b["anomalies"] == 1 and b["paradox"] == 0 and len(s.state.tile(1)["warps"]) == 1


@pytest.mark.parametrize("bot_vp", [0, 60])
def test_the_solo_result_is_the_players_score_against_the_chronobots(bot_vp: int) -> None:
    s = solo(bot={"vp": bot_vp}, era=7, player={"vp": 30})
    s.pass_()
    result = s.game.result
    assert result["measure"] == {"kind": "opponent", "value": chronobot.score(s.state)}
    assert result["winners"] == ([0] if result["scores"][0] > result["measure"]["value"] else [])
    assert (result["winners"] == [0]) == (bot_vp == 0)
