"""Digest §10.6: resigning. The civilization leaves at once, its turn ends without the end of
turn steps, its cards leave the game, and rounds keep opening where the starting player sat."""

from epocha.engine import Game, Rng
from epocha.games.tta import RULES
from epocha.games.tta.catalog import deck_keys, instances, key_of
from epocha.games.tta.scenario import Scenario

from ..cards.plain_helpers import quiet_civil_deck
from ..invariants import check_cards, check_tokens


def resign(s: Scenario) -> Scenario:
    return s.act("resign")


def played_until(players: int, seed: int, round_: int, seat: int) -> Game:
    """A seeded random game (nobody resigning) up to `seat`'s politics phase in `round_`."""
    g = Game.new(RULES, players, seed, {})
    rng = Rng(seed)
    while not (g.state.round == round_ and g.active_players == [seat] and g.decision(seat).kind == "turn"):
        q = g.active_players[0]
        actions = [a for a in g.legal_actions(q) if a["type"] not in ("resign", "event")]
        busy = [a for a in actions if a["type"] != "end_turn"]
        g.apply(q, busy[rng.below(len(busy))] if busy and rng.below(3) else actions[-1])
    assert any(a["type"] == "resign" for a in g.legal_actions(seat))
    return g


def test_the_turn_passes_at_once_without_production_or_draws():
    s = Scenario(
        players=[
            {"military_hand": ["I:Legion"], "civil_hand": ["I:Iron"], "leader": "A:Moses"},
            {},
            {},
        ]
    )
    resign(s)
    p = s.player(0)
    assert p.resigned
    assert s.state.turn_player == 1 and s.game.active_players == [1]
    assert s.game.legal_actions(0) == []
    assert p.military_hand == [] and p.civil_hand == [] and p.science == 0  # no draw, no production
    assert key_of(s.state.military_discards["I"][0]) == "I:Legion"  # face down to its age's pile
    assert {"I:Iron", "A:Moses"} <= {key_of(c) for c in s.state.removed}
    assert p.techs == [] and p.leader is None and p.government == ""
    assert (p.yellow, p.blue, p.pool, p.workers, p.stored) == (0, 0, 0, {}, {})
    assert not any(e["event"] == "draw_military" for e in s.events())


def test_the_resigned_player_is_skipped_and_the_round_still_opens_after_their_seat():
    s = Scenario(players=[{}, {}, {}], round=4)
    resign(s)  # the starting player resigns in their own turn: round 4 goes on
    assert s.state.round == 4 and s.state.turn_player == 1
    s.end_turn()
    assert s.state.round == 4 and s.state.turn_player == 2
    s.end_turn()  # round 5 opens with the player after the resigned starting player
    assert s.state.round == 5 and s.state.turn_player == 1
    s.end_turn()
    assert s.state.turn_player == 2


def test_a_player_after_the_starting_player_resigning_does_not_skip_a_round():
    s = Scenario(players=[{}, {}, {}], round=4, turn_player=1)
    resign(s)
    assert s.state.round == 4 and s.state.turn_player == 2
    s.end_turn()
    assert s.state.round == 5 and s.state.turn_player == 0


def test_the_last_player_left_wins():
    s = Scenario(players=[{"culture": 50}, {"culture": 3}])
    resign(s)
    assert s.result == {"winners": [1], "scores": [50, 3], "reason": "resignation"}


def test_no_resigning_in_age_iv():
    s = Scenario(players=[{}, {}, {}], age="IV", last_round=9)
    assert not s.can("resign")


def test_age_iv_after_the_starting_player_resigned_keeps_equal_turns():
    # Age IV begins in the turn of seat 1, who opens the rounds now: that round is the last
    players = [{}, {}, {}]
    row = quiet_civil_deck({"players": players}, 3, size=14)
    s = Scenario(players=players, age="III", round=6, row=row[:13], decks={"civil": {"III": row[13:]}})
    resign(s)
    st = s.state
    assert st.age == "IV" and st.turn_player == 1
    assert st.last_round == 6
    s.end_turn()
    s.end_turn()
    assert s.result is not None and s.result["reason"] == "culture"


def test_cards_and_tokens_are_conserved_after_a_resignation():
    g = played_until(3, 5, 4, 1)
    g.apply(1, next(a for a in g.legal_actions(1) if a["type"] == "resign"))
    check_cards(g.state)
    check_tokens(g.state)
    assert g.state.turn_player == 2


def test_a_new_age_after_a_resignation_deals_decks_for_fewer_players():
    g = played_until(3, 7, 3, 2)
    g.apply(2, next(a for a in g.legal_actions(2) if a["type"] == "resign"))
    s = g.state
    rng = Rng(1)
    while s.age == "I" and not g.is_over:  # play on until Age II begins
        q = g.active_players[0]
        actions = [a for a in g.legal_actions(q) if a["type"] not in ("resign",)]
        g.apply(q, actions[rng.below(len(actions))])
    assert s.age == "II"
    check_cards(s)
    # the copies used with three players but not with two left the game face up
    extra = {c for key in deck_keys("civil", "II") for c in set(instances(key, 3)) - set(instances(key, 2))}
    assert extra and extra <= set(s.removed)
