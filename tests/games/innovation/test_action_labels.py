"""Innovation's action labels are typed messages (epocha.engine.message): `Game.legal_actions`
gives each its English `label` and keeps the message as `message`, which renders in Czech too.
Turn actions carry display fields for clients (`group`, `target`, `irreversible`); none of them
names the action, so an action without them applies just the same."""

from __future__ import annotations

import epocha
from epocha.engine.decision import DISPLAY_KEYS, identity
from epocha.engine.message import card, is_message, number
from epocha.engine.registry import get_manifest
from epocha.games.innovation.choices import choice_decision, choice_frame
from epocha.games.innovation.scenario import Scenario

MANIFEST = get_manifest("innovation")
NAMES = ["Ann", "Ben", "Cid"]
DASH = "\u2013"  # an en dash: the Czech place of a hidden card has one


def labels(g: epocha.Game, seat: int) -> list[tuple[str, str, str]]:
    """(English label, English with names, Czech with names) of each legal action."""
    english, czech = MANIFEST.renderer("en", NAMES), MANIFEST.renderer("cs", NAMES)
    out = []
    for a in g.legal_actions(seat):
        assert isinstance(a["label"], str) and is_message(a["message"]), a
        out.append((a["label"], english(a["message"]), czech(a["message"])))
    assert czech.missing == set() and english.missing == set()
    return out


def _turn() -> Scenario:
    return Scenario(
        players=[{"hand": ["Oars"], "board": {"blue": ["Pottery"]}, "score": ["Optics", "Calendar"]}, {}],
        decks={1: ["Sailing"]},
    )


# -- turn actions --------------------------------------------------------------------------------


def test_the_turn_actions_in_english_and_czech():
    assert labels(_turn().game, 0) == [
        ("Draw a 1", "Draw a 1", "Vzít kartu epochy 1"),
        ("Meld Oars", "Meld Oars", "Vyložit kartu Vesla"),
        ("Dogma: Pottery", "Dogma: Pottery", "Aktivovat kartu Keramika"),
        ("Achieve age 1", "Achieve age 1", "Ovládnout epochu 1"),
    ]


def test_the_turn_actions_carry_their_display_fields():
    actions = {a["type"]: a for a in _turn().game.legal_actions(0)}
    draw, meld, dogma, achieve = (actions[t] for t in ("draw", "meld", "dogma", "achieve"))
    assert draw["message"] == {"text": "Draw a {age}", "args": {"age": {"number": 1}}}
    assert (draw["group"], draw["target"], draw["irreversible"]) == ("draw", number(1), True)
    assert meld["message"] == {"text": "Meld {card}", "args": {"card": card("Oars")}}
    assert (meld["group"], meld["target"]) == ("meld", card("Oars")) and "irreversible" not in meld
    assert dogma["message"] == {"text": "Dogma: {card}", "args": {"card": card("Pottery")}}
    assert (dogma["group"], dogma["target"], dogma["irreversible"]) == ("dogma", card("Pottery"), True)
    assert achieve["message"] == {"text": "Achieve age {age}", "args": {"age": {"number": 1}}}
    assert (achieve["group"], achieve["target"]) == ("achieve", number(1)) and "irreversible" not in achieve
    # the rules' own actions name the action only; their words are made when a person is shown
    # them (Decision.display), and are messages
    decided = _turn().game.decision(0)
    assert decided is not None and all(set(a) <= {"type", "card", "age"} for a in decided.actions)
    assert all(is_message(a["label"]) for a in decided.labelled())


def test_a_draw_with_no_supply_left_says_it_ends_the_game():
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {}], decks={a: [] for a in range(1, 11)})
    draw = s.game.legal_actions(0)[0]
    assert labels(s.game, 0)[0] == (
        "Draw a card above 10 (ends the game)",
        "Draw a card above 10 (ends the game)",
        "Vzít kartu vyšší než 10 (hra končí)",
    )
    assert draw["group"] == "draw" and draw["irreversible"] is True and "target" not in draw


def test_the_initial_meld():
    g = epocha.new_game("innovation", 2, 1)
    assert labels(g, 0) == [
        ("Meld Mysticism", "Meld Mysticism", "Vyložit kartu Mystika"),
        ("Meld Oars", "Meld Oars", "Vyložit kartu Vesla"),
    ]
    assert [(a["group"], a["target"]) for a in g.legal_actions(0)] == [
        ("meld", card("Mysticism")),
        ("meld", card("Oars")),
    ]


