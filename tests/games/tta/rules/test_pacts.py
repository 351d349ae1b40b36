"""Pacts (§10.4-10.6; three or four civilizations only): offering one as the political action,
the partner's answer as its own decision, a pact accepted or refused, one laid per player,
cancelling, what attacks and a resignation do to them, positions with pacts, the log. The cards'
own effects are tested in tests/games/tta/cards (test_iii_peace_treaty.py...)."""

from __future__ import annotations

import pytest

import epocha
from epocha.engine import IllegalAction
from epocha.engine.render import Renderer
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.terms import terms

from ..cards.shared_pacts import SPY, WAR, army, full, pact
from ..invariants import check_position

BORDERS = "I:Open Borders Agreement"  # sides alike: +1 military action
ROUTES = "I:Trade Routes Agreement"  # sides A and B
SUPREMACY = "II:Acceptance of Supremacy"  # sides A and B; no attack between the parties
PEACE = "III:Peace Treaty"  # sides alike; no attack between the parties
MILITARY = "III:Military Pact"  # sides alike; +3 strength; ends on an attack


def offering(*players: dict, hand=(BORDERS,), **position) -> Scenario:
    """Seat 0 holds the pacts of `hand`; three plain civilizations unless given."""
    players = list(players or (army(), army(), army()))
    players[0] = {**players[0], "military_hand": [*players[0].get("military_hand", []), *hand]}
    return full(*players, **position)


def offers(s: Scenario) -> list[tuple[str, int, str]]:
    return [(a["card"], a["partner"], a["side"]) for a in s.actions("pact")]


def laid_by(s: Scenario) -> dict:
    return {c: (d["by"], d["with"], d["side"]) for c, d in s.state.pacts.items()}


# -- offering ------------------------------------------------------------------------------------


def test_a_pact_may_be_offered_to_every_other_civilization():
    s = offering(army(), army(), army(), army())
    assert offers(s) == [(f"{BORDERS}#1", 1, "A"), (f"{BORDERS}#1", 2, "A"), (f"{BORDERS}#1", 3, "A")]
    assert s.labels("pact") == [
        "Offer Open Borders Agreement to Player 2",
        "Offer Open Borders Agreement to Player 3",
        "Offer Open Borders Agreement to Player 4",
    ]


def test_a_pact_with_sides_is_offered_with_either_side():
    s = offering(hand=(ROUTES,))
    assert offers(s) == [(f"{ROUTES}#1", q, side) for q in (1, 2) for side in ("A", "B")]
    assert s.labels("pact")[:2] == [
        "Offer Trade Routes Agreement to Player 2 (side A)",
        "Offer Trade Routes Agreement to Player 2 (side B)",
    ]


def test_not_with_two_civilizations():
    with pytest.raises(IllegalAction, match=r"than the 2-player game has \(0\)"):
        offering(army(), army(), hand=(BORDERS,))  # the pacts are out of the decks


def test_not_once_only_two_civilizations_are_left_in_the_game():
    s = offering(army(), {"resigned": True}, army())
    assert offers(s) == []
    s = offering(army(), {"resigned": True}, army(), army())
    assert [q for _, q, _ in offers(s)] == [2, 3]  # not to a civilization that resigned


def test_not_in_the_peaceful_game():
    s = Scenario(players=[army(), army(), army()], peaceful=True)
    assert s.actions("pact") == []


def test_an_offer_is_the_political_action_of_the_turn():
    s = offering(army(4), army(1), army(1), hand=(BORDERS, SPY, ROUTES), age="II")
    s.act("pact", card=BORDERS, partner=1)
    s.choose("accept")
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert not any(s.actions(k) for k in ("pact", "cancel_pact", "aggression", "event", "resign"))


def test_no_offer_once_the_action_phase_began():
    s = offering()
    s.act("destroy", tech="A:Philosophy")
    assert s.actions("pact") == []


# -- the partner's answer --------------------------------------------------------------------------


def test_the_partner_answers_as_its_own_decision_and_the_offerer_cannot_undo():
    s = offering(hand=(ROUTES,))
    s.act("pact", card=ROUTES, partner=2, side="B")
    d = s.decision()
    assert d.seat == 2 and d.kind == "option"
    assert s.game.active_players == [2]
    assert s.prompt() == "Player 1 offers you Trade Routes Agreement: you would hold side A"
    assert d.prompt["cause"] == {"rule": "politics.pact"}
    assert s.labels() == ["Accept Trade Routes Agreement", "Refuse Trade Routes Agreement"]
    assert not s.game.can_undo(0)
    with pytest.raises(IllegalAction):
        s.game.undo(0)
    assert s.player(0).military_hand == []  # revealed, out of the hand


