"""Through the Ages' log and prompts as typed messages (messages.py, the prompts of the rules and
of the cards): concrete events and questions in English and in Czech, as each seat sees them (a
military card drawn is named for its owner only); every message and every prompt of random
games renders in Czech with nothing missing and names no card its event hides."""

from __future__ import annotations

import pytest

import epocha
from epocha.engine import Game
from epocha.engine.registry import get_manifest
from epocha.games.tta.catalog import CARDS
from epocha.games.tta.messages import EVENTS, REASONS, RULES, SECTIONS_2006, log_message
from epocha.games.tta.scenario import Scenario

from .cards.plain_helpers import board
from .cards.shared_action_cards import holding
from .cards.shared_events import revealing
from .cards_2006.helpers_age_i import board as board_2006
from .rules.test_actions import RICH  # the technologies of a seat that can afford much

NAMES = ["Ann", "Bob", "Cyril", "Dana"]
MANIFEST = get_manifest("tta")


def lines(game: Game, seat: int | None, lang: str, event: str | None = None) -> list[str]:
    """The rendered messages of the log as `seat` sees it (optionally of one kind of event)."""
    words = MANIFEST.renderer(lang, NAMES[: game.players])
    out = [
        words(e["message"])
        for e in game.view(seat)["log"]
        if "message" in e and (event is None or e["event"] == event)
    ]
    assert not words.missing, words.missing
    return out


def last(game: Game, seat: int | None, lang: str, event: str | None = None) -> str:
    return lines(game, seat, lang, event)[-1]


def prompt(s: Scenario, lang: str) -> str:
    words = MANIFEST.renderer(lang, NAMES[: s.game.players])
    text = words(s.decision().prompt)
    assert not words.missing, words.missing
    return text


# -- the log ---------------------------------------------------------------------------------------


def test_a_new_game_and_its_first_turn():
    g = epocha.new_game("tta", 2, seed=1)
    assert lines(g, None, "en")[:3] == [
        "13 cards are dealt into the card row.",
        "A new game of Through the Ages for 2 players.",
        "— Ann's turn (round 1) —",
    ]
    assert lines(g, 1, "cs")[:3] == [
        "Do nabídky přibylo 13 karet.",
        "Nová hra Through the Ages pro 2 hráče.",
        "— tah: Ann (kolo 1) —",
    ]
    fill = next(e for e in g.view(0)["log"] if e["event"] == "row_fill")
    assert fill["message"]["cause"] == {"rule": "card-row.replenish"}


def test_a_building_is_named_by_its_kind():
    s = Scenario(players=[{"technologies": RICH, "unused_workers": 2}, {}])
    s.act("build", tech="A:Agriculture")
    s.act("build", tech="A:Warriors")
    s.act("population")
    assert lines(s.game, 1, "en")[-3:] == [
        "Ann builds a farm on Agriculture.",
        "Ann builds an infantry unit on Warriors.",
        "Ann increases population by 1 (action).",
    ]
    assert lines(s.game, None, "cs")[-3:] == [
        "Ann staví farmu: Zemědělství.",
        "Ann staví pěchotní jednotku: Bojovníci.",
        "Ann zvyšuje počet obyvatel o 1 (akce).",
    ]
    s.act("destroy", tech="A:Philosophy")
    assert last(s.game, 0, "en") == "Ann destroys a lab on Philosophy."
    assert last(s.game, 0, "cs") == "Ann boří laboratoř: Filozofie."


def test_a_card_effect_says_which_card_and_is_its_cause():
    s = Scenario(players=[{"civil_hand": ["I:Reserves"]}, {}])
    s.act("play", card="I:Reserves")
    s.choose("food")
    assert lines(s.game, 1, "en")[-2:] == ["Ann plays Reserves.", "Ann gains 2 food (Reserves)."]
    assert lines(s.game, 1, "cs")[-2:] == ["Ann hraje: Zásoby.", "Ann získává 2 jídla (Zásoby)."]
    gain = [e for e in s.game.view(1)["log"] if e["event"] == "gain"][-1]
    assert gain["message"]["cause"] == {"card": "I:Reserves"}


def test_terrorism_destroys_buildings_of_the_others():
    s = revealing("II:Terrorism", [civ(5), civ(20), civ(30, temples=0)], age="II")
    s.choose("A:Religion")
    assert lines(s.game, None, "en", "destroy") == [
        "Bob loses a temple on Religion (Terrorism).",
        "Cyril loses a lab on Philosophy (Terrorism).",
    ]
    assert lines(s.game, 2, "cs", "destroy") == [
        "Bob přichází o chrám: Náboženství (Terorismus).",
        "Cyril přichází o laboratoř: Filozofie (Terorismus).",
    ]


