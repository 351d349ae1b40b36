import pytest

from epocha.games.innovation.scenario import Scenario

DECKS = {3: ["Paper", "Optics"]}


def _feudalism(edition, victim_hand=("Archery", "Writing", "Oars"), p0_board=None):
    return Scenario(
        players=[
            {"board": p0_board or {"purple": ["Feudalism", "Mysticism"], "red": ["Metalworking"]}},
            {
                "hand": list(victim_hand),
                "board": {"red": {"cards": ["Construction", "Road Building"], "splay": "left"}},
            },
        ],
        decks=DECKS,
        edition=edition,
    )


def test_first_edition_victim_gives_a_castle_card_and_keeps_the_splay():
    s = _feudalism("1e")
    assert s.icons(1, "castle") < s.icons(0, "castle")
    s.dogma("Feudalism")
    assert s.chooser == 1 and sorted(s.options()) == ["Archery", "Oars"]
    s.choose("Oars")
    assert s.hand(0) == ["Oars"] and s.hand(1) == ["Archery", "Writing"]
    assert s.splay(1, "red") == "left"
    # shared: seat 0 may splay purple (its only pile of two yellow/purple cards) left
    assert s.chooser == 0 and s.options() == ["purple"]
    s.choose("purple")
    assert s.splay(0, "purple") == "left"


def test_third_edition_unsplays_the_colour_of_the_given_card():
    s = _feudalism("3e")
    s.dogma("Feudalism")
    s.choose("Oars")
    assert s.hand(0) == ["Oars"]
    assert s.splay(1, "red") == "none"
    assert s.pile(1, "red") == ["Construction", "Road Building"]


def test_third_edition_leaves_other_colours_alone():
    s = _feudalism(
        "3e",
        victim_hand=("Mysticism", "Writing"),
        p0_board={"purple": ["Feudalism"], "red": ["Metalworking"]},
    )
    s.dogma("Feudalism")
    # single option: transferred without asking; purple is not splayed, red stays splayed
    assert s.hand(0) == ["Mysticism"] and s.splay(1, "red") == "left"
    assert s.quiet


@pytest.mark.parametrize("edition", ["1e", "3e"])
def test_no_castle_in_hand_means_no_transfer_and_no_unsplay(edition):
    s = _feudalism(edition, victim_hand=("Writing",))
    s.dogma("Feudalism")
    assert s.chooser == 0  # straight to the optional splay
    s.pass_()
    assert s.hand(0) == [] and s.hand(1) == ["Writing"]
    assert s.splay(1, "red") == "left" and s.splay(0, "purple") == "none"


def test_sharing_opponent_splays_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Feudalism"], "yellow": ["Masonry", "Agriculture"]}},
            {
                "hand": ["Archery"],
                "board": {"yellow": ["Domestication", "Fermenting"], "red": ["Metalworking"]},
            },
        ],
        decks=DECKS,
    )
    assert s.icons(1, "castle") >= s.icons(0, "castle")
    s.dogma("Feudalism")
    assert s.chooser == 1 and s.options() == ["yellow"]
    s.choose("yellow")
    assert s.chooser == 0
    s.choose("yellow")
    assert s.splay(1, "yellow") == "left" and s.splay(0, "yellow") == "left"
    assert s.hand(1) == ["Archery"]  # a sharer is not demanded
    assert s.hand(0) == ["Paper"]
