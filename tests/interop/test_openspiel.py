"""The games as OpenSpiel games: parameters, concessions, serialization, resampling, MCTS and
IS-MCTS. OpenSpiel's random simulation check runs for every game in test_every_game.py."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from epocha.engine import IllegalAction, Rng  # noqa: E402
from epocha.interop.actions import encoding_for  # noqa: E402
from epocha.interop.openspiel import load, register  # noqa: E402

GAMES = ["innovation", "tta"]


def test_concessions_are_left_out_only_when_asked():
    resign = encoding_for("tta").action_id({"type": "resign"})
    end_turn = encoding_for("tta").action_id({"type": "end_turn"})
    with_them = _dealt(game_name="tta", deal=3)[1]
    without = _dealt(game_name="tta", deal=3, concessions=False)[1]
    chance_with, chance_without = np.random.default_rng(5), np.random.default_rng(5)
    while resign not in with_them.legal_actions():  # round 1 has no political actions
        with_them.apply_action(end_turn)
        without.apply_action(end_turn)
        _settle(with_them, chance_with)  # (the same draws in both)
        _settle(without, chance_without)
    assert str(with_them) == str(without)
    assert set(with_them.legal_actions()) - set(without.legal_actions()) == {resign}
    with pytest.raises(IllegalAction):
        without.apply_action(resign)


def _settle(state, rng) -> None:
    """Choose the outcomes of the chance events the state waits on, at random."""
    while state.is_chance_node():
        outcomes = [k for k, _ in state.chance_outcomes()]
        state.apply_action(int(rng.choice(outcomes)))


def _step(state, rng) -> None:
    """A random legal action, then whatever it drew."""
    state.apply_action(int(rng.choice(state.legal_actions())))
    _settle(state, rng)


def _dealt(players: int = 2, deal: int = 7, game_name: str = "innovation", **params):
    """A game whose set-up drew at random (seeded by `deal`): at its first decision."""
    game = load(game_name, players=players, **params)
    state = game.new_initial_state()
    assert state.is_chance_node()
    _settle(state, np.random.default_rng(deal))
    return game, state


def test_registration_and_parameters():
    assert register("innovation") == "epocha_innovation"
    assert register("innovation") == "epocha_innovation"  # once only
    game = pyspiel.load_game("epocha_innovation", {"players": 3, "options": '{"edition": "3e"}'})
    assert game.num_players() == 3 and game.max_chance_outcomes() == 15  # the age-1 deck
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    assert len(state.chance_outcomes()) == 15  # the age-1 achievement: any of the 15
    _settle(state, np.random.default_rng(3))
    assert state.epocha_game().options == {"edition": "3e"}


@pytest.mark.parametrize("game_name", GAMES)
def test_serialization_replays_the_deal_and_the_actions(game_name):
    game, state = _dealt(game_name=game_name)
    rng = np.random.default_rng(0)
    for _ in range(20):
        _step(state, rng)
    _, state2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(state2) == str(state)
    assert state2.information_state_string(1) == state.information_state_string(1)


def test_the_first_meld_is_a_sequence_of_hidden_commitments():
    texts = []
    for pick in range(2):
        _, state = _dealt()
        assert state.current_player() == 0
        assert state.legal_actions(1) == []  # seat 1 waits for its turn to commit
        state.apply_action(state.legal_actions()[pick])
        assert state.current_player() == 1
        texts.append((state.information_state_string(1), state.observation_tensor(1)))
    assert texts[0] == texts[1]  # seat 1 cannot tell which card seat 0 committed


@pytest.mark.parametrize("game_name", GAMES)
def test_resampling_keeps_the_information_state_and_hides_the_rest(game_name):
    _, state = _dealt(game_name=game_name, concessions=False)
    rng = np.random.default_rng(1)
    for _ in range(30):
        _step(state, rng)
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    samples = [state.resample_from_infostate(player, sampler) for _ in range(5)]
    for sample in samples:
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
    assert len({str(s) for s in samples}) > 1  # the hidden cards differ between samples


@pytest.mark.parametrize("game_name", GAMES)
def test_ismcts_and_mcts_play_a_few_moves(game_name):
    game, state = _dealt(deal=11, game_name=game_name, concessions=False)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    is_bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=12, random_state=rng)
    mcts_bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=6, evaluator=evaluator, random_state=rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    start = len(state.history())
    for move in range(6):
        player = state.current_player()
        if move % 2 == 0:
            action = is_bot.step(state)
        else:  # MCTS searches the state it is given: an honest one gets a resampled copy
            action = mcts_bot.step(state.resample_from_infostate(player, sampler))
        assert action in state.legal_actions()
        state.apply_action(action)
        _settle(state, rng)
    assert not state.is_chance_node() and len(state.history()) >= start + 6


@pytest.mark.parametrize("name", GAMES)
def test_no_information_state_tensor_is_passed_off_and_no_generator_decides_anything(name):
    game = load(name, 2)
    assert not game.get_type().provides_information_state_tensor
    _, state = _dealt(game_name=name, concessions=False)
    with pytest.raises(pyspiel.SpielError, match="no information-state tensor"):
        state.information_state_tensor(0)
    assert state.information_state_string(0)  # the perfect-recall string is there
    rng = np.random.default_rng(2)
    for _ in range(40):
        _step(state, rng)
    # every outcome came from a chance node: the engine's generator was never drawn from
    assert state.epocha_game().state.rng.state == Rng(0).state
    assert '"rng"' not in str(state)
