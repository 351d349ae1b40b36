from .helpers_actions_iii import board, game, iii

CARD = iii("Military Build-Up")
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


def test_military_build_up_8_with_two_players():
    assert pool(play(1, 3)) == 8


def test_military_build_up_a_tie_is_not_stronger_but_the_card_may_be_played():
    assert pool(play(2, 2)) == 0
    assert pool(play(3, 2)) == 0


def test_military_build_up_5_each_with_three_players():
    assert pool(play(1, 2, 3)) == 2 * 5
    assert pool(play(2, 3, 2)) == 5


def test_military_build_up_3_each_with_four_players():
    assert pool(play(0, 1, 1, 1)) == 3 * 3
    assert pool(play(1, 2, 0, 1)) == 3


def test_military_build_up_resources_pay_for_units_only():
    s = play(0, 4, resources=3, unused_workers=4)
    s.act("build", tech=WARRIORS)  # 2 from the card's 8
    s.act("build", tech=WARRIORS)  # 2 more
    assert (pool(s), s.resources(0)) == (4, 3)
    s.act("build", tech=AGRICULTURE)  # the farm is paid in full
    assert (pool(s), s.resources(0)) == (4, 1)


def test_military_build_up_resigned_civilizations_neither_count_nor_make_the_game_bigger():
    s = game(civ(1, civil_hand=[CARD]), civ(2), civ(0), civ(5, resigned=True))
    s.act("play", card=CARD)
    assert pool(s) == 5  # one stronger, read as three players


def test_military_build_up_not_in_the_turn_it_was_taken():
    s = game(civ(0, civil_hand=[CARD], turn={"taken": [CARD]}), civ(3))
    assert not s.can("play", card=CARD)
