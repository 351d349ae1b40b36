from epocha.games.innovation.scenario import Scenario

DECKS = {2: ["Calendar", "Mathematics", "Fermenting"], 4: ["Anatomy"]}


def test_victim_gives_a_castle_top_card_so_i_draw_and_score_a_two():
    s = Scenario(
        players=[
            {"board": {"red": ["Gunpowder"]}},
            {"board": {"yellow": ["Masonry"], "blue": ["Tools"], "green": ["Sailing"]}},
        ],
        decks=DECKS,
    )
    s.dogma("Gunpowder")
    assert s.chooser == 1 and sorted(s.options()) == ["Masonry", "Tools"]
    s.choose("Masonry")
    assert s.board(1) == {"blue": ["Tools"], "green": ["Sailing"]}
    assert s.score(0) == ["Masonry", "Calendar"]
    assert s.quiet and s.hand(0) == []


def test_no_castle_top_card_means_no_transfer_and_no_score():
    s = Scenario(players=[{"board": {"red": ["Gunpowder"]}}, {"board": {"green": ["Sailing"]}}], decks=DECKS)
    s.dogma("Gunpowder")
    assert s.score(0) == [] and s.deck(2) == ["Calendar", "Mathematics", "Fermenting"]


def test_a_sharer_also_scores_a_two_after_a_transfer_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Gunpowder"]}},
            {"board": {"yellow": ["Masonry"]}},
            {"board": {"red": ["Colonialism"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(2, "factory") >= s.icons(0, "factory") > s.icons(1, "factory")
    s.dogma("Gunpowder")
    # seat 1 is demanded (Masonry goes, no question), seat 2 then seat 0 draw and score a 2
    assert s.score(0) == ["Masonry", "Mathematics"]
    assert s.score(2) == ["Calendar"]
    assert s.hand(0) == ["Anatomy"]  # bonus from seat 2's change


def test_a_sharer_scores_nothing_without_a_transfer_and_there_is_no_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Gunpowder"]}},
            {"board": {"green": ["Sailing"]}},
            {"board": {"red": ["Colonialism"]}},
        ],
        decks=DECKS,
    )
    s.dogma("Gunpowder")
    assert s.score(0) == [] and s.score(2) == [] and s.hand(0) == []
