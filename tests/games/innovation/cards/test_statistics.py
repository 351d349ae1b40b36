from epocha.games.innovation.scenario import Scenario

ME = {"yellow": ["Statistics"]}


def test_first_edition_repeats_while_the_hand_holds_a_single_card():
    s = Scenario(players=[{"board": ME}, {"score": ["Oars", "Calendar", "Mathematics"]}])
    s.dogma("Statistics")
    assert s.chooser == 1 and sorted(s.options()) == ["Calendar", "Mathematics"]
    s.choose("Calendar")
    # one card in hand: the demand repeats; the other 2 is the only highest card now
    assert s.hand(1) == ["Calendar", "Mathematics"]
    assert s.score(1) == ["Oars"]
    assert s.quiet


def test_first_edition_stops_when_the_score_pile_is_empty():
    s = Scenario(players=[{"board": ME}, {"score": ["Oars"]}])
    s.dogma("Statistics")
    assert s.hand(1) == ["Oars"] and s.score(1) == []
    assert s.quiet


def test_first_edition_no_repeat_with_more_cards_in_hand():
    s = Scenario(players=[{"board": ME}, {"hand": ["Sailing"], "score": ["Oars", "Calendar"]}])
    s.dogma("Statistics")
    assert s.hand(1) == ["Sailing", "Calendar"] and s.score(1) == ["Oars"]


def test_third_edition_takes_all_the_highest_cards_once():
    s = Scenario(players=[{"board": ME}, {"score": ["Oars", "Calendar", "Mathematics"]}], edition="3e")
    s.dogma("Statistics")
    assert s.hand(1) == ["Calendar", "Mathematics"] and s.score(1) == ["Oars"]
    assert s.quiet


def test_empty_score_pile_is_unaffected():
    s = Scenario(players=[{"board": ME}, {"hand": ["Sailing"]}])
    s.dogma("Statistics")
    assert s.hand(1) == ["Sailing"] and s.quiet


def test_a_sharer_splays_yellow_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Statistics", "Agriculture"]}},
            {"board": {"yellow": ["Fermenting", "Masonry"]}, "score": ["Oars"]},
        ],
        decks={5: ["Coal"]},
    )
    s.dogma("Statistics")
    # not demanded (as many leaves); shares the splay
    assert s.chooser == 1
    s.choose("yellow")
    s.choose("yellow")
    assert s.splay(1, "yellow") == "right" and s.splay(0, "yellow") == "right"
    assert s.score(1) == ["Oars"]
    assert s.hand(0) == ["Coal"]
