from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

EVENT = "II:Iconoclasm"
TRIGGER = "A:Development of Science"  # an Age A event to prepare: it scores no culture
TECHS = board(Religion=1)


def reveal(*players, **position):
    players = [{"technologies": TECHS, **p} for p in players]
    players[0]["military_hand"] = [TRIGGER]
    s = Scenario(players=players, current_events=[EVENT], **position)
    s.act("event", card=TRIGGER)
    return s


def test_leaders_of_older_ages_leave_play_with_their_effects():
    before = Scenario(players=[{"technologies": TECHS, "leader": "I:Michelangelo"}, {}], age="II")
    assert before.ratings(0).culture == 2  # Religion 1 + Michelangelo's happy face
    s = reveal({"leader": "I:Michelangelo"}, {"leader": "II:Isaac Newton"}, {}, age="II")
    assert s.player(0).leader is None
    assert s.ratings(0).culture == 1
    assert "I:Michelangelo#1" in s.state.removed
    assert s.player(1).leader == "II:Isaac Newton#1"
    assert s.player(2).leader is None
    assert s.state.past_events == ["II:Iconoclasm#1"]


def test_in_age_iii_an_age_ii_leader_leaves_and_an_age_iii_one_stays():
    s = reveal({"leader": "III:Albert Einstein"}, {"leader": "II:Isaac Newton"}, age="III")
    assert s.player(0).leader == "III:Albert Einstein#1"
    assert s.player(1).leader is None


def test_in_age_iv_every_leader_leaves():
    s = reveal({"leader": "III:Albert Einstein"}, {"leader": "II:Isaac Newton"}, age="IV", last_round=4)
    assert s.player(0).leader is None
    assert s.player(1).leader is None
    assert {"III:Albert Einstein#1", "II:Isaac Newton#1"} <= set(s.state.removed)


def test_a_removed_leader_does_not_free_its_age_for_another_leader():
    s = reveal({"leader": "I:Michelangelo", "leader_ages": ["I"]}, {}, age="II")
    assert s.player(0).leader is None
    assert s.player(0).leader_ages == ["I"]
    assert s.player(0).ca_spent == 0
