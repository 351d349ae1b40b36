from epocha.games.innovation.scenario import Scenario

ME = {"red": ["The Pirate Code"], "green": ["Sailing"]}


def test_victim_gives_two_low_cards_and_i_score_my_lowest_crown_card():
    s = Scenario(players=[{"board": ME}, {"score": ["Oars", "Calendar", "Anatomy", "Coal"]}])
    s.dogma("The Pirate Code")
    assert s.chooser == 1 and sorted(s.options()) == ["Anatomy", "Calendar", "Oars"]
    s.choose("Oars", "Anatomy")
    assert s.score(1) == ["Calendar", "Coal"]
    # Sailing (1) is my lowest top card with a crown
    assert s.score(0) == ["Oars", "Sailing", "Anatomy"]
    assert s.board(0) == {"red": ["The Pirate Code"]}
    assert s.quiet


def test_a_single_eligible_card_is_given_without_asking():
    s = Scenario(players=[{"board": ME}, {"score": ["Calendar", "Coal"]}])
    s.dogma("The Pirate Code")
    assert s.score(1) == ["Coal"]
    assert s.score(0) == ["Sailing", "Calendar"]
    assert s.quiet


def test_no_transfer_means_no_scoring():
    s = Scenario(players=[{"board": ME}, {"score": ["Coal"]}])
    s.dogma("The Pirate Code")
    assert s.score(0) == [] and s.score(1) == ["Coal"]
    assert s.board(0) == ME


def test_i_pick_among_tied_lowest_crown_cards():
    me = {"red": ["The Pirate Code"], "green": ["Banking"]}
    s = Scenario(players=[{"board": me}, {"score": ["Oars"]}])
    s.dogma("The Pirate Code")
    assert s.chooser == 0 and sorted(s.options()) == ["Banking", "The Pirate Code"]
    s.choose("Banking")
    assert s.score(0) == ["Oars", "Banking"]


def test_a_sharer_scores_too_when_another_player_was_robbed():
    s = Scenario(
        players=[
            {"board": ME},
            {"board": {"purple": ["Enterprise"], "green": ["Navigation"]}},
            {"score": ["Oars", "Calendar"]},
        ],
        decks={5: ["Coal"]},
    )
    s.dogma("The Pirate Code")
    # seat 2 gives both cards without a choice; seat 1 shares and picks between its 4s
    assert s.score(0) == ["Oars", "Calendar"] and s.score(2) == []
    assert s.chooser == 1 and sorted(s.options()) == ["Enterprise", "Navigation"]
    s.choose("Navigation")
    assert s.score(1) == ["Navigation"]
    assert s.score(0) == ["Oars", "Sailing", "Calendar"]
    assert s.score(2) == []
    assert s.hand(0) == ["Coal"]
