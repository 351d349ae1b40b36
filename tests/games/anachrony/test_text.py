"""The card reference (`text.py`): every component has its text in both languages, the texts are
clean, and `reference_data` puts the catalog's facts beside them."""

from __future__ import annotations

import json
import re

import pytest

from epocha.games.anachrony import catalog, terms, text
from epocha.games.anachrony.doomsday import EXPERIMENTS as EXPERIMENT_FACTS
from epocha.games.anachrony.evacuation import CONDITIONS


def _texts():
    """(where, language, text) for every text and name in every table."""
    for key, t in text.BUILDINGS.items():
        yield from ((f"building {key}", lang, t[lang]) for lang in text.LANGS)
    for table_name, table in (
        ("superproject", text.SUPERPROJECTS),
        ("experiment", text.EXPERIMENTS),
        ("endgame card", text.ENDGAME_CARDS),
        ("evacuation", text.EVACUATION),
    ):
        for key, entry in table.items():
            for field in ("name", "text"):
                yield from ((f"{table_name} {key} {field}", lang, entry[field][lang]) for lang in text.LANGS)
    for key, entry in text.LEADERS.items():
        for field in (
            "name",
            "ability",
            *text.PRINTINGS,
            *(["revised_ability"] * ("revised_ability" in entry)),
        ):
            yield from ((f"leader {key} {field}", lang, entry[field][lang]) for lang in text.LANGS)
    for key, t in text.COLLAPSING_TILES.items():
        yield from ((f"collapsing tile {key}", lang, t[lang]) for lang in text.LANGS)
    for extra in (text.ENDGAME_TIES, text.EVACUATION_RULES):
        yield from (("rules", lang, extra[lang]) for lang in text.LANGS)


# -- every component has a text ------------------------------------------------------------------


def test_buildings_all_present():
    assert set(text.BUILDINGS) == {b.key for b in catalog.BUILDINGS.values()}
    assert len(text.BUILDINGS) == 60


def test_superprojects_all_present():
    assert set(text.SUPERPROJECTS) == {sp.key for sp in catalog.SUPERPROJECTS.values()}
    assert len(text.SUPERPROJECTS) == 18


def test_superproject_english_names_are_the_catalogs():
    for sp in catalog.SUPERPROJECTS.values():
        assert sp.name.startswith(text.SUPERPROJECTS[sp.key]["name"]["en"])


def test_leaders_all_present_in_both_printings():
    assert set(text.LEADERS) == set(terms.LEADERS)
    assert {k for f in catalog.PATH_FACTS.values() for k in f.leaders} == set(text.LEADERS)
    for key, entry in text.LEADERS.items():
        assert entry["name"]["en"] == terms.LEADERS[key]
        for printing in text.PRINTINGS:
            assert set(entry[printing]) == set(text.LANGS)


def test_only_four_leaders_differ_between_printings():
    changed = {k for k, e in text.LEADERS.items() if e["first-printing"] != e["revised"]}
    assert changed == set(text.REVISED_LEADERS) == {"zaida", "samira", "valerian", "cornella"}


def test_experiments_all_present():
    assert set(text.EXPERIMENTS) == set(EXPERIMENT_FACTS) == set(terms.EXPERIMENTS)
    for key, entry in text.EXPERIMENTS.items():
        assert entry["name"]["en"] == terms.EXPERIMENTS[key]


def test_collapsing_tiles_all_present():
    ids = {t for tiles in catalog.COLLAPSING_TILES.values() for t in tiles}
    assert set(text.COLLAPSING_TILES) == ids == {*range(11, 16), *range(21, 26), *range(31, 36)}


def test_collapsing_tiles_name_the_action_they_cover():
    words = {
        "research": ("Research", "Výzkum"),
        "construct": ("Construct", "Stavba"),
        "recruit": ("Recruit", "Nábor"),
    }
    for action, tiles in catalog.COLLAPSING_TILES.items():
        en, cs = words[action]
        for tile in tiles:
            assert text.COLLAPSING_TILES[tile]["en"].startswith(en)
            assert text.COLLAPSING_TILES[tile]["cs"].startswith(cs)


def test_endgame_cards_all_present():
    assert set(text.ENDGAME_CARDS) == set(catalog.ENDGAME_CARDS) == set(terms.ENDGAME)
    for key, entry in text.ENDGAME_CARDS.items():
        assert entry["name"]["en"] == terms.ENDGAME[key]


def test_evacuation_all_present():
    assert set(text.EVACUATION) == set(CONDITIONS)
    assert len(text.EVACUATION) == 8


# -- the texts are clean ---------------------------------------------------------------------------


def test_every_text_is_non_empty_in_both_languages():
    seen = list(_texts())
    assert seen
    for where, lang, t in seen:
        assert isinstance(t, str) and t.strip(), (where, lang)


def test_no_leftover_braces_or_doubled_spaces():
    for where, lang, t in _texts():
        assert not re.search(r"[{}]", t), (where, lang, t)
        assert "  " not in t, (where, lang, t)
        assert t == t.strip(), (where, lang, t)


def test_czech_differs_from_english():
    for key, t in text.BUILDINGS.items():
        assert t["en"] != t["cs"], key
    for key, t in text.COLLAPSING_TILES.items():
        assert t["en"] != t["cs"], key


def test_sentences_end_with_a_full_stop():
    for where, lang, t in _texts():
        if "name" in where or "ability" in where:
            continue
        assert t.endswith("."), (where, lang, t)


