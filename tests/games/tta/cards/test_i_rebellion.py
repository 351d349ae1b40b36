from .shared_events import revealing

CARD = "I:Rebellion"
HAND = "A:Development of Science"


def civ(yellow, temples=0, unused=1):
    techs = {"A:Agriculture": {"workers": 2}, "A:Religion": {"workers": temples}}
    return {"technologies": techs, "yellow_bank": yellow, "unused_workers": unused}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_two_civil_actions_per_discontent_worker_for_the_revealer():
    # 12 tokens in the yellow bank ask 2 happy faces; 1 temple: 1 discontent worker
    s = reveal([civ(12, temples=1), civ(18)])
    assert s.actions_left(0) == (2, 2)
    assert s.actions_left(1) == (4, 2)


def test_discontent_workers_count_even_when_unused_workers_cover_them():
    s = reveal([civ(18), civ(12, temples=1, unused=3)])
    assert s.player(1).ca_spent == 2


def test_only_the_actions_left_are_spent_and_others_miss_them_next_turn():
    # 10 tokens ask 3 faces: 3 discontent workers would cost 6 civil actions
    s = reveal([civ(18), civ(10, unused=3)])
    assert s.player(1).ca_spent == 4
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.actions_left(1) == (0, 2)
    s.end_turn()
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.actions_left(1) == (4, 2)  # refreshed at the end of its own turn


def test_nobody_content_spends_nothing():
    s = reveal([civ(18), civ(17), civ(12, temples=2)])
    assert [s.player(q).ca_spent for q in range(3)] == [0, 0, 0]
