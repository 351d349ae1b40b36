"""Digest §7.5: the production forecast is computed from the state, not by running production on
a copy; it is exactly what the production phase then does, every card that changes production
included, and the production phase itself logs and changes what it always did."""

from __future__ import annotations

import pytest

from epocha.engine import Game, Rng
from epocha.games.tta import RULES, tokens
from epocha.games.tta.cards.iii_impact_of_agriculture import produced
from epocha.games.tta.catalog import consumption, corruption, facts, key_of
from epocha.games.tta.effects import run_hook
from epocha.games.tta.moves import emit, lose, score
from epocha.games.tta.production import forecast, production
from epocha.games.tta.ratings import in_uprising, lasting_cards, ratings
from epocha.games.tta.rules_base import rules_of
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.state import Player, TTAState

from ..test_playouts import policy

# -- the oracles: how production and its forecast were done before it was computed as data --------


def by_trial(s: TTAState, p: Player) -> dict:
    """The old forecast: production run on a copy of the state, its log read back."""
    out = {"uprising": in_uprising(s, p), "science": 0, "culture": 0, "famine": 0}
    out |= {f"{kind}_{how}": 0 for kind in ("food", "resources") for how in ("made", "lost")}
    if out["uprising"]:
        return out
    trial = s.copy()
    trial.log = []
    production(trial, trial.players[p.seat])
    for event in trial.log:
        args = event["args"]
        if event["event"] in ("science", "culture") and args["why"] == "production":
            out[event["event"]] += args["amount"]
        elif event["event"] == "culture" and args["why"] == "famine":
            out["famine"] -= args["amount"]
        elif event["event"] == "produce":
            out[f"{args['kind']}_made"] += args["amount"]
        elif event["event"] == "lose":
            out[f"{args['kind']}_lost"] += args["amount"]
    return out


def old_production(s: TTAState, p: Player) -> None:
    """The production phase as it was written before: each step changing the state at once."""
    r = ratings(s, p)
    score(s, p, science=r.science, culture=r.culture, why="production")
    due = corruption(p.blue)
    if due:
        paid = lose(s, p, "resources", due, why="corruption")
        if paid < due:
            lose(s, p, "food", due - paid, why="corruption")
    old_produce(s, p, "food")
    due = consumption(p.yellow)
    if due:
        have = tokens.stock(p, "food")
        lose(s, p, "food", min(due, have), why="consumption")
        if due > have:
            score(s, p, culture=-4 * (due - have), why="famine")
    old_produce(s, p, "resources")


def old_produce(s: TTAState, p: Player, kind: str) -> None:
    card_type = "farm" if kind == "food" else "mine"
    plan = {t: p.workers.get(t, 0) for t in p.techs if facts(t).type == card_type and p.workers.get(t, 0)}
    for card in lasting_cards(p):
        plan = rules_of(card).produce(s, p, card, kind, plan)
    made = tokens.produce(p, kind, plan)
    if sum(made.values()):
        emit(s, "produce", {"player": p.seat, "kind": kind, "amount": sum(made.values())})
    for card in lasting_cards(p):
        run_hook(s, p.seat, card, "produced", kind, made)
    for card in lasting_cards(p):  # a fixed amount more or less (pacts), card by card
        flat = rules_of(card).extra(s, p, card, f"{kind}_production")
        if flat > 0 and (gained := tokens.gain(p, kind, flat)):
            emit(s, "produce", {"player": p.seat, "kind": kind, "amount": gained})
        elif flat < 0:
            lose(s, p, kind, -flat, why=key_of(card))


def check(s: TTAState, p: Player) -> dict:
    """The forecast against the old one, and production against the old production."""
    want = by_trial(s, p)
    assert forecast(s, p) == want
    if not want["uprising"]:
        old, new = s.copy(), s.copy()
        old_production(old, old.players[p.seat])
        production(new, new.players[p.seat])
        assert new.to_dict() == old.to_dict()  # the log, the rng and every token included
        assert list(new.players[p.seat].stored.items()) == list(old.players[p.seat].stored.items())
    return want


# -- many states from seeded random playouts ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_forecast_is_the_old_trial_in_every_state_of_random_games(players):
    seen = {"famine": 0, "food_lost": 0, "resources_lost": 0, "resources_made": 0}
    for seed in range(2):
        g = Game.new(RULES, players, seed, {})
        rng = Rng(seed * 31 + players)
        step = 0
        while not g.is_over:
            if step % 5 == 0:
                for p in g.state.players:
                    if not p.resigned:
                        got = check(g.state, p)
                        for k in seen:
                            seen[k] += bool(got[k])
            seat = g.active_players[0]
            g.apply(seat, policy(g, seat, rng))
            step += 1
    assert all(seen.values()), seen  # the states sampled exercise every part of production


