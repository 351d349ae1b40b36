from epocha.games.tta.scenario import Scenario

GENGHIS = "I:Genghis Khan"


def army(warriors, knights=0):
    out = {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}, "A:Warriors": {"workers": warriors}}
    if knights:
        out["I:Knights"] = {"workers": knights}
    return out


def test_genghis_khan_lets_infantry_count_as_cavalry_for_tactics():
    spec = {"technologies": army(2), "tactic": "I:Medieval Army", "exclusive_tactic": True}
    s = Scenario(players=[{**spec, "leader": GENGHIS}, {"technologies": army(2)}])
    assert s.ratings(0).strength == 2 + 2  # one infantry + one "cavalry": an army of 2
    assert s.ratings(1).strength == 2


def test_genghis_khan_uses_infantry_as_cavalry_only_when_it_helps():
    spec = {"technologies": army(4, knights=1), "tactic": "I:Heavy Cavalry", "exclusive_tactic": True}
    s = Scenario(players=[{**spec, "leader": GENGHIS}, {}])
    # Heavy Cavalry needs 3 cavalry: 1 Knights + 2 Warriors as cavalry = 1 army of 4
    assert s.ratings(0).strength == 4 + 2 + 4


def test_genghis_khan_scores_three_culture_when_strongest():
    s = Scenario(players=[{"leader": GENGHIS, "technologies": army(2)}, {"technologies": army(1)}])
    s.end_turn()
    assert s.player(0).culture == 3
    assert s.ratings(0).culture == 0  # not part of the rating


def test_genghis_khan_wins_ties():
    s = Scenario(players=[{"leader": GENGHIS, "technologies": army(1)}, {"technologies": army(1)}])
    s.end_turn()
    assert s.player(0).culture == 3


def test_genghis_khan_two_players_means_the_strongest_only():
    s = Scenario(players=[{"leader": GENGHIS, "technologies": army(1)}, {"technologies": army(2)}])
    s.end_turn()
    assert s.player(0).culture == 0


def test_genghis_khan_second_strongest_of_three_scores():
    s = Scenario(
        players=[
            {"leader": GENGHIS, "technologies": army(2)},
            {"technologies": army(3)},
            {"technologies": army(1)},
        ]
    )
    s.end_turn()
    assert s.player(0).culture == 3


def test_genghis_khan_third_of_four_scores_nothing():
    s = Scenario(
        players=[
            {"leader": GENGHIS, "technologies": army(2)},
            {"technologies": army(3)},
            {"technologies": army(2)},
            {"technologies": army(3)},
        ]
    )
    s.end_turn()
    assert s.player(0).culture == 0


def test_genghis_khan_only_at_the_end_of_his_owners_turn():
    s = Scenario(players=[{"technologies": army(1)}, {"leader": GENGHIS, "technologies": army(2)}])
    s.end_turn()
    assert s.player(1).culture == 0
    s.end_turn()
    assert s.player(1).culture == 3
