from epocha.games.innovation.scenario import Scenario

DECKS = {3: ["Paper", "Optics"]}


def test_melds_the_whole_score_pile_in_chosen_order_and_claims_world():
    s = Scenario(
        players=[
            {
                "score": ["Sailing", "Code of Laws", "City States"],
                "board": {"blue": ["Translation"], "red": ["Archery"]},
            },
            {},
        ],
        decks=DECKS,
    )
    s.dogma("Translation")
    assert s.options() == ["meld"] and s.can_pass()
    s.choose("meld")
    # two purple cards: the owner orders them (the last one ends on top)
    assert sorted(s.options()) == ["City States", "Code of Laws"]
    s.choose("Code of Laws")
    assert s.score(0) == []
    assert s.pile(0, "purple") == ["City States", "Code of Laws"]
    assert s.top(0, "green") == "Sailing"
    # Archery (no crown) is still a top card: no World
    assert s.achievements(0) == [] and "World" in s.available_specials


def test_melding_covers_the_last_crownless_top_card_and_claims_world():
    s = Scenario(
        players=[{"score": ["Oars"], "board": {"blue": ["Translation"], "red": ["Archery"]}}, {}],
        decks=DECKS,
    )
    s.dogma("Translation")
    s.choose("meld")
    assert s.pile(0, "red") == ["Oars", "Archery"]
    assert s.achievements(0) == ["World"] and "World" not in s.available_specials


def test_declining_keeps_the_score_pile():
    s = Scenario(
        players=[{"score": ["Oars"], "board": {"blue": ["Translation"], "red": ["Archery"]}}, {}],
        decks=DECKS,
    )
    s.dogma("Translation")
    s.pass_()
    assert s.score(0) == ["Oars"] and s.pile(0, "red") == ["Archery"]
    assert s.achievements(0) == []


def test_empty_score_pile_and_crowned_tops_claim_world_without_asking():
    s = Scenario(players=[{"board": {"blue": ["Translation"], "green": ["Sailing"]}}, {}], decks=DECKS)
    s.dogma("Translation")
    assert s.quiet and s.achievements(0) == ["World"]


def test_world_already_taken_gives_nothing():
    s = Scenario(
        players=[{"board": {"blue": ["Translation"]}}, {"achievements": ["World"]}],
        decks=DECKS,
    )
    s.dogma("Translation")
    assert s.achievements(0) == [] and s.achievements(1) == ["World"]


def test_a_sharing_opponent_claims_world_first_and_the_activator_gets_the_bonus():
    s = Scenario(
        players=[
            {"board": {"blue": ["Translation"]}},
            {"board": {"green": ["Sailing"], "purple": ["City States"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "crown") >= s.icons(0, "crown")
    s.dogma("Translation")
    assert s.achievements(1) == ["World"] and s.achievements(0) == []
    assert s.hand(0) == ["Paper"]  # sharing bonus: seat 1 changed something