def test_the_prompt_of_a_pact_whose_sides_are_alike_names_no_side():
    s = offering()
    s.act("pact", card=BORDERS, partner=1)
    assert s.prompt() == "Player 1 offers you Open Borders Agreement"


def test_refused_the_card_goes_back_to_the_hand_and_the_political_action_is_used():
    s = offering(hand=(BORDERS, ROUTES))
    s.act("pact", card=BORDERS, partner=1)
    s.choose("refuse")
    assert s.state.pacts == {} and s.player(0).pacts == [] and s.player(1).pacts == []
    assert sorted(s.player(0).military_hand) == [f"{BORDERS}#1", f"{ROUTES}#1"]
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert s.actions("pact") == [] and s.actions_left(0) == (4, 2)
    assert s.events("pact_refused")[0]["args"] == {"player": 1, "card": BORDERS, "by": 0}


def test_accepted_it_lies_in_front_of_the_offerer_and_takes_effect_at_once():
    s = offering(hand=(ROUTES,))
    s.act("pact", card=ROUTES, partner=2, side="B")
    s.choose("accept")
    assert laid_by(s) == {f"{ROUTES}#1": (0, 2, "B")}
    assert s.player(0).pacts == [f"{ROUTES}#1"] and s.player(2).pacts == [f"{ROUTES}#1"]
    assert s.player(1).pacts == [] and s.player(0).military_hand == []
    assert s.events("pact")[0]["args"] == {"player": 2, "card": ROUTES, "by": 0, "side": "B"}


# -- one laid per player -----------------------------------------------------------------------------


def test_the_offerers_previous_pact_leaves_the_game_whoever_it_was_with():
    s = offering(pacts=[pact(BORDERS, 0, 2)], hand=(PEACE,))
    assert s.actions_left(2) == (4, 3)
    s.act("pact", card=PEACE, partner=1)
    s.choose("accept")
    assert laid_by(s) == {f"{PEACE}#1": (0, 1, None)}
    assert f"{BORDERS}#1" in s.state.military_discards["I"] and s.player(2).pacts == []
    assert s.actions_left(0) == (4, 2) and s.actions_left(2) == (4, 2)  # its effect ended
    ended = s.events("pact_ended")[0]["args"]
    assert ended == {"card": BORDERS, "by": 0, "partner": 2, "how": "replaced"}


def test_refused_the_previous_pact_stays():
    s = offering(pacts=[pact(BORDERS, 0, 2)], hand=(PEACE,))
    s.act("pact", card=PEACE, partner=1)
    s.choose("refuse")
    assert laid_by(s) == {f"{BORDERS}#1": (0, 2, None)}


def test_one_may_be_party_to_several_pacts_others_laid():
    pacts = [pact(BORDERS, 1, 0), pact(ROUTES, 2, 0, "A"), pact(MILITARY, 3, 1)]
    s = offering(army(), army(), army(), army(), pacts=pacts, hand=(PEACE,))
    s.act("pact", card=PEACE, partner=3)
    s.choose("accept")
    assert laid_by(s) == {
        f"{BORDERS}#1": (1, 0, None),
        f"{ROUTES}#1": (2, 0, "A"),
        f"{MILITARY}#1": (3, 1, None),
        f"{PEACE}#1": (0, 3, None),
    }
    assert s.player(0).pacts == [f"{BORDERS}#1", f"{ROUTES}#1", f"{PEACE}#1"]
    assert s.player(3).pacts == [f"{MILITARY}#1", f"{PEACE}#1"]
    assert s.actions_left(0) == (4, 3)  # Open Borders still counts


# -- cancelling ------------------------------------------------------------------------------------


def test_either_party_may_cancel_and_its_effect_ends_at_once():
    for seat in (0, 1):  # the layer, then the partner
        s = full(army(), army(), army(), pacts=[pact(BORDERS, 0, 1)], turn_player=seat)
        assert s.labels("cancel_pact") == [f"Cancel Open Borders Agreement with Player {2 - seat}"]
        assert s.actions_left(0) == (4, 3) and s.actions_left(1) == (4, 3)
        s.act("cancel_pact", card=BORDERS)
        assert s.state.pacts == {} and s.player(0).pacts == [] and s.player(1).pacts == []
        assert s.state.military_discards["I"][-1] == f"{BORDERS}#1"  # face down, its age's pile
        assert s.actions_left(0) == (4, 2) and s.actions_left(1) == (4, 2)  # re-synced
        assert s.events("pact_ended")[0]["args"]["how"] == "cancel"