def test_the_view_does_not_copy_the_state(monkeypatch):
    g = Game.new(RULES, 3, 0, {})
    rng = Rng(7)
    views = []

    def no_copy(self):
        raise AssertionError("the view copied the state")

    for step in range(120):
        if step % 10 == 0:
            with monkeypatch.context() as m:
                m.setattr(TTAState, "copy", no_copy)
                m.setattr(Player, "copy", no_copy)
                views += [g.view(seat) for seat in (None, 0, 1, 2)]
        seat = g.active_players[0]
        g.apply(seat, policy(g, seat, rng))
    assert all(p["forecast"] is not None for v in views for p in v["state"]["players"] if not p["resigned"])


# -- each card that changes production ------------------------------------------------------------------


def _forecast_then_end_turn(spec: dict, age: str = "III") -> tuple[dict, Scenario]:
    s = Scenario(players=[spec, {}], age=age)
    want = check(s.state, s.player(0))
    assert not want["uprising"]
    p = s.player(0)
    before = (p.science, p.culture, s.food(0), s.resources(0))
    s.end_turn()
    after = (p.science, p.culture, s.food(0), s.resources(0))
    made = want["food_made"] - want["food_lost"], want["resources_made"] - want["resources_lost"]
    assert after == (
        before[0] + want["science"],
        before[1] + want["culture"] - want["famine"],
        before[2] + made[0],
        before[3] + made[1],
    )
    return want, s


BASE = {
    "A:Agriculture": {"workers": 2},
    "A:Bronze": {"workers": 1},
    "I:Iron": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "I:Alchemy": {"workers": 1},
    "II:Scientific Method": {"workers": 2},
    "A:Religion": {"workers": 1},
    "A:Warriors": {},
}


def test_transcontinental_railroad_best_mine_produces_twice():
    want, _ = _forecast_then_end_turn({"technologies": BASE, "wonders": ["II:Transcontinental Railroad"]})
    assert want["resources_made"] == 1 + 2 * 2 + 2  # one more token on Iron


def test_bill_gates_labs_produce_and_are_counted():
    spec = {"technologies": BASE, "leader": "III:Bill Gates", "flags": {"labs_store_resources": True}}
    want, s = _forecast_then_end_turn(spec)
    assert want["resources_made"] == 1 + 2 * 2 + 1 + 2 * 2  # the labs: Alchemy 1, Scientific Method 2x2
    assert s.player(0).flags["bill_gates_production"] == 1 + 4  # told once production really happened


def test_bill_gates_and_the_railroad_with_a_short_blue_bank():
    spec = {
        "technologies": {**BASE, "A:Agriculture": {"workers": 7}, "A:Bronze": {"workers": 1, "stored": 3}},
        "leader": "III:Bill Gates",
        "wonders": ["II:Transcontinental Railroad"],
        "flags": {"labs_store_resources": True},
        "blue_bank": 9,
        "yellow_bank": 10,
        "unused_workers": 3,
    }
    want, s = _forecast_then_end_turn(spec)
    # corruption 2 (9 in the bank): 11; 7 food: 4; consumption 2: 6 for 7 planned tokens
    assert (want["resources_lost"], want["food_made"], want["food_lost"]) == (2, 7, 2)
    # highest levels first: Scientific Method 2 tokens, Iron 2 + 1, Alchemy 1; Bronze none
    assert want["resources_made"] == 2 * 2 + 3 * 2 + 1 and s.player(0).blue == 0
    assert s.player(0).flags["bill_gates_production"] == 4 + 1


def test_impact_of_agriculture_counts_what_production_then_makes():
    # what the event counts is the plan production makes (the bank is not short here)
    spec = {"technologies": {**BASE, "I:Irrigation": {"workers": 1}}, "blue_bank": 16}
    s = Scenario(players=[spec, {}], age="III")
    food = produced(s.state, s.player(0), "food")
    mines = produced(s.state, s.player(0), "resources", ("mine",))
    want, _ = _forecast_then_end_turn(spec)
    assert (food, mines) == (want["food_made"], want["resources_made"]) == (2 + 2, 1 + 4)


def test_hollywood_changes_no_production():
    # Hollywood scores once, on completion, from the culture rating: production is as without it
    spec = {"technologies": BASE, "wonders": ["III:Hollywood"]}
    with_it, _ = _forecast_then_end_turn(spec)
    without, _ = _forecast_then_end_turn({"technologies": BASE})
    assert with_it == without


def test_famine_and_corruption_forecast_exactly():
    spec = {
        "technologies": {"A:Agriculture": {"workers": 1, "stored": 1}, "A:Bronze": {"workers": 1}},
        "yellow_bank": 3,
        "blue_bank": 4,
        "culture": 30,
        "unused_workers": 8,
    }
    want, _ = _forecast_then_end_turn(spec, age="I")
    assert want["famine"] > 0 and want["resources_lost"] + want["food_lost"] > 0