def test_the_end_of_a_turn_production_and_military_cards_drawn_seen_by_their_owner_only():
    s = Scenario(
        players=[{"military_hand": ["I:Legion", "I:Rats", "I:Foray", "I:Raiders"]}, {}],
        decks={"military": {"I": ["I:Crusades", "I:Barbarians", "I:Pestilence"]}},
    )
    s.end_turn()
    s.choose("I:Rats", "I:Foray")
    assert lines(s.game, 0, "en")[-7:-2] == [
        "Ann discards 2 military cards.",
        "Ann scores 1 science point (production).",
        "Ann produces 2 food.",
        "Ann produces 2 resources.",
        "Ann draws 2 military cards: Crusades and Barbarians.",
    ]
    assert lines(s.game, 0, "cs")[-7:-2] == [
        "Ann odhazuje 2 vojenské karty.",
        "Ann získává 1 bod vědy (výroba).",
        "Ann vyrábí 2 jídla.",
        "Ann vyrábí 2 suroviny.",
        "Ann si líže 2 vojenské karty: Křížové výpravy a Barbaři.",
    ]
    for seat in (1, None):
        assert last(s.game, seat, "en", "draw_military") == "Ann draws 2 military cards of age I."
        assert last(s.game, seat, "cs", "draw_military") == "Ann si líže 2 vojenské karty věku I."


def test_an_event_prepared_is_named_for_its_owner_only():
    hand = {"military_hand": ["I:Good Harvest"]}
    s = Scenario(players=[hand, {}], current_events=["A:Development of Science"])
    s.act("event", card="I:Good Harvest")
    assert last(s.game, 0, "en", "prepare_event") == "Ann prepares the event Good Harvest (age I)."
    assert last(s.game, 1, "en", "prepare_event") == "Ann prepares an event of age I."
    assert last(s.game, None, "cs", "prepare_event") == "Ann připravuje událost věku I."


def test_events_that_show_nothing_have_no_message():
    assert log_message({"event": "culture", "args": {"player": 0, "amount": 0, "why": "famine"}}) is None
    assert log_message({"event": "no_such_event", "args": {}}) is None


# -- prompts ---------------------------------------------------------------------------------------


def test_turn_prompts():
    g = epocha.new_game("tta", 3, seed=2)
    words = MANIFEST.renderer("cs", NAMES)
    view = g.view(0)
    assert MANIFEST.renderer("en")(view["prompt"]) == "Round 1: take cards from the row"
    assert words(view["prompt"]) == "1. kolo: ber si karty z nabídky"
    assert view["prompt"]["cause"] == {"rule": "turn.first-round"}
    # everyone sees what the active seat is asked
    assert g.view(None)["waiting"][0]["prompt"] == view["prompt"]
    s = Scenario(2)
    assert prompt(s, "en") == "Your turn: choose an action"
    assert prompt(s, "cs") == "Jsi na tahu: vyber akci"
    assert s.decision().prompt["cause"] == {"rule": "turn"}


def test_a_card_asks_with_its_name_and_is_the_cause():
    s = Scenario(players=[{"civil_hand": ["I:Reserves"]}, {}])
    s.act("play", card="I:Reserves")
    assert prompt(s, "en") == "Reserves: gain 2 resources or 2 food"
    assert prompt(s, "cs") == "Zásoby: získej 2 suroviny, nebo 2 jídla"
    assert s.decision().prompt["cause"] == {"card": "I:Reserves"}


def test_a_prompt_names_a_player():
    s = revealing("II:Terrorism", [civ(5), civ(20), civ(30, temples=0)], age="II")
    assert prompt(s, "en") == "Terrorism: choose an urban building of Bob to destroy"
    assert prompt(s, "cs") == "Terorismus: vyber městskou budovu hráče Bob, která bude zničena"
    assert s.decision().prompt["cause"] == {"card": "II:Terrorism"}


@pytest.mark.parametrize(
    ("hand", "english", "czech"),
    [
        (4, "Discard 2 military cards over your limit", "Odhoď 2 vojenské karty nad svůj limit"),
        (3, "Discard 1 military card over your limit", "Odhoď 1 vojenskou kartu nad svůj limit"),
    ],
)
def test_a_prompt_with_a_number_is_plural_as_it_should(hand, english, czech):
    cards = ["I:Legion", "I:Rats", "I:Foray", "I:Raiders"][:hand]
    s = Scenario(players=[{"military_hand": cards}, {}], decks={"military": {"I": ["I:Crusades"]}})
    s.end_turn()
    assert prompt(s, "en") == english
    assert prompt(s, "cs") == czech
    assert s.decision().prompt["cause"] == {"rule": "end-of-turn.discard-military"}


