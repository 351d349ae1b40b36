from epocha.games.innovation.scenario import Scenario


def _bicycle(me=None, other=None):
    me = {"board": {"green": ["Bicycle"]}, **(me or {})}
    return Scenario(players=[me, other or {}], decks={7: ["Lighting"]})


def test_exchanges_hand_and_score_pile():
    s = _bicycle({"hand": ["Oars", "Writing"], "score": ["Optics", "Banking"]})
    s.dogma("Bicycle")
    assert s.chooser == 0 and s.options() == ["exchange"] and s.can_pass()
    s.choose("exchange")
    assert s.hand(0) == ["Optics", "Banking"]
    assert s.score(0) == ["Oars", "Writing"]
    assert s.deck(7) == ["Lighting"]  # no sharer, no bonus


def test_declining_changes_nothing():
    s = _bicycle({"hand": ["Oars"], "score": ["Optics"]})
    s.dogma("Bicycle")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.score(0) == ["Optics"]


def test_one_empty_side_is_a_one_way_move():
    s = _bicycle({"score": ["Optics", "Banking"]})
    s.dogma("Bicycle")
    s.choose("exchange")
    assert s.hand(0) == ["Optics", "Banking"] and s.score(0) == []


def test_nothing_to_exchange_asks_nothing():
    s = _bicycle()
    s.dogma("Bicycle")
    assert s.quiet
    assert s.hand(0) == [] and s.score(0) == [] and s.deck(7) == ["Lighting"]


def test_sharer_exchanges_first_and_earns_the_bonus():
    # Code of Laws shows two crowns, as many as Bicycle
    s = _bicycle(
        {"hand": ["Oars"]}, {"board": {"purple": ["Code of Laws"]}, "hand": ["Tools"], "score": ["Calendar"]}
    )
    s.dogma("Bicycle")
    assert s.chooser == 1
    s.choose("exchange")
    assert s.hand(1) == ["Calendar"] and s.score(1) == ["Tools"]
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Oars", "Lighting"]  # sharing bonus: a 7


def test_sharer_with_nothing_gives_no_bonus():
    s = _bicycle({"hand": ["Oars"]}, {"board": {"purple": ["Code of Laws"]}})
    s.dogma("Bicycle")
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.deck(7) == ["Lighting"]


def test_sharer_who_declines_gives_no_bonus():
    s = _bicycle({}, {"board": {"purple": ["Code of Laws"]}, "hand": ["Tools"]})
    s.dogma("Bicycle")
    s.pass_()
    assert s.hand(1) == ["Tools"] and s.quiet
    assert s.hand(0) == [] and s.deck(7) == ["Lighting"]
