from epocha.games.tta.costs import take_cost

from .shared_events import revealing

EVENT = "II:Ravages of Time"


def reveal(*players, turn_player=0, **position):
    return revealing(EVENT, players, age="II", turn_player=turn_player, **position)


def test_each_player_flips_one_age_a_or_i_wonder_which_keeps_only_2_culture():
    s = reveal(
        {"wonders": ["A:Pyramids", "I:Great Wall", "II:Eiffel Tower"]},
        {"wonders": ["A:Hanging Gardens"]},
        {"wonders": ["II:Kremlin"]},
    )
    assert s.chooser == 0
    assert {a["cards"][0] for a in s.actions("choose")} == {"A:Pyramids#1", "I:Great Wall#1"}
    assert s.player(0).totals["ca"] == 5
    s.choose("A:Pyramids")
    p = s.player(0)
    assert p.ruined == ["A:Pyramids#1"]
    assert p.wonders == ["A:Pyramids#1", "I:Great Wall#1", "II:Eiffel Tower#1"]
    assert p.totals["ca"] == 4  # the Pyramids' civil action is gone
    assert s.ratings(0).culture == 2 + 1 + 4  # ruin, Great Wall, Eiffel Tower
    # a single eligible wonder is flipped without a question
    assert s.player(1).ruined == ["A:Hanging Gardens#1"]
    assert (s.ratings(1).culture, s.ratings(1).happy) == (2, 0)
    assert s.player(2).ruined == []
    assert s.decision().kind == "turn"


def test_players_choose_clockwise_from_the_revealer():
    s = reveal(
        {"wonders": ["A:Pyramids", "A:Colossus"]},
        {"wonders": ["A:Hanging Gardens", "I:Taj Mahal"], "blue_bank": 10},
        turn_player=1,
    )
    assert s.chooser == 1
    s.choose("I:Taj Mahal")
    assert s.player(1).blue == 9  # the Taj Mahal's blue token goes back to the box
    assert s.chooser == 0
    s.choose("A:Colossus")
    assert s.ratings(0).strength == 1  # Warriors only: the Colossus' strength is gone
    assert s.player(0).ruined == ["A:Colossus#1"]


def test_homer_under_a_ruined_wonder_keeps_its_happy_face():
    s = reveal({"wonders": ["A:Hanging Gardens"], "homer_under": "A:Hanging Gardens#1"}, {})
    assert s.player(0).ruined == ["A:Hanging Gardens#1"]
    assert (s.ratings(0).culture, s.ratings(0).happy) == (2, 1)


def test_a_ruined_wonder_still_counts_as_completed():
    s = reveal({"wonders": ["A:Pyramids", "A:Colossus"], "ruined": ["A:Colossus"]}, {}, row=["II:Kremlin"])
    # the already ruined Colossus is not a choice: the Pyramids go
    assert s.player(0).ruined == ["A:Colossus#1", "A:Pyramids#1"]
    assert take_cost(s.state, s.player(0), 0) == 1 + 2  # both still count for the surcharge
