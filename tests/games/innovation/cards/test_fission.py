from epocha.games.innovation.scenario import Scenario


def _removed_by(s, before):
    """Cards removed since `before` (cards left out of listed decks start out removed)."""
    return [c for c in s.removed if c not in before]


def _demand(decks, edition="1e", players=None):
    # Fission shows three clocks; seat 1 has none and is demanded
    players = players or [
        {
            "hand": ["Oars"],
            "score": ["Calendar"],
            "achievements": ["age:1"],
            "board": {"red": ["Fission", "Archery"], "yellow": ["Agriculture"]},
        },
        {
            "hand": ["Tools"],
            "score": ["Optics"],
            "achievements": ["Monument"],
            "board": {"blue": ["Writing"]},
        },
    ]
    return Scenario(players=players, decks=decks, edition=edition)


def test_a_drawn_card_that_is_not_red_stays_in_hand_and_a_top_card_is_returned():
    s = _demand({10: ["Software", "Robotics"], 1: ["Sailing"]})
    s.dogma("Fission")
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Software"]
    assert s.hand(1) == ["Tools", "Software"]
    # the shared effect: only seat 0 executes it; Fission itself is not an option
    assert s.chooser == 0 and sorted(s.options()) == ["Agriculture", "Writing"]
    s.choose("Writing")
    assert s.board(1) == {}
    assert s.deck(1) == ["Sailing", "Writing"]
    # 1st edition: no draw
    assert s.hand(0) == ["Oars"] and s.deck(10) == ["Robotics"]
    assert s.quiet and s.turn["actions_left"] == 1


def test_own_top_card_may_be_returned():
    s = _demand({10: ["Software"]})
    s.dogma("Fission")
    s.choose("Agriculture")
    assert "yellow" not in s.board(0) and s.deck(1)[-1] == "Agriculture"


def test_a_red_ten_removes_hands_boards_and_score_piles_and_ends_the_dogma():
    s = _demand({10: ["Robotics", "Software"]})
    before = s.removed
    s.dogma("Fission")
    assert s.quiet and not s.over
    assert _removed_by(s, before) == [
        "Agriculture",
        "Archery",
        "Oars",
        "Tools",
        "Writing",
        "Calendar",
        "Optics",
        "Fission",
        "Robotics",
    ]
    for p in (0, 1):
        assert s.hand(p) == [] and s.score(p) == [] and s.board(p) == {}
    # achievements stay
    assert s.achievements(0) == ["age:1"] and s.achievements(1) == ["Monument"]
    # the dogma is over: no shared effect, no sharing bonus; the turn goes on
    assert s.events("share_bonus") == [] and s.deck(10) == ["Software"]
    assert len(s.events("dogma_complete")) == 1
    assert s.turn["player"] == 0 and s.turn["actions_left"] == 1


def test_a_red_ten_stops_the_demand_for_later_players():
    s = _demand(
        {10: ["Miniaturization", "Robotics"]},
        players=[
            {"board": {"red": ["Fission"]}},
            {"hand": ["Tools"]},
            {"hand": ["Oars"], "board": {"blue": ["Writing"]}},
        ],
    )
    before = s.removed
    s.dogma("Fission")
    assert _removed_by(s, before) == ["Oars", "Tools", "Writing", "Fission", "Miniaturization"]
    # seat 2 never drew
    assert s.deck(10) == ["Robotics"]
    assert s.quiet


def test_the_second_demanded_player_can_trigger_it():
    s = _demand(
        {10: ["Software", "Robotics"]},
        players=[
            {"board": {"red": ["Fission"]}},
            {"hand": ["Tools"]},
            {"board": {"blue": ["Writing"]}},
        ],
    )
    before = s.removed
    s.dogma("Fission")
    assert _removed_by(s, before) == ["Tools", "Writing", "Fission", "Robotics", "Software"]
    assert s.deck(10) == [] and s.quiet


def test_drawing_above_ten_ends_the_game():
    s = _demand({10: []})
    before = s.removed
    s.dogma("Fission")
    assert s.over and s.result["reason"] == "score"
    assert _removed_by(s, before) == [] and s.hand(1) == ["Tools"]


def test_sharing_player_returns_first_and_gives_the_bonus():
    # seat 1 shows three clocks (Quantum Theory): shares, not demanded
    s = Scenario(
        players=[
            {"board": {"red": ["Fission"], "yellow": ["Agriculture"]}},
            {"board": {"blue": ["Quantum Theory"], "green": ["Sailing"]}},
        ],
        decks={1: ["Clothing", "Pottery"], 8: ["Rocketry"], 9: [], 10: ["Robotics"]},
    )
    s.dogma("Fission")
    assert s.events("reveal") == []
    assert s.chooser == 1 and sorted(s.options()) == ["Agriculture", "Quantum Theory", "Sailing"]
    s.choose("Agriculture")
    assert s.chooser == 0 and sorted(s.options()) == ["Quantum Theory", "Sailing"]
    s.choose("Sailing")
    assert s.deck(1) == ["Clothing", "Pottery", "Agriculture", "Sailing"]
    # sharing bonus: seat 0's highest top card is Fission (9): the empty 9 pile gives a 10
    assert s.hand(0) == ["Robotics"] and len(s.events("share_bonus")) == 1
    assert s.deck(8) == ["Rocketry"]


def test_nothing_to_return_but_fission():
    s = Scenario(
        players=[{"board": {"red": ["Fission"]}}, {"board": {"blue": ["Quantum Theory"]}}],
        decks={10: ["Robotics"]},
    )
    # seat 1 shares and must return Quantum Theory, the only top card other than Fission
    s.dogma("Fission")
    assert s.board(1) == {} and s.board(0) == {"red": ["Fission"]}
    assert s.quiet
    assert s.deck(8)[-1] == "Quantum Theory"
    # seat 0 then had nothing to return: no choice was asked


def test_third_edition_draws_a_ten_after_returning():
    s = _demand({10: ["Software", "Robotics", "Databases"]}, edition="3e")
    s.dogma("Fission")
    s.choose("Writing")
    assert s.hand(0) == ["Oars", "Robotics"]
    assert s.hand(1) == ["Tools", "Software"]
    assert s.deck(10) == ["Databases"]


def test_third_edition_draws_a_ten_even_with_nothing_to_return():
    s = Scenario(
        players=[{"board": {"red": ["Fission"]}}, {"hand": ["Oars"]}],
        decks={10: ["Software", "Databases"]},
        edition="3e",
    )
    s.dogma("Fission")
    assert s.hand(1) == ["Oars", "Software"]
    assert s.hand(0) == ["Databases"] and s.board(0) == {"red": ["Fission"]}
    assert s.quiet
