"""The public API contract (DESIGN.md) on Innovation: setup, actions, undo, saves, clones."""

import json

import pytest

import epocha
from epocha import IllegalAction
from epocha.games.innovation.scenario import Scenario


def test_games_lists_innovation():
    assert "innovation" in epocha.games()


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 5},
        {"players": "2"},
        {"players": 2, "seed": "x"},
        {"players": 2, "options": {"edition": "4e"}},
        {"players": 2, "options": {"colour": 1}},
        {"players": 2, "options": []},
    ],
)
def test_bad_new_game_arguments(kwargs):
    with pytest.raises(IllegalAction):
        epocha.new_game("innovation", **kwargs)


def test_unknown_game():
    with pytest.raises(IllegalAction, match="unknown game"):
        epocha.new_game("chess", 2)


def test_setup_deals_two_cards_and_melds_simultaneously():
    g = epocha.new_game("innovation", players=3, seed=5)
    assert g.active_players == [0, 1, 2]
    hands = [g.state.hands[p][:] for p in range(3)]
    assert all(
        len(h) == 2 and all(epocha.get_rules("innovation").card_facts(c).age == 1 for c in h) for h in hands
    )
    assert len(g.state.age_achievements) == 9 and 10 not in g.state.age_achievements
    g.apply(1, g.legal_actions(1)[0])
    assert g.active_players == [0, 2]
    # the pick stays hidden from the others until all have chosen
    picked = g.legal_actions(1)
    assert picked == []
    other_view = json.dumps(g.view(0))
    assert hands[1][0] not in other_view or hands[1][0] in hands[0]
    assert g.view(0)["state"]["players"][1]["has_chosen_meld"] is True
    g.apply(0, g.legal_actions(0)[1])
    g.apply(2, g.legal_actions(2)[0])
    tops = {p: g.view(None)["state"]["players"][p]["board"] for p in range(3)}
    assert all(len(b) == 1 for b in tops.values())
    melded = {p: next(iter(b.values()))["cards"][0] for p, b in tops.items()}
    first = min(melded, key=lambda p: melded[p].casefold())
    assert g.active_players == [first]
    assert g.state.turn["actions_left"] == 1


def _start(players: int, seed: int):
    g = epocha.new_game("innovation", players=players, seed=seed)
    for p in range(players):
        g.apply(p, g.legal_actions(p)[0])
    return g


def test_first_turn_single_action_and_second_player_in_four_players():
    g = _start(4, 11)
    first = g.active_players[0]
    assert g.state.turn["actions_left"] == 1
    g.apply(first, {"type": "draw"})
    second = g.active_players[0]
    assert second == (first + 1) % 4 and g.state.turn["actions_left"] == 1
    g.apply(second, {"type": "draw"})
    assert g.state.turn["actions_left"] == 2
    g3 = _start(3, 11)
    g3.apply(g3.active_players[0], {"type": "draw"})
    assert g3.state.turn["actions_left"] == 2


def test_wrong_seat_and_garbage_change_nothing():
    g = _start(2, 3)
    p = g.active_players[0]
    before = g.snapshot()
    for seat, action in [
        (1 - p, {"type": "draw"}),
        (7, {"type": "draw"}),
        (-1, {"type": "draw"}),
        ("0", {"type": "draw"}),
        (p, {"type": "meld", "card": "Nonsense"}),
        (p, {"type": "achieve", "age": 1}),
        (p, "draw"),
        (p, None),
        (p, {"type": "dogma", "card": "Software"}),
    ]:
        with pytest.raises(IllegalAction):
            g.apply(seat, action)
        assert g.snapshot() == before


def test_dumps_loads_replays_exactly():
    g = _start(2, 4)
    for _ in range(6):
        p = g.active_players[0]
        g.apply(p, {"type": "draw"})
    text = epocha.dumps(g)
    doc = json.loads(text)
    assert doc["engine"] == epocha.__version__ and doc["game"] == "innovation"
    g2 = epocha.loads(text)
    assert g2 == g
    assert g2.view(0) == g.view(0)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        '{"format": "other"}',
        '{"format": "epocha-save", "format_version": 1, "game": "innovation", "players": 2, "seed": 1,'
        ' "options": {}, "position": null, "actions": [[0, {"type": "draw"}]]}',
        '{"format": "epocha-save", "format_version": 1, "game": "innovation", "players": 2, "seed": 1,'
        ' "options": {}, "position": null, "actions": "x"}',
        '{"format": "epocha-save", "format_version": 1, "game": "nope", "players": 2, "seed": 1,'
        ' "options": {}, "position": null, "actions": []}',
    ],
)
def test_broken_saves_are_refused(text):
    with pytest.raises(IllegalAction):
        epocha.loads(text)