def test_the_2006_discard_is_caused_by_the_advanced_games_rule():
    # (2006: the cards over the limit go after the political action, not at the end of the turn)
    s = Scenario(
        edition="2006",
        mode="advanced",
        age="I",
        round=3,
        players=[{"military_hand": ["I:Legion (2006)", "I:Fighting Band (2006)", "I:Rats (2006)"]}, {}],
    )
    s.act("end_politics")
    assert s.decision().prompt["cause"] == {"rule": "edition-2006.advanced"}


# -- causes: why each entry of the log happened --------------------------------------------------------


def causes(game: Game, seat: int | None, event: str) -> list[dict]:
    """The causes of the log entries of one kind of event, as `seat` sees them."""
    return [e["message"]["cause"] for e in game.view(seat)["log"] if e["event"] == event]


def test_the_turns_actions_are_caused_by_their_rules_sections():
    s = Scenario(players=[{"technologies": RICH, "unused_workers": 2}, {}])
    s.act("build", tech="A:Agriculture")
    s.act("build", tech="A:Warriors")
    s.act("destroy", tech="A:Philosophy")
    assert causes(s.game, 1, "build") == [{"rule": "buildings.build"}, {"rule": "military.build-unit"}]
    assert causes(s.game, 1, "destroy") == [{"rule": "buildings.destroy"}]
    s.end_turn()
    assert causes(s.game, None, "turn") == [{"rule": "turn"}]
    assert {"rule": "end-of-turn.food-production"} in causes(s.game, 1, "produce")


def test_an_event_cards_effects_are_caused_by_the_card():
    # Development of Religion: each player with an unused worker may build a free temple
    s = revealing("A:Development of Religion", [{}, {}], hand="A:Development of Science")
    assert causes(s.game, 1, "prepare_event") == [{"rule": "politics.prepare-event"}]
    assert causes(s.game, 1, "reveal_event") == [{"rule": "events.resolve"}]
    s.choose("Build a temple on Religion (free)")
    s.choose("Build a temple on Religion (free)")
    for seat in (0, 1, None):
        assert causes(s.game, seat, "build") == [{"card": "A:Development of Religion"}] * 2
    assert last(s.game, 1, "en", "build") == "Bob builds a temple on Religion (Development of Religion)."
    # the player's own action afterwards is the action's again
    s.act("destroy", tech="A:Religion")
    assert causes(s.game, 1, "destroy") == [{"rule": "buildings.destroy"}]


def test_an_action_a_card_orders_is_caused_by_the_card():
    # Urban Growth: the card is played by the rules of action cards, its build is the card's
    s = holding("A:Urban Growth", resources=3, unused_workers=1)
    s.act("play", card="A:Urban Growth")
    s.choose("Build a temple on Religion (2 resources)")
    assert causes(s.game, 1, "play") == [{"rule": "actions.action-card"}]
    assert causes(s.game, 1, "build") == [{"card": "A:Urban Growth"}]
    assert last(s.game, 1, "en", "build") == "Ann builds a temple on Religion (Urban Growth)."


@pytest.mark.parametrize(
    ("mode", "leader", "tactic"),
    [("simple", "edition-2006.leaders", None), ("advanced", "edition-2006.leaders", "edition-2006.tactics")],
)
def test_the_2006_games_name_their_own_sections_where_their_rules_differ(mode, leader, tactic):
    s = Scenario(
        edition="2006",
        mode=mode,
        age="I",
        round=3,
        players=[
            {
                "civil_hand": ["A:Homer (2006)"],
                "military_hand": ["I:Legion (2006)"] if tactic else [],
                "technologies": board_2006(extra={"I:Swordsmen (2006)": {"workers": 0}}) if tactic else {},
            },
            {},
        ],
    )
    s.act("leader", card="A:Homer (2006)")
    assert causes(s.game, 1, "leader") == [{"rule": leader}]
    if tactic:
        s.act("tactic", card="I:Legion (2006)")
        assert causes(s.game, 1, "tactic") == [{"rule": tactic}]
    # the New Story's own sections where the rules are the same
    assert causes(s.game, None, "position") == [{"rule": "setup"}]


def civ(culture, temples=1, philosophers=1, **more):
    return {"technologies": board(Philosophy=philosophers, Religion=temples), "culture": culture, **more}