# -- the texts agree with the facts ----------------------------------------------------------------


def test_power_plant_texts_name_their_range():
    for b in catalog.BUILDINGS.values():
        reach = b.effect.get("time_travel", {}).get("range")
        if isinstance(reach, int):
            assert f"up to {reach} era" in text.BUILDINGS[b.key]["en"], b.key
            assert f"až o {reach} epoch" in text.BUILDINGS[b.key]["cs"], b.key


def test_building_texts_name_their_worker():
    words = {
        "any": "Any worker",
        "scientist": "Scientist",
        "engineer": "Engineer",
        "administrator": "Administrator",
    }
    for b in catalog.BUILDINGS.values():
        t = text.BUILDINGS[b.key]["en"]
        if b.kind == "worker":
            assert t.startswith(words[b.worker]), b.key
        elif b.kind == "free":
            assert t.startswith("Free action"), b.key
        elif b.kind == "passive":
            assert t.startswith("Passive"), b.key


def test_evacuation_texts_carry_the_engines_values():
    for key, c in CONDITIONS.items():
        for lang, unit in (("en", "VP"), ("cs", "VB")):
            t = text.EVACUATION[key]["text"][lang]
            assert f"{c.base} {unit}" in t and f"{c.per} {unit}" in t, (key, lang)


# -- reference_data ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("printing", ["first-printing", "revised"])
def test_reference_data_in_both_languages_and_printings(lang, printing):
    ref = text.reference_data({"leaders": printing}, lang)
    assert ref["game"] == "anachrony" and ref["lang"] == lang
    assert set(ref["buildings"]) == set(text.BUILDINGS)
    assert set(ref["superprojects"]) == set(text.SUPERPROJECTS)
    assert set(ref["leaders"]) == set(text.LEADERS)
    assert set(ref["experiments"]) == set(text.EXPERIMENTS)
    assert set(ref["collapsing_tiles"]) == {str(t) for t in text.COLLAPSING_TILES}
    assert set(ref["endgame_cards"]) == set(text.ENDGAME_CARDS)
    assert len(ref["evacuation"]) == len(text.EVACUATION)
    for kind in ("buildings", "superprojects", "leaders", "experiments", "collapsing_tiles", "endgame_cards"):
        for key, entry in ref[kind].items():
            assert entry["key"] == key and entry["text"], (kind, key)
    for key, leader in ref["leaders"].items():
        assert leader["text"] == text.LEADERS[key][printing][lang]
    json.dumps(ref)  # plain data


def test_reference_data_defaults_to_the_first_printing():
    ref = text.reference_data({}, "en")
    assert ref["leaders"]["cornella"]["text"] == text.LEADERS["cornella"]["first-printing"]["en"]
    revised = text.reference_data({"leaders": "revised"}, "en")
    assert revised["leaders"]["cornella"]["text"] != ref["leaders"]["cornella"]["text"]
    assert revised["leaders"]["haulani"]["text"] == ref["leaders"]["haulani"]["text"]
    assert revised["leaders"]["valerian"]["ability"] == "Neuroenhancement"


def test_reference_data_rejects_unknown_language_or_printing():
    with pytest.raises(ValueError):
        text.reference_data({}, "de")
    with pytest.raises(ValueError):
        text.reference_data({"leaders": "third"}, "en")


def test_reference_data_spot_checks():
    en = text.reference_data({}, "en")
    cs = text.reference_data({}, "cs")
    b109 = en["buildings"]["b109"]
    assert b109["vp"] == catalog.BUILDINGS[109].vp
    assert b109["type"] == "power_plant" and b109["worker"] == "scientist"
    assert b109["text"] == "Scientist, 1 neutronium: set your Focus up to 3 eras back; gain 2 VP."
    assert cs["buildings"]["b109"]["vp"] == catalog.BUILDINGS[109].vp
    assert en["buildings"]["b215"]["worker"] is None
    s4 = en["superprojects"]["s4"]
    assert s4["name"] == "Grand Reservoir" and cs["superprojects"]["s4"]["name"] == "Obří nádrž"
    assert s4["vp"] == catalog.SUPERPROJECTS[4].vp and s4["cost"] == catalog.SUPERPROJECTS[4].cost
    assert s4["workers"] == {"engineer": 1}
    assert en["superprojects"]["s16"]["breakthrough"]["kind"] == "two_of_shape"
    assert en["leaders"]["amena"]["path"] == "salvation"
    assert cs["leaders"]["samira"]["name"] == "Lovkyně pokladů Samira"
    assert en["experiments"]["alien_life"]["level"] == 2 and en["experiments"]["alien_life"]["vp"] == 3
    assert cs["experiments"]["ai_research"]["name"] == "Výzkum umělé inteligence"
    assert en["collapsing_tiles"]["22"]["action"] == "construct"
    assert en["collapsing_tiles"]["11"]["action"] == "research"
    assert en["endgame_cards"]["most_completed_experiments"]["doomsday"] is True
    assert en["endgame_cards"]["most_water"]["vp"] == catalog.ENDGAME_CARD_VP
    masters = en["evacuation"]["salvation:1"]
    assert (masters["base"], masters["per"]) == (
        CONDITIONS["salvation", 1].base,
        CONDITIONS["salvation", 1].per,
    )
    assert masters["max_vp"] == 30
