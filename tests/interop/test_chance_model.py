"""Chance as the games have it: the engine's dictated chance, and the OpenSpiel games built on
it (every draw a chance node over the cards still in shuffled order), and worlds sampled from
a seat's information state that really differ where the seat cannot see."""

from __future__ import annotations

import json
import random

import pytest

import epocha
from epocha.engine import Rng, chance
from epocha.engine.registry import get_rules

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402

from epocha.games.innovation.catalog import CARDS as INNOVATION_CARDS  # noqa: E402
from epocha.games.tta.catalog import facts, key_of  # noqa: E402
from epocha.interop import openspiel  # noqa: E402
from epocha.interop.openspiel import load  # noqa: E402


class Piles:
    """The least a state needs for the chance API's piles."""

    def __init__(self) -> None:
        self.rng = Rng(4)
        self.unsettled: dict[str, int] = {}


def test_natively_the_generator_orders_a_named_pile_as_it_orders_any():
    named, plain, state = list("abcdefgh"), list("abcdefgh"), Piles()
    chance.shuffle(state, named, "deck")
    Rng(4).shuffle(plain)
    assert named == plain and state.unsettled == {"deck": 8}
    assert chance.top(state, named, "deck") == plain[-1] and state.unsettled == {"deck": 7}


def test_a_dictated_draw_chooses_among_the_shuffled_cards_only():
    state = Piles()
    deck = ["b", "c", "d"]
    chance.shuffle(state, deck, "deck")  # orders nothing: each card is chosen when it comes
    deck.insert(0, "returned")  # put under the pile: its place is known
    with chance.dictated([]), pytest.raises(chance.ChanceNeeded) as asked:
        chance.top(state, deck, "deck")
    assert asked.value.outcomes == ("b", "c", "d")
    state.unsettled["deck"] = 3  # (the refused attempt is thrown away, as the adapter does)
    with chance.dictated([1, 1]) as dictation:
        assert chance.top(state, deck, "deck") == "c"
        deck.pop()
        assert chance.top(state, deck, "deck") == "d"  # the second of ("b", "d") left
        deck.pop()
        assert chance.top(state, deck, "deck") == "b"  # the last shuffled card: no choice
        deck.pop()
        assert chance.top(state, deck, "deck") == "returned"  # known: no chance at all
    assert dictation.used == 2


def test_a_dictated_shuffle_of_an_unnamed_pile_asks_for_each_place_top_first():
    state, items = Piles(), ["a", "b", "c"]
    with chance.dictated([0, 0]):
        chance.shuffle(state, items)
    assert items == ["b", "c", "a"]  # "a" on top, then "b" of the two left
    with chance.dictated([7]), pytest.raises(ValueError, match="not one of 0-5"):
        chance.roll(state, 6)
    with chance.dictated([5]):
        assert chance.roll(state, 6) == 6


def _settle(state, rng) -> int:
    events = 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert len({p for _, p in outcomes}) == 1  # uniform
        state.apply_action(int(rng.choice([k for k, _ in outcomes])))
        events += 1
    return events


def test_every_innovation_draw_is_a_chance_node_over_the_cards_left_in_its_deck():
    game = load("innovation", players=2, concessions=False)
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    assert _settle(state, rng) == 9 + 4  # the nine age achievements, two cards each
    draws = 0
    for _ in range(60):
        if state.is_terminal():
            break
        before = state.epocha_game().state
        state.apply_action(int(rng.choice(state.legal_actions())))
        if state.is_chance_node():
            # the first card the move draws: any card of its deck still in shuffled order
            possible = state.epocha_chance_possibilities()
            age = INNOVATION_CARDS[possible[0]].age
            unsettled = before.unsettled[f"deck {age}"]
            assert sorted(possible) == sorted(before.decks[age][-unsettled:])
            draws += 1
        _settle(state, rng)
    assert draws


def _opponent_hidden(name: str, truth, opponent: int) -> dict:
    """The opponent's cards the seat cannot see, by the class they are dealt within (an age;
    for Through the Ages, a military age), as sorted card identities."""
    out: dict = {}
    if name == "innovation":
        for card in truth.hands[opponent] + truth.scores[opponent]:
            out.setdefault(INNOVATION_CARDS[card].age, []).append(card)
    else:
        for card in truth.players[opponent].military_hand:
            out.setdefault(facts(card).age, []).append(key_of(card))
    return {k: sorted(v) for k, v in out.items()}


def _could_be_there(name: str, truth, opponent: int, cls) -> set:
    """The different cards that could lie in the opponent's hidden places of class `cls`:
    every card of that class in a place the seat cannot see."""
    if name == "innovation":
        places = truth.hands[opponent] + truth.scores[opponent] + truth.decks[cls]
        places += list(truth.age_achievements.values()) + truth.removed
        return {c for c in places if INNOVATION_CARDS[c].age == cls}
    places = truth.players[opponent].military_hand + truth.military_decks.get(cls, [])
    places += truth.military_discards.get(cls, []) + truth.box
    return {key_of(c) for c in places if facts(c).age == cls}


def _assert_history_kept(state, sample, seat: int) -> None:
    """The sample's OpenSpiel history is as long as the game's, and its decisions are the same
    seats' (the seat's own with the same ids); each card dealt that the seat ever saw (a name
    in its information state: copies of a card share their name) was dealt alike."""
    truth, kept = state.full_history(), sample.full_history()
    assert len(kept) == len(truth)
    for a, b in zip(truth, kept, strict=True):
        assert a.player == b.player
        if a.player == seat:
            assert a.action == b.action
    shown = state.epocha_game().rules.shown_as
    seen = openspiel._names_in(json.loads(state.information_state_string(seat)))
    for a, b in zip(state._m.trail, sample._m.trail, strict=True):
        if a.seat is None and shown(a.chosen) in seen:
            assert shown(b.chosen) == shown(a.chosen)


