from epocha.games.innovation.scenario import Scenario


def _banking(victim_board, mine=None, decks=None):
    mine = mine or {"green": ["Banking"], "blue": {"cards": ["Evolution", "Physics"], "splay": "right"}}
    return Scenario(
        players=[{"board": mine}, {"board": victim_board}], decks=decks or {5: ["Astronomy", "Societies"]}
    )


def test_demand_transfers_a_non_green_factory_card_onto_my_splayed_pile():
    s = _banking({"red": ["Coal"], "blue": ["Chemistry"], "yellow": ["Steam Engine"], "green": ["Invention"]})
    assert s.icons(0, "crown") == 2 and s.icons(1, "crown") == 1
    s.dogma("Banking")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Chemistry", "Coal", "Steam Engine"]
    s.choose("Chemistry")
    assert s.pile(0, "blue") == ["Chemistry", "Evolution", "Physics"]
    assert s.splay(0, "blue") == "right"
    assert "blue" not in s.board(1)
    # the demanded player draws and scores the 5
    assert s.score(1) == ["Astronomy"] and s.hand(1) == []
    assert s.score(0) == []
    assert s.quiet


def test_nothing_eligible_means_no_transfer_and_no_draw():
    s = _banking({"green": ["Invention"], "purple": ["Education"]})
    s.dogma("Banking")
    assert s.board(1) == {"green": ["Invention"], "purple": ["Education"]}
    assert s.score(1) == [] and s.deck(5) == ["Astronomy", "Societies"]
    assert s.quiet


def test_i_may_splay_my_green_cards_right():
    s = _banking({}, mine={"green": ["Banking", "Sailing"]})
    s.dogma("Banking")
    assert s.chooser == 0 and s.options() == ["green"] and s.can_pass()
    s.choose("green")
    assert s.splay(0, "green") == "right"
    assert s.hand(0) == []


def test_a_sharing_opponent_splays_first_and_i_get_the_bonus_draw():
    s = _banking({"green": ["Navigation", "Currency"]}, mine={"green": ["Banking", "Sailing"]})
    s.dogma("Banking")
    # not demanded (3 crowns against my 2); shares the splay
    assert s.chooser == 1
    s.choose("green")
    assert s.splay(1, "green") == "right"
    s.pass_()
    assert s.splay(0, "green") == "none"
    assert s.hand(0) == ["Astronomy"]
    assert len(s.events("share_bonus")) == 1


def test_a_sharer_who_declines_gives_no_bonus():
    s = _banking({"green": ["Navigation", "Currency"]}, mine={"green": ["Banking", "Sailing"]})
    s.dogma("Banking")
    s.pass_()
    s.choose("green")
    assert s.splay(1, "green") == "none" and s.splay(0, "green") == "right"
    assert s.hand(0) == [] and s.events("share_bonus") == []


def test_the_rulebook_four_player_turn():
    s = Scenario(
        players=[
            {
                "board": {
                    "green": ["Banking", "Sailing"],
                    "blue": {"cards": ["Evolution", "Physics"], "splay": "right"},
                }
            },
            {"board": {"blue": ["Chemistry"], "red": ["Coal"]}},
            {"board": {"green": ["Currency", "Mapmaking"]}},
            {"board": {"purple": ["Enterprise"]}},
        ],
        decks={5: ["Astronomy", "Societies"], 6: ["Canning"]},
    )
    s.dogma("Banking")
    # only seat 1 has fewer crowns; it has two eligible cards and gives Chemistry
    assert s.chooser == 1
    s.choose("Chemistry")
    assert s.pile(0, "blue") == ["Chemistry", "Evolution", "Physics"] and s.splay(0, "blue") == "right"
    assert s.score(1) == ["Astronomy"]
    # seat 2 (as many crowns) splays; seat 3 (more crowns, no green) is not asked; then me
    assert s.chooser == 2
    s.choose("green")
    assert s.chooser == 0
    s.choose("green")
    assert s.splay(2, "green") == "right" and s.splay(0, "green") == "right"
    assert s.hand(0) == ["Societies"]  # sharing bonus: my highest top card is a 5
    s.draw()  # the second action: the 5 pile is empty now
    assert s.hand(0) == ["Societies", "Canning"]