def test_an_action_without_its_display_fields_applies_the_same():
    for pick in range(4):
        full, bare = _turn().game, _turn().game
        action = full.legal_actions(0)[pick]
        full.apply(0, action)
        bare.apply(0, identity(action))
        assert not DISPLAY_KEYS & identity(action).keys()
        assert bare.snapshot() == full.snapshot()
    # and with display fields of its own: they name nothing
    g = _turn().game
    g.apply(0, {"type": "meld", "card": "Oars", "label": "x", "group": "draw", "target": number(3)})
    assert "Oars" in g.state.boards[0]["red"]


# -- choices -----------------------------------------------------------------------------------------


def test_an_offered_action_with_display_fields_is_recorded_without_them():
    s = Scenario(
        players=[{"board": {"blue": ["Evolution"]}, "score": ["Optics"]}, {}], decks={4: ["Anatomy"]}
    )
    s.dogma("Evolution")
    passing = s.game.legal_actions(0)[-1]
    assert passing["type"] == "pass" and passing["label"] == "Pass (do not do it)"
    s.game.apply(0, passing)
    assert s.game.history[-1]["action"] == {"type": "pass"}


def test_cards_by_name_and_hidden_cards_by_place():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
            {"score": ["Translation", "Compass"]},
            {"score": ["Paper"]},
        ],
        decks={1: [], 3: []},
    )
    s.dogma("Mass Media")
    assert labels(s.game, 0) == [
        ("Oars", "Oars", "Vesla"),
        ("Pass (do not do it)", "Pass (do not do it)", "Nevyužít (nedělat to)"),
    ]
    assert s.game.legal_actions(0)[0]["message"] == {"text": "{card}", "args": {"card": card("Oars")}}
    s.choose("Oars")
    assert labels(s.game, 0)[2] == ("3", "3", "3")  # a value
    s.choose(3)
    assert labels(s.game, 0) == [
        ("Optics", "Optics", "Optika"),
        (
            "a card of age 3 in Player 2's score pile (#1)",
            "a card of age 3 in Ben's score pile (#1)",
            f"karta epochy 3 {DASH} vliv hráče Ben (č. 1)",
        ),
        (
            "a card of age 3 in Player 2's score pile (#2)",
            "a card of age 3 in Ben's score pile (#2)",
            f"karta epochy 3 {DASH} vliv hráče Ben (č. 2)",
        ),
        (
            "a card of age 3 in Player 3's score pile (#1)",
            "a card of age 3 in Cid's score pile (#1)",
            f"karta epochy 3 {DASH} vliv hráče Cid (č. 1)",
        ),
    ]


def test_a_hidden_cards_place_is_worded_once_for_every_decision_that_offers_it():
    def at_the_choice():
        s = Scenario(
            players=[
                {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
                {"score": ["Translation", "Compass"]},
            ],
            decks={1: [], 3: []},
        )
        s.dogma("Mass Media")
        s.choose("Oars")
        s.choose(3)
        return s.game

    first, again = at_the_choice().legal_actions(0), at_the_choice().legal_actions(0)
    assert first[1]["label"] == "a card of age 3 in Player 2's score pile (#1)"
    # the words of a place depend on nothing else: made once, the same action shown again
    assert [a is b for a, b in zip(first, again, strict=True)] == [True, True, True]


def test_what_was_chosen_so_far_is_a_message():
    s = Scenario(players=[{"hand": ["Oars", "Tools", "Clothing"], "board": {"blue": ["Pottery"]}}, {}])
    s.dogma("Pottery")
    s.choose("Oars")
    chosen = s.decision().context["chosen"]
    assert MANIFEST.renderer("en")(chosen) == "Chosen so far: Oars"
    assert MANIFEST.renderer("cs")(chosen) == "Zatím vybráno: Vesla"
    assert labels(s.game, 0)[-1] == ("Done", "Done", "Hotovo")


def test_a_colour():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"purple": ["Philosophy", "Code of Laws"]}}, {}])
    s.dogma("Philosophy")
    assert labels(s.game, 0) == [
        ("Purple", "Purple", "Fialová"),
        ("Pass (do not do it)", "Pass (do not do it)", "Nevyužít (nedělat to)"),
    ]
    colour = s.game.legal_actions(0)[0]["message"]
    assert colour["args"]["color"] == {"term": "purple", "kind": "color", "form": "title"}