def test_a_pact_that_leaves_the_game_goes_face_down_to_its_ages_military_discards():
    # seed 001, line ~1404 (Odhozeni / odstraneni ze hry): military cards discarded or removed
    # from the game go face down to the military discard pile of their age (only civil cards
    # never come back); line ~556 (Zruseni smlouvy): a cancelled pact is removed from the game.
    # So a pact of the current age comes back when its discards are reshuffled.
    s = full(army(), army(), army(), age="I", pacts=[pact(BORDERS, 0, 1)])
    s.act("cancel_pact", card=BORDERS)
    assert s.state.military_discards["I"] == [f"{BORDERS}#1"]
    assert f"{BORDERS}#1" not in s.state.removed
    check_position(s.game)


def test_no_cancelling_a_pact_one_is_no_party_to():
    s = full(army(), army(), army(), pacts=[pact(BORDERS, 1, 2)])
    assert s.actions("cancel_pact") == []
    assert "not a legal choice" in s.illegal({"type": "cancel_pact", "card": f"{BORDERS}#1"})


def test_cancelling_is_the_political_action_of_the_turn():
    s = full(army(), army(), army(), pacts=[pact(BORDERS, 0, 1), pact(PEACE, 2, 0)])
    assert len(s.actions("cancel_pact")) == 2
    s.act("cancel_pact", card=PEACE)
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert s.actions("cancel_pact") == [] and s.actions("resign") == []
    assert laid_by(s) == {f"{BORDERS}#1": (0, 1, None)}


def test_a_cancelled_pact_that_forbade_attacks_allows_them_from_the_next_turn():
    s = full(army(4, military_hand=[SPY]), army(1), army(5), age="II", pacts=[pact(PEACE, 0, 1)])
    assert s.actions("aggression") == []
    s.act("cancel_pact", card=PEACE)
    assert s.actions("aggression") == []  # the political action was used
    s.end_turn().end_turn().end_turn()
    assert {a["rival"] for a in s.actions("aggression") if a["card"] == f"{SPY}#1"} == {1}


# -- attacks -----------------------------------------------------------------------------------------


def test_a_pact_forbidding_attacks_does_not_cancel_a_war_declared_before():
    s = full(
        army(4, science=5, military_hand=[WAR]),
        army(1, science=5, military_hand=[SUPREMACY]),
        army(1),
        age="II",
    )
    s.act("war", card=WAR, rival=1)
    s.end_turn()
    s.act("pact", card=SUPREMACY, partner=0, side="B")  # seat 1 offers, seat 0 accepts
    s.choose("accept")
    assert s.state.wars and laid_by(s) == {f"{SUPREMACY}#1": (1, 0, "B")}
    s.end_turn().end_turn()  # seat 0's turn: the war is fought
    won = s.events("war_won")[0]["args"]
    assert (won["winner"], won["advantage"]) == (0, 3)
    assert s.player(1).science == 5 + 1 - 3 and s.state.wars == []
    assert laid_by(s) == {f"{SUPREMACY}#1": (1, 0, "B")}  # and the pact stays


def test_an_aggression_ends_the_pacts_that_end_on_an_attack_and_keeps_the_others():
    pacts = [pact(MILITARY, 0, 1), pact(BORDERS, 1, 0)]
    s = full(army(6, military_hand=[SPY]), army(1), army(1), age="II", pacts=pacts)
    s.act("aggression", card=SPY, rival=1)
    assert laid_by(s) == {f"{BORDERS}#1": (1, 0, None)}
    assert s.events("aggression")[0]["args"]["strength"] == 8  # 6, Open Borders' 2, not the Military Pact's 3


# -- resigning ---------------------------------------------------------------------------------------


def test_resigning_removes_the_pacts_it_laid_and_those_others_laid_with_it():
    pacts = [pact(BORDERS, 1, 0), pact(MILITARY, 2, 1), pact(PEACE, 0, 3)]
    s = full(army(), army(), army(), army(), pacts=pacts, turn_player=1)
    s.act("resign")
    assert laid_by(s) == {f"{PEACE}#1": (0, 3, None)}
    assert f"{BORDERS}#1" in s.state.military_discards["I"]
    assert f"{MILITARY}#1" in s.state.military_discards["III"]
    assert s.player(0).pacts == [f"{PEACE}#1"] and s.player(2).pacts == []
    assert s.actions_left(0) == (4, 2)  # Open Borders' action is gone
    assert s.ratings(2).strength == 1
    assert sorted(e["args"]["how"] for e in s.events("pact_ended")) == ["resign", "resign"]
    check_position(s.game)


# -- positions ---------------------------------------------------------------------------------------


