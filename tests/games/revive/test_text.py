"""The card reference (`text.py`) and the rules reference: every component has its text in both
languages, made from the content's effect data; the effect wording covers every effect kind and
passive kind of the vocabulary; the texts are clean and the Czech is not the English."""

from __future__ import annotations

import re

import pytest

from epocha.engine.reference import RulesReference
from epocha.games.revive import scoring, terms, text
from epocha.games.revive.catalog import content
from epocha.games.revive.problems import Problems
from epocha.games.revive.rules import RULES
from epocha.games.revive.vocabulary import (
    CARD,
    EFFECTS,
    MACHINE,
    PASSIVES,
    UNLOCK,
    check_effect,
    check_passives,
)

from .wording import WORDED

LANGS = text.LANGS
# an example of every effect kind and every passive kind, as the content may write them
EFFECT_EXAMPLES = [
    {"gain": {"food": 2, "points": 1}},
    {"gain": {"crystal": 1, "any_basic": 2, "energy": 1, "crate": 1, "purple": 3, "artifact": 1}},
    {"exchange": {"pay": {"gear": 1}, "get": [{"gain": {"book": 2}}], "times": 3}},
    {"exchange": {"pay": {"any_basic": 2}, "get": [{"advance": "any"}]}},
    {"convert": 3},
    {"convert": 1},
    {"choose": [[{"module": 1}], [{"tribe_ability": 1}]]},
    {"advance": "grey"},
    {"advance": "any"},
    {"module": 1},
    {"tribe_ability": 1},
    {"recover_energy": 1},
    {"eject": 1},
    {"retrieve": 1},
    {"reach": 2},
    {"per": {"count": "population", "gain": "any_basic"}},
    {"per": {"count": "visible_flasks", "gain": "gear"}},
    {"per": {"count": "yellow_slotted", "gain": "food"}},
    {"play_card": "green"},
    {"play_card": "any"},
    {"take_card": "yellow"},
    {"take_card": "any"},
    {"action": {"kind": "build", "reach": 1}},
    {"action": {"kind": "any"}},
    {"rest_card_top": 1},
    {"flip": 1},
    {"infinite_reach": 1},
    {"all_colours": 1},
    {"reuse_crate": 1},
    {"discount": {"action": "populate", "amount": 2}},
    {"move_population": 1},
    {"reset_switch": 1},
]
PASSIVE_EXAMPLES = [
    {"reach": 1},
    {"discount": {"action": "explore", "amount": 1}},
    {"explore_discount": 2},
    {"free_passage": ["forest", "water"]},
    {"populate_free_of_others": True},
    {"on_ability": [{"gain": {"book": 1, "points": 1}}]},
    {"on_card_gain": {"yellow": "food", "green": "book", "grey": "any_basic"}},
    {"on_crate": [{"gain": {"crystal": 1}}]},
    {"per_adjacent_discount": {"action": "build", "type": "mountains", "amount": 1}},
    {"near_falcon_discount": 1},
    {"temple_reach": 2},
    {"on_ability_by_falcon": {"forest": {"book": 3}, "field": {"food": 3}, "mountains": {"gear": 3}}},
    {"fifth_slot": True},
    {"switch_copies_opponent": True},
]
UNCLEAN = re.compile(r"[{}\[\]_]|None|True|False|  |\.\.|\s[.,;:]")


def _clean(where: str, value: str) -> None:
    assert value and value.strip() == value, where
    bad = UNCLEAN.search(value)
    assert bad is None, f"{where}: {bad[0]!r} in {value!r}"


# -- the wording of effects ------------------------------------------------------------------------


def test_every_effect_kind_and_passive_kind_has_words() -> None:
    assert set(text.EFFECT_WORDS) == set(EFFECTS)
    assert set(text.PASSIVE_WORDS) == set(PASSIVES)
    assert {next(iter(e)) for e in EFFECT_EXAMPLES} == set(EFFECTS)
    assert {next(iter(p)) for p in PASSIVE_EXAMPLES} == set(PASSIVES)
    assert text.every_kind_worded() == (set(), set())


