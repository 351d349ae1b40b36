from epocha.games.innovation.scenario import Scenario

P0_GREENS = [
    "Collaboration",
    "Clothing",
    "Sailing",
    "The Wheel",
    "Currency",
    "Mapmaking",
    "Compass",
    "Paper",
    "Invention",
    "Navigation",
]
P1_GREENS = [
    "Bicycle",
    "Banking",
    "Measurement",
    "Classification",
    "Metric System",
    "Electricity",
    "Corporations",
    "Mass Media",
    "Satellites",
    "Databases",
]


def _pick(s, card):
    """Choose `card` among the options, whether the chooser sees its name or its place."""
    for option in s.options():
        if option == card:
            return s.choose(card)
        if (
            isinstance(option, dict)
            and s.state.cards_in((option["zone"], option["player"]))[option["index"]] == card
        ):
            return s.choose(option)
    raise AssertionError(f"{card} is not an option: {s.options()}")


def _demand(decks):
    # seat 1 has no crowns: demanded; seat 0 has two (Collaboration on top of green)
    return Scenario(
        players=[
            {"board": {"green": ["Collaboration"], "blue": ["Writing"]}},
            {"board": {"red": ["Archery"]}},
        ],
        decks=decks,
    )


def test_demander_chooses_the_card_for_their_board_and_the_victim_melds_the_other():
    s = _demand({9: ["Genetics", "Suburbia", "Ecology"]})
    s.dogma("Collaboration")
    assert s.chooser == 0 and len(s.options()) == 2
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Genetics", "Suburbia"]
    _pick(s, "Suburbia")
    assert s.pile(0, "yellow") == ["Suburbia"]
    assert s.pile(1, "blue") == ["Genetics"]
    assert s.hand(1) == [] and s.hand(0) == []
    assert s.deck(9) == ["Ecology"]
    assert s.quiet and not s.over
    # a demand never earns the sharing bonus
    assert s.events("share_bonus") == []


def test_the_other_choice_goes_the_other_way():
    s = _demand({9: ["Genetics", "Suburbia"]})
    s.dogma("Collaboration")
    _pick(s, "Genetics")
    assert s.pile(0, "blue") == ["Genetics", "Writing"]
    assert s.pile(1, "yellow") == ["Suburbia"]


def test_an_empty_nine_pile_draws_a_ten_for_the_second_card():
    s = _demand({9: ["Ecology"], 10: ["Robotics", "Software"]})
    s.dogma("Collaboration")
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Ecology", "Robotics"]
    _pick(s, "Robotics")
    assert s.pile(0, "red") == ["Robotics"]
    assert s.pile(1, "yellow") == ["Ecology"] and s.pile(1, "red") == ["Archery"]
    assert s.deck(9) == [] and s.deck(10) == ["Software"]


def test_drawing_above_ten_ends_the_game():
    s = _demand({9: [], 10: []})
    s.dogma("Collaboration")
    assert s.over and s.result["reason"] == "score"


def test_ten_green_cards_win():
    s = Scenario(
        players=[{"board": {"green": P0_GREENS}}, {"board": {"red": ["Archery"]}}],
        decks={9: ["Genetics", "Suburbia"]},
    )
    s.dogma("Collaboration")
    _pick(s, "Genetics")
    assert s.over
    assert s.result["winners"] == [0] and s.result["reason"] == "card:Collaboration"


def test_nine_green_cards_do_not_win():
    s = Scenario(
        players=[{"board": {"green": P0_GREENS[:9]}}, {"board": {"red": ["Archery"]}}],
        decks={9: ["Genetics", "Suburbia"]},
    )
    s.dogma("Collaboration")
    _pick(s, "Suburbia")
    assert not s.over and s.quiet
    assert len(s.pile(0, "green")) == 9


def test_a_sharing_player_with_ten_greens_wins_first():
    # seat 1 shows two crowns (Bicycle): not demanded, shares and executes the win effect first
    s = Scenario(players=[{"board": {"green": P0_GREENS}}, {"board": {"green": P1_GREENS}}])
    s.dogma("Collaboration")
    assert s.over and s.result["winners"] == [1]
    assert s.events("reveal") == []


def test_a_sharing_player_without_ten_greens_changes_nothing_and_gives_no_bonus():
    s = Scenario(
        players=[{"board": {"green": ["Collaboration"]}}, {"board": {"green": ["Bicycle"]}}],
        decks={9: ["Genetics"]},
    )
    s.dogma("Collaboration")
    assert s.quiet and not s.over
    assert s.hand(0) == [] and s.hand(1) == [] and s.events("share_bonus") == []
    assert s.deck(9) == ["Genetics"]
