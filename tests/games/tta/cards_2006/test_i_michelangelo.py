from .helpers_age_i import board, game, i

MICHELANGELO = i("Michelangelo")
TAJ = i("Taj Mahal")


def test_michelangelo_gives_culture_for_the_faces_of_temples_theaters_and_wonders():
    techs = board(Religion=2, extra={i("Drama"): {"workers": 1}})
    s = game({"leader": MICHELANGELO, "technologies": techs, "wonders": [i("Great Wall")]})
    # Religion 2, Drama 2, the wall 1; faces: temples 2, Drama 1, the wall 1
    assert s.ratings(0).culture == 2 + 2 + 1 + 4


def test_michelangelo_makes_taking_a_wonder_cost_1_civil_action_less():
    s = game({"leader": MICHELANGELO, "technologies": board()}, row=[None] * 5 + [TAJ])
    # the second band of the row: 2 civil actions, 1 with Michelangelo (the New Story card: 2)
    assert s.can("take", card=TAJ, label="Take Taj Mahal (1 civil action)")


def test_michelangelo_still_pays_for_the_wonders_completed():
    s = game(
        {
            "leader": MICHELANGELO,
            "technologies": board(),
            "wonders": [i("Great Wall"), i("Universitas Carolina")],
        },
        row=[TAJ],
    )
    assert s.can("take", card=TAJ, label="Take Taj Mahal (2 civil actions)")  # 1 + 2 - 1; the New Story: 1