def test_a_player():
    s = Scenario(
        players=[{"score": ["Calendar"], "board": {"red": ["Optics"]}}, {}, {}],
        decks={3: ["Engineering"]},
    )
    s.dogma("Optics")
    assert labels(s.game, 0) == [("Player 2", "Ben", "Ben"), ("Player 3", "Cid", "Cid")]
    assert s.game.legal_actions(0)[0]["message"] == {"text": "{player}", "args": {"player": {"seat": 1}}}
    assert MANIFEST.renderer("cs")(s.game.legal_actions(0)[0]["message"]) == "Hráč 2"


def test_a_direction():
    # no card asks for a direction today; the choice words one all the same
    s = _turn()
    frame = choice_frame(0, "direction", ["left", "up"], prompt={"text": "Which way?", "args": {}})
    frame.step = "wait"
    actions = choice_decision(s.state, frame).labelled()
    english, czech = MANIFEST.renderer("en"), MANIFEST.renderer("cs")
    shown = [(english(a["label"]), czech(a["label"])) for a in actions]
    assert shown == [("Left", "Doleva"), ("Up", "Nahoru")]
    assert czech.missing == set()


def test_a_cards_own_alternatives():
    s = Scenario(
        players=[{"board": {"blue": ["Evolution"]}, "score": ["Optics"]}, {}],
        decks={4: ["Anatomy"]},
    )
    s.dogma("Evolution")
    assert labels(s.game, 0) == [
        (
            "Draw and score an 8, then return a card from your score pile",
            "Draw and score an 8, then return a card from your score pile",
            "Vzít si a obodovat kartu 8, pak vrátit kartu ze svého vlivu",
        ),
        (
            "Draw a card one higher than your highest score card",
            "Draw a card one higher than your highest score card",
            "Vzít si kartu o jedna vyšší, než je tvoje nejvyšší karta ve vlivu",
        ),
        ("Pass (do not do it)", "Pass (do not do it)", "Nevyužít (nedělat to)"),
    ]
    option = s.game.legal_actions(0)[1]
    assert option["option"] == "draw" and option["message"]["context"] == "option"


def test_a_cards_own_alternatives_are_worded_once_for_every_decision_that_offers_them():
    def at_the_choice(score):
        s = Scenario(
            players=[{"board": {"blue": ["Evolution"]}, "score": [score]}, {}], decks={4: ["Anatomy"]}
        )
        s.dogma("Evolution")
        return s.game.legal_actions(0)

    first, again = at_the_choice("Optics"), at_the_choice("Sailing")
    # their words depend on their labels only (made afresh by the card each time it asks)
    assert [a is b for a, b in zip(first, again, strict=True)] == [True, True, True]
    assert first[0]["label"] == "Draw and score an 8, then return a card from your score pile"


def test_an_alternative_saved_as_english_by_an_earlier_release_is_still_translated():
    s = _turn()
    frame = choice_frame(
        0,
        "option",
        ["tuck"],
        prompt={"text": "Which?", "args": {}},
        may=True,
        labels={"tuck": "Tuck all the cards of your hand"},
    )
    frame.step = "wait"
    label = choice_decision(s.state, frame).labelled()[0]["label"]
    assert label == {"text": "Tuck all the cards of your hand", "context": "option", "args": {}}
    assert MANIFEST.renderer("cs")(label) == "Schovat všechny karty z ruky"


def test_words_shared_between_decisions_are_the_words_of_each_action():
    # the turn's and the choices' words are made once per display key and shared: each action
    # shown must still be that very action, worded as it would be alone
    import random

    from epocha.engine.decision import _shown
    from epocha.engine.game import english

    words = english(epocha.get_rules("innovation"))
    for seed in range(4):
        g = epocha.new_game("innovation", players=2 + seed % 3, seed=seed)
        pick = random.Random(seed)
        while not g.is_over:
            seat = g.active_players[0]
            decision = g.decision(seat)
            assert decision is not None
            shown = g.legal_actions(seat)
            alone = [_shown(a, words) for a in decision.labelled()]
            assert shown == alone
            assert [identity(a) for a in shown] == [identity(a) for a in decision.actions]
            g.apply(seat, pick.choice(shown))
