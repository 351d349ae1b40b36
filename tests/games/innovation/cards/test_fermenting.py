import pytest

from epocha.games.innovation.scenario import Scenario


def _scenario(edition):
    return Scenario(
        players=[
            {
                "board": {
                    "yellow": ["Fermenting"],
                    "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
                    "purple": ["City States", "Code of Laws"],
                }
            },
            {"board": {"red": ["Archery"]}},
        ],
        decks={2: ["Calendar", "Mathematics", "Philosophy"]},
        edition=edition,
    )


def test_first_edition_draws_a_two_per_two_leaves():
    s = _scenario("1e")
    assert s.icons(0, "leaf") == 3
    s.dogma("Fermenting")
    assert s.hand(0) == ["Calendar"]
    assert s.deck(2) == ["Mathematics", "Philosophy"]


def test_third_edition_draws_a_two_per_colour_showing_a_leaf():
    s = _scenario("3e")
    s.dogma("Fermenting")
    # yellow (top card) and blue (Pottery's leaf under the left splay); not purple (hidden)
    assert s.hand(0) == ["Calendar", "Mathematics"]
    assert s.deck(2) == ["Philosophy"]


@pytest.mark.parametrize("edition", ["1e", "3e"])
def test_empty_deck_draws_threes(edition):
    s = Scenario(
        players=[{"board": {"yellow": ["Fermenting"]}}, {}],
        decks={2: [], 3: ["Alchemy"]},
        edition=edition,
    )
    s.dogma("Fermenting")
    assert s.hand(0) == ["Alchemy"]


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Fermenting"]}},
            {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        ],
        decks={2: ["Calendar", "Mathematics", "Philosophy", "Currency", "Mapmaking"]},
    )
    s.dogma("Fermenting")
    assert s.hand(1) == ["Calendar", "Mathematics", "Philosophy"]  # six leaves
    assert s.hand(0) == ["Currency", "Mapmaking"]  # one 2, then the sharing bonus
    assert s.deck(2) == []


def test_third_edition_shared_counts_colours():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Fermenting"]}},
            {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        ],
        decks={2: ["Calendar", "Mathematics", "Philosophy", "Currency"]},
        edition="3e",
    )
    s.dogma("Fermenting")
    assert s.hand(1) == ["Calendar", "Mathematics"]
    assert s.hand(0) == ["Currency", "Philosophy"]
    assert s.deck(2) == []
