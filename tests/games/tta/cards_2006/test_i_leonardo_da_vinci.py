from .helpers_age_i import board, game, i

LEONARDO = i("Leonardo da Vinci")


def test_leonardo_adds_the_level_of_the_best_lab_or_library():
    alone = game({"leader": LEONARDO, "technologies": board()})
    assert alone.ratings(0).science == 1  # Philosophy (level 0) adds nothing
    s = game({"leader": LEONARDO, "technologies": board(extra={i("Alchemy"): {"workers": 2}})})
    assert s.ratings(0).science == 1 + 2 * 2 + 1  # once, however many workers
    library = game({"leader": LEONARDO, "technologies": board(extra={i("Printing Press"): {"workers": 1}})})
    assert library.ratings(0).science == 1 + 1 + 1


def test_leonardo_gains_a_resource_for_each_technology_developed():
    s = game(
        {"leader": LEONARDO, "technologies": board(resources=0), "civil_hand": [i("Iron")], "science": 5}
    )
    s.act("develop", card=i("Iron"))
    assert s.player(0).science == 0
    assert s.resources(0) == 1
