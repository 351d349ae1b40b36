from .helpers_events import change, on_turn
from .helpers_events_later import civ, i, prepare_i, prepare_without_i, reveal_i, without_i

CARD = i("Rebellion")


def players() -> list[dict]:
    # 1 and 2 happy faces missing (a smaller yellow bank asks for more); unused workers cover them
    return [civ(unused=2, yellow_bank=13), civ(unused=2, yellow_bank=11), civ()]


def test_2_civil_actions_lost_per_discontent_worker():
    # the Advanced game: seat 0 prepares an event at the start of its turn, which reveals Rebellion
    s, base = prepare_i(CARD, players()), prepare_without_i(players())
    assert [base.actions_left(q)[0] for q in range(3)] == [4, 4, 4]
    # the revealer loses them from this turn, the others from their next one
    assert [s.actions_left(q) for q in range(3)] == [(2, 2), (0, 2), (4, 2)]
    assert on_turn(s, 0)


def test_the_simple_game_has_no_discontent_workers():
    s, base = reveal_i(CARD, players()), without_i(players())
    assert [s.actions_left(q) for q in range(3)] == [(4, 2)] * 3
    assert [change(s, base, q) for q in range(3)] == [{}, {}, {}]