@pytest.mark.parametrize("name", ["innovation", "tta"])
def test_worlds_sampled_from_an_information_state_disagree_where_the_seat_cannot_see(name):
    """At each of the first 20 decisions, for each seat: 200 worlds sampled from its
    information state disagree on at least one unseen card of the opponent whenever more than
    one card could be there (and agree on all the seat sees)."""
    game = load(name, players=2, concessions=False)
    state = game.new_initial_state()
    rng = np.random.default_rng(11)
    _settle(state, rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    checked = 0
    for _ in range(20):
        truth = state.epocha_game().state
        for seat in (0, 1):
            opponent = 1 - seat
            hidden = _opponent_hidden(name, truth, opponent)
            open_choice = any(len(_could_be_there(name, truth, opponent, cls)) > 1 for cls in hidden)
            seen = set()
            for _ in range(200):
                sample = state.resample_from_infostate(seat, sampler)
                assert sample.information_state_string(seat) == state.information_state_string(seat)
                _assert_history_kept(state, sample, seat)
                world = _opponent_hidden(name, sample.epocha_game().state, opponent)
                assert {k: len(v) for k, v in world.items()} == {k: len(v) for k, v in hidden.items()}
                seen.add(repr(sorted(world.items())))
                if len(seen) > 1:
                    break
            if open_choice:
                assert len(seen) > 1, f"every sample gave seat {opponent} the same hidden cards"
                checked += 1
        state.apply_action(int(rng.choice(state.legal_actions())))
        _settle(state, rng)
    assert checked  # the check was not vacuous


def _played(name: str, decisions: int, seed: int):
    state = load(name, players=2, concessions=False).new_initial_state()
    rng = np.random.default_rng(seed)
    _settle(state, rng)
    for _ in range(decisions):
        state.apply_action(int(rng.choice(state.legal_actions())))
        _settle(state, rng)
    return state


@pytest.mark.parametrize("name", sorted(openspiel._REGISTERED))
def test_a_sample_keeps_the_history_and_deals_the_unseen_cards_anew(name):
    state = _played(name, 25, seed=2)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for seat in (0, 1):
        samples = [state.resample_from_infostate(seat, sampler) for _ in range(6)]
        for sample in samples:
            assert sample.information_state_string(seat) == state.information_state_string(seat)
            _assert_history_kept(state, sample, seat)
            again = sample.resample_from_infostate(seat, sampler)  # a sample resamples as well
            _assert_history_kept(state, again, seat)
        assert len({tuple(s.history()) for s in samples}) > 1  # unseen draws came out otherwise


def test_a_history_that_will_not_relabel_is_dealt_from_the_view(monkeypatch):
    state = _played("innovation", 12, seed=4)
    monkeypatch.setattr(openspiel, "_RELABEL_TRIES", 0)
    sample = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.information_state_string(0) == state.information_state_string(0)
    assert sample.history() == [] and sample.legal_actions() == state.legal_actions()


def test_copies_of_one_card_show_one_name():
    """Through the Ages deals several copies of some cards: a seat that saw one cannot tell
    them apart, so the copies are seen together, never exchanged for unseen cards."""
    rules = get_rules("tta")
    assert rules.shown_as("A:Urban Growth#2") == rules.shown_as("A:Urban Growth#1") == "A:Urban Growth"


def test_a_history_replayed_whole_plays_each_move_once(monkeypatch):
    """Resampling replays a relabelled history. A move that meets k chance events (the TTA
    set-up meets dozens) is played once with all of them (`_Match.foresee`), not once per
    event; what comes out is the state that the history applied one action at a time gives,
    and a copy made halfway through such a run goes on as the original does."""
    state = _played("tta", 4, seed=2)
    played, replays = [], []
    new_game, replayed = epocha.new_game, openspiel._replayed
    monkeypatch.setattr(epocha, "new_game", lambda *a, **k: played.append(1) or new_game(*a, **k))
    monkeypatch.setattr(openspiel, "_replayed", lambda *a: replays.append(1) or replayed(*a))
    samples = [state.resample_from_infostate(0, random.Random(seed).random) for seed in range(4)]
    # per replay, the set-up is played twice: up to its first event (the initial state), then
    # once with all its outcomes (it meets 20 and more: each of them played it again before)
    assert replays and len(played) == 2 * len(replays)
    monkeypatch.undo()

    game = load("tta", players=2, concessions=False)
    for sample in samples:
        assert not any(sample._m.known)  # (a relabelled history, not a sample dealt from a view)
        history = sample.history()
        again = game.new_initial_state()
        for action in history:
            again.apply_action(action)
        assert str(again) == str(sample)
        assert again.information_state_string(0) == sample.information_state_string(0)

    # halfway through a foreseen run: a copy has no foresight, and plays the rest as the original
    trail = samples[0]._m.trail
    first = next(i for i, step in enumerate(trail) if step.seat is not None)
    fresh = game.new_initial_state()
    found = fresh._m.foresee([step.chosen for step in trail[:first]])
    assert found is not None and len(found) == first
    for k in found[: first // 2]:
        fresh.apply_action(k)
    copy = fresh.clone()
    assert copy._m.foreseen is None and fresh._m.foreseen is not None
    for k in found[first // 2 :]:
        fresh.apply_action(k)
        copy.apply_action(k)
    assert fresh._m.foreseen is None and str(fresh) == str(copy)
    assert fresh.history() == copy.history() == samples[0].history()[:first]
