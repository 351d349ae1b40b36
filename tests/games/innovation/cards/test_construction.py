from epocha.games.innovation.scenario import Scenario

FIVE = {
    "red": ["Construction"],
    "yellow": ["Agriculture"],
    "green": ["Sailing"],
    "blue": ["Pottery"],
    "purple": ["Mysticism"],
}


def test_victim_gives_two_cards_then_draws_a_two():
    s = Scenario(
        players=[
            {"board": {"red": ["Construction"]}},
            {"hand": ["Archery", "Oars", "Sailing"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.chooser == 1
    assert not s.can_pass()
    s.choose("Archery", "Oars")
    assert s.hand(0) == ["Archery", "Oars"]
    assert s.hand(1) == ["Sailing", "Calendar"]
    assert s.deck(2) == []
    assert "Empire" in s.available_specials
    assert s.quiet


def test_victim_with_one_card_gives_it_and_draws():
    s = Scenario(
        players=[
            {"board": {"red": ["Construction"]}},
            {"hand": ["Archery"]},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.hand(0) == ["Archery"]
    assert s.hand(1) == ["Calendar"]


def test_victim_with_empty_hand_still_draws():
    s = Scenario(
        players=[{"board": {"red": ["Construction"]}}, {}],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.hand(0) == []
    assert s.hand(1) == ["Calendar"]


def test_only_player_with_five_top_cards_claims_empire():
    s = Scenario(
        players=[
            {"board": FIVE},
            {
                "board": {
                    "red": ["Archery"],
                    "green": ["Clothing"],
                    "blue": ["Writing"],
                    "purple": ["Code of Laws"],
                }
            },
        ],
        decks={2: ["Calendar"]},
    )
    assert s.icons(1, "castle") < s.icons(0, "castle")
    s.dogma("Construction")
    assert s.hand(1) == ["Calendar"]
    assert s.achievements(0) == ["Empire"]
    assert "Empire" not in s.available_specials
    assert [e["args"].get("via") for e in s.events("claim")] == ["Construction"]


def test_no_claim_when_another_player_also_has_five_top_cards():
    s = Scenario(
        players=[
            {"board": FIVE},
            {
                "board": {
                    "red": ["Archery"],
                    "yellow": ["Masonry"],
                    "green": ["Clothing"],
                    "blue": ["Writing"],
                    "purple": ["Code of Laws"],
                }
            },
        ],
        decks={2: ["Calendar"]},
    )
    assert s.icons(1, "castle") < s.icons(0, "castle")
    s.dogma("Construction")
    assert s.achievements(0) == [] and s.achievements(1) == []
    assert "Empire" in s.available_specials


def test_no_claim_with_four_top_cards():
    s = Scenario(
        players=[
            {
                "board": {
                    "red": ["Construction"],
                    "yellow": ["Agriculture"],
                    "green": ["Sailing"],
                    "blue": ["Pottery"],
                }
            },
            {},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.achievements(0) == []
    assert "Empire" in s.available_specials


def test_empire_already_claimed_changes_nothing():
    s = Scenario(
        players=[
            {"board": FIVE},
            {"achievements": ["Empire"]},
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.achievements(0) == []
    assert s.achievements(1) == ["Empire"]
    assert s.hand(1) == ["Calendar"]


def test_sharing_opponent_with_five_top_cards_claims_first():
    s = Scenario(
        players=[
            {
                "board": {
                    "red": ["Construction"],
                    "yellow": ["Agriculture"],
                    "green": ["Sailing"],
                    "blue": ["Pottery"],
                }
            },
            {
                "board": {
                    "red": ["Archery"],
                    "yellow": ["Masonry"],
                    "green": ["The Wheel"],
                    "blue": ["Writing"],
                    "purple": ["Mysticism"],
                }
            },
        ],
        decks={2: ["Calendar"]},
    )
    s.dogma("Construction")
    assert s.achievements(1) == ["Empire"]
    assert s.achievements(0) == []
    assert s.hand(0) == ["Calendar"]  # the sharing bonus: seat 1 claimed
    assert s.hand(1) == []


def test_both_sharer_and_me_with_five_top_cards_nobody_claims_and_no_bonus():
    s = Scenario(
        players=[
            {"board": FIVE},
            {
                "board": {
                    "red": ["Archery"],
                    "yellow": ["Masonry"],
                    "green": ["The Wheel"],
                    "blue": ["Writing"],
                    "purple": ["City States"],
                }
            },
        ],
        decks={2: ["Calendar"]},
    )
    assert s.icons(1, "castle") >= s.icons(0, "castle")
    s.dogma("Construction")
    assert s.achievements(0) == [] and s.achievements(1) == []
    assert s.hand(0) == []
    assert s.deck(2) == ["Calendar"]
