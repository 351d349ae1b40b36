"""Through the Ages' action labels as typed messages: each kind of action in English and in
Czech, its cost as a structured field (counted terms of the kind "cost", never in the label's
words), what it concerns (`target`), the group a menu puts it in, `irreversible` where it draws
or reveals; and an action sent without any of these display fields is still the same action."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine.decision import DISPLAY_KEYS, identity
from epocha.engine.message import card, is_message, term, walk
from epocha.engine.registry import get_manifest
from epocha.games.tta.scenario import Scenario, worded

from .cards.plain_helpers import board, reveal

NAMES = ["Ann", "Bob", "Cyril", "Dana"]
MANIFEST = get_manifest("tta")

# a turn with (nearly) every kind of action: seat 0 to act, Age I, round 3
RICH = {
    "row": ["I:Iron", "A:Moses", None, None, None, "I:Drama"],
    "current_events": ["I:Rats"],
    "common_tactics": ["I:Medieval Army"],
    "players": [
        {
            "science": 20,
            "government": "I:Monarchy",
            "technologies": {
                "A:Agriculture": {"workers": 2, "stored": 8},
                "A:Bronze": {"workers": 2, "stored": 12},
                "A:Philosophy": {"workers": 1},
                "A:Warriors": {"workers": 1},
                "I:Irrigation": {},
                "I:Swordsmen": {},
            },
            "unused_workers": 2,
            "leader": "I:Christopher Columbus",
            "leader_ages": ["I"],
            "wonders": ["II:Ocean Liner Service"],
            "building": {"card": "A:Pyramids", "stages_built": 0},
            "civil_hand": ["I:Alchemy", "I:Theocracy", "A:Hammurabi", "I:Reserves"],
            "military_hand": ["I:Legion", "A:Development of Science", "I:Historic Territory"],
        },
        {},
    ],
}


def cost(kind: str, n: int) -> dict:
    return term("cost", kind, amount=n)


def shown(action: dict, lang: str, players: int = 2) -> str:
    """An action in `lang`: its label message rendered, then its cost in words (as the page
    writes it beside its icons)."""
    words = MANIFEST.renderer(lang, NAMES[:players])
    text = words(action["message"])
    if "cost" in action:
        paid = [words.argument(c) for c in action["cost"]]
        text += f" ({', '.join(paid) or ('zdarma' if lang == 'cs' else 'free')})"
    assert not words.missing, words.missing
    return text


def one(s: Scenario, kind: str, **fields) -> dict:
    action = s.find(kind, **fields)
    assert action is not None, (kind, fields, s.labels())
    return action


# kind, fields -> English, Czech, cost, group
TURN = [
    (
        ("take", {"card": "I:Drama"}),
        "Take Drama (2 civil actions)",
        "Vzít: Komedie (2 civilní akce)",
        [cost("civil", 2)],
        "take",
    ),
    (
        ("population", {}),
        "Increase population (1 civil action, 2 food)",
        "Zvýšit počet obyvatel (1 civilní akce, 2 jídla)",
        [cost("civil", 1), cost("food", 2)],
        "economy",
    ),
    (
        ("build", {"tech": "A:Agriculture"}),
        "Build a farm on Agriculture (1 civil action, 2 resources)",
        "Postavit farmu: Zemědělství (1 civilní akce, 2 suroviny)",
        [cost("civil", 1), cost("resources", 2)],
        "economy",
    ),
    (
        ("build", {"tech": "I:Swordsmen"}),
        "Build an infantry unit on Swordsmen (1 military action, 3 resources)",
        "Postavit pěchotní jednotku: Těžkooděnci (1 vojenská akce, 3 suroviny)",
        [cost("military", 1), cost("resources", 3)],
        "military",
    ),
    (
        ("upgrade", {"from": "A:Agriculture", "to": "I:Irrigation"}),
        "Upgrade Agriculture to Irrigation (1 civil action, 2 resources)",
        "Vylepšit: Zemědělství → Zavlažování (1 civilní akce, 2 suroviny)",
        [cost("civil", 1), cost("resources", 2)],
        "economy",
    ),
    (
        ("upgrade", {"from": "A:Warriors", "to": "I:Swordsmen"}),
        "Upgrade Warriors to Swordsmen (1 military action, 1 resource)",
        "Vylepšit: Bojovníci → Těžkooděnci (1 vojenská akce, 1 surovina)",
        [cost("military", 1), cost("resources", 1)],
        "military",
    ),
    (
        ("destroy", {"tech": "A:Bronze"}),
        "Destroy a mine: Bronze (1 civil action)",
        "Zbourat důl: Bronz (1 civilní akce)",
        [cost("civil", 1)],
        "economy",
    ),
    (
        ("disband", {"tech": "A:Warriors"}),
        "Disband a unit: Warriors (1 military action)",
        "Rozpustit jednotku: Bojovníci (1 vojenská akce)",
        [cost("military", 1)],
        "military",
    ),
    (
        ("develop", {"card": "I:Alchemy"}),
        "Develop Alchemy (1 civil action, 4 science)",
        "Vynalézt: Alchymie (1 civilní akce, 4 body vědy)",
        [cost("civil", 1), cost("science", 4)],
        "develop",
    ),
    (
        ("develop", {"card": "I:Theocracy"}),
        "Change government to Theocracy (1 civil action, 6 science)",
        "Poklidně změnit zřízení: Teokracie (1 civilní akce, 6 bodů vědy)",
        [cost("civil", 1), cost("science", 6)],
        "develop",
    ),
    (
        ("revolution", {"card": "I:Theocracy"}),
        "Revolution: Theocracy (5 civil actions, 1 science)",
        "Revoluce: Teokracie (5 civilních akcí, 1 bod vědy)",
        [cost("civil", 5), cost("science", 1)],
        "develop",
    ),
    (
        ("leader", {"card": "A:Hammurabi"}),
        "Play leader Hammurabi (1 civil action)",
        "Vyložit osobnost: Hammurabi (1 civilní akce)",
        [cost("civil", 1)],
        "cards",
    ),
    (
        ("play", {"card": "I:Reserves"}),
        "Play Reserves (1 civil action)",
        "Zahrát: Zásoby (1 civilní akce)",
        [cost("civil", 1)],
        "cards",
    ),
    (
        ("wonder", {"stages": 1}),
        "Build 1 stage of Pyramids (1 civil action, 3 resources)",
        "Postavit 1 část divu: Pyramidy (1 civilní akce, 3 suroviny)",
        [cost("civil", 1), cost("resources", 3)],
        "wonder",
    ),
    (
        ("tactic", {"card": "I:Legion"}),
        "Play tactic Legion (1 military action)",
        "Zahrát taktiku: Legie (1 vojenská akce)",
        [cost("military", 1)],
        "military",
    ),
    (
        ("copy_tactic", {"card": "I:Medieval Army"}),
        "Copy tactic Medieval Army (2 military actions)",
        "Okopírovat taktiku: Středověká armáda (2 vojenské akce)",
        [cost("military", 2)],
        "military",
    ),
    (
        ("event", {"card": "A:Development of Science"}),
        "Prepare event Development of Science",
        "Připravit událost: Rozvoj vědy",
        None,
        "politics",
    ),
    (
        ("ability", {"card": "I:Christopher Columbus"}),
        "Christopher Columbus: colonize Historic Territory (political action)",
        "Kryštof Kolumbus: kolonizovat: Historické území (politická akce)",
        None,
        "abilities",
    ),
    (
        ("ability", {"card": "II:Ocean Liner Service"}),
        "Ocean Liner Service: gain 1 population (free)",
        "Zámořská paroplavba: získat 1 obyvatele (zdarma)",
        [],
        "abilities",
    ),
    (("resign", {}), "Resign (leave the game)", "Odstoupit ze hry", None, "resign"),
    (("end_turn", {}), "End your turn", "Ukončit tah", None, "end"),
]


@pytest.fixture(scope="module")
def rich() -> Scenario:
    return Scenario(**RICH)


@pytest.mark.parametrize(("what", "english", "czech", "paid", "group"), TURN, ids=[t[1] for t in TURN])
def test_each_kind_of_turn_action_in_english_and_czech(rich, what, english, czech, paid, group):
    kind, fields = what
    action = one(rich, kind, **fields)
    assert is_message(action["message"])
    assert shown(action, "en") == english == worded(action)
    assert shown(action, "cs") == czech
    assert action.get("cost") == paid
    assert action["group"] == group


def test_the_words_of_a_label_never_hold_its_cost(rich):
    for action in rich.actions():
        assert "(" not in action["label"] or action["type"] in ("resign", "ability"), action["label"]
        for c in action.get("cost", []):
            assert c["kind"] == "cost" and c["amount"] > 0


def test_targets_name_the_card_an_action_concerns(rich):
    assert one(rich, "take", card="I:Drama")["target"] == card("I:Drama")
    assert one(rich, "build", tech="A:Agriculture")["target"] == card("A:Agriculture")
    assert one(rich, "upgrade", **{"from": "A:Warriors"})["target"] == card("I:Swordsmen")
    assert one(rich, "wonder", stages=1)["target"] == card("A:Pyramids")
    assert one(rich, "ability", card="I:Christopher Columbus")["target"] == card("I:Historic Territory")
    assert "target" not in one(rich, "population") and "target" not in one(rich, "end_turn")


def test_what_draws_or_reveals_is_irreversible(rich):
    irreversible = {a["type"] for a in rich.actions() if a.get("irreversible")}
    assert irreversible == {"event", "end_turn", "resign"}
    # leaving the game is the one step a client asks about before sending it
    (resign,) = [a for a in rich.actions() if a.get("confirm")]
    assert (
        resign["type"] == "resign"
        and shown({"message": resign["confirm"]}, "cs") == "Vzdát se? Opustíte hru nadobro."
    )
    joan = Scenario(players=[{"leader": "I:Joan of Arc"}, {}], current_events=["I:Rats"])
    look = one(joan, "ability", card="I:Joan of Arc")
    assert look["irreversible"] is True
    assert shown(look, "en") == "Joan of Arc: look at the top current event"
    assert shown(look, "cs") == "Johanka z Arku: podívat se na vrchní aktuální událost"
    # Despotism holds 2 military cards: one of three is discarded at the end of the turn, and
    # that pick ends the turn (military cards are drawn)
    over = Scenario(players=[{"military_hand": ["I:Rats", "I:Foray", "I:Raiders"]}, {}])
    over.act("end_turn")
    picks = over.actions("choose")
    assert [shown(a, "en") for a in picks] == ["Rats", "Foray", "Raiders"]
    assert all(a["irreversible"] for a in picks) and all(a["target"]["kind"] == "card" for a in picks)


def test_abilities_of_leaders():
    caesar = Scenario(
        players=[{"leader": "A:Julius Caesar", "military_hand": ["I:Foray", "I:Rats"]}, {}], current_events=[]
    )
    caesar.act("event", card="I:Foray")
    second = one(caesar, "ability", card="A:Julius Caesar")
    assert shown(second, "en") == "Julius Caesar: take another political action (once per game)"
    assert shown(second, "cs") == "Julius Caesar: provést další politickou akci (jednou za hru)"

    alexander = Scenario(players=[{"leader": "A:Alexander the Great"}, {}])
    retire = one(alexander, "ability", card="A:Alexander the Great")
    assert (
        shown(retire, "en") == "Alexander the Great: remove him from play, +1 yellow token (political action)"
    )
    assert shown(retire, "cs") == "Alexandr Veliký: odstranit ho ze hry, +1 žlutý žeton (politická akce)"

    hammurabi = Scenario(
        players=[
            {
                "leader": "A:Hammurabi",
                "technologies": board(
                    Agriculture={"workers": 2, "stored": 4}, Bronze={"workers": 2, "stored": 4}
                ),
            },
            {},
        ]
    )
    hammurabi.act("population")
    convert = one(hammurabi, "ability", card="A:Hammurabi")
    assert shown(convert, "en") == "Hammurabi: use a military action as a civil action (1 military action)"
    assert shown(convert, "cs") == "Hammurabi: použít vojenskou akci jako civilní (1 vojenská akce)"

    barbarossa = Scenario(
        players=[
            {
                "leader": "I:Frederick Barbarossa",
                "technologies": board(
                    Agriculture={"workers": 2, "stored": 4}, Bronze={"workers": 2, "stored": 4}
                ),
            },
            {},
        ]
    )
    both = one(barbarossa, "ability", card="I:Frederick Barbarossa", tech="A:Warriors")
    assert shown(both, "en") == (
        "Frederick Barbarossa: increase population and build an infantry unit on Warriors "
        "(1 military action, 1 food, 1 resource)"
    )
    assert shown(both, "cs") == (
        "Fridrich Barbarossa: zvýšit počet obyvatel a postavit pěchotní jednotku: Bojovníci "
        "(1 vojenská akce, 1 jídlo, 1 surovina)"
    )

    bach = Scenario(
        players=[
            {
                "leader": "II:J.S. Bach",
                "technologies": board(
                    {"I:Printing Press": {"workers": 2}, "I:Drama": {}}, Bronze={"workers": 2, "stored": 5}
                ),
            },
            {},
        ],
        age="II",
    )
    theater = one(bach, "ability", card="II:J.S. Bach", **{"from": "I:Printing Press"})
    assert shown(theater, "en") == "J.S. Bach: upgrade Printing Press to Drama (1 civil action, 1 resource)"
    assert theater["target"] == card("I:Drama")

    churchill = Scenario(players=[{"leader": "III:Winston Churchill"}, {}], age="III")
    picks = churchill.actions("ability")
    assert [shown(a, "en") for a in picks] == [
        "Winston Churchill: score 3 culture points",
        "Winston Churchill: 3 science points and 3 resources for military units",
    ]
    assert [shown(a, "cs") for a in picks] == [
        "Winston Churchill: získat 3 body kultury",
        "Winston Churchill: 3 body vědy a 3 suroviny na vojenské jednotky",
    ]


def test_the_options_a_card_offers():
    s = Scenario(**RICH)
    s.act("play", card="I:Reserves")
    options = s.actions("choose")
    assert [shown(a, "en") for a in options] == ["Gain 2 resources", "Gain 2 food"]
    assert [shown(a, "cs") for a in options] == ["Získat 2 suroviny", "Získat 2 jídla"]
    assert all("cost" not in a and "group" not in a for a in options)
    foray = Scenario(
        players=[{"military_hand": ["A:Development of Science"]}, {}], current_events=["I:Foray"]
    )
    reveal(foray)
    assert [shown(a, "cs") for a in foray.actions("choose")][1] == "Získat 2 jídla a 1 surovinu"
    assert [shown(a, "en") for a in foray.actions("choose")][1] == "Gain 2 food and 1 resource"


def test_a_card_offering_game_actions_keeps_their_costs_and_targets():
    s = Scenario(
        players=[
            {
                "civil_hand": ["A:Rich Land"],
                "technologies": board(Bronze={"workers": 2, "stored": 4}),
                "unused_workers": 1,
            },
            {},
        ]
    )
    s.act("play", card="A:Rich Land")
    farm = one(s, "choose", option="build A:Agriculture#p0")
    assert shown(farm, "en") == "Build a farm on Agriculture (1 resource)"
    assert shown(farm, "cs") == "Postavit farmu: Zemědělství (1 surovina)"
    assert farm["cost"] == [cost("resources", 1)] and farm["target"] == card("A:Agriculture")


def test_international_agreement_takes_at_their_cost_in_civil_actions():
    s = Scenario(
        players=[{"military_hand": ["A:Development of Science"]}, {}],
        age="II",
        row=["II:Coal", None, None, None, None, "II:Riflemen"],
        current_events=["II:International Agreement"],
    )
    reveal(s)
    takes = s.actions("choose")
    assert [shown(a, "en") for a in takes] == [
        "Take Coal (1 civil action)",
        "Take Riflemen (2 civil actions)",
    ]
    assert [shown(a, "cs") for a in takes] == [
        "Vzít: Uhlí (1 civilní akce)",
        "Vzít: Řadová pěchota (2 civilní akce)",
    ]


def test_colonization_bids_and_forces():
    s = Scenario(
        players=[
            {
                "military_hand": ["A:Development of Science", "I:Defense / Colonization"],
                "technologies": board(Warriors=2),
            },
            {},
        ],
        current_events=["I:Historic Territory"],
    )
    reveal(s)
    bid = s.actions("choose")[0]
    assert (shown(bid, "en"), shown(bid, "cs")) == ("Bid 1", "Přihodit 1")
    s.choose(1)  # the other seat cannot bid: seat 0 sends its force
    assert [shown(a, "en") for a in s.actions("choose")] == [
        "Add a unit: Warriors",
        "Add a unit: Warriors",
        "Add Defense / Colonization (+1)",
    ]
    s.choose("Add a unit: Warriors")
    force = s.actions("choose")
    assert [shown(a, "cs") for a in force] == [
        "Vyslat tuto výpravu (1 na nabídku 1)",
        "Přidat jednotku: Bojovníci",
        "Přidat: Obrana / Kolonizace (+1)",
    ]
    assert [a.get("target") for a in force] == [None, card("A:Warriors"), card("I:Defense / Colonization")]


def test_an_action_without_its_display_fields_applies_alike(rich):
    for action in rich.actions():
        bare = identity(action)
        assert not bare.keys() & DISPLAY_KEYS
        with_words, without = rich.game.clone(), rich.game.clone()
        with_words.apply(0, action)
        without.apply(0, bare)
        assert with_words.snapshot() == without.snapshot(), action["type"]


def test_every_label_of_random_games_is_a_message_with_its_costs_apart():
    cs = MANIFEST.renderer("cs", NAMES)
    for seed, players in ((3, 2), (4, 3), (5, 4)):
        g = epocha.new_game("tta", players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if g.is_over:
                break
            seat = g.active_players[0]
            for action in g.decision(seat).actions:
                assert is_message(action["label"]), action
                for m in walk(action["label"]):
                    assert "CA" not in m["text"] and "res." not in m["text"]
                cs(action["label"])
                for c in action.get("cost", []):
                    assert c["kind"] == "cost" and type(c["amount"]) is int
                    cs.argument(c)
            actions = g.legal_actions(seat)
            g.apply(seat, rng.choice([a for a in actions if a["type"] != "resign"] or actions))
    assert not cs.missing, cs.missing
