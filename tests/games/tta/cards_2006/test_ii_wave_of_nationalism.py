from .helpers_age_ii import board, game, ii

CARD = ii("Wave of Nationalism")
AGRICULTURE, WARRIORS = "A:Agriculture (2006)", "A:Warriors (2006)"


def civ(strength: int, resources: int | None = None, **extra) -> dict:
    """A civilization on the starting board whose strength is its number of Warriors."""
    return {"technologies": board(None, resources, Warriors=strength), **extra}


def play(me: int, *others: int, **extra):
    s = game(civ(me, civil_hand=[CARD], **extra), *(civ(o) for o in others))
    assert [s.ratings(seat).strength for seat in range(1 + len(others))] == [me, *others]
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 2)  # no extra military action
    assert s.player(0).civil_hand == []
    return s


def pool(s) -> int:
    return s.player(0).turn["military_resources"]


def test_wave_of_nationalism_6_with_two_players():
    assert pool(play(1, 3)) == 6


def test_wave_of_nationalism_a_tie_is_not_stronger_but_the_card_may_be_played():
    assert pool(play(2, 2)) == 0
    assert pool(play(3, 2)) == 0


def test_wave_of_nationalism_3_each_with_three_players():
    assert pool(play(1, 2, 3)) == 2 * 3
    assert pool(play(2, 3, 2)) == 3


def test_wave_of_nationalism_2_each_with_four_players():
    assert pool(play(0, 1, 1, 1)) == 3 * 2
    assert pool(play(1, 2, 0, 1)) == 2


def test_wave_of_nationalism_resources_pay_for_units_only():
    s = play(0, 4, resources=3, unused_workers=4)
    s.act("build", tech=WARRIORS)  # 2 from the card's 6
    s.act("build", tech=WARRIORS)  # 2 more
    assert (pool(s), s.resources(0)) == (2, 3)
    s.act("build", tech=AGRICULTURE)  # the farm is paid in full
    assert (pool(s), s.resources(0)) == (2, 1)


def test_wave_of_nationalism_resigned_civilizations_neither_count_nor_make_the_game_bigger():
    s = game(civ(1, civil_hand=[CARD]), civ(2), civ(0), civ(5, resigned=True))
    s.act("play", card=CARD)
    assert pool(s) == 3  # one stronger, read as three players
