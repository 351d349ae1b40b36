"""The rulebook's variants (digest §4.1, §4.2): the longer game, two artifact cards of which one
is kept, tribes chosen in turn."""

from __future__ import annotations

import pytest

import epocha
from epocha.games.revive.catalog import content
from epocha.games.revive.scenario import Scenario


def new(players: int, **options) -> epocha.Game:
    return epocha.new_game("revive", players=players, seed=3, options=options)


@pytest.mark.parametrize(("players", "large"), [(2, 9), (3, 12)])
def test_the_longer_game_uses_one_more_players_artifacts(players: int, large: int) -> None:
    assert len(new(players).state.crater) == 3 * players
    assert len(new(players, longer=True).state.crater) == large


def test_the_longer_four_player_game_adds_two_small_artifacts_to_the_crater() -> None:
    crater = new(4, longer=True).state.crater
    assert len(crater) == 14 and sorted(a for a in crater if a.startswith("small")) == ["small:1", "small:2"]


def test_two_artifact_cards_one_kept_in_secret() -> None:
    g = new(3, artifact_choice=True)
    s = g.state
    assert s.phase == "artifacts" and sorted(g.active_players) == [0, 1, 2]  # (all at once)
    options = list(s.players[1].artifact_options)
    assert len(options) == 2
    assert g.view(0)["state"]["players"][1]["artifact_options"] == 2  # (another seat sees only a count)
    keep = next(a for a in g.legal_actions(1) if a["card"] == options[1])
    g.apply(1, keep)
    assert s.players[1].artifact_card == options[1] and options[0] in s.artifact_deck
    for seat in (0, 2):
        g.apply(seat, g.legal_actions(seat)[0])
    assert s.phase == "play"
    assert len(s.artifact_deck) == len(content().artifact_cards) - 3


def test_tribes_chosen_counter_clockwise_from_the_start_players_right() -> None:
    g = new(4, tribe_choice=True)
    s = g.state
    order = [(s.first - k) % 4 for k in range(1, 5)]
    chosen = []
    while s.phase == "tribes":
        seat = g.active_players[0]
        chosen.append(seat)
        g.apply(seat, g.legal_actions(seat)[0])
    assert chosen == order
    assert len({p.tribe for p in s.players}) == 4  # (a tribe once)


def test_moon_sides_are_offered_once_unlocked() -> None:
    g = new(2, tribe_choice=True, unlocks="moon:nadair")
    seat = g.active_players[0]
    sides = {(a["tribe"], a["side"]) for a in g.legal_actions(seat)}
    assert ("nadair", "moon") in sides and ("kunibani", "moon") not in sides


def test_a_position_of_the_longer_four_player_game_keeps_its_small_artifacts_in_the_crater() -> None:
    # seed 002, line ~219: the longer four-player game lays 2 small artifacts by the crater;
    # `to_position` names them there, and `from_position` must take its own output back
    g = new(4, longer=True)
    position = g.to_position()
    again = epocha.from_position("revive", position, seed=3, options={"longer": True})
    assert again.state.crater == g.state.crater and again.to_position() == position
    with pytest.raises(epocha.IllegalAction):  # (in any other game they are no component)
        epocha.from_position("revive", {"players": 2, "crater": ["small:1"]}, seed=3, options={})


def test_the_fourth_hibernation_space_discards_a_large_artifact_not_a_small_one() -> None:
    # seed 002, line ~821: entering the 4th hibernation space, "musíte navíc ihned odhodit 1 libovolný
    # velký artefakt z herního plánu" — a large one; the longer game's small ones are to be taken
    players = [{"tribe": "nadair", "hibernation": 2, "active": []}, {}, {}, {}]
    s = Scenario(players=players, options={"longer": True}, crater=["large_purple_1", "small:1"])
    s.hibernate()
    while s.game.active_players and s.decision().kind != "turn":
        assert s.decision().kind != "artifact" or s.choices() == ["large_purple_1"]
        s.choose(s.choices()[0])
    assert [e["args"]["artifact"] for e in s.events("artifact_discarded")] == ["large_purple_1"]
    assert s.state.crater == ["small:1"]


def test_with_only_small_artifacts_left_the_fourth_hibernation_space_discards_nothing() -> None:
    # seed 002, line ~821 (a large artifact is discarded) and line ~219 (the game ends once the 12
    # large and the 2 small artifacts are taken): the small ones stay for the players to take
    players = [{"tribe": "nadair", "hibernation": 2, "active": []}, {}, {}, {}]
    s = Scenario(players=players, options={"longer": True}, crater=["small:1"])
    s.hibernate()
    while s.game.active_players and s.decision().kind != "turn":
        assert s.decision().kind != "artifact"
        s.choose(s.choices()[0])
    assert s.state.crater == ["small:1"] and s.state.last_turns is None
