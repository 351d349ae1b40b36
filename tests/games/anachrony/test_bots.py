"""Bots play Anachrony through the engine: honest resampling (a determinized copy depends only
on what the seat sees) and the heuristic they score positions with."""

from __future__ import annotations

import epocha
from epocha.bots.arena import play_game
from epocha.engine import Rng
from epocha.games.anachrony.determinize import determinize
from epocha.games.anachrony.heuristic import evaluate_all
from epocha.games.anachrony.scenario import Scenario


def test_a_copy_deals_again_only_what_the_seat_cannot_see() -> None:
    g = epocha.new_game("anachrony", players=3, seed=7, options={"doomsday": True})
    s = g.state
    copy = determinize(s, 0, Rng(1))
    for kind in s.primary:
        assert sorted(copy.primary[kind]) == sorted(s.primary[kind])
        assert copy.primary[kind][-1:] == s.primary[kind][-1:]  # the face-up top stays
    face_up = [t["superproject"] for t in s.timeline if t["face_up"]]
    assert [t["superproject"] for t in copy.timeline if t["face_up"]] == face_up
    assert [e for e in copy.experiments if e[1]] == [e for e in s.experiments if e[1]]
    assert sorted(copy.level2) == sorted(s.level2)


def test_two_games_a_seat_cannot_tell_apart_give_the_same_copies() -> None:
    a = epocha.new_game("anachrony", players=2, seed=1)
    b = epocha.new_game("anachrony", players=2, seed=1)
    sb = b.state
    # another deal of what seat 0 cannot see: the stacks below their tops, the decks, the
    # face-down superprojects
    for kind in sb.primary:
        sb.primary[kind][:-1] = list(reversed(sb.primary[kind][:-1]))
    sb.recruit_deck.reverse()
    sb.mine_deck.reverse()
    down = [t for t in sb.timeline if not t["face_up"]]
    projects = [t["superproject"] for t in down]
    for t, key in zip(down, reversed(projects), strict=True):
        t["superproject"] = key
    assert a.view(0) == b.view(0) and a.state.to_dict() != sb.to_dict()
    ca, cb = determinize(a.state, 0, Rng(5)), determinize(sb, 0, Rng(5))
    assert ca.to_dict() == cb.to_dict()


def test_the_heuristic_prefers_the_player_ahead() -> None:
    s = Scenario(players=[{"vp": 20}, {"vp": 0}], era=3)
    ahead, behind = evaluate_all(s.state)
    assert ahead > 0 > behind


def test_greedy_and_random_bots_finish_a_game() -> None:
    record = play_game("anachrony", ["greedy", "random"], 2, 3, 0)
    assert record.result["winners"]
