from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

EVENT = "II:Politics of Strength"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture
HAND = [
    "II:Classic Army",
    "II:Conquistadors",
    "II:Defensive Army",
    "II:Fortifications",
    "II:Mobile Artillery",
]


def army(warriors: int, **more) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), "culture": 10, **more}


def reveal(*players, turn_player=0, **position):
    players = [dict(p) for p in players]
    players[turn_player]["military_hand"] = [*players[turn_player].get("military_hand", []), TRIGGER]
    s = Scenario(players=players, current_events=[EVENT], turn_player=turn_player, **position)
    s.act("event", card=TRIGGER)
    return s


def test_the_strongest_draws_5_and_the_weakest_discards_3_of_its_choice():
    s = reveal(army(2), army(5), army(1, military_hand=HAND), age="II")
    assert len(s.player(1).military_hand) == 5
    assert all(c.startswith("II:") for c in s.player(1).military_hand)
    assert s.chooser == 2
    s.choose("II:Classic Army", "II:Fortifications", "II:Mobile Artillery")
    assert [c.split("#")[0] for c in s.player(2).military_hand] == ["II:Conquistadors", "II:Defensive Army"]
    assert len(s.state.military_discards["II"]) == 3
    assert s.player(0).military_hand == []
    assert [s.player(q).culture for q in range(3)] == [10, 10, 10]


def test_a_weakest_with_3_cards_or_fewer_discards_them_all_without_a_question():
    s = reveal(army(1, military_hand=HAND[:2]), army(3), age="II")
    assert s.decision().kind == "turn"
    assert s.player(0).military_hand == []
    assert len(s.player(1).military_hand) == 5


def test_the_draw_is_from_the_current_age_deck():
    s = reveal(army(1), army(3), age="III")
    assert len(s.player(1).military_hand) == 5
    assert all(c.startswith("III:") for c in s.player(1).military_hand)


def test_in_age_iv_culture_is_scored_and_lost_instead():
    s = reveal(army(1, military_hand=HAND[:1], culture=2), army(3), army(2), age="IV", last_round=5)
    assert [s.player(q).culture for q in range(3)] == [0, 15, 10]
    assert [c.split("#")[0] for c in s.player(0).military_hand] == HAND[:1]
    assert s.player(1).military_hand == []


def test_when_all_are_tied_the_current_player_draws_and_the_last_in_turn_order_discards():
    s = reveal(army(1, military_hand=HAND[:1]), army(1, military_hand=HAND[1:2]), age="II", turn_player=1)
    # seat 1 (current) is the strongest: its card left after preparing the event, plus 5
    assert len(s.player(1).military_hand) == 6
    assert s.player(0).military_hand == []
