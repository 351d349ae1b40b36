"""The campaign (digest §17): five chapters read in order, their unlocks kept for good and given
to each game as its `unlocks` option; a record that refuses to be broken."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import IllegalAction
from epocha.games.revive import campaign
from epocha.games.revive.catalog import content


def _play(options: dict, players: int, seed: int) -> epocha.Game:
    g = epocha.new_game("revive", players=players, seed=seed, options=options)
    pick = random.Random(seed)
    while not g.is_over:
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] not in ("end_turn", "hibernate", "pass", "end_game")]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.85 else actions))
    return g


def test_a_campaign_is_played_through_its_five_chapters_applying_each_unlock() -> None:
    record = campaign.new_record()
    for chapter in range(1, campaign.CHAPTERS + 1):
        assert record["chapter"] == chapter
        cards, options = campaign.chapter_start(record)
        assert all(c.chapter == chapter and not c.after_game for c in cards)
        g = _play(options, players=2 + chapter % 3, seed=chapter)
        s = g.state
        unlocks = campaign.parse(options["unlocks"])
        # what the record unlocked is in this game
        if "component:m49" in unlocks:
            assert "m49" in s.module_stack + s.module_offer + s.out_of_game or any(
                "m49" in spaces for p in s.players for spaces in p.modules.values()
            )
        if chapter == 1:
            assert unlocks == frozenset()  # (the first game: the base rules)
            assert {p.tribe for p in s.players} <= {"nadair", "hofstadterians", "kunibani", "ox49"}
        later = campaign.chapter_end(record, g.result)
        assert all(c.after_game or c.chapter == chapter for c in later)
        assert record["games"][-1]["chapter"] == chapter
    assert campaign.finished(record)
    assert sorted(record["read"]) == list(range(1, 31))  # every card read, once
    assert set(record["unlocks"]) == set(campaign.all_unlocks())


def test_the_switch_rule_comes_after_the_first_game() -> None:
    record = campaign.new_record()
    _, options = campaign.chapter_start(record)
    assert "switch_rule" not in campaign.parse(options["unlocks"])
    campaign.chapter_end(record, {"winners": [0], "scores": [10, 5]})
    assert "switch_rule" in record["unlocks"]
    _, options = campaign.chapter_start(record)
    assert "switch_rule" in campaign.parse(options["unlocks"])
    assert "tribe:formicans" in campaign.parse(options["unlocks"])  # (chapter 2's first cards)


def test_every_unlock_kind_is_given_by_some_card() -> None:
    kinds = {u["kind"] for card in content().campaign for u in card.unlocks}
    assert kinds == {"tribe", "moon_side", "switch_rule", "giant_crystals", "large_location", "components"}


def test_unknown_unlocks_are_refused() -> None:
    with pytest.raises(IllegalAction, match="unknown unlocks: tribe:vikings"):
        epocha.new_game("revive", players=2, seed=1, options={"unlocks": "tribe:vikings"})


def test_after_the_campaign_any_part_of_it_may_be_played() -> None:
    g = _play({"unlocks": "tribe:vukunturs,moon:vukunturs", "tribe_choice": True}, players=3, seed=4)
    assert g.is_over


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ({"game": "anachrony"}, "not a Revive campaign record"),
        ({**campaign.new_record(), "version": 9}, "version 9"),
        ({**campaign.new_record(), "chapter": 8}, "chapter must be 1-6"),
        ({**campaign.new_record(), "read": [31]}, "numbers of the campaign deck"),
        ({**campaign.new_record(), "unlocks": ["tribe:vikings"]}, "unlocks of the campaign deck"),
    ],
)
def test_a_broken_record_is_refused(record: dict, words: str) -> None:
    with pytest.raises(IllegalAction, match=words):
        campaign.check_record(record)
