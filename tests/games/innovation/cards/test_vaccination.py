from epocha.games.innovation.scenario import Scenario

ME = {"yellow": ["Vaccination"]}


def test_victim_returns_its_lowest_score_cards_and_both_meld():
    s = Scenario(
        players=[{"board": ME}, {"score": ["Oars", "Sailing", "Calendar"]}],
        decks={1: ["Writing"], 6: ["Canning"], 7: ["Evolution"]},
    )
    s.dogma("Vaccination")
    # two 1s go back: their owner orders them
    assert s.chooser == 1 and sorted(s.options()) == ["Oars", "Sailing"]
    s.choose("Sailing")
    assert s.deck(1) == ["Writing", "Sailing", "Oars"]
    assert s.score(1) == ["Calendar"]
    assert s.pile(1, "yellow") == ["Canning"]
    assert s.pile(0, "blue") == ["Evolution"]
    assert s.quiet


def test_nothing_to_return_means_no_melds():
    s = Scenario(players=[{"board": ME}, {"hand": ["Oars"]}], decks={6: ["Canning"], 7: ["Evolution"]})
    s.dogma("Vaccination")
    assert s.board(1) == {} and s.board(0) == {"yellow": ["Vaccination"]}
    assert s.deck(6) == ["Canning"] and s.deck(7) == ["Evolution"]


def test_a_sharer_melds_a_7_when_another_player_returned():
    s = Scenario(
        players=[
            {"board": ME},
            {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
            {"score": ["Calendar"]},
        ],
        decks={2: [], 6: ["Canning"], 7: ["Evolution", "Lighting"], 8: ["Flight"]},
    )
    s.dogma("Vaccination")
    # seat 1 (3 leaves) is not demanded and keeps its score pile
    assert s.score(1) == ["Oars"]
    assert s.deck(2) == ["Calendar"] and s.pile(2, "yellow") == ["Canning"]
    assert s.pile(1, "blue") == ["Evolution"]
    assert s.pile(0, "purple") == ["Lighting"]
    # sharing bonus: my highest top card is now Lighting (7) and the 7 pile is empty
    assert s.hand(0) == ["Flight"]
