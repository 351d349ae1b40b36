from epocha.games.tta.ratings import civil_hand_limit, military_hand_limit
from epocha.games.tta.scenario import Scenario

HAND = ["I:Drama", "I:Alchemy", "I:Iron", "I:Knights"]
MILITARY = ["I:Good Harvest", "I:Immigration", "I:Pestilence"]


def test_library_of_alexandria_raises_both_hand_limits():
    s = Scenario(
        players=[{"wonders": ["A:Library of Alexandria"], "civil_hand": HAND}, {}], row=["I:Swordsmen"]
    )
    p = s.player(0)
    assert (civil_hand_limit(s.state, p), military_hand_limit(s.state, p)) == (5, 3)
    assert p.totals == {"ca": 4, "ma": 2}  # no extra actions
    assert (s.ratings(0).science, s.ratings(0).culture) == (1 + 1, 1)
    s.act("take", card="I:Swordsmen")
    assert len(s.player(0).civil_hand) == 5
    assert s.actions_left(0) == (3, 2)


def test_without_the_library_a_full_hand_cannot_take():
    s = Scenario(players=[{"civil_hand": HAND}, {}], row=["I:Swordsmen"])
    assert not s.can("take", card="I:Swordsmen")


def test_library_keeps_one_more_military_card_at_the_end_of_turn():
    s = Scenario(
        players=[
            {"wonders": ["A:Library of Alexandria"], "military_hand": MILITARY, "actions_spent": {"ma": 2}},
            {},
        ]
    )
    s.end_turn()
    assert len(s.player(0).military_hand) == 3
    assert s.state.turn_player == 1


def test_without_the_library_the_third_military_card_is_discarded():
    s = Scenario(players=[{"military_hand": MILITARY, "actions_spent": {"ma": 2}}, {}])
    s.end_turn()
    assert s.chooser == 0
    s.choose("I:Pestilence")
    assert sorted(s.player(0).military_hand) == ["I:Good Harvest#1", "I:Immigration#1"]


def test_ruined_library_gives_no_extra_limit():
    s = Scenario(
        players=[
            {
                "wonders": ["A:Library of Alexandria"],
                "ruined": ["A:Library of Alexandria"],
                "civil_hand": HAND,
            },
            {},
        ],
        row=["I:Swordsmen"],
    )
    p = s.player(0)
    assert (civil_hand_limit(s.state, p), military_hand_limit(s.state, p)) == (4, 2)
    assert not s.can("take", card="I:Swordsmen")
    assert (s.ratings(0).science, s.ratings(0).culture) == (1, 2)
