"""The lasting cards a player remembers (`ratings.player_cards`), and what is remembered with
them: always what the fields say, however they changed (in place included), never saved,
loaded or compared, and safe to share with a copy."""

from __future__ import annotations

import pickle
import random

from epocha.engine import Game
from epocha.games.tta import RULES
from epocha.games.tta.actions import _takeable, in_play_names, take_offers
from epocha.games.tta.catalog import BUILDINGS, CARDS, UNITS, URBAN, facts, key_of
from epocha.games.tta.costs import Budget, take_cost
from epocha.games.tta.ratings import civil_hand_limit, lasting, lasting_hooks, player_cards
from epocha.games.tta.rules_base import REGISTRY, hooked
from epocha.games.tta.state import Player, TTAState
from epocha.games.tta.tokens import stock


def worked_out(p: Player) -> tuple[str, ...]:
    """`lasting` as it was before players remembered it (the pacts it is a party to last)."""
    wonders = [w for w in p.wonders if w not in p.ruined]
    cards = (p.government, *p.specials.values(), p.leader, *wonders, *p.colonies, *p.techs, *p.pacts)
    return tuple(c for c in cards if c)


def check(p: Player) -> None:
    assert lasting(p) == worked_out(p)
    assert lasting_hooks(p) == hooked(worked_out(p))


def test_changes_in_place_are_seen() -> None:
    g = Game.new(RULES, 3, 5, {})
    s: TTAState = g.state
    p = s.players[0]
    check(p)
    before = lasting(p)
    p.techs.append("I:Knights#1")
    check(p)
    p.techs[-1] = "I:Swordsmen#1"  # (same length, another card)
    check(p)
    p.techs.pop()
    assert lasting(p) == before
    p.wonders.append("A:Colossus")
    check(p)
    p.ruined.append("A:Colossus")  # a ruined wonder does not last
    check(p)
    p.ruined.clear()
    p.colonies.append("I:Vast Territory#1")
    p.specials["warfare"] = "I:Warfare#1"
    p.leader = "A:Homer"
    check(p)
    p.specials["warfare"] = "I:Knights#2"
    check(p)
    del p.specials["warfare"]
    p.specials["warfare"] = "I:Warfare#1"
    check(p)
    p.government = ""
    check(p)


def test_copies_share_nothing_that_changes() -> None:
    g = Game.new(RULES, 2, 1, {})
    p = g.state.players[1]
    lasting(p)
    q = p.copy()
    q.techs.append("I:Knights#1")
    check(q)
    check(p)
    assert "I:Knights#1" not in lasting(p)
    t = g.state.copy()
    t.players[1].wonders.append("A:Colossus")
    check(t.players[1])
    check(p)


def test_not_data() -> None:
    g = Game.new(RULES, 2, 1, {})
    p = g.state.players[0]
    lasting(p)
    d = p.to_dict()
    assert "_lasting" not in d
    q = Player.from_dict(d)
    assert q._lasting is None
    check(q)
    assert q.to_dict() == d


def test_registry_change_forgets() -> None:
    g = Game.new(RULES, 2, 1, {})
    p = g.state.players[0]
    p.leader = "A:Homer"
    assert lasting_hooks(p).get("start_of_turn")
    rules = REGISTRY["A:Homer"]
    silent = type("Silent", (), {"hooks": frozenset()})()
    try:
        REGISTRY["A:Homer"] = silent
        assert not any(card == "A:Homer" for found in lasting_hooks(p).values() for _, card in found)
    finally:
        REGISTRY["A:Homer"] = rules
    check(p)


def test_random_games_agree() -> None:
    for seed in range(3):
        g = Game.new(RULES, 3, seed, {})
        pick = random.Random(seed)
        for _ in range(300):
            if g.is_over:
                break
            for p in g.state.players:
                check(p)
            seat = g.active_players[0]
            actions = [a for a in g.legal_actions(seat) if a["type"] != "resign"]
            g.apply(seat, pick.choice(actions))


def test_facts_change_forgets() -> None:
    g = Game.new(RULES, 2, 1, {})
    p = g.state.players[0]
    known = player_cards(p)
    assert player_cards(p) is known
    key = key_of(p.techs[0])
    f = CARDS[key]
    try:
        CARDS[key] = f  # (any change of a card's facts: what was made from them is forgotten)
        assert player_cards(p) is not known
    finally:
        CARDS[key] = f
    check(p)


def test_budget_reads_what_the_player_has() -> None:
    g = Game.new(RULES, 2, 3, {})
    s: TTAState = g.state
    p = s.players[0]
    assert Budget(s, p).goods("food") == stock(p, "food")
    farm = next(t for t in p.techs if facts(t).type == "farm")
    p.stored[farm] = p.stored.get(farm, 0) + 1
    assert Budget(s, p).goods("food") == stock(p, "food")
    assert Budget(s, p).techs == [(t, facts(t)) for t in p.techs]


def test_remembered_tables_agree_with_the_cards() -> None:
    """What `Budget` and the take offers remember (by the player's cards, by the row's) is what
    the cards say, in random games."""
    for seed in range(3):
        g = Game.new(RULES, 2, 40 + seed, {})
        pick = random.Random(seed)
        for _ in range(300):
            if g.is_over:
                break
            s: TTAState = g.state
            for p in s.players:
                b = Budget(s, p)
                for kinds in (BUILDINGS, UNITS, URBAN, (*BUILDINGS, *UNITS)):
                    expected = [
                        (
                            t,
                            facts(t).type,
                            facts(t).type in UNITS,
                            tuple(
                                u
                                for u in p.techs
                                if facts(u).type == facts(t).type and facts(u).level > facts(t).level
                            ),
                        )
                        for t in p.techs
                        if facts(t).type in kinds
                    ]
                    assert b.techs_for(kinds) == expected
                assert b.in_play_names() == in_play_names(p)
                assert sorted(o[1][1] for o in take_offers(b)) == [
                    slot
                    for slot in _takeable(s, p, civil_hand_limit(s, p))
                    if take_cost(s, p, slot) <= b.actions[0]
                ]
            seat = g.active_players[0]
            actions = [a for a in g.legal_actions(seat) if a["type"] != "resign"]
            g.apply(seat, pick.choice(actions))


def test_pickled_without_what_it_remembers() -> None:
    g = Game.new(RULES, 2, 1, {})
    p = g.state.players[0]
    lasting(p)
    q = pickle.loads(pickle.dumps(p))
    assert q._lasting is None
    assert q.to_dict() == p.to_dict()
    check(q)
    s = pickle.loads(pickle.dumps(g.state))
    assert s.to_dict() == g.state.to_dict()
