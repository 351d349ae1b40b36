"""Despotism (Age A government, printed on every player board): printed facts only (cards/plain.py).

Rulings: it is every civilization's starting government (4 civil, 2 military actions, urban
limit 2); a printed card is not a deck card, so when another government replaces it, it does
not go among the removed civil cards.
"""

from epocha.games.tta.ratings import civil_hand_limit, military_hand_limit

from .plain_helpers import board, game, in_play, keys, workers

CARD = "A:Despotism"


def test_every_civilization_starts_with_4_civil_and_2_military_actions():
    s = game(3)
    for seat in range(3):
        p = s.player(seat)
        assert in_play(s, seat, CARD)
        assert p.totals == {"ca": 4, "ma": 2}
        assert civil_hand_limit(s.state, p) == 4
        assert military_hand_limit(s.state, p) == 2
    assert s.actions_left(0) == (4, 2)


def test_urban_limit_is_two_of_each_kind():
    techs = board({"A:Religion": {"workers": 2}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1}, {}])
    assert not s.can("build", tech="A:Religion")
    assert s.can("build", tech="A:Philosophy")  # one lab only
    techs = board({"A:Religion": {"workers": 1}, "A:Bronze": {"workers": 2, "stored": 3}})
    s = game([{"technologies": techs, "unused_workers": 1}, {}])
    s.act("build", tech="A:Religion")
    assert workers(s, 0, "A:Religion") == 2
    assert not s.can("build", tech="A:Religion")


def test_no_ratings_of_its_own():
    s = game([{"technologies": board({"A:Philosophy": {}, "A:Warriors": {}})}, {}])
    r = s.ratings(0)
    assert (r.science, r.culture, r.strength, r.happy) == (0, 0, 0, 0)


def test_civil_hand_limit_of_four_blocks_taking_a_fifth_card():
    hand = ["I:Iron", "I:Alchemy", "I:Drama", "I:Knights"]
    s = game([{"civil_hand": hand}, {}], row=["I:Irrigation"])
    assert not s.can("take", card="I:Irrigation")
    s = game([{"civil_hand": hand[:3]}, {}], row=["I:Irrigation"])
    s.act("take", card="I:Irrigation")
    assert keys(s.player(0).civil_hand) == ["I:Alchemy", "I:Drama", "I:Iron", "I:Irrigation"]


def test_military_hand_limit_of_two_at_the_end_of_the_turn():
    hand = ["I:Defense / Colonization", "I:Defense / Colonization", "I:Defense / Colonization"]
    s = game([{"military_hand": hand, "actions_spent": {"ca": 0, "ma": 2}}, {}])
    s.end_turn()
    d = s.decision()
    assert d.seat == 0 and s.prompt() == "Discard 1 military card over your limit"
    s.choose("I:Defense / Colonization")
    assert len(s.player(0).military_hand) == 2  # no military action left: nothing drawn


def test_replaced_by_a_peaceful_change_it_leaves_play_but_not_to_the_removed_cards():
    s = game([{"civil_hand": ["I:Monarchy"], "science": 8}, {}])
    s.act("develop", card="I:Monarchy")
    assert not in_play(s, 0, CARD)
    assert not any(c.startswith(CARD) for c in s.state.removed)
    assert s.player(0).totals == {"ca": 5, "ma": 3}
