import json

from epocha.games.tta.scenario import Scenario
from epocha.games.tta.state import TTAState

from .plain_helpers import board

EVENT = "II:International Agreement"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture
OTHER_EVENT = "A:Development of Crafts"
THIRD_EVENT = "A:Development of Agriculture"
ROW = [
    "II:Coal",  # slots 0-4 cost 1
    "II:Opera",
    "II:Journalism",
    "II:Frugality",
    "II:Cannon",
    "II:Riflemen",  # slots 5-8 cost 2
    "II:Republic",
    "II:Navigation",
    "II:Strategy",
    "II:Team Sports",  # slots 9-12 cost 3
    "II:Scientific Method",
    "II:Selective Breeding",
    "II:Organized Religion",
]
DECK = [
    "II:Reserves",
    "II:Breakthrough",
    "II:Patriotism",
    "II:Rich Land",
    "II:Urban Growth",
    "II:Reserves",
    "II:Breakthrough",
    "II:Revolutionary Idea",
    "II:Cavalrymen",
    "II:Cavalrymen",
    "II:Constitutional Monarchy",
    "II:Justice System",
    "II:Architecture",
    "II:Opera",
    "II:Scientific Method",
    "II:Cannon",
]


def army(warriors: int, **more) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), **more}


def reveal(*players, row=ROW, deck=DECK, age="II", **position):
    players = [dict(p) for p in players]
    players[0]["military_hand"] = [*players[0].get("military_hand", []), TRIGGER]
    s = Scenario(
        players=players,
        age=age,
        row=row,
        decks={"civil": {age: deck}, "military": {age: []}},  # no military draws
        current_events=[EVENT],
        **position,
    )
    s.act("event", card=TRIGGER)
    return s


def offered(s) -> set[str]:
    return {a["option"].split("#")[0] for a in s.actions("choose")}


def test_the_strongest_takes_cards_worth_5_actions_for_free_and_gives_up_its_next_politics():
    s = reveal(army(1), army(3, military_hand=[OTHER_EVENT]))
    assert s.chooser == 1
    assert offered(s) == set(ROW)
    s.choose("II:Team Sports")  # 3 of 5
    assert offered(s) == set(ROW[:9])  # cards costing 3 are now too dear
    s.choose("II:Republic")  # 2 more: the budget is spent, the taking ends by itself
    p = s.player(1)
    assert [c.split("#")[0] for c in p.civil_hand] == ["II:Team Sports", "II:Republic"]
    assert p.ca_spent == 0
    assert p.turn["taken"] == []
    # the row slides left without losing its front cards and is filled from the deck
    assert [c.split("#")[0] for c in s.state.row] == [
        *ROW[:6],
        *ROW[7:9],
        *ROW[10:],
        "II:Reserves",
        "II:Breakthrough",
    ]
    assert s.decision().kind == "turn" and s.chooser == 0
    s.end_turn()
    assert s.chooser == 1
    assert not s.can("event", card=OTHER_EVENT)  # the political action is given up
    assert s.actions_left(1)[0] == 4


def test_the_current_player_gives_up_the_political_action_of_its_next_turn():
    s = reveal(army(3, military_hand=[OTHER_EVENT]), army(1, military_hand=[THIRD_EVENT]))
    assert s.chooser == 0
    s.choose("II:Coal")
    s.pass_()  # stops after 1 of 5
    p = s.player(0)
    assert [c.split("#")[0] for c in p.civil_hand] == ["II:Coal"]
    assert s.actions_left(0)[0] == 4
    assert [c.split("#")[0] for c in s.state.row] == [*ROW[1:], "II:Reserves"]
    saved = json.loads(json.dumps(s.state.to_dict()))  # the waiting step is plain data
    assert TTAState.from_dict(saved).to_dict() == s.state.to_dict()
    s.end_turn()
    assert s.chooser == 1
    assert s.can("event", card=THIRD_EVENT)  # the other player keeps theirs
    s.end_turn()
    assert s.chooser == 0
    assert not s.can("event", card=OTHER_EVENT)
    assert s.actions_left(0)[0] == 4
    s.end_turn()
    s.end_turn()
    assert s.chooser == 0 and s.can("event", card=OTHER_EVENT)  # only the next one


def test_declining_changes_nothing():
    s = reveal(army(1), army(3, military_hand=[OTHER_EVENT]))
    s.pass_()
    assert s.player(1).civil_hand == []
    assert [c.split("#")[0] for c in s.state.row] == ROW
    assert s.player(1).turn["politics"] is False
    s.end_turn()
    assert s.can("event", card=OTHER_EVENT)


def test_usual_taking_rules_wonder_surcharge_leader_age_and_hand_limit():
    row = ["II:Isaac Newton", "II:Eiffel Tower", *ROW[2:]]
    strong = army(
        3,
        wonders=["A:Pyramids", "A:Colossus"],  # Pyramids: 5 civil actions, a hand of 5
        leader_ages=["II"],
        civil_hand=["II:Efficient Upgrade", "II:Engineering Genius", "II:Wave of Nationalism"],
    )
    s = reveal(army(1), strong, row=row)
    assert "II:Isaac Newton" not in offered(s)  # an Age II leader was taken already
    s.choose("II:Eiffel Tower")  # 1 + 2 completed wonders = 3
    assert s.player(1).building == "II:Eiffel Tower#1"
    s.choose("II:Journalism")  # 1: the hand (4 of 5) has room for one more
    s.choose("II:Frugality")  # 1: budget spent
    assert len(s.player(1).civil_hand) == 5
    assert s.decision().kind == "turn"


def test_taking_the_last_age_iii_card_begins_age_iv_and_fixes_the_last_round():
    row = [
        "III:Rockets",
        "III:Tanks",
        "III:Air Forces",
        "III:Reserves",
        "III:Civil Service",
        "III:Communism",
        "III:Computers",
        "III:Democracy",
        "III:Efficient Upgrade",
        "III:Engineering",
        "III:Fundamentalism",
        "III:Movies",
        "III:Multimedia",
    ]
    s = reveal(army(1), army(3), row=row, deck=["III:Oil"], age="III")
    s.choose("III:Rockets")
    s.pass_()
    assert s.state.row[-1].startswith("III:Oil")
    assert s.state.age == "IV"
    assert s.state.last_round == s.state.round == 3  # the starting player's turn: this round
