"""The Full game of the 2006 edition (§20.4): Age IV and the round after it, the yellow
tokens lost as an age ends, no sacrifices in the last round."""

from __future__ import annotations

import epocha
from epocha.games.tta.catalog import facts
from epocha.games.tta.scenario import Scenario

from .cards_2006.helpers_age_i import board

FULL = {"edition": "2006", "mode": "full"}


def k(age: str, name: str) -> str:
    return f"{age}:{name} (2006)"


def game(*players: dict, **position) -> Scenario:
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    position.setdefault("age", "III")
    position.setdefault("round", 8)
    return Scenario(edition="2006", mode="full", players=seats, **position)


def test_the_full_game_deals_every_age_with_wars_and_no_scoring_events():
    g = epocha.new_game("tta", players=3, seed=2, options=FULL)
    s = g.state
    assert s.scoring_events == [] and s.edition.wars
    kinds = {facts(key).type for key in s.deck_keys("military", "II")}
    assert "war" in kinds and "pact" in kinds


def _age_iv_begins(start_player: int) -> Scenario:
    # seat 1 ends the round; seat 0's turn (the next round's first) deals the last Age III card
    s = game(
        {"technologies": board()},
        {"technologies": board()},
        start_player=start_player,
        turn_player=1,
        decks={"civil": {"III": [k("III", "Oil")]}},
    )
    s.end_turn()
    return s


def test_when_age_iv_begins_the_round_is_finished_and_one_more_is_played():
    s = _age_iv_begins(start_player=0)
    st = s.state
    assert st.age == "IV"
    # begun in the round's first turn: the New Story would make this round the last; 2006 plays
    # one more
    assert (st.round, st.last_round) == (9, 10)
    other = _age_iv_begins(start_player=1)  # begun in the round's last turn: the next one too
    assert (other.state.round, other.state.last_round) == (8, 9)


def test_each_player_returns_two_yellow_tokens_as_an_age_ends():
    s = _age_iv_begins(start_player=0)
    assert [p.yellow for p in s.state.players] == [16, 16]  # 18 in the bank, 2 to the box


def _spy(last_round: int | None) -> Scenario:
    spy = k("II", "Spy")
    s = game(
        {"technologies": board(Warriors=3), "military_hand": [spy]},
        {"technologies": board(Warriors=1), "science": 5},
        last_round=last_round,
    )
    s.act("aggression", card=spy, rival=1)
    return s


def test_no_units_are_sacrificed_in_the_last_round():
    before = _spy(last_round=None)  # the attacker may sacrifice its Warriors
    assert before.chooser == 0 and before.can("choose", option="attack")
    last = _spy(last_round=8)  # not in the last round: the attack goes on at once (and succeeds)
    assert last.chooser == 0 and last.decision().kind == "turn"
    assert last.player(1).science == 0 and last.player(0).science == 5
