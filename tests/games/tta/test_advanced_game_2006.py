"""The Advanced game of the 2006 edition (§20.3): its set-up, the discard after the politics, the
uprising that skips the maintenance, corruption after production, one tactic each, units
sacrificed, the end when the Age II deck runs out and the four Age III events that score it."""

from __future__ import annotations

from collections import Counter

import pytest

import epocha
from epocha.games.tta.catalog import facts, key_of
from epocha.games.tta.sacrifices import sent_strength
from epocha.games.tta.scenario import Scenario

from .cards_2006.helpers_age_i import board

ADVANCED = {"edition": "2006", "mode": "advanced"}


def k(age: str, name: str) -> str:
    return f"{age}:{name} (2006)"


WARRIORS, AGRICULTURE, BRONZE = k("A", "Warriors"), k("A", "Agriculture"), k("A", "Bronze")
FIGHTING_BAND, LEGION, MEDIEVAL = k("I", "Fighting Band"), k("I", "Legion"), k("I", "Medieval Army")
DEFENSE_I = k("I", "Defense / Colonization")


def game(*players: dict, **position) -> Scenario:
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    position.setdefault("age", "I")
    position.setdefault("round", 3)
    return Scenario(edition="2006", mode="advanced", players=seats, **position)


# -- set-up ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_set_up_shows_four_age_iii_events_and_deals_the_first_current_events(players):
    g = epocha.new_game("tta", players=players, seed=7, options=ADVANCED)
    s = g.state
    assert len(s.scoring_events) == 4
    assert all(facts(c).age == "III" and facts(c).type == "event" for c in s.scoring_events)
    assert len(set(map(key_of, s.scoring_events))) == 4  # four different events
    assert len(s.current_events) == players + 2
    assert all(facts(c).age == "A" for c in s.current_events)
    assert all(p.blue == 18 for p in s.players)
    # shown to everyone, from the first view
    assert g.view(None)["state"]["scoring_events"] == list(s.scoring_events)


@pytest.mark.parametrize("players", [2, 3])
def test_the_military_decks_have_no_wars_and_pacts_only_with_three_players(players):
    g = epocha.new_game("tta", players=players, seed=3, options=ADVANCED)
    s = g.state
    for age in ("I", "II"):
        kinds = Counter(facts(key).type for key in s.deck_keys("military", age))
        assert kinds["war"] == 0
    # the Age I military deck as the game shuffles it when Age I begins
    s.age = "A"
    from epocha.games.tta.row import build_decks

    build_decks(s, "I")
    kinds = Counter(facts(c).type for c in s.military_decks["I"])
    assert kinds["war"] == 0
    assert (kinds["pact"] > 0) == (players >= 3)
    assert kinds["tactic"] > 0 and kinds["aggression"] > 0 and kinds["event"] > 0


def test_a_position_names_its_scoring_events_or_gets_them_dealt():
    given = [
        k("III", n)
        for n in ("Impact of Science", "Impact of Wonders", "Impact of Strength", "Impact of Colonies")
    ]
    s = game(scoring_events=given)
    assert list(map(key_of, s.state.scoring_events)) == given
    assert s.game.rules.to_position(s.state)["scoring_events"] == s.state.scoring_events
    dealt = game()
    assert len(dealt.state.scoring_events) == 4
    with pytest.raises(epocha.IllegalAction, match="scored by 4 Age III events"):
        game(scoring_events=[*given, k("III", "Impact of Industry")])
    assert game(scoring_events=[]).state.scoring_events == []  # (a test may want none)
    with pytest.raises(epocha.IllegalAction, match="only the Advanced game"):
        Scenario(edition="2006", mode="simple", players=[{}, {}], scoring_events=given)


def test_the_advanced_game_is_offered_to_everyone(monkeypatch):
    monkeypatch.delenv("EPOCHA_PREVIEW", raising=False)
    g = epocha.new_game("tta", players=2, seed=1, options=ADVANCED)
    assert g.options["mode"] == "advanced"
    full = epocha.new_game("tta", players=2, seed=1, options={"edition": "2006", "mode": "full"})
    assert full.options["mode"] == "full"  # (the three games of the 2006 edition)
    with pytest.raises(epocha.IllegalAction, match="mode"):
        epocha.new_game("tta", players=2, seed=1, options={"edition": "2006", "mode": "expert"})


# -- the military hand: drawn at the end of the turn, discarded after the politics -------------------


def test_military_cards_are_drawn_for_unused_military_actions_at_the_end_of_the_turn():
    s = game({"technologies": board()})
    s.end_turn()
    # Despotism's 2 military actions unused: 2 cards (at most 3)
    assert len(s.player(0).military_hand) == 2


