"""Simultaneous secret choices (engine/secret.py): everyone picks at once, nothing is shown
until all have chosen, then all picks are revealed together and the slots are free again."""

from __future__ import annotations

import pytest

from epocha.engine.secret import commit, has_chosen, secret_picks, still_choosing


def test_picks_are_revealed_together_once_all_are_in():
    picks = secret_picks(3)
    assert still_choosing(picks) == [0, 1, 2]
    assert commit(picks, 1, "Oars") is None
    assert has_chosen(picks, 1) and not has_chosen(picks, 0)
    assert still_choosing(picks) == [0, 2]
    assert commit(picks, 2, "Archery") is None
    assert commit(picks, 0, "Writing") == ["Writing", "Oars", "Archery"]
    assert picks == [None, None, None]  # free for the next such choice


def test_no_pick_means_none():
    with pytest.raises(ValueError):
        commit(secret_picks(2), 0, None)


def test_innovation_shows_only_that_a_seat_has_chosen():
    import epocha

    g = epocha.new_game("innovation", players=3, seed=2)
    assert g.active_players == [0, 1, 2]
    card = g.legal_actions(1)[0]["card"]
    g.apply(1, g.legal_actions(1)[0])
    assert g.active_players == [0, 2]
    for seat in (0, 2, None):
        view = g.view(seat)
        assert view["state"]["players"][1]["has_chosen_meld"] and card not in str(view["state"])
