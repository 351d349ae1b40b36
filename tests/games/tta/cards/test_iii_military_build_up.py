from epocha.games.tta.scenario import Scenario

CARD = "III:Military Build-Up"


def civ(strength, **extra):
    """A civilization whose strength is its number of Warriors."""
    techs = {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}, "A:Warriors": {"workers": strength}}
    return {"technologies": techs, **extra}


def play(me, *others):
    s = Scenario(players=[civ(me, civil_hand=[CARD], unused_workers=1), *(civ(o) for o in others)], age="III")
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 2)
    return s


def test_military_build_up_two_players_stronger_opponent():
    s = play(1, 3)
    assert s.player(0).turn["military_resources"] == 8


def test_military_build_up_a_tie_is_not_stronger_but_the_card_may_be_played():
    s = play(2, 2)
    assert s.player(0).turn["military_resources"] == 0
    assert s.player(0).civil_hand == []


def test_military_build_up_three_players():
    assert play(1, 2, 3).player(0).turn["military_resources"] == 2 * 5
    assert play(2, 3, 1).player(0).turn["military_resources"] == 5


def test_military_build_up_four_players():
    assert play(0, 1, 1, 1).player(0).turn["military_resources"] == 3 * 3
    assert play(1, 2, 0, 1).player(0).turn["military_resources"] == 3


def test_military_build_up_resigned_civilizations_neither_count_nor_make_the_game_bigger():
    s = Scenario(
        players=[civ(1, civil_hand=[CARD]), civ(2), civ(0), civ(5, resigned=True)],
        age="III",
    )
    s.act("play", card=CARD)
    assert s.player(0).turn["military_resources"] == 5  # one stronger, read as three players


def test_military_build_up_resources_pay_for_units_only():
    s = play(0, 4)
    s.act("build", tech="A:Warriors")
    p = s.player(0)
    assert p.workers["A:Warriors#p0"] == 1
    assert p.turn["military_resources"] == 8 - 2
    assert s.resources(0) == 0
    assert not s.can("build", tech="A:Agriculture")
