from .helpers_actions_iii import game, iii

CARD = iii("Endowment for the Arts")


def play(me: int, *others: int, **extra):
    s = game({"culture": me, "civil_hand": [CARD], **extra}, *({"culture": o} for o in others))
    rated = s.ratings(0)
    s.act("play", card=CARD)
    assert s.ratings(0) == rated  # points, not a rating
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []
    return s


def gained(s, me: int) -> int:
    return s.player(0).culture - me


def test_endowment_for_the_arts_6_with_two_players():
    assert gained(play(10, 11), 10) == 6


def test_endowment_for_the_arts_a_tie_is_not_more_but_the_card_may_be_played():
    assert gained(play(10, 10), 10) == 0
    assert gained(play(12, 10), 12) == 0


def test_endowment_for_the_arts_3_each_with_three_players():
    assert gained(play(5, 6, 30), 5) == 2 * 3
    assert gained(play(5, 5, 6), 5) == 3


def test_endowment_for_the_arts_2_each_with_four_players():
    assert gained(play(0, 1, 2, 3), 0) == 3 * 2
    assert gained(play(4, 9, 4, 0), 4) == 2


def test_endowment_for_the_arts_resigned_civilizations_neither_count_nor_make_the_game_bigger():
    s = game(
        {"culture": 5, "civil_hand": [CARD]},
        {"culture": 9},
        {"culture": 0},
        {"culture": 50, "resigned": True},
    )
    s.act("play", card=CARD)
    assert s.player(0).culture == 5 + 3  # one with more, read as three players


def test_endowment_for_the_arts_not_in_the_turn_it_was_taken():
    s = game({"culture": 0, "civil_hand": [CARD], "turn": {"taken": [CARD]}}, {"culture": 9})
    assert not s.can("play", card=CARD)
