"""The 2006 rulebook's optional variants (§20.5) and the Advanced game's optional corruption rule
(§20.3) as game options: the schema that offers and refuses them, and each rule where it differs.
A game without them plays as it always did (`tests/interop/test_tta_*encoding*.py` pin it)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import epocha
from epocha.engine import IllegalAction, Rng
from epocha.games.tta import row
from epocha.games.tta.aggressions import aggression_targets
from epocha.games.tta.catalog import facts, key_of
from epocha.games.tta.determinize import determinize
from epocha.games.tta.encoding import encoding_of
from epocha.games.tta.position import to_position
from epocha.games.tta.ratings import urban_limit
from epocha.games.tta.scenario import Scenario

from .cards_2006.helpers_age_i import board

FULL = {"edition": "2006", "mode": "full"}
ADVANCED = {"edition": "2006", "mode": "advanced"}
VARIANTS = (
    "easier",
    "draw_military",
    "bonuses",
    "gradual_reveal",
    "completely_peaceful",
    "corruption_choice",
)


def k(age: str, name: str) -> str:
    return f"{age}:{name} (2006)"


RAID, PLUNDER = k("I", "Raid"), k("I", "Plunder")
WONDERS_EVENT, SCIENCE_EVENT = k("III", "Impact of Wonders"), k("III", "Impact of Science")


def game(mode: str, *players: dict, options: dict | None = None, **position) -> Scenario:
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    position.setdefault("age", "I")
    position.setdefault("round", 3)
    return Scenario(edition="2006", mode=mode, players=seats, options=options, **position)


# -- the options ---------------------------------------------------------------------------------


def test_the_variants_are_off_by_default_and_a_game_without_them_is_as_before():
    g = epocha.new_game("tta", 3, seed=5, options=FULL)
    assert {name: g.options[name] for name in (*VARIANTS, "milder_fights")} == {
        "easier": False,
        "draw_military": False,
        "bonuses": 0,
        "gradual_reveal": False,
        "completely_peaceful": False,
        "corruption_choice": False,
        "milder_fights": False,
    }
    s = g.state
    assert s.scoring_events == [] and s.hidden_bonuses == [] and s.markers == []
    assert all(p.yellow == 18 and p.from_box["yellow"] == 0 for p in s.players)
    # the state saved as before: no new keys
    assert "hidden_bonuses" not in s.to_dict() and "markers" not in s.to_dict()
    # the same encoding as the Full game's
    assert encoding_of(g.options) is encoding_of(FULL)


@pytest.mark.parametrize(
    ("options", "players", "problem"),
    [
        (
            {"edition": "new-story", "easier": True},
            2,
            "'easier' does not apply here: only when edition is '2006'",
        ),
        ({"mode": "simple", "draw_military": True}, 2, "when mode is 'advanced' or 'full'"),
        ({"mode": "simple", "completely_peaceful": True}, 2, "when mode is 'advanced' or 'full'"),
        ({"mode": "simple", "corruption_choice": True}, 2, "when mode is 'advanced' or 'full'"),
        ({"mode": "advanced", "milder_fights": True}, 2, "with 3 or 4 players"),
        (
            {"mode": "advanced", "bonuses": 4},
            3,
            "'bonuses' does not apply here: only when edition",
        ),
        ({"mode": "advanced", "gradual_reveal": True}, 3, "when mode is 'full'"),
        ({"mode": "full", "bonuses": 2}, 3, "must be one of 0, 3, 4, 5, not 2"),
        ({"mode": "full", "bonuses": 3, "gradual_reveal": True}, 3, "two forms of one variant"),
        ({"mode": "full", "milder_fights": True, "completely_peaceful": True}, 3, "has none"),
    ],
)
def test_the_schema_refuses_the_variants_where_they_do_not_apply(options, players, problem):
    given = {"edition": "2006", **options}
    with pytest.raises(IllegalAction, match=problem.replace("(", r"\(").replace(")", r"\)")):
        epocha.new_game("tta", players, seed=1, options=given)


def test_the_easier_variant_applies_to_every_2006_game():
    for mode in ("simple", "advanced", "full"):
        g = epocha.new_game("tta", 2, seed=1, options={"edition": "2006", "mode": mode, "easier": True})
        assert g.options["easier"] is True


# -- easier --------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["simple", "full"])
def test_easier_one_more_yellow_token_each_from_the_box(mode):
    g = epocha.new_game("tta", 3, seed=2, options={"edition": "2006", "mode": mode, "easier": True})
    assert [(p.yellow, p.from_box["yellow"]) for p in g.state.players] == [(19, 1)] * 3


def test_easier_the_urban_limit_is_one_above_the_government_card():
    religion = k("A", "Religion")
    temples = {"technologies": board(resources=6, Religion=2), "unused_workers": 1, "blue_bank": 10}
    plain = game("simple", dict(temples))
    easier = game("simple", dict(temples), options={"easier": True})
    assert urban_limit(plain.state, plain.player(0)) == 2  # Despotism
    assert urban_limit(easier.state, easier.player(0)) == 3
    assert not plain.can("build", tech=religion)
    easier.act("build", tech=religion)
    assert easier.player(0).workers[f"{religion}#p0"] == 3


# -- drawing military cards during the turn -------------------------------------------------------


def test_military_cards_are_drawn_during_the_turn_for_a_military_action_each_without_a_limit_of_3():
    s = game("advanced", {"government": k("I", "Monarchy")}, options={"draw_military": True})
    assert s.actions_left(0)[1] == 3
    before = len(s.player(0).military_hand)
    for _ in range(3):
        s.act("draw_military")
    assert len(s.player(0).military_hand) == before + 3 and s.actions_left(0)[1] == 0
    assert not s.can("draw_military")  # (no military action left)
    # no more at the end of the turn, and no discard yet: it comes after the next politics
    hand = len(s.player(0).military_hand)
    s.end_turn()
    assert len(s.player(0).military_hand) == hand
    assert s.state.turn_player == 1


def test_drawing_during_the_turn_ends_the_politics_and_more_than_three_can_be_drawn():
    s = game(
        "full",
        {
            "government": k("I", "Monarchy"),
            "technologies": board(extra={k("I", "Swordsmen"): {"workers": 2}}),
        },
        options={"draw_military": True},
    )
    s.state.players[0].turn["extra_ma"] = 2  # (military actions for this turn, as a card gives)
    assert s.actions_left(0)[1] == 5
    for _ in range(5):
        s.act("draw_military")
    assert len(s.events("draw_military")) == 5
    assert s.player(0).turn["politics"] and s.player(0).turn["acted"]


def test_without_the_variant_the_cards_come_at_the_end_of_the_turn():
    s = game("advanced", {"government": k("I", "Monarchy")})
    assert not s.can("draw_military")
    s.end_turn()
    assert len(s.player(0).military_hand) == 3


def test_the_variant_has_its_own_encoding_with_one_action_appended():
    plain, drawing = encoding_of(FULL), encoding_of({**FULL, "draw_military": True})
    assert drawing is encoding_of({**FULL, "draw_military": True})
    assert drawing.action_count == plain.action_count + 1
    assert drawing.variant == "2006_full_draw_military"
    assert drawing.action_id({"type": "draw_military"}) == plain.action_count


# -- milder fights --------------------------------------------------------------------------------


def _fighters(*, markers: list | None = None, options: dict | None = None) -> Scenario:
    strong = {
        "technologies": board(extra={k("I", "Swordsmen"): {"workers": 3}}),
        "military_hand": [RAID],
        "government": k("I", "Monarchy"),
    }
    other = {"technologies": board(extra={k("I", "Swordsmen"): {"workers": 3}}), "military_hand": [PLUNDER]}
    position = {"markers": markers} if markers is not None else {}
    return game("advanced", strong, {}, other, options={"milder_fights": True, **(options or {})}, **position)


def _fight(s: Scenario) -> None:
    """The attacker sacrifices nothing, the defender does not defend."""
    while s.chooser != 0 or s.decision().kind != "turn":
        s.choose("yield" if s.chooser == 1 else "attack")


def test_milder_fights_an_aggression_takes_the_targets_marker():
    s = _fighters()
    assert aggression_targets(s.state, s.player(0)) == [1, 2]
    s.act("aggression", card=RAID, rival=1)
    _fight(s)
    assert s.state.markers == [{"on": 1, "by": 0, "round": 3}]
    # seat 1 is under attack: seat 2 may attack only seat 0
    assert aggression_targets(s.state, s.player(2)) == [0]
    assert aggression_targets(s.state, s.player(0)) == [1, 2]  # (its own target again, or another)


def test_milder_fights_the_marker_goes_back_unless_the_same_civilization_is_attacked_again():
    s = _fighters(markers=[{"on": 1, "by": 0, "round": 2}])
    assert aggression_targets(s.state, s.player(2)) == [0]
    s.end_turn()  # seat 0 did not attack again: the marker goes back to the middle
    assert s.state.markers == []
    assert [e["args"] for e in s.events("marker_returned")] == [{"player": 0, "rival": 1}]

    again = _fighters(markers=[{"on": 1, "by": 0, "round": 2}])
    again.act("aggression", card=RAID, rival=1)
    _fight(again)
    again.end_turn()
    assert again.state.markers == [{"on": 1, "by": 0, "round": 3}]  # kept for one more round


def test_milder_fights_markers_in_positions_and_the_view():
    s = _fighters(markers=[{"on": 2, "by": 1, "round": 3}])
    assert to_position(s.state)["markers"] == [{"on": 2, "by": 1, "round": 3}]
    assert s.game.view(0)["state"]["markers"] == [{"on": 2, "by": 1, "round": 3}]
    assert aggression_targets(s.state, s.player(0)) == [1]
    with pytest.raises(IllegalAction, match="only the milder fights variant"):
        game("advanced", {}, {}, {}, markers=[{"on": 2, "by": 1, "round": 3}])


# -- pre-revealed bonuses -------------------------------------------------------------------------


@pytest.mark.parametrize("count", [3, 5])
def test_pre_revealed_bonuses_are_shown_at_the_start_and_kept_out_of_the_age_iii_deck(count):
    g = epocha.new_game("tta", 3, seed=4, options={**FULL, "bonuses": count})
    s = g.state
    assert len(s.scoring_events) == count and len(set(map(key_of, s.scoring_events))) == count
    assert all(facts(c).age == "III" and facts(c).type == "event" for c in s.scoring_events)
    assert s.box == [c for c in s.box if facts(c).age == "A"]  # (the other Age III cards stay)
    assert g.view(1)["state"]["scoring_events"] == s.scoring_events
    row.build_decks(s, "III")  # the Age III deck, when it comes, is made without them
    deck = s.military_decks["III"]
    assert not set(deck) & set(s.scoring_events)
    events = sum(1 for c in deck if facts(c).type == "event")
    assert events + count == sum(1 for key in s.deck_keys("military", "III") if facts(key).type == "event")


def test_pre_revealed_bonuses_score_at_the_end_with_the_events_left_in_the_decks():
    s = game(
        "full",
        {"culture": 10, "wonders": []},
        {"culture": 10},
        options={"bonuses": 3},
        age="IV",
        round=20,
        last_round=20,
        scoring_events=[WONDERS_EVENT],
        current_events=[SCIENCE_EVENT],
    )
    s.end_turn().end_turn()
    finals = [e["args"]["card"] for e in s.events("final_event")]
    assert sorted(finals) == sorted([WONDERS_EVENT, SCIENCE_EVENT])
    assert s.state.result is not None


# -- gradual reveal --------------------------------------------------------------------------------


def test_gradual_reveal_five_events_face_down_one_shown_at_the_start():
    g = epocha.new_game("tta", 2, seed=9, options={**FULL, "gradual_reveal": True})
    s = g.state
    assert len(s.scoring_events) == 1 and len(s.hidden_bonuses) == 4
    assert all(
        facts(c).age == "III" and facts(c).type == "event" for c in [*s.scoring_events, *s.hidden_bonuses]
    )
    # nobody sees the face-down ones: their count only
    for seat in (0, 1, None):
        view = g.view(seat)["state"]
        assert view["hidden_bonuses"] == 4 and view["scoring_events"] == s.scoring_events
        shown = json.dumps(g.view(seat))
        assert not any(key_of(c) in shown or c in shown for c in s.hidden_bonuses)


def test_gradual_reveal_one_more_at_each_age_change_age_i_included():
    g = epocha.new_game("tta", 2, seed=9, options={**FULL, "gradual_reveal": True})
    s = g.state
    hidden = list(s.hidden_bonuses)
    row.end_age_a(s)  # Age I begins
    assert len(s.scoring_events) == 2 and s.scoring_events[-1] == hidden[-1]
    for age, shown in (("II", 3), ("III", 4), ("IV", 5)):
        row.begin_age(s, age)
        assert len(s.scoring_events) == shown
    assert s.hidden_bonuses == [] and sorted(s.scoring_events[1:]) == sorted(hidden)
    assert [e["event"] for e in s.log].count("bonus_revealed") == 5


def test_gradual_reveal_bots_deal_the_face_down_events_again():
    g = epocha.new_game("tta", 2, seed=9, options={**FULL, "gradual_reveal": True})
    s = g.state
    seen = Counter()
    for i in range(20):
        d = determinize(s, 0, Rng(i))
        assert len(d.hidden_bonuses) == 4 and d.scoring_events == s.scoring_events
        assert all(facts(c).type == "event" and facts(c).age == "III" for c in d.hidden_bonuses)
        assert not set(d.hidden_bonuses) & set(s.scoring_events)
        seen.update(d.hidden_bonuses)
    assert len(seen) > 4  # any Age III event not seen may lie there


def test_gradual_reveal_positions_keep_the_face_down_events():
    s = game("full", options={"gradual_reveal": True}, age="II")
    # a position that names none: five laid, one shown at the start and at each age change since
    assert len(s.state.scoring_events) == 3 and len(s.state.hidden_bonuses) == 2
    pos = to_position(s.state)
    assert pos["hidden_bonuses"] == s.state.hidden_bonuses[::-1]  # (the next to be shown first)
    again = game("full", options={"gradual_reveal": True}, age="II", hidden_bonuses=[WONDERS_EVENT])
    assert again.state.hidden_bonuses == [f"{WONDERS_EVENT}#1"]
    with pytest.raises(IllegalAction, match="only the gradual reveal"):
        game("full", hidden_bonuses=[WONDERS_EVENT])


# -- completely peaceful ------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["advanced", "full"])
def test_completely_peaceful_no_wars_and_no_aggressions_in_any_deck(mode):
    g = epocha.new_game(
        "tta", 3, seed=3, options={"edition": "2006", "mode": mode, "completely_peaceful": True}
    )
    s = g.state
    for age in ("I", "II", "III"):
        kinds = Counter(facts(key).type for key in s.deck_keys("military", age))
        assert kinds["war"] == kinds["aggression"] == 0
        if age != "III":
            assert kinds["pact"] > 0 and kinds["event"] > 0 and kinds["tactic"] > 0
    plain = epocha.new_game("tta", 3, seed=3, options={"edition": "2006", "mode": mode}).state
    assert Counter(facts(key).type for key in plain.deck_keys("military", "I"))["aggression"] == 3
    with pytest.raises(IllegalAction, match="not in the completely peaceful game"):
        game(mode, {"military_hand": [RAID]}, options={"completely_peaceful": True})


# -- the optional corruption rule ------------------------------------------------------------------


def _corrupt(options: dict | None) -> Scenario:
    # Agriculture and Bronze make 2 blue tokens each: the bank's 14 go down to 10, the last
    # section emptied (corruption 2); with one token fewer on Bronze 11 are left (none)
    return game("advanced", {"technologies": board(food=0, resources=0), "blue_bank": 14}, options=options)


def test_corruption_choice_one_resource_token_fewer_spares_the_corruption():
    s = _corrupt({"corruption_choice": True}).end_turn()
    assert s.decision().kind == "cards" and s.choices() == [[f"{k('A', 'Bronze')}#p0"]]
    assert "avoid corruption" in s.prompt()
    s.choose(k("A", "Bronze"))
    assert s.resources(0) == 1 and s.food(0) == 2
    assert [e["args"]["why"] for e in s.events("lose")] == []
    assert s.events("fewer_resources")[0]["args"] == {"player": 0, "card": k("A", "Bronze")}


def test_corruption_choice_declined_or_without_the_rule_the_corruption_is_paid():
    declined = _corrupt({"corruption_choice": True}).end_turn().pass_()
    without = _corrupt(None).end_turn()
    for s in (declined, without):
        assert s.resources(0) == 0 and s.food(0) == 2  # 2 made, 2 lost to corruption
        lost = [e["args"] for e in s.events("lose")]
        assert lost == [{"player": 0, "kind": "resources", "amount": 2, "why": "corruption"}]
        assert s.state.turn_player == 1


def test_corruption_choice_not_asked_when_no_corruption_comes_or_food_would_cause_it():
    s = game(
        "advanced",
        {"technologies": board(food=0, resources=0), "blue_bank": 16},
        options={"corruption_choice": True},
    )
    s.end_turn()
    assert s.state.turn_player == 1 and s.resources(0) == 2
    # no mine working: no resource to give up (never food), the corruption is paid
    t = game(
        "advanced",
        {"technologies": board(food=0, resources=3, Bronze=0), "unused_workers": 3, "blue_bank": 8},
        options={"corruption_choice": True},
    )
    t.end_turn()
    assert t.state.turn_player == 1 and [e["args"]["why"] for e in t.events("lose")] == ["corruption"]