def _over_the_limit() -> Scenario:
    # Despotism: 2 military actions, so 2 cards at most; 4 held
    hand = [FIGHTING_BAND, LEGION, MEDIEVAL, DEFENSE_I]
    return game({"technologies": board(), "military_hand": hand})


def test_a_player_over_the_limit_discards_after_the_politics_phase_before_any_other_action():
    s = _over_the_limit()
    types = {a["type"] for a in s.actions()}
    assert types == {"end_politics", "resign"}  # no civil action before the discard
    s.act("end_politics")
    assert s.decision().kind == "cards"
    assert s.prompt() == "Discard 2 military cards over your limit"
    s.choose(LEGION, MEDIEVAL)
    p = s.player(0)
    assert sorted(map(key_of, p.military_hand)) == sorted([FIGHTING_BAND, DEFENSE_I])
    assert s.state.military_discards["I"][-2:] and s.can("end_turn")
    assert s.can("tactic", card=FIGHTING_BAND)  # the action phase: a tactic may be played now
    assert not s.can("end_politics")


def test_the_discard_follows_a_political_action():
    event = k("I", "Good Harvest")
    hand = [FIGHTING_BAND, LEGION, MEDIEVAL, event]
    s = game({"technologies": board(), "military_hand": hand})
    s.act("event", card=event)  # prepared: the political action
    while s.decision().kind != "cards" or s.chooser != 0:  # (the revealed event resolves first)
        s.choose(s.choices()[0])
    assert s.prompt() == "Discard 1 military card over your limit"
    s.choose(MEDIEVAL)
    assert len(s.player(0).military_hand) == 2


def test_within_the_limit_nothing_is_asked():
    s = game({"technologies": board(), "military_hand": [FIGHTING_BAND]})
    assert not s.can("end_politics")
    s.act("tactic", card=FIGHTING_BAND)
    assert s.player(0).tactic is not None


# -- the end of the turn ---------------------------------------------------------------------------


def _uprising() -> Scenario:
    # 4 yellow tokens left ask for happy faces the starting board does not have; no unused worker
    return game({"technologies": board(), "yellow_bank": 4, "unused_workers": 0, "science": 5, "culture": 5})


def test_an_uprising_skips_the_whole_maintenance_military_cards_included():
    s = _uprising()
    p = s.player(0)
    food, resources = s.food(0), s.resources(0)
    s.end_turn()
    assert s.events("uprising")[-1]["args"]["maintenance"] is True
    assert (p.science, p.culture) == (5, 5)  # no points scored
    assert (s.food(0), s.resources(0)) == (food, resources)  # nothing produced nor eaten
    assert p.military_hand == []  # and no military cards


def test_corruption_comes_after_the_resources_and_takes_resources_only():
    # 3 blue tokens left in the bank after production: corruption 4 (the stand-in bank table)
    s = game({"technologies": board(resources=0), "blue_bank": 5})
    s.end_turn()
    lost = [e["args"] for e in s.events("lose") if e["args"]["why"] == "corruption"]
    kinds = [e["event"] for e in s.state.log if e["event"] in ("produce", "lose")]
    # Bronze's 2 workers make 2 resources, then corruption takes them: never food
    assert lost == [{"player": 0, "kind": "resources", "amount": 2, "why": "corruption"}]
    assert kinds[-1] == "lose"
    assert s.resources(0) == 0


# -- tactics -----------------------------------------------------------------------------------------


def test_a_new_tactic_replaces_the_old_which_is_discarded_and_none_is_copied():
    s = game(
        {
            "technologies": board(extra={k("I", "Swordsmen"): {"workers": 0}}),
            "military_hand": [LEGION],
            "tactic": FIGHTING_BAND,
        }
    )
    old = s.player(0).tactic
    assert not s.can("copy_tactic")
    s.act("tactic", card=LEGION)
    p = s.player(0)
    assert key_of(p.tactic) == LEGION
    assert old in s.state.military_discards["I"]
    assert s.state.common_tactics == []


# -- sacrificed units (the seed's example: Fighting Band and Warriors) --------------------------------


def test_a_sacrificed_unit_counts_itself_and_a_whole_army_its_tactic_too():
    s = game({"technologies": board(Warriors=4), "tactic": FIGHTING_BAND})
    p = s.player(0)
    assert s.ratings(0).strength == 4 + 2  # four Warriors, two armies of two
    assert sent_strength(s.state, p, {f"{WARRIORS}#p0": 1}) == 1  # strength 7 for the fight
    assert sent_strength(s.state, p, {f"{WARRIORS}#p0": 2}) == 3  # a whole army: 9


# -- the end -----------------------------------------------------------------------------------------