# -- every event, every variant ----------------------------------------------------------------------

CARD, OTHER, WONDER = "I:Iron", "II:Terrorism", "A:Pyramids"
SPY, BONUS, WAR, PACT = "II:Spy", "II:Defense / Colonization", "III:War over Culture", "III:Peace Treaty"
WHY = [None, "production", OTHER]


def _each(*variants: dict, **axes: tuple) -> list[dict]:
    """Every combination of the values of `axes` ({"why": WHY}), on each of `variants`."""
    out = [dict(v) for v in variants or ({},)]
    for name, values in axes.items():
        out = [{**v, name: value} for v in out for value in values]
    return out


def _who(**args) -> dict:
    return {"player": 0, **args}


SAMPLES: dict[str, list[dict]] = {
    "setup": [{"players": 1}, {"players": 4}],
    "position": [{"players": 2}],
    "turn": [_who(round=3)],
    "row_fill": [{"cards": ["A:Bronze"]}, {"cards": ["A:Bronze"] * 5}],
    "row_discard": [{"card": CARD}],
    "age": _each(age=("A", "I", "II", "III", "IV")),
    "last_round": [{"round": 9}, {"round": 14, "deck_out": "I"}],
    "take": [_who(card=CARD, slot=0)],
    "build": [
        *_each(_who(), tech=("A:Agriculture", "A:Bronze", "I:Iron", "A:Warriors")),
        _who(tech="A:Religion", why=OTHER),
    ],
    "upgrade": [_who(**{"from": "A:Bronze", "to": "I:Iron"})],
    "destroy": _each(_who(tech="A:Philosophy"), why=WHY),
    "disband": [_who(tech="A:Warriors")],
    "leader": _each(_who(card="A:Homer"), replaces=(None, "A:Moses")),
    "wonder_stage": _each(_who(card=WONDER), stages=(1, 2, 5)),
    "wonder_done": [_who(card=WONDER)],
    "develop": _each(_who(card=CARD), revolution=(False, True)),
    "discarded": [_who(card=CARD)],
    "play": [_who(card=CARD)],
    "tactic": [_who(card=CARD)],
    "copy_tactic": [_who(card=CARD)],
    "tactic_common": [_who(card=CARD)],
    "prepare_event": [_who(age="I"), _who(age="I", card="I:Good Harvest")],
    "reveal_event": [_who(card=OTHER)],
    "look_event": [_who(age="I", why="I:Joan of Arc"), _who(age="I", card=OTHER, why="I:Joan of Arc")],
    "events_turned": _each(count=(1, 3, 6)),
    "bid": _each(_who(), bid=(None, 3)),
    "colonize": [_who(card=CARD, units=2, cards=0)],
    "no_colonist": [{"card": CARD}],
    "colony_lost": _each(_who(card=CARD), why=WHY),
    "science": _each(_who(), amount=(1, 3, -2, -7, 0), why=WHY),
    "culture": _each(_who(), amount=(1, 3, -2, -7), why=WHY),
    "gain": _each(_who(), kind=("food", "resources"), amount=(1, 2, 5), why=WHY),
    "lose": _each(_who(), kind=("food", "resources"), amount=(1, 3), why=WHY),
    "produce": _each(_who(), kind=("food", "resources"), amount=(1, 4, 6)),
    "population": _each(_who(), amount=(1, -1, -3, -6), why=WHY)
    + _each(_who(amount=-1, **{"from": "A:Agriculture"}), why=WHY),
    "bank": _each(_who(), color=("blue", "yellow"), amount=(1, 2, -1, -5), why=WHY),
    "draw_military": [
        *_each(_who(age="II", why="turn"), count=(1, 3)),
        _who(count=2, age="II", cards=[OTHER, "II:Rich Land"], why=OTHER),
    ],
    "discard_military": [*_each(_who(), count=(1, 2, 5)), _who(count=2, why=OTHER)],
    "reshuffle": [{"age": "I"}],
    "antiquated": [_who(card=CARD)],
    "uprising": [_who(discontent=2), _who(discontent=2, maintenance=True)],
    "sacrifice": [_who(units=1, cards=[CARD]), _who(units=3, cards=[CARD, OTHER])],
    "attack_strength": [_who(strength=12)],
    "scoring_events": [{"cards": [CARD, OTHER]}],
    "bonus_revealed": [{"card": CARD, "left": 3}],
    "marker_returned": [{"player": 0, "rival": 1}],
    "fewer_resources": [{"player": 0, "card": CARD}],
    "resign": [_who()],
    "final_event": [{"card": OTHER}],
    "final_bonus": [{"player": 0, "technologies": 6, "strength": 8, "happiness": 10, "production": 9}],
    "spend": _each(_who(), ca=(1, 2, 5), why=WHY),
    "regain": _each(_who(), ca=(1, 2, 5), why=WHY),
    "action_converted": _each(_who(), why=WHY),
    "this_turn": _each(_who(), _who(ma=1), military_resources=(1, 2, 5), why=WHY),
    "homer_under": [_who(card=WONDER)],
    "extra_politics": [_who(card="A:Julius Caesar")],
    "leader_retired": [_who(card="A:Alexander the Great")],
    "leader_removed": _each(_who(card="A:Moses"), why=WHY),
    "ruined": _each(_who(card=WONDER), why=WHY),
    "international_agreement": _each(_who(), cards=([], [CARD], [CARD, OTHER]), why=WHY),
    "game_over": [{"winners": [0]}, {"winners": [1, 2]}],
    # the full game's politics
    "aggression": [_who(card=SPY, copy=f"{SPY}#1", rival=1, strength=5)],
    "defence": [
        _who(cards=[], copies=[], discarded=2, strength=4),
        _who(cards=[BONUS], copies=[f"{BONUS}#1"], discarded=1, strength=6),
        _who(cards=[BONUS, BONUS], copies=[f"{BONUS}#1", f"{BONUS}#2"], discarded=0, strength=9),
    ],
    "no_defence": [_who()],
    "aggression_failed": [_who(card=SPY, rival=1)],
    "aggression_succeeded": [_who(card=SPY, rival=1)],
    "colony_taken": [_who(card="I:Historic Territory", rival=1, why="II:Annex")],
    "wonder_lost": _each(_who(card=WONDER), why=[None, "II:Infiltrate"]),
    "war": [_who(card=WAR, copy=f"{WAR}#1", rival=1)],
    "war_won": [
        _who(card=WAR, rival=1, winner=0, advantage=3),
        _who(card=WAR, rival=1, winner=1, advantage=1),
    ],
    "war_tied": [_who(card=WAR, rival=1, strength=7)],
    "war_void": [_who(card=WAR, rival=1)],
    "tech_stolen": [_who(card="II:Navigation", rival=1, why="II:War over Technology")],
    "pact_offered": [
        _who(card=PACT, copy=f"{PACT}#1", partner=2, side=None),
        _who(card="II:Acceptance of Supremacy", copy="II:Acceptance of Supremacy#1", partner=1, side="B"),
    ],
    "pact_refused": [_who(card=PACT, by=2)],
    "pact": [_who(card=PACT, by=2, side=None), _who(card="II:Acceptance of Supremacy", by=2, side="A")],
    "pact_ended": _each(
        {"card": PACT, "by": 0, "partner": 2}, how=("cancel", "replaced", "attack", "resign", "age")
    ),
}