@pytest.mark.parametrize("effect", EFFECT_EXAMPLES, ids=lambda e: next(iter(e)))
def test_each_effect_is_worded_in_both_languages(effect: dict) -> None:
    problems = Problems()
    place = next(p for p in (CARD, MACHINE, UNLOCK) if p in EFFECTS[next(iter(effect))][1])
    check_effect(effect, problems, "example", place)
    assert not problems, f"the example is not sound content: {problems}"
    en, cs = (text.effects_text([effect], lang) for lang in LANGS)
    _clean("en", en)
    _clean("cs", cs)
    assert en != cs
    assert en[0].isupper() and cs[0].isupper() and en.endswith(".") and cs.endswith(".")


@pytest.mark.parametrize("passive", PASSIVE_EXAMPLES, ids=lambda p: next(iter(p)))
def test_each_passive_is_worded_in_both_languages(passive: dict) -> None:
    problems = Problems()
    check_passives([passive], problems, "example")
    assert not problems, f"the example is not sound content: {problems}"
    en, cs = (text.passives_text([passive], lang) for lang in LANGS)
    _clean("en", en)
    _clean("cs", cs)
    assert en != cs


def test_the_words_follow_the_data() -> None:
    """Texts are made from the effects, not written per component: amounts and kinds show."""
    assert text.effects_text([{"gain": {"food": 3}}], "en") == "Gain 3 food."
    assert text.effects_text([{"gain": {"book": 1}}], "cs") == "Získej 1 knihu."
    assert text.effects_text([{"gain": {"book": 3}}], "cs") == "Získej 3 knihy."
    assert text.effects_text([{"gain": {"book": 5}}], "cs") == "Získej 5 knih."
    two = text.effects_text([{"gain": {"gear": 2}}, {"advance": "green"}], "en")
    assert two == "Gain 2 gears; advance on the green machine track by 1."
    choice = text.effects_text([{"choose": [[{"gain": {"food": 2}}], [{"gain": {"book": 2}}]]}], "en")
    assert choice == "Choose one: gain 2 food or gain 2 books."
    twice = [{"advance": "any"}, {"advance": "any"}]
    assert text.effects_text(twice, "en") == "Advance on any machine track by 1 (twice)."
    assert text.effects_text(twice, "cs") == "Posuň se o 1 na libovolné liště stroje (2×)."  # noqa: RUF001


# -- every component ---------------------------------------------------------------------------------


def _all_texts(data: dict):
    for family, items in data.items():
        for key, item in items.items():
            if "text" in item:
                yield f"{family} {key}", item["text"]
            for half in ("top", "bottom"):
                if half in item:
                    yield f"{family} {key} {half}", item[half]["text"]
            for side, words in item.get("sides", {}).items():
                yield f"{family} {key} {side}", words["ability"]
            for category in item.get("categories", ()):
                yield f"{family} {key} category", category["text"]


def test_every_component_has_text_in_both_languages() -> None:
    c = content()
    data = {lang: text.reference_data({}, lang) for lang in LANGS}
    for lang in LANGS:
        d = data[lang]
        assert set(d["cards"]) == {x.id for x in (*c.starting_cards, *c.deck)}
        assert set(d["modules"]) == {m.id for m in c.modules}
        standard = {r.id for r in c.boards.reward_spaces if r.kind == "standard_machine"}
        assert set(d["machines"]) == {m.id for m in c.machines} | standard
        assert set(d["crates"]) == {k.id for k in c.crates}
        assert set(d["artifacts"]) == {a.id for a in c.large_artifacts}
        assert set(d["artifact_cards"]) == {a.id for a in c.artifact_cards}
        tech = {t.id for tr in c.tribes.values() for s in tr.sides.values() for t in s.technologies}
        assert set(d["technologies"]) == tech
        assert set(d["tribes"]) == set(c.tribes)
        assert all(set(t["sides"]) == set(c.tribes[k].sides) for k, t in d["tribes"].items())
        rules = {r for _, pair in (*c.large_tiles, *c.campaign_large_tiles) for r in pair}
        assert set(d["locations"]) == rules
        for where, value in _all_texts(d):
            _clean(f"{lang} {where}", value)
    english = dict(_all_texts(data["en"]))
    for where, value in _all_texts(data["cs"]):
        assert value != english[where], f"{where}: the Czech is the English"
    for card in c.deck:
        assert data["cs"]["cards"][card.id]["name"] == card.name["cs"]


