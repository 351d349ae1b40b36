"""The 2006 edition's card table: its decks hold what the seed and the card data say, it
lives beside the New Story's without touching it, and the docs list every card it is not sure
of (digest §20.1-20.3, §22)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from epocha.games.tta import catalog
from epocha.games.tta.catalog import (
    CARDS,
    DECK_FACTS_2006,
    EDITION_CARDS,
    STARTING,
    copies_of,
    deck_keys,
    edition_key,
    facts,
)

TABLE = EDITION_CARDS["2006"]
DOCS = Path(catalog.__file__).with_name("docs.md")


def deck_size(deck: str, age: str, players: int) -> int:
    keys = deck_keys(deck, age, peaceful=False, edition="2006")
    return sum(len(copies_of(k, players)) for k in keys)


@pytest.mark.parametrize(
    ("deck", "age", "sizes"),
    [
        ("civil", "A", (20, 20, 20)),
        ("civil", "I", (45, 50, 55)),
        ("civil", "II", (45, 50, 55)),
        ("civil", "III", (45, 50, 55)),
        ("military", "A", (10, 10, 10)),
        ("military", "I", (48, 50, 50)),  # the two Age I pacts only with 3 or more players
        ("military", "II", (46, 50, 50)),
        ("military", "III", (41, 45, 45)),
    ],
)
def test_each_deck_has_its_cards_for_each_player_count(deck, age, sizes):
    assert tuple(deck_size(deck, age, n) for n in (2, 3, 4)) == sizes


@pytest.mark.parametrize("age", ["I", "II", "III"])
def test_five_civil_cards_of_an_age_are_marked_3_plus_and_five_4(age):
    """Seed: each deck I-III has 5 cards marked "3+" and 5 marked "4"; 2 players remove both,
    3 players the "4" ones — so the marks are the copies the counts add."""
    keys = deck_keys("civil", age, edition="2006")
    marks = {"3+": 0, "4": 0}
    for key in keys:
        f = TABLE[key]
        assert f.copies[3] - f.copies[2] == f.corner.get("3+", 0), key
        assert f.copies[4] - f.copies[3] == f.corner.get("4", 0), key
        for mark, n in f.corner.items():
            marks[mark] += n
    assert marks == {"3+": 5, "4": 5}


def test_the_2006_cards_are_keyed_apart_and_leave_the_new_story_table_as_it_was():
    assert len(CARDS) == 237 and len(TABLE) == 244
    assert all(key.endswith(" (2006)") and f.edition == "2006" for key, f in TABLE.items())
    assert not set(TABLE) & set(CARDS)
    assert deck_keys("civil", "I") == deck_keys("civil", "I", edition="new-story")
    assert all(not k.endswith("(2006)") for k in deck_keys("military", "II", peaceful=False))
    # a copy's facts are found by its key alone, whichever edition it is of
    assert facts("I:Monarchy (2006)#2").science_cost == 9 and facts("I:Monarchy#1").edition == "new-story"


def test_the_starting_technologies_are_the_new_storys_six():
    starting = sorted(k for k, f in TABLE.items() if f.starting)
    assert starting == sorted(edition_key(*k.split(":"), "2006") for k in STARTING)
    assert all(sum(TABLE[k].copies.values()) == 0 for k in starting)  # printed on the boards


def test_printed_numbers_read_as_the_new_storys_fields():
    monarchy = TABLE["I:Monarchy (2006)"]
    assert (monarchy.science_cost, monarchy.revolution_cost, monarchy.civil_actions) == (9, 3, 5)
    assert TABLE["A:Colossus (2006)"].stages == (3, 3)
    assert TABLE["A:Colossus (2006)"].colonization_bonus == 1
    assert TABLE["I:Fighting Band (2006)"].tactic == {
        "infantry": 2,
        "cavalry": 0,
        "artillery": 0,
        "value": 1,
        "outdated": None,  # the card prints no outdated value
    }
    assert TABLE["I:Developed Territory (2006)"].tokens == {"yellow": 1, "blue": 1}
    assert TABLE["I:Developed Territory (2006)"].immediate == {"science": 3}
    assert TABLE["II:Justice System (2006)"].tokens == {"blue": 3}
    assert TABLE["II:Assassinate (2006)"].attack_cost_of == "leader"


def test_the_advanced_games_war_count_is_the_decks_and_the_seeds_is_recorded():
    wars = [k for age in ("I", "II") for k in deck_keys("military", age, peaceful=False, edition="2006")]
    removed = sum(TABLE[k].copies[4] for k in wars if TABLE[k].type == "war")
    assert DECK_FACTS_2006["advanced_war_cards_removed"] == removed == 4
    assert DECK_FACTS_2006["seed_advanced_war_cards_removed"] == 6
    assert DECK_FACTS_2006["advanced_scoring_events"] == 4
    events = {TABLE[k].name for k in deck_keys("military", "A", edition="2006")}
    assert set(DECK_FACTS_2006["simple_events_left_out"]) <= events and len(events) == 10


def test_the_docs_list_every_card_the_data_is_not_sure_of():
    section = DOCS.read_text("utf-8").split("## The 2006 edition", 1)[1].split("\n## ", 1)[0]
    listed = section.split("**Cards the data is not sure of**", 1)[1]
    # "*Raid* (I)", "*Holy War* and *War over Culture* (III)": names in italics, then the age
    groups = re.findall(r"((?:\*[^*]+\*,?\s+(?:and\s+)?)+)\((A|I|II|III)\)", listed)
    named = {(age, name) for names, age in groups for name in re.findall(r"\*([^*]+)\*", names)}
    unsure = {(f.age, f.name) for f in TABLE.values() if f.confidence != "high"}
    assert unsure and named == unsure
