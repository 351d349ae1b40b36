from epocha.games.tta.scenario import Scenario

CARD = "III:Endowment for the Arts"


def play(me, *others, **extra):
    players = [{"civil_hand": [CARD], "culture": me}, *({"culture": c} for c in others)]
    s = Scenario(players=players, age="III", **extra)
    s.act("play", card=CARD)
    assert s.actions_left(0) == (3, 2)
    return s


def test_endowment_two_players_scores_6_when_behind():
    s = play(5, 30)
    assert s.player(0).culture == 11
    assert s.player(1).culture == 30


def test_endowment_scores_nothing_when_tied_or_ahead():
    assert play(20, 20).player(0).culture == 20
    assert play(21, 20).player(0).culture == 21


def test_endowment_three_players_scores_3_per_civilization_ahead():
    assert play(10, 11, 12).player(0).culture == 16
    assert play(10, 11, 9).player(0).culture == 13


def test_endowment_four_players_scores_2_per_civilization_ahead():
    assert play(0, 1, 2, 3).player(0).culture == 6
    assert play(5, 1, 6, 5).player(0).culture == 7


def test_endowment_ignores_resigned_civilizations_and_counts_the_players_left():
    players = [
        {"civil_hand": [CARD], "culture": 10},
        {"culture": 40},
        {"culture": 2},
        {"culture": 90, "resigned": True},
    ]
    s = Scenario(players=players, age="III")
    s.act("play", card=CARD)
    assert s.player(0).culture == 13  # one civilization ahead, three players left


def test_endowment_compares_culture_points_not_culture_ratings():
    techs = {"A:Agriculture": {"workers": 2}, "A:Religion": {"workers": 2}}
    s = Scenario(
        players=[{"civil_hand": [CARD], "culture": 8}, {"culture": 7, "technologies": techs}], age="III"
    )
    assert s.ratings(1).culture > s.ratings(0).culture
    s.act("play", card=CARD)
    assert s.player(0).culture == 8