def test_card_halves_say_their_symbols() -> None:
    c = content()
    cards = text.reference_data({}, "en")["cards"]
    for card in (*c.starting_cards, *c.deck):
        for side in ("top", "bottom"):
            half, words = card.half(side), cards[card.id][side]
            assert ("Slot symbol" in words["text"]) == half.slot
            assert ("leaves the game" in words["text"]) == half.hibernate_then_remove
            assert ("While in a slot" in words["text"]) == bool(half.while_in_slot)
            assert (f"{half.flasks} flask" in words["text"]) == bool(half.flasks)
    assert any(x.half(s).hibernate_then_remove for x in c.deck for s in ("top", "bottom"))
    assert any(x.half(s).while_in_slot for x in c.deck for s in ("top", "bottom"))


def test_abilities_follow_their_kind_and_the_options() -> None:
    kinds = {s.ability["kind"] for t in content().tribes.values() for s in t.sides.values()}
    for kind in kinds:
        for lang in LANGS:
            _clean(kind, text.ability_text({"kind": kind, "cost": {"crystal": 1}, "reach": 1}, lang))
    sand = {"kind": "sand_tile", "cost": {}}
    assert text.ability_text(sand, "en", {"sand_point": "owner"}) != text.ability_text(sand, "en", {})
    assert text.ability_text(sand, "cs", {"sand_point": "owner"}) != text.ability_text(sand, "cs", {})


def test_the_rules_have_words_for_what_they_score() -> None:
    assert set(scoring.LOCATION_RULES) == set(text.LOCATION_TEXT) == set(terms.LOCATION_RULES)
    categories = {cat.counts for a in content().artifact_cards for cat in a.categories}
    assert categories <= set(text.CATEGORY_TEXT) == set(terms.CATEGORIES)
    s = RULES.setup(2, 0, {})
    assert set(scoring.breakdown(s, s.players[0])) == set(terms.SCORE_PARTS)


def test_the_card_reference_is_the_manifests() -> None:
    assert WORDED.card_reference == "epocha.games.revive.text:reference_data"
    data = WORDED.card_reference_data({}, "cs")
    assert data["cards"] and data["technologies"]
    with pytest.raises(ValueError):
        text.reference_data({}, "de")


# -- the rules reference -----------------------------------------------------------------------------

SECTIONS = {
    "setup", "setup.players", "resources", "points", "progress", "distance", "cards", "offer", "turn",
    "play", "switch", "explore", "populate", "build", "hibernate", "free-actions", "machines",
    "machines.rewards", "technologies", "tribes", "tribes.sides", "artifacts", "end", "end.scoring",
    "end.locations", "solo",
}  # fmt: skip


def test_the_rules_reference_covers_the_game_in_both_languages() -> None:
    reference = WORDED.reference
    assert isinstance(reference, RulesReference)
    ids = {s.id for s in reference.sections}
    assert ids >= SECTIONS
    for section in reference.sections:
        for lang in LANGS:
            assert section.title[lang].strip() and len(section.text[lang]) > 80, (section.id, lang)
        assert section.text["en"] != section.text["cs"], section.id
