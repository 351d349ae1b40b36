"""Rules digest §1 and §3: components and setup."""

from collections import Counter

import epocha
from epocha.games.innovation.catalog import BY_AGE, CARDS, SPECIALS, first_player_key
from epocha.games.innovation.scenario import Scenario


def test_components():
    assert len(CARDS) == 105
    assert Counter(c.color for c in CARDS.values()) == {
        c: 21 for c in ("red", "yellow", "green", "blue", "purple")
    }
    assert len(BY_AGE[1]) == 15 and all(len(BY_AGE[a]) == 10 for a in range(2, 11))
    assert len(SPECIALS) == 5
    for card in CARDS.values():
        assert card.icons.count("hex") == 1 and card.dogma_icon in card.icons


def test_setup_takes_one_achievement_from_ages_one_to_nine():
    for players in (2, 3, 4):
        g = epocha.new_game("innovation", players=players, seed=players)
        s = g.state
        assert sorted(s.age_achievements) == list(range(1, 10))
        assert all(CARDS[c].age == a for a, c in s.age_achievements.items())
        assert len(s.decks[10]) == 10 and len(s.decks[1]) == 15 - 1 - 2 * players
        assert s.specials == list(SPECIALS)


def test_first_player_is_alphabetically_first_english_name_including_the():
    # "The Wheel" sorts under T, after "Sailing"
    assert sorted(["The Wheel", "Sailing", "Agriculture"], key=first_player_key) == [
        "Agriculture",
        "Sailing",
        "The Wheel",
    ]
    s = Scenario(players=[{"hand": ["The Wheel", "Writing"]}, {"hand": ["Sailing", "Tools"]}], phase="setup")
    s.act({"type": "meld", "card": "The Wheel"}, seat=0)
    s.act({"type": "meld", "card": "Tools"}, seat=1)
    assert s.turn["player"] == 0  # The Wheel < Tools
    assert s.top(0, "green") == "The Wheel" and s.hand(0) == ["Writing"]


def test_setup_meld_is_simultaneous_and_hidden_until_all_chose():
    s = Scenario(players=[{"hand": ["Archery", "Writing"]}, {"hand": ["Sailing", "Tools"]}], phase="setup")
    assert s.game.active_players == [0, 1]
    s.act({"type": "meld", "card": "Writing"}, seat=0)
    assert s.board(0) == {}
    assert "Writing" not in str(s.game.view(1)["state"])
    assert s.game.view(0)["state"]["players"][0]["setup_pick"] == "Writing"
    s.act({"type": "meld", "card": "Sailing"}, seat=1)
    assert s.top(0, "blue") == "Writing" and s.top(1, "green") == "Sailing"
    assert s.turn == {"player": 1, "actions_left": 1, "number": 0}  # Sailing < Writing
