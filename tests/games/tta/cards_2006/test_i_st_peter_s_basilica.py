from epocha.games.tta.simple_game import final_bonus

from .helpers_age_i import board, game, i

BASILICA = i("St. Peter's Basilica")


def test_basilica_doubles_every_happy_face_as_in_the_seeds_example():
    # the seed's Simple game example: a theater and three temples (4 faces) and Theocracy (2)
    techs = board(Religion=3, extra={i("Drama"): {"workers": 1}})
    without = game({"technologies": techs, "government": i("Theocracy")})
    s = game({"technologies": techs, "government": i("Theocracy"), "wonders": [BASILICA]})
    assert without.ratings(0).faces == 6
    assert s.ratings(0).faces == 12
    assert s.ratings(0).happy == 8  # the scale ends at 8
    # temples 3, Drama 2, Theocracy 1, the basilica 2
    assert s.ratings(0).culture == 3 + 2 + 1 + 2
    assert final_bonus(s.state, s.player(0))["happiness"] == 16
    assert final_bonus(without.state, without.player(0))["happiness"] == 12


def test_basilica_has_no_face_of_its_own():
    s = game({"technologies": board(), "wonders": [BASILICA]})
    assert s.ratings(0).faces == 0
    assert s.ratings(0).culture == 2
    t = game(
        {"technologies": board(Religion=1, extra={i("Theology"): {"workers": 1}}), "wonders": [BASILICA]}
    )
    assert t.ratings(0).faces == 2 * (1 + 2)  # the New Story card: 1 + 1, 2 + 1 and its own 1


def test_basilica_doubles_the_faces_joan_of_arc_and_michelangelo_read():
    techs = board(Religion=2)
    joan = game({"technologies": techs, "wonders": [BASILICA], "leader": i("Joan of Arc")})
    assert joan.ratings(0).strength == 1 + 2 * 2  # Warriors, and 4 faces of the temples
    michelangelo = game({"technologies": techs, "wonders": [BASILICA], "leader": i("Michelangelo")})
    # temples 2, the basilica 2, and 1 culture for each of the temples' 4 faces
    assert michelangelo.ratings(0).culture == 2 + 2 + 4


def test_unfinished_basilica_doubles_nothing():
    s = game({"technologies": board(Religion=2), "building": {"card": BASILICA, "stages_built": 1}})
    assert s.ratings(0).faces == 2
