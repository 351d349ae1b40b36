"""Rulebook examples of the era's phases (digest §5): Preparation, Paradox, Power Up, Warp and
the Action Rounds."""

from __future__ import annotations

from epocha.engine import chance
from epocha.games.anachrony.catalog import MINE_CARDS, PARADOX_DIE, RECRUIT_CARDS
from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.state import workers

ONE, TWO = PARADOX_DIE.index(1), PARADOX_DIE.index(2)


def last_turn_of_era_2(**position: object) -> Scenario:
    """Era 2, the other player has passed: seat 0's pass ends the era and begins era 3."""
    return Scenario(players=[{}, {"passed": True}], era=2, **position)


def test_356_preparation_turns_up_the_next_eras_superproject() -> None:
    """Seed line 356 (Preparation, "reveal a superproject"): at the start of an era the
    superproject above the next era's timeline tile is turned face up; the ones further right
    stay face down."""
    s = last_turn_of_era_2()
    assert s.state.tile(3)["face_up"] and not s.state.tile(4)["face_up"]
    s.pass_()
    assert s.state.era == 3
    assert s.state.tile(4)["face_up"] and not s.state.tile(5)["face_up"]


def test_372_preparation_moves_each_primary_top_onto_its_secondary_stack() -> None:
    """Seed line 372 (Preparation, "refresh the building offer"): the top tile of every primary
    stack goes face up beside it, onto the secondary stack, covering what lay there; both new
    tops can then be built."""
    s = last_turn_of_era_2(stacks={"power_plant": {"primary": ["b102", "b105"], "secondary": ["b110"]}})
    tops = {kind: stack[-1] for kind, stack in s.state.primary.items()}
    assert tops["power_plant"] == "b105"
    s.pass_()
    assert s.state.secondary["power_plant"] == ["b110", "b105"]  # b105 covers b110
    assert s.state.primary["power_plant"][-1] == "b102"
    for kind, top in tops.items():
        assert s.state.secondary[kind][-1] == top


def test_377_preparation_clears_the_recruit_offer_and_lays_the_next_cards_four_workers() -> None:
    """Seed line 377 (Preparation, "set the workers on offer"): the workers left from the last
    era leave the offer; the top recruit card's four workers take their place."""
    s = last_turn_of_era_2(recruit_pool={"genius": 1, "scientist": 1})
    card = RECRUIT_CARDS[s.state.recruit_deck[-1]]
    s.pass_()
    assert s.state.recruit_pool == {**workers(), **card}
    assert sum(s.state.recruit_pool.values()) == 4


def test_400_preparation_clears_the_mine_offer_and_lays_the_next_cards_five_resources() -> None:
    """Seed line 400 (Preparation, "set the resources on offer"): the resources left in the
    mine offer are removed and the top mine card's five resources are laid out instead."""
    s = last_turn_of_era_2(mine_pool=["T"])
    card = MINE_CARDS[s.state.mine_deck[-1]]
    s.pass_()
    assert s.state.mine_pool == list(card) and len(s.state.mine_pool) == 5


def test_427_paradox_tiles_are_checked_left_to_right_and_the_most_warp_tiles_roll() -> None:
    """Seed line 427 (the Paradox phase and its order of evaluation): the timeline tiles are
    looked at from left to right; on each, whoever has the most warp tiles there rolls the
    paradox die once and takes that many paradoxes, everyone tied for most rolling."""
    s = last_turn_of_era_2(timeline=[{"warps": [[0, 1], [0, 2], [1, 3]]}, {"warps": [[0, 4], [1, 5]]}])
    with chance.dictated([ONE, ONE, TWO]):
        s.pass_()
    rolls = [(e["args"]["player"], e["args"]["era"]) for e in s.events("paradox_roll")]
    assert rolls == [(0, 1), (0, 2), (1, 2)]  # era 1: seat 0 alone (2 to 1); era 2: a tie
    assert s.player(0).paradox == 2 and s.player(1).paradox == 2


