from epocha.games.innovation.scenario import Scenario

ME = {"purple": ["Emancipation"], "red": ["Archery", "Metalworking"]}


def test_victim_gives_a_card_to_my_score_pile_and_draws_a_6():
    s = Scenario(players=[{"board": ME}, {"hand": ["Oars", "Sailing"]}], decks={6: ["Canning"]})
    s.dogma("Emancipation")
    assert s.chooser == 1 and sorted(s.options()) == ["Oars", "Sailing"]
    s.choose("Sailing")
    assert s.score(0) == ["Sailing"]
    assert s.hand(1) == ["Oars", "Canning"]
    # then my splay: red is offered, purple has a single card
    assert s.chooser == 0 and s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "right"
    assert s.quiet


def test_an_empty_hand_gives_nothing_and_draws_nothing():
    s = Scenario(players=[{"board": ME}, {}], decks={6: ["Canning"]})
    s.dogma("Emancipation")
    s.pass_()
    assert s.score(0) == [] and s.hand(1) == [] and s.deck(6) == ["Canning"]
    assert s.splay(0, "red") == "none"


def test_a_sharer_splays_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"board": ME},
            {"hand": ["Oars"], "board": {"purple": ["Democracy", "Mysticism"], "red": ["Coal"]}},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Emancipation")
    # not demanded (3 factories against my 2): keeps its hand, shares the splay
    assert s.chooser == 1 and s.options() == ["purple"]
    s.choose("purple")
    assert s.splay(1, "purple") == "right"
    s.pass_()
    assert s.hand(1) == ["Oars"] and s.score(0) == []
    assert s.hand(0) == ["Canning"]  # sharing bonus from my 6 (Emancipation)