def test_the_game_ends_with_the_round_in_which_the_age_ii_deck_runs_out_scored_by_its_four_events():
    scoring = [
        k("III", n)
        for n in ("Impact of Science", "Impact of Wonders", "Impact of Strength", "Impact of Colonies")
    ]
    leader = k("I", "Michelangelo")
    s = game(
        {"technologies": board(), "leader": leader},
        {"technologies": board()},
        age="II",
        round=5,
        start_player=0,
        turn_player=0,
        decks={"civil": {"II": [k("II", "Coal")]}},
        scoring_events=scoring,
    )
    s.end_turn()  # seat 1's turn begins: the row is replenished with the last Age II card
    st = s.state
    assert st.age == "III" and st.last_round == 5
    assert s.events("last_round")[-1]["args"] == {"round": 5, "deck_out": "II"}
    assert s.player(0).leader is None  # an Age I leader is antiquated as Age III begins
    assert all(p.yellow == 18 for p in st.players)  # no yellow tokens lost in the Advanced game
    s.end_turn()  # the last turn of the last round
    assert s.game.is_over
    assert [key_of(e["args"]["card"]) for e in s.events("final_event")] == scoring
    assert st.scoring_events == []
    assert s.game.result["reason"] == "culture"


# -- the scales ---------------------------------------------------------------------------------------


def test_strength_counts_60_at_most_and_the_culture_rate_30():
    """The seed: every indicator is limited by its length (strength 60, culture rate 30)."""
    strong = {"technologies": board(extra={k("II", "Cannon"): {"workers": 12}}), "unused_workers": 0}
    strong["tactic"] = k("II", "Fortifications")  # 12 Cannons (36) in 6 armies (24) and Warriors: 61
    cultured = {"technologies": board(Agriculture=0, Bronze=0, extra={k("II", "Opera"): {"workers": 11}})}
    cultured["unused_workers"] = 0  # 11 Operas: 33 culture a turn
    s = game(strong, cultured, age="II")
    assert s.ratings(0).strength == 60
    assert s.ratings(1).culture == 30
    new_story = Scenario(players=[{}, {}]).state  # (no such limit in the New Story)
    assert new_story.edition.strength_cap is None and new_story.edition.culture_rate_cap is None


def test_a_resigning_civilization_takes_its_tactic_out_of_the_game():
    s = game({"technologies": board(), "tactic": FIGHTING_BAND}, {}, {})
    tactic = s.player(0).tactic
    s.act("resign")
    assert tactic in s.state.removed and s.player(0).tactic is None


# -- colonization (the seed's example: Inhabited Territory, a bid of 4) --------------------------------


def _auctioned(**mine) -> Scenario:
    prepare = k("II", "Economic Progress")
    s = game(
        {
            "technologies": board(Warriors=1, extra={k("I", "Swordsmen"): {"workers": 1}}),
            "specials": [k("I", "Cartography")],
            "military_hand": [prepare, k("II", "Defense / Colonization")],
            **mine,
        },
        {"technologies": board(Warriors=0)},  # no unit: it cannot bid
        age="II",
        current_events=[k("I", "Inhabited Territory")],
    )
    s.act("event", card=prepare)  # reveals the territory: the auction, seat 0 first
    s.choose(4)
    return s


def test_a_colony_needs_a_unit_sent_even_when_the_bonuses_reach_the_bid():
    s = _auctioned()
    options = [a["option"] for a in s.actions() if a["type"] == "choose"]
    s.choose(next(o for o in options if o.startswith("b:")))  # the card: +2, with Cartography's 2: 4
    assert not s.can("choose", option="send")  # bonuses and cards alone are not enough
    swordsmen = next(o for o in options if o.startswith("u:") and "Swordsmen" in o)
    s.choose(swordsmen)  # 2 more: 6
    s.choose("send")
    p = s.player(0)
    assert [key_of(c) for c in p.colonies] == [k("I", "Inhabited Territory")]
    # the Swordsmen sacrificed (its worker back to the yellow bank), the Warriors kept
    assert sum(n for t, n in p.workers.items() if "Swordsmen" in t) == 0
    assert sum(n for t, n in p.workers.items() if "Warriors" in t) == 1


def test_or_a_unit_with_cartography_alone_and_the_card_kept():
    s = _auctioned()
    swordsmen = next(a["option"] for a in s.actions() if "Swordsmen" in str(a.get("option")))
    s.choose(swordsmen)  # 2, and Cartography's 2: exactly the bid
    s.choose("send")
    p = s.player(0)
    assert [key_of(c) for c in p.colonies] == [k("I", "Inhabited Territory")]
    assert k("II", "Defense / Colonization") in [key_of(c) for c in p.military_hand]  # kept