def test_clone_is_independent():
    g = _start(2, 8)
    c = g.clone()
    assert c == g
    p = c.active_players[0]
    c.apply(p, {"type": "draw"})
    assert c != g
    assert len(g.history) + 1 == len(c.history)


def test_undo_own_public_action_but_not_a_draw():
    s = Scenario(
        players=[
            {
                "score": ["Calendar", "Mathematics", "Construction"],
                "board": {"blue": ["Writing"]},
                "hand": ["Oars"],
            },
            {},
        ],
    )
    g = s.game
    before = g.snapshot()["state"]
    g.apply(0, {"type": "achieve", "age": 1})
    assert g.can_undo(0) and not g.can_undo(1)
    g.undo(0)
    assert g.snapshot()["state"] == before
    g.apply(0, {"type": "draw"})
    assert not g.can_undo(0)
    with pytest.raises(IllegalAction):
        g.undo(0)


def test_undo_a_choice_inside_an_effect_before_anything_is_drawn():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}])
    s.dogma("Agriculture")
    assert s.game.can_undo(0)  # nothing drawn or revealed yet: the dogma can be taken back
    s.game.undo(0)
    assert s.asking == "turn" and s.turn["actions_left"] == 2


def test_undo_not_possible_after_another_seat_acts():
    g = epocha.new_game("innovation", players=2, seed=2)
    g.apply(0, g.legal_actions(0)[0])
    assert g.can_undo(0)
    g.apply(1, g.legal_actions(1)[0])
    assert not g.can_undo(0) and not g.can_undo(1)  # the reveal is a checkpoint


def test_position_round_trip():
    g = _start(3, 21)
    for _ in range(7):
        g.apply(g.active_players[0], {"type": "draw"})
    pos = g.to_position()
    g2 = epocha.from_position("innovation", pos, seed=99)
    assert g2.to_position() == pos
    assert g2.legal_actions(g2.active_players[0]) == g.legal_actions(g.active_players[0])
    assert g2.view(1)["state"] == g.view(1)["state"]


def test_to_position_refused_mid_effect():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}])
    s.dogma("Agriculture")
    with pytest.raises(IllegalAction):
        s.game.to_position()


