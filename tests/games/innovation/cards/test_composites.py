from epocha.games.innovation.scenario import Scenario


def _composites(victim, third=None):
    players = [{"board": {"red": ["Composites"]}, "hand": ["Sailing"], "score": ["Pottery"]}, victim]
    if third is not None:
        players.append(third)
    return Scenario(players=players)


def test_victim_keeps_one_card_and_gives_the_rest_and_the_highest_score_card():
    s = _composites({"hand": ["Oars", "Writing", "Tools"], "score": ["Calendar", "Optics", "Mathematics"]})
    s.dogma("Composites")
    assert s.chooser == 1 and sorted(s.options()) == ["Oars", "Tools", "Writing"]
    s.choose("Tools")
    assert s.hand(1) == ["Tools"]
    assert s.hand(0) == ["Oars", "Sailing", "Writing"]
    # a single highest card is taken without asking
    assert s.score(0) == ["Pottery", "Optics"]
    assert s.score(1) == ["Calendar", "Mathematics"]
    assert s.quiet


def test_tied_highest_score_cards_are_the_victims_choice():
    s = _composites({"hand": ["Oars"], "score": ["Calendar", "Mathematics", "Writing"]})
    s.dogma("Composites")
    # one card in hand: nothing to give, so the first question is about the score pile
    assert s.chooser == 1 and sorted(s.options()) == ["Calendar", "Mathematics"]
    s.choose("Mathematics")
    assert s.hand(1) == ["Oars"] and s.hand(0) == ["Sailing"]
    assert s.score(0) == ["Pottery", "Mathematics"]
    assert s.score(1) == ["Writing", "Calendar"]


def test_nothing_to_give():
    s = _composites({"board": {"blue": ["Writing"]}})
    s.dogma("Composites")
    assert s.quiet
    assert s.hand(0) == ["Sailing"] and s.score(0) == ["Pottery"]


def test_two_cards_in_hand_and_an_empty_score_pile():
    s = _composites({"hand": ["Oars", "Tools"]})
    s.dogma("Composites")
    s.choose("Oars")
    assert s.hand(1) == ["Oars"] and s.hand(0) == ["Sailing", "Tools"]
    assert s.score(0) == ["Pottery"] and s.quiet


def test_a_player_with_as_many_factories_is_not_demanded():
    # seat 1 has Coal (three factories); seat 2 has none
    s = _composites(
        {"hand": ["Oars", "Tools"], "score": ["Optics"], "board": {"red": ["Coal"]}},
        {"hand": ["Writing", "Calendar"], "score": ["Mathematics"]},
    )
    s.dogma("Composites")
    assert s.chooser == 2
    s.choose("Calendar")
    assert s.hand(0) == ["Sailing", "Writing"] and s.score(0) == ["Pottery", "Mathematics"]
    assert s.hand(1) == ["Oars", "Tools"] and s.score(1) == ["Optics"]
    assert s.events("share_bonus") == []
