from .helpers_age_i import board, game, i

TAJ = i("Taj Mahal")


def test_taj_mahal_gives_3_culture_and_no_blue_token():
    s = game(
        {"technologies": board(resources=2), "building": {"card": TAJ, "stages_built": 2}},
    )
    p = s.player(0)
    blue = p.blue
    s.act("wonder", stages=1)  # the last stage: 2 resources
    assert p.wonders == [f"{TAJ}#1"]
    # back to the bank: the 2 resource tokens paid and the 2 tokens of the built stages; the
    # New Story card adds one more
    assert p.blue == blue + 2 + 2
    assert s.ratings(0).culture == 3


def test_taj_mahal_is_not_cheaper_after_replacing_a_leader():
    s = game(
        {"leader": i("Leonardo da Vinci"), "civil_hand": [i("Genghis Khan")], "technologies": board()},
        row=[TAJ],
    )
    s.act("leader", card=i("Genghis Khan"))
    assert s.player(0).turn["leader_replaced"]
    assert s.can("take", card=TAJ, label="Take Taj Mahal (1 civil action)")  # the New Story: free
