"""Rulebook examples of the solo mode, the Chronobot (digest §14)."""

from __future__ import annotations

from epocha.engine import chance
from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.state import BOT

NONE = {"genius": 0, "administrator": 0, "engineer": 0, "scientist": 0}
RECRUITING = [9, 5, 7, 8, 11, 12]  # token 1 on position 9: Recruit


def solo(bot: dict, **position: object) -> Scenario:
    return Scenario(
        players=[{"powered": [1, 2]}], era=2, options={"chronobot": "normal"}, chronobot=bot, **position
    )


def bot_turn(s: Scenario, token: int) -> None:
    """The player places a worker on Purify Water; the Chronobot then rolls `token`."""
    with chance.dictated([token - 1]):
        s.place("purify", "scientist")


def test_1715_chronobot_recruits_the_first_missing_type_on_offer_without_a_bonus() -> None:
    """Seed line 1715 (Chronobot Recruit, example 1): it takes a worker type it does not have,
    by the order genius > administrator > engineer > scientist, among those on offer (no
    genius is), and gets no recruit bonus."""
    s = solo(
        {"powered": 3, "tokens": RECRUITING, "workers": dict(NONE)},
        recruit_pool={"administrator": 1, "scientist": 1},
    )
    before = dict(s.state.bot)
    bot_turn(s, 1)
    b = s.state.bot
    assert b["workers"] == {**NONE, "administrator": 1}
    assert s.state.recruit_pool["administrator"] == 0 and s.state.recruit_pool["scientist"] == 1
    assert b["vp"] == before["vp"] and b["water"] == before["water"]
    assert s.state.spaces["recruit:0"] == BOT


def test_1717_chronobot_with_all_four_types_discards_one_of_each_for_5_vp() -> None:
    """Seed line 1717 (Chronobot Recruit, example 2): it recruits the one type it lacks, the
    scientist; having now one of each of the four types it discards one of each and scores
    5 VP."""
    s = solo(
        {
            "powered": 3,
            "tokens": RECRUITING,
            "workers": {**NONE, "genius": 1, "administrator": 1, "engineer": 1},
        },
        recruit_pool={"scientist": 1, "genius": 1},
    )
    vp = s.state.bot["vp"]
    bot_turn(s, 1)
    b = s.state.bot
    assert b["workers"] == NONE and b["vp"] == vp + 5
    assert s.state.recruit_pool["scientist"] == 0 and s.state.recruit_pool["genius"] == 1


def test_1744_chronobot_mines_the_first_missing_resource_else_the_first_on_offer() -> None:
    """Seed line 1744 (Chronobot Mine, example 1): it takes a resource it does not have yet,
    by the order neutronium > uranium > gold > titanium; if none it lacks is on offer, it
    takes the first on offer by that order."""
    missing = solo(
        {"powered": 3, "resources": {"N": 1, "G": 0, "U": 0, "T": 0}}, mine_pool=["N", "G", "U", "T", "T"]
    )
    bot_turn(missing, 3)  # token 3 on position 7: Mine
    assert missing.state.bot["resources"] == {"N": 1, "G": 0, "U": 1, "T": 0}
    assert missing.state.mine_pool == ["N", "G", "T", "T"]
    offered = solo({"powered": 3, "resources": {"N": 0, "G": 1, "U": 1, "T": 1}}, mine_pool=["G", "T"])
    bot_turn(offered, 3)
    assert offered.state.bot["resources"] == {"N": 0, "G": 2, "U": 1, "T": 1}
