from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

LEADER = "III:Bill Gates"
BASE = board({"I:Alchemy": {"workers": 1}, "II:Scientific Method": {"workers": 2}})
IN_PLAY = {"leader": LEADER, "flags": {"labs_store_resources": True}}


def spec(techs=None, **player):
    return {"technologies": {**BASE, **(techs or {})}, "yellow_bank": 18, **player}


def stored(s, key, seat=0):
    return sum(n for t, n in s.player(seat).stored.items() if t.split("#")[0] == key)


def test_labs_of_level_one_and_up_produce_like_mines():
    s = Scenario(players=[spec(civil_hand=[LEADER]), {}], age="III")
    s.act("leader", card=LEADER)
    s.end_turn()
    p = s.player(0)
    assert stored(s, "A:Bronze") == 2
    assert stored(s, "I:Alchemy") == 1
    assert stored(s, "II:Scientific Method") == 2
    assert stored(s, "A:Philosophy") == 0  # level 0 produces nothing
    assert s.resources(0) == 2 + 1 + 4
    assert p.flags["bill_gates_production"] == 5
    assert p.blue == 16 - 2 - 5  # 2 food tokens, 5 resource tokens
    assert p.culture == 0  # not yet: when he leaves or at the end


def test_without_gates_labs_produce_nothing():
    s = Scenario(players=[spec(), {}], age="III")
    s.end_turn()
    assert s.resources(0) == 2
    assert stored(s, "II:Scientific Method") == 0


def test_lab_tokens_are_resources_and_make_change():
    s = Scenario(
        players=[
            spec({"II:Scientific Method": {"workers": 2, "stored": 2}}, unused_workers=1, **IN_PLAY),
            {},
        ],
        age="III",
    )
    assert s.resources(0) == 4
    s.act("build", tech="A:Religion")  # 3 resources: both lab tokens, 1 back as change
    assert s.resources(0) == 1
    assert stored(s, "II:Scientific Method") == 0


def test_leaving_play_scores_the_total_and_stops_lab_production():
    s = Scenario(
        players=[
            spec(
                {"II:Scientific Method": {"workers": 2, "stored": 1}},
                civil_hand=["III:Sid Meier"],
                leader=LEADER,
                flags={"labs_store_resources": True, "bill_gates_production": 9},
            ),
            {},
        ],
        age="III",
    )
    s.act("leader", card="III:Sid Meier")
    p = s.player(0)
    assert p.culture == 9
    assert "bill_gates_production" not in p.flags and "labs_store_resources" not in p.flags
    assert s.resources(0) == 2  # the tokens on the lab stay usable
    s.end_turn()
    assert stored(s, "II:Scientific Method") == 1
    assert stored(s, "I:Alchemy") == 0
    assert s.resources(0) == 2 + 2


def test_end_of_game_scores_the_total():
    s = Scenario(
        players=[
            {},
            spec(leader=LEADER, flags={"labs_store_resources": True, "bill_gates_production": 7}),
        ],
        age="III",
        round=5,
        last_round=5,
        turn_player=1,
    )
    s.end_turn()
    assert s.result is not None
    # the last production adds 1 + 4 from the labs; culture rating 0
    assert s.player(1).culture == 7 + 5
    assert s.result["scores"][1] == 12


def test_a_short_blue_bank_serves_the_higher_levels_first():
    s = Scenario(
        players=[spec({"A:Agriculture": {"workers": 9}}, blue_bank=11, **IN_PLAY), {}],
        age="III",
    )
    s.end_turn()
    # no corruption at 11; 9 food tokens leave 2: both on Scientific Method
    assert stored(s, "II:Scientific Method") == 2
    assert stored(s, "I:Alchemy") == 0 and stored(s, "A:Bronze") == 0
    assert s.player(0).flags["bill_gates_production"] == 4


def test_no_production_in_an_uprising_no_count():
    s = Scenario(players=[spec(yellow_bank=0, unused_workers=0, **IN_PLAY), {}], age="III")
    s.end_turn()
    assert s.resources(0) == 0
    assert "bill_gates_production" not in s.player(0).flags


def test_counting_mine_production_for_an_event_does_not_count_labs():
    s = Scenario(
        players=[spec(military_hand=["III:Impact of Balance"], **IN_PLAY), {}],
        age="III",
        current_events=["III:Impact of Industry"],
    )
    s.act("event", card="III:Impact of Balance")
    p = s.player(0)
    assert p.culture == 3 + 2  # the event prepared, the mines' 2 resources
    assert "bill_gates_production" not in p.flags
    assert s.resources(0) == 0


def test_event_ordered_production_counts_the_labs_too():
    # New Deposits: every civilization produces resources now; Gates' labs with them
    s = Scenario(
        players=[spec(military_hand=["I:Rats"], **IN_PLAY), {}],
        age="III",
        current_events=["I:New Deposits"],
    )
    s.act("event", card="I:Rats")
    p = s.player(0)
    assert stored(s, "I:Alchemy") == 1 and stored(s, "II:Scientific Method") == 2
    assert p.flags["bill_gates_production"] == 1 + 4
    s.end_turn()  # and the production phase adds its own share
    assert p.flags["bill_gates_production"] == 2 * (1 + 4)


def test_economic_progress_counts_the_labs():
    s = Scenario(
        players=[spec(military_hand=["I:Rats"], **IN_PLAY), {}],
        age="III",
        current_events=["II:Economic Progress"],
    )
    s.act("event", card="I:Rats")
    assert s.player(0).flags["bill_gates_production"] == 1 + 4