@pytest.mark.parametrize(
    "pos",
    [
        {"players": [{}]},
        {"players": [{"hand": ["Oars"]}, {"hand": ["Oars"]}]},
        {"players": [{"hand": ["Nope"]}, {}]},
        {"players": [{"board": {"red": ["Writing"]}}, {}]},
        {"players": [{"board": {"blue": {"cards": ["Writing"], "splay": "left"}}}, {}]},
        {"players": [{"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "down"}}}, {}]},
        {"players": [{}, {}], "decks": {"1": ["Calendar"]}},
        {"players": [{}, {}], "turn": {"player": 2}},
        {"players": [{}, {}], "turn": {"player": 0, "actions_left": 3}},
        {"players": [{"achievements": ["age:1"]}, {}], "achievements": ["age:1"]},
        {"players": [{}, {}], "bogus": 1},
        {"players": [{"achievements": ["age:1", "age:2", "age:3", "age:4", "Monument", "Empire"]}, {}]},
    ],
)
def test_bad_positions_are_refused(pos):
    with pytest.raises(IllegalAction):
        epocha.from_position("innovation", pos)


def test_spectator_view_hides_hands_and_scores():
    s = Scenario(
        players=[{"hand": ["Oars"], "score": ["Calendar"]}, {"hand": ["Tools"], "score": ["Optics"]}]
    )
    text = json.dumps(s.game.view(None))
    for card in ("Oars", "Calendar", "Tools", "Optics"):
        assert f'"{card}"' not in text
    mine = s.game.view(0)["state"]["players"][0]
    assert mine["hand"] == ["Oars"] and mine["score_cards"] == ["Calendar"]
    theirs = s.game.view(0)["state"]["players"][1]
    assert "hand" not in theirs and theirs["hand_ages"] == [1] and theirs["score_ages"] == [3]


ALL_AVAILABLE = [f"age:{a}" for a in range(1, 10)] + ["Monument", "Empire", "World", "Wonder", "Universe"]


@pytest.mark.parametrize(
    ("pos", "message"),
    [
        ({"players": [{"achievements": ["age:10"]}, {}]}, "no age-10 achievement"),
        ({"players": [{}, {}], "achievements": [*ALL_AVAILABLE, "age:10"]}, "no age-10 achievement"),
        ({"players": [{"achievements": ["age:0"]}, {}]}, "neither 'age:N'"),
        ({"players": [{"achievements": ["age:01"]}, {}]}, "neither 'age:N'"),
        ({"players": [{"achievements": ["age: 1"]}, {}]}, "neither 'age:N'"),
        ({"players": [{"achievements": ["Optics"]}, {}]}, "neither 'age:N'"),
        # one achievement in two places
        ({"players": [{"achievements": ["age:3"]}, {}], "achievements": ALL_AVAILABLE}, "age 3 .* twice"),
        ({"players": [{"achievements": ["age:3"]}, {"achievements": ["age:3"]}]}, "age 3 .* twice"),
        ({"players": [{"achievements": ["Empire"]}, {}], "achievements": ALL_AVAILABLE}, "Empire is both"),
        ({"players": [{"achievements": ["World"]}, {"achievements": ["World"]}]}, "World is both"),
        # one achievement in no place at all
        ({"players": [{}, {}], "achievements": ALL_AVAILABLE[1:]}, "age 1 .* neither available nor claimed"),
        ({"players": [{}, {}], "achievements": ALL_AVAILABLE[:-1]}, "Universe .* neither"),
        # a deck under two spellings of its key, or a key that only looks like an age
        ({"players": [{}, {}], "decks": {"1": [], 1: []}}, "bad deck key"),
        ({"players": [{}, {}], "decks": {"01": []}}, "bad deck key"),
        ({"players": [{}, {}], "decks": {True: []}}, "bad deck key"),
        ({"players": [{}, {}], "decks": {"11": []}}, "bad deck key"),
    ],
)
def test_achievements_and_decks_of_a_position_are_each_in_exactly_one_place(pos, message):
    with pytest.raises(IllegalAction, match=message):
        epocha.from_position("innovation", pos)


def test_a_complete_explicit_achievement_list_is_accepted():
    pos = {"players": [{"achievements": ["age:1", "Monument"]}, {}], "achievements": ALL_AVAILABLE[1:]}
    pos["achievements"].remove("Monument")
    g = epocha.from_position("innovation", pos)
    assert sorted(g.state.age_achievements) == list(range(2, 10))
    assert g.to_position()["players"][0]["achievements"] == ["age:1", "Monument"]
    assert epocha.from_position("innovation", {"players": [{}, {}], "decks": {2: [], "3": []}})


def _random_game(seed: int, decisions: int) -> epocha.Game:
    import random

    g = epocha.new_game("innovation", players=3, seed=seed)
    pick = random.Random(seed)
    for _ in range(decisions):
        if g.is_over:
            break
        seat = g.active_players[0]
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    return g


def test_legal_actions_refuse_changes_and_copies_are_the_callers():
    # the shown actions are shared between calls and decisions (made once per action): a
    # change is refused, so it can harm neither the game nor later calls; a copy may be changed
    for seed in range(3):
        g, twin = _random_game(seed, 40), _random_game(seed, 40)
        seat = g.active_players[0]
        first = g.legal_actions(seat)
        copies = []
        for a in first:
            with pytest.raises(TypeError):
                a["label"] = "changed"
            with pytest.raises(TypeError):
                a.pop("message", None)
            mine = dict(a, label="changed", group="changed")
            mine.pop("message", None)
            mine.pop("target", None)
            copies.append(mine)
        first.reverse()  # the list is the caller's
        assert g.legal_actions(seat) == twin.legal_actions(seat) == first[::-1]
        assert epocha.new_game("innovation", 3, seed).legal_actions(0) == epocha.new_game(
            "innovation", 3, seed
        ).legal_actions(0)
        g.apply(seat, copies[-1])  # a changed copy names its action still
        twin.apply(seat, twin.legal_actions(seat)[-1])
        assert g.snapshot() == twin.snapshot()
        seat = g.active_players[0]
        assert g.legal_actions(seat) == twin.legal_actions(seat)
