"""Playing an aggression (§10.2, §22.20-21): who may be attacked and at what cost, one political
action per turn, the defender's answer as that seat's decision (a checkpoint), what stays hidden.
The cards' own effects are tested in tests/games/tta/cards (test_i_plunder.py...)."""

from __future__ import annotations

import json

import pytest

from epocha.engine import IllegalAction
from epocha.games.tta.scenario import Scenario

from ..cards.shared_aggressions import BONUS, attacker, defender
from ..cards.shared_events import civ

SPY = "II:Spy"


def full(*players: dict, **position) -> Scenario:
    position.setdefault("age", "II")
    return Scenario(players=list(players), peaceful=False, **position)


def rivals(s: Scenario, card: str = SPY) -> list[int]:
    return sorted(a["rival"] for a in s.actions("aggression") if a["card"].startswith(card))


def test_only_strictly_weaker_civilizations_may_be_attacked():
    # strengths: 3 (seat 0), 2, 3, 1 (Warriors: 1 each)
    s = full(attacker(3, [SPY]), defender(2), defender(3), defender(1))
    assert rivals(s) == [1, 3]  # not seat 2: equal strength is not weaker (§10.2)
    labels = [a["label"] for a in s.actions("aggression")]
    assert labels == ["Aggression: Spy against Player 2", "Aggression: Spy against Player 4"]


def test_nobody_stronger_or_equal_means_no_aggression():
    s = full(attacker(2, [SPY]), defender(2))
    assert rivals(s) == []


def test_the_printed_military_actions_are_paid_and_an_aggression_that_costs_more_is_not_offered():
    s = full(attacker(4, [SPY, "III:Raid"]), defender(1), age="III")
    assert [a["cost"] for a in s.actions("aggression") if a["card"].startswith(SPY)] == [
        [{"term": "military", "kind": "cost", "amount": 1}]
    ]
    assert rivals(s, "III:Raid") == []  # 3 military actions; Despotism has 2
    s.act("aggression", card=SPY, rival=1)
    assert s.actions_left(0)[1] == 1


def test_an_aggression_is_the_one_political_action_of_the_turn():
    s = full(attacker(4, [SPY, "II:Plunder", "A:Development of Science"]), defender(1, science=3))
    s.act("aggression", card=SPY, rival=1)
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert not s.actions("aggression") and not s.actions("event") and not s.actions("resign")


def test_no_aggression_once_the_action_phase_began():
    s = full(attacker(4, [SPY]), defender(1))
    s.act("destroy", tech="A:Philosophy")
    assert not s.actions("aggression")


def test_no_politics_in_the_first_round():
    s = full(attacker(4, [SPY]), defender(1), round=1, age="A")
    assert not s.actions("aggression")


def test_an_aggression_may_be_played_in_the_last_round():
    s = full(attacker(4, [SPY]), defender(1), age="IV", round=9, last_round=9)
    assert rivals(s) == [1]


def test_the_defender_answers_as_its_own_decision_and_the_attacker_cannot_take_it_back():
    s = full(attacker(4, [SPY]), defender(1, [BONUS["II"]], science=6))
    s.act("aggression", card=SPY, rival=1)
    d = s.decision()
    assert d.seat == 1 and d.kind == "option"
    assert s.prompt() == "Player 1 attacks you with Spy (strength 4); your defence: 1"
    assert d.prompt["cause"] == {"rule": "politics.aggression"}
    assert not s.game.can_undo(0)
    with pytest.raises(IllegalAction):
        s.game.undo(0)
    assert s.labels() == [
        "Do not defend: the aggression succeeds",
        "Play Defense / Colonization (+4)",
        "Discard Defense / Colonization face down (+1)",
    ]


def test_the_defenders_hand_and_its_picks_stay_hidden_from_the_attacker():
    hand = [BONUS["II"], "II:Raid", "II:Spy"]
    s = full(attacker(5, [SPY]), defender(1, hand, science=6))
    s.act("aggression", card=SPY, rival=1)
    s.choose("d:II:Raid#1")
    s.choose(f"b:{BONUS['II']}#1")
    seen = json.dumps(s.game.view(0))
    assert "II:Raid" not in seen and "Defense" not in seen  # not even the picks so far
    s.choose("defend")
    seen = json.dumps(s.game.view(0))
    assert "II:Raid" not in seen  # discarded face down: how many, not which
    assert "Defense" in seen  # the bonus card was played face up
    defence = s.events("defence")[0]["args"]
    assert defence["discarded"] == 1 and defence["strength"] == 6


def test_a_failed_aggression_is_discarded_its_military_actions_stay_spent():
    s = full(attacker(4, [SPY]), defender(1, [BONUS["II"]], science=6))
    s.act("aggression", card=SPY, rival=1)
    s.choose(f"b:{BONUS['II']}#1", "defend")
    assert s.player(1).science == 6
    assert s.actions_left(0)[1] == 1
    assert s.state.military_discards["II"] == [f"{BONUS['II']}#1", "II:Spy#1"]
    assert [e["event"] for e in s.events() if "aggression" in e["event"]] == [
        "aggression",
        "aggression_failed",
    ]


def test_picks_that_fall_short_cannot_defend_and_yielding_plays_nothing():
    s = full(attacker(4, [SPY]), defender(1, [BONUS["I"], "II:Raid"], science=6))
    s.act("aggression", card=SPY, rival=1)
    s.choose(f"b:{BONUS['I']}#1")  # 1 + 2 = 3 < 4
    assert "defend" not in [a["option"] for a in s.actions("choose")]
    s.choose("yield")
    assert sorted(s.player(1).military_hand) == [f"{BONUS['I']}#1", "II:Raid#1"]
    assert s.player(1).science == 1 and s.player(0).science == 5
    assert s.events("no_defence")


def test_political_events_name_their_card_as_the_cause():
    s = full(attacker(4, [SPY]), defender(1, science=2))
    s.act("aggression", card=SPY, rival=1)
    causes = {
        e["event"]: e["message"].get("cause") for e in s.game.view(0)["log"] if "aggression" in e["event"]
    }
    assert causes == {
        "aggression": {"card": SPY},
        "aggression_succeeded": {"card": SPY},
    }


def test_an_aggression_against_a_player_who_is_not_weaker_is_refused_and_changes_nothing():
    s = full(attacker(3, [SPY]), defender(3), civ())
    assert "not a legal choice" in s.illegal({"type": "aggression", "card": "II:Spy#1", "rival": 1})


def test_the_peaceful_game_has_no_aggression_cards():
    with pytest.raises(IllegalAction, match="not in the peaceful game"):
        Scenario(players=[attacker(4, [SPY]), defender(1)], age="II", peaceful=True)