def test_498_power_up_charges_an_energy_core_per_bottom_exosuit_and_pays_water_per_empty_slot() -> None:
    """Seed line 498 (Power Up): a player sets up to six exosuits on its board's slots, paying
    one energy core for each of the bottom three, then takes one water for each slot left
    empty."""
    s = Scenario(players=[{"goods": {"E": 2}}, {"passed": True}], era=2)
    s.pass_()
    assert s.state.phase == "powerup" and s.decision().seat == 0
    for slot in (1, 2, 3, 4):
        s.act("power", slot=slot)
    s.act("done")
    p = s.player(0)
    assert p.powered == [True, True, True, True, False, False] and p.exosuits == 2
    assert p.goods["E"] == 1  # slot 4 is a bottom slot; 1-3 are free
    assert p.goods["W"] == 2  # slots 5 and 6 left empty


def test_542_warp_brings_the_tiles_goods_and_a_worker_costs_a_water_the_same_warp_may_bring() -> None:
    """Seed line 542 (Warp): each player reveals 0-2 warp tiles, lays them on the present era's
    timeline tile and takes what they show from the general supply; a worker from the future
    costs one water, which may be the water warped in with it, and joins the active column; a
    warped exosuit goes onto an exosuit slot, even a covered one."""
    s = Scenario(players=[{"goods": {"E": 3}}, {"passed": True}], era=2)
    s.pass_()
    for slot in range(1, 7):  # six exosuits: no water from empty slots
        s.act("power", slot=slot)
    while s.state.phase == "powerup":
        s.act("done")
    assert s.player(0).goods["W"] == 0
    assert s.state.phase == "warp"
    assert not s.can("warp", tiles=[8])  # a scientist alone: no water to pay for it
    s.act("warp", tiles=[5, 8])  # 2 water and a scientist
    s.act("warp", tiles=[])
    p = s.player(0)
    assert s.state.phase == "actions"
    assert p.goods["W"] == 1  # 2 warped, 1 paid for the scientist
    assert p.active["scientist"] == 3
    assert sorted(s.state.tile(3)["warps"]) == [[0, 5], [0, 8]]
    assert 5 not in p.warps and 8 not in p.warps
    # a warped exosuit goes onto an exosuit slot, even one a Hex Unavailable tile covers
    late = Scenario(players=[{"goods": {"E": 3, "W": 0}}, {"passed": True}], era=5)
    late.pass_()  # era 6: slots 2 and 3 are covered
    for slot in (1, 4, 5, 6):
        late.act("power", slot=slot)
    while late.state.phase == "powerup":
        late.act("done")
    q = late.player(0)
    assert q.covered == [2, 3] and q.goods["W"] == 0  # covered slots give no water
    late.act("warp", tiles=[9]).act("warp", tiles=[])
    assert q.powered == [True, True, False, True, True, True] and q.exosuits == 1


def test_580_turns_go_clockwise_each_placing_one_worker_or_passing_until_all_passed() -> None:
    """Seed line 580 (Action Rounds): from the first player, clockwise, each turn a player
    places one worker (or passes and places no more this era); once all have passed, Clean Up
    follows."""
    s = Scenario(players=[{"powered": [1]}, {"powered": [1]}, {"powered": [1]}], era=2, first=1, turn=1)
    s.place("purify", "scientist")
    assert s.state.turn == 2
    s.pass_()
    assert s.state.turn == 0
    s.place("purify", "scientist")
    assert s.state.turn == 1
    s.pass_()
    assert s.state.turn == 0  # seat 2 passed: skipped
    s.pass_()
    assert s.state.era == 3 and s.state.phase == "powerup"


def test_596_a_free_action_is_once_an_era_marked_with_a_path_marker_and_does_not_end_the_turn() -> None:
    """Seed line 596 (free actions): a free action is taken in any of one's turns, once an era;
    a Path marker covers it; the player may still place a worker that turn; the markers come
    back at Clean Up."""
    s = Scenario(players=[{"powered": [1], "tired": {"engineer": 1}, "morale": 3}, {"passed": True}], era=2)
    s.free("force")  # Force Workers: a free action on every board
    p = s.player(0)
    assert p.markers == 6 and s.state.turn == 0  # (7 at hand: all but the focus marker)
    assert not s.can("free", action="force")
    s.place("purify", "engineer")  # the same turn's placement
    assert s.state.turn == 0 and s.decision().seat == 0  # (the other player passed)
    s.pass_()
    assert s.state.era == 3 and p.markers == 7
    no_marker = Scenario(players=[{"markers": 0, "tired": {"engineer": 1}}, {"passed": True}], era=2)
    assert not no_marker.can("free", action="force")  # out of Path markers: no free action