# events whose reason is only their cause (the words do not say it)
QUIET_REASON = {"draw_military", "discard_military", "look_event", "colony_taken", "tech_stolen"}


def test_every_event_has_samples():
    assert set(SAMPLES) == set(EVENTS)


@pytest.mark.parametrize("event", sorted(SAMPLES))
def test_every_variant_of_every_event_renders_in_czech(event):
    english, czech = MANIFEST.renderer("en", NAMES), MANIFEST.renderer("cs", NAMES)
    for args in SAMPLES[event]:
        message = log_message({"event": event, "args": args})
        if message is None:
            assert event == "science" and args["amount"] == 0
            continue
        for words in (english, czech):
            text = words(message)
            assert "{" not in text and "}" not in text, text
        if args.get("why") and event not in QUIET_REASON:
            why = args["why"]
            shown = CARDS[why].name if why in CARDS else "production"
            assert shown in english(message), (event, args)
    assert not czech.missing, czech.missing


def test_every_cause_names_a_card_or_a_section_of_the_rules():
    sections = {section for _, section in REASONS.values()} | set(RULES.values())
    sections |= set(SECTIONS_2006) | {s for by_mode in SECTIONS_2006.values() for s in by_mode.values()}
    assert all(s in MANIFEST.reference for s in sections), sections - set(MANIFEST.reference.describe("en"))
    for event, samples in SAMPLES.items():
        for args in samples:
            message = log_message({"event": event, "args": args})
            cause = (message or {}).get("cause")
            if cause is not None:
                assert cause.get("card") in CARDS or cause.get("rule") in MANIFEST.reference, cause
