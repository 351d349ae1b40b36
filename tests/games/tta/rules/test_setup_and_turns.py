"""Digest §3-§7: setup, the first round, the turn, the row, ages."""

from epocha.engine import Game
from epocha.engine.message import term
from epocha.games.tta import RULES
from epocha.games.tta.catalog import CARDS, key_of
from epocha.games.tta.ratings import available, ratings
from epocha.games.tta.scenario import Scenario


def test_setup_boards_row_and_events():
    for n in (2, 3, 4):
        g = Game.new(RULES, n, 1, {})
        s = g.state
        assert len([c for c in s.row if c]) == 13 and all(CARDS[key_of(c)].age == "A" for c in s.row if c)
        assert len(s.current_events) == n + 2
        for p in s.players:
            assert p.yellow == 18 and p.blue == 16 and p.pool == 1
            assert sum(p.workers.values()) == 6
            assert p.totals == {"ca": 4, "ma": 2}
            r = ratings(s, p)
            assert (r.science, r.culture, r.strength, r.happy) == (1, 0, 1, 0)


def test_round_one_actions_by_seat_and_only_taking_cards():
    g = Game.new(RULES, 4, 2, {})
    s = g.state
    assert [available(s, s.players[q]) for q in range(4)] == [(1, 0), (2, 0), (3, 0), (4, 0)]
    assert {a["type"] for a in g.legal_actions(0)} <= {"take", "end_turn"}


def test_first_turn_production_then_full_actions():
    g = Game.new(RULES, 2, 3, {})
    s = g.state
    take = next(a for a in g.legal_actions(0) if a["type"] == "take" and a["slot"] == 0)
    g.apply(0, take)
    g.apply(0, {"type": "end_turn"})
    p = s.players[0]
    assert p.science == 1 and p.ca_spent == 0 and p.ma_spent == 0
    assert p.military_hand == []  # no military actions in round 1: nothing drawn
    assert s.turn_player == 1


def civil(n: int) -> dict:
    return term("cost", "civil", amount=n)


def test_card_row_costs_and_hand_limit():
    s = Scenario(row=["I:Iron", "A:Moses", None, None, None, "I:Drama", None, None, None, "I:Knights"])
    costs = {a["slot"]: a["cost"] for a in s.actions("take")}
    assert costs == {0: [civil(1)], 1: [civil(1)], 5: [civil(2)], 9: [civil(3)]}
    full = Scenario(
        players=[{"civil_hand": ["I:Frugality#1", "I:Frugality#2", "I:Reserves#1", "I:Reserves#2"]}, {}],
        row=["I:Iron"],
    )
    assert not full.can("take")  # four cards in hand: the Despotism hand limit


def test_no_second_technology_of_the_same_name_and_one_leader_per_age():
    s = Scenario(
        players=[{"civil_hand": ["I:Iron#1"], "leader_ages": ["A"]}, {}], row=["I:Iron#2", "A:Moses"]
    )
    assert not s.can("take", card="I:Iron") and not s.can("take", card="A:Moses")


def test_replenish_discards_the_front_and_slides():
    s = Scenario(
        turn_player=1,
        row=["I:Iron", "I:Drama", "I:Knights", "I:Alchemy"],
        decks={"civil": {"I": ["I:Theology", "I:Warfare"]}},
    )
    s.end_turn()  # seat 1 ends; seat 0's turn starts with a replenish (2 players: 3 front spaces go)
    st = s.state
    assert [key_of(c) for c in st.row[:3] if c] == ["I:Alchemy", "I:Theology", "I:Warfare"]


def test_age_ends_when_the_last_civil_card_is_dealt():
    s = Scenario(
        turn_player=1,
        players=[{"leader": "A:Moses", "civil_hand": ["A:Frugality"]}, {}],
        row=[None] * 12 + ["I:Iron"],
        decks={"civil": {"I": ["I:Drama"]}},
    )
    s.end_turn()
    st = s.state
    assert st.age == "II"
    assert st.players[0].leader is None  # Age A leader antiquated
    assert st.players[0].civil_hand == []  # Age A card out of the hand
    assert st.players[0].yellow == 18 - 2  # two yellow tokens lost
    assert len([c for c in st.row if c]) == 13 and len(st.civil_decks["II"]) > 0


def test_age_iv_fixes_the_last_round():
    s = Scenario(age="III", turn_player=1, row=[None] * 13, decks={"civil": {"III": ["III:Computers"]}})
    s.end_turn()  # seat 0 (the starting player) starts: Age IV begins in their turn
    st = s.state
    assert st.age == "IV" and st.last_round == st.round
