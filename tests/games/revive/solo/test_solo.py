"""Revive alone (digest §16): one action a turn, the action cube as the clock, the offers cleared
when hibernating, no end on the last artifact, the result table's rank."""

from __future__ import annotations

import pytest

from epocha.games.revive.scenario import Scenario
from epocha.games.revive.solo import rank


def solo(**position) -> Scenario:
    players = position.pop("players", [{"tribe": "nadair"}])
    return Scenario(players=players, **position)


def test_the_set_up_alone() -> None:
    s = solo()
    assert s.state.cube == 1 and not s.state.clock_out
    assert not s.state.end_tile_free  # (no end-game tile alone)
    assert len(s.state.crater) == 3  # (only the artifacts marked 1+)
    assert s.player(0).resources["crystal"] == 1


def test_one_action_a_turn() -> None:
    s = solo(players=[{"tribe": "nadair", "active": ["s1", "s2", "s3"]}])
    s.switch("gear")
    # the turn is over with its one action: a new turn (the same player) offers the switch no more
    # but offers cards again
    assert s.state.turn["actions"] == 0 and s.state.turn["number"] == 1
    assert s.can("play", card="s1")


def test_a_card_played_moves_the_cube_one_space() -> None:
    s = solo(players=[{"tribe": "nadair", "active": ["c01"]}])
    s.play("c01", "top1")
    s.resolve_all()
    assert s.state.cube == 2


def test_a_hibernation_moves_the_cube_two_spaces_and_may_clear_the_offers() -> None:
    s = solo(players=[{"tribe": "nadair", "active": [], "rest": ["s1"]}])
    offer = list(s.state.offer)
    s.hibernate()
    assert s.state.cube == 3
    while s.decision().kind != "clear":  # (the hibernation reward first)
        s.choose(s.choices()[0])
    s.choose(["card", offer[0]])
    assert offer[0] in s.state.out_of_game and offer[0] not in s.state.offer
    s.choose("pass")
    assert len(s.state.offer) == 5  # (refilled)


def test_the_game_ends_with_the_turn_the_cube_passes_the_top() -> None:
    s = solo(players=[{"tribe": "nadair", "active": ["c01"]}], cube=20)
    s.play("c01", "top1")
    s.resolve_all()
    assert s.result is not None
    assert s.result["measure"]["kind"] == "rank"


def test_with_solo_end_actions_the_player_goes_on_without_cards_or_hibernation() -> None:
    s = solo(players=[{"tribe": "nadair", "active": ["c01", "s1"]}], cube=20, options={"solo_end": "actions"})
    s.play("c01", "top1")
    s.resolve_all()
    assert s.result is None and s.state.clock_out
    assert not s.can("play") and not s.can("hibernate") and s.can("switch", resource="gear")
    s.act("end_game")
    assert s.result is not None


def test_the_last_artifact_ends_nothing_alone() -> None:
    s = solo(crater=["large_purple_1"])
    assert s.result is None
    s.state.players[0].small_artifacts = 0
    from epocha.games.revive.artifacts import crater_emptied

    s.state.crater.clear()
    crater_emptied(s.state, 0)
    assert s.state.last_turns is None and not s.player(0).end_tile


@pytest.mark.parametrize(
    ("score", "result"),
    [(0, "loss"), (49, "loss"), (50, "not_a_win"), (75, "minor_victory"), (100, "full_victory"),
     (130, "great_victory"), (160, "total_victory"), (180, "utopia"), (240, "utopia")],
)  # fmt: skip
def test_the_result_table(score: int, result: str) -> None:
    assert rank(score) == result
