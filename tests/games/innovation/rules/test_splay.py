"""Rules digest §6: splays."""

import pytest

from epocha.games.innovation import moves
from epocha.games.innovation.scenario import Scenario

# Green pile, top first: Paper (hex bulb bulb crown) over Sailing (crown crown hex leaf) over
# Clothing (hex crown leaf leaf)
PILE = ["Paper", "Sailing", "Clothing"]


@pytest.mark.parametrize(
    ("splay", "crown", "leaf", "bulb"),
    [
        ("none", 1, 0, 2),  # only the top card
        ("left", 1, 2, 2),  # bottom-right of each covered card: leaf, leaf
        ("right", 4, 0, 2),  # top-left + bottom-left: crown crown, hex crown
        ("up", 3, 3, 2),  # bottom row: crown hex leaf, crown leaf leaf
    ],
)
def test_icons_revealed_by_each_splay(splay, crown, leaf, bulb):
    s = Scenario(players=[{"board": {"green": {"cards": PILE, "splay": splay}}}, {}])
    assert (s.icons(0, "crown"), s.icons(0, "leaf"), s.icons(0, "lightbulb")) == (crown, leaf, bulb)


def test_splaying_again_changes_direction():
    s = Scenario(players=[{"board": {"green": {"cards": PILE, "splay": "left"}}, "hand": []}, {}])
    assert moves.splay(s.state, 0, "green", "right")
    assert s.splay(0, "green") == "right" and s.icons(0, "crown") == 4


def test_a_pile_of_one_card_cannot_be_splayed():
    s = Scenario(players=[{"board": {"green": ["Paper"]}}, {}])
    assert not moves.splay(s.state, 0, "green", "left")
    assert s.splay(0, "green") == "none"


def test_splay_ends_when_the_pile_drops_to_one_card():
    s = Scenario(players=[{"board": {"green": {"cards": ["Paper", "Sailing"], "splay": "left"}}}, {}])
    moves.return_card(s.state, "Paper")
    assert s.pile(0, "green") == ["Sailing"] and s.splay(0, "green") == "none"


def test_tucked_card_joins_the_splay():
    s = Scenario(
        players=[{"board": {"green": {"cards": ["Paper", "Sailing"], "splay": "up"}}}, {}],
        decks={1: ["Clothing"]},
    )
    card = moves.draw(s.state, 0, 1)
    moves.tuck(s.state, 0, card)
    assert s.pile(0, "green") == ["Paper", "Sailing", "Clothing"] and s.splay(0, "green") == "up"
    assert s.icons(0, "leaf") == 3


def test_may_splay_offers_only_splays_that_change_something():
    # Philosophy: "you may splay left any one colour": the green pile is already left, blue has one card
    s = Scenario(
        players=[
            {
                "board": {
                    "purple": ["Philosophy", "Code of Laws"],
                    "green": {"cards": ["Paper", "Sailing"], "splay": "left"},
                    "blue": ["Writing"],
                }
            },
            {},
        ]
    )
    s.dogma("Philosophy")
    assert s.options() == ["purple"] and s.can_pass()