def test_positions_with_pacts_round_trip():
    s = offering(pacts=[pact(BORDERS, 1, 0), pact(MILITARY, 2, 1)], hand=(ROUTES,))
    s.act("pact", card=ROUTES, partner=2, side="B")
    s.choose("accept")
    pos = s.game.to_position()
    assert pos["pacts"] == [
        {"card": f"{BORDERS}#1", "by": 1, "with": 0, "side": None},
        {"card": f"{MILITARY}#1", "by": 2, "with": 1, "side": None},
        {"card": f"{ROUTES}#1", "by": 0, "with": 2, "side": "B"},
    ]
    check_position(s.game)
    again = epocha.from_position("tta", pos, seed=3)
    assert again.state.pacts == s.state.pacts
    assert [p.pacts for p in again.state.players] == [p.pacts for p in s.state.players]


def test_a_pacts_side_may_be_left_out_when_its_sides_are_alike():
    s = full(army(), army(), army(), pacts=[{"card": BORDERS, "by": 0, "with": 1}])
    assert laid_by(s) == {f"{BORDERS}#1": (0, 1, None)}


BAD_PACTS = [
    ([pact(BORDERS, 0, 0)], "laid by one civilization still in the game with another"),
    ([pact(BORDERS, 0, 1), pact(PEACE, 0, 2)], "player 0 lays one pact at most"),
    ([pact(BORDERS, 0, 1, "A")], "its sides are alike"),
    ([pact(ROUTES, 0, 1)], "the layer's side must be 'A' or 'B'"),
    ([pact(ROUTES, 0, 1, "C")], "the layer's side must be 'A' or 'B'"),
    ([pact(SPY, 0, 1)], "not a pact"),
    ([pact(BORDERS, 0, 3)], "not a seat"),
    ([{"card": BORDERS, "by": 0}], "a pact"),
    ([{**pact(BORDERS, 0, 1), "when": 3}], "unknown key"),
]


@pytest.mark.parametrize(("pacts", "message"), BAD_PACTS, ids=[m for _, m in BAD_PACTS])
def test_bad_pacts_in_positions_are_refused(pacts, message):
    with pytest.raises(IllegalAction, match="bad position") as info:
        full(army(), army(), army(), pacts=pacts)
    assert message in str(info.value)


def test_a_pact_with_a_civilization_that_resigned_is_refused():
    with pytest.raises(IllegalAction, match="still in the game"):
        full(army(), {"resigned": True}, army(), army(), pacts=[pact(BORDERS, 0, 1)])


def test_no_pacts_in_the_peaceful_game():
    with pytest.raises(IllegalAction, match="not in the peaceful game"):
        Scenario(players=[army(), army(), army()], pacts=[pact(BORDERS, 0, 1)], peaceful=True)


# -- the log -----------------------------------------------------------------------------------------


def messages(s: Scenario, event: str) -> list[dict]:
    return [e["message"] for e in s.game.view(0)["log"] if e["event"] == event]


def test_the_pact_events_are_worded_and_name_the_pact_as_their_cause():
    words = Renderer(terms=terms())
    s = offering(hand=(ROUTES, BORDERS))
    s.act("pact", card=ROUTES, partner=1, side="A").choose("refuse")
    s.end_turn().end_turn().end_turn()
    s.act("pact", card=BORDERS, partner=2).choose("accept")
    s.end_turn().end_turn()
    s.act("cancel_pact", card=BORDERS)
    expected = {
        "pact_offered": [
            "Player 1 offers Trade Routes Agreement to Player 2, taking side A.",
            "Player 1 offers Open Borders Agreement to Player 3.",
        ],
        "pact_refused": ["Player 2 refuses Trade Routes Agreement offered by Player 1."],
        "pact": ["Player 3 accepts Open Borders Agreement: it is in play between Player 1 and Player 3."],
        "pact_ended": ["Open Borders Agreement between Player 1 and Player 3 is cancelled."],
    }
    for event, lines in expected.items():
        assert [words(m) for m in messages(s, event)] == lines
        assert all(m["cause"]["card"] in (ROUTES, BORDERS) for m in messages(s, event))
    assert messages(s, "pact_refused")[0]["cause"] == {"card": ROUTES}
    assert messages(s, "pact_ended")[0]["cause"] == {"card": BORDERS}


@pytest.mark.parametrize(
    ("how", "line"),
    [
        ("replaced", "Peace Treaty between Player 1 and Player 2 ends: Player 1 laid another pact."),
        ("attack", "Peace Treaty between Player 1 and Player 2 ends with the attack."),
        ("resign", "Peace Treaty between Player 1 and Player 2 ends: a party left the game."),
    ],
)
def test_every_way_a_pact_ends_is_worded(how, line):
    from epocha.games.tta.messages import log_message

    event = {"event": "pact_ended", "args": {"card": PEACE, "by": 0, "partner": 1, "how": how}}
    message = log_message(event)
    assert Renderer(terms=terms())(message) == line
    assert message["cause"] == {"card": PEACE}
