"""Epocha's stand-in cards, modules, machines and crates for Revive (`data/`): the checker finds
nothing wrong with them, they keep the constraints of the shared data (citizen_cards.json,
slot_modules.json, machine_tokens.json, crates.json), and the checker rejects broken copies,
naming the place of each problem."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable

import pytest

from epocha.games.revive import content
from epocha.games.revive.problems import Problems
from epocha.games.revive.vocabulary import COLOURS

CHECKERS: dict[str, Callable[[dict, Problems], None]] = {
    "cards": content._check_cards,
    "modules": content._check_modules,
    "machines": content._check_machines,
    "crates": content._check_crates,
}
MACHINE_ONLY = ("rest_card_top", "flip", "infinite_reach", "all_colours", "reuse_crate", "discount")


def _load(family: str) -> dict:
    with open(content.DATA / f"{family}.json", encoding="utf-8") as f:
        return json.load(f)


def _problems(family: str, data: dict) -> list[str]:
    problems = Problems()
    CHECKERS[family](data, problems)
    return problems.found


def _kinds(effects: list) -> list[str]:
    """The kinds of the effects, nested ones (choices, exchanges) included."""
    found = []
    for effect in effects:
        ((kind, value),) = effect.items()
        found.append(kind)
        if kind == "choose":
            for option in value:
                found += _kinds(option)
        elif kind == "exchange":
            found += _kinds(value["get"])
    return found


@pytest.fixture(scope="module")
def cards() -> dict:
    return _load("cards")


def _halves(cards: list) -> list[dict]:
    return [card[half] for card in cards for half in ("top", "bottom")]


# -- the shipped files are sound ------------------------------------------------------------------


@pytest.mark.parametrize("family", CHECKERS)
def test_the_checker_finds_no_problem(family):
    assert _problems(family, _load(family)) == []


@pytest.mark.parametrize("family", CHECKERS)
def test_every_file_says_it_is_our_design(family):
    ours = _load(family)["ours"]
    assert isinstance(ours, str) and "own stand-in design" in ours and "not public" in ours
    assert "source" not in _load(family)


# -- citizen cards ----------------------------------------------------------------------------------


def test_card_counts_and_ids(cards):
    assert [c["id"] for c in cards["starting"]] == [f"s{i}" for i in range(1, 7)]
    assert [c["id"] for c in cards["deck"]] == [f"c{i:02d}" for i in range(1, 40)]


def test_card_names_are_unique_in_both_languages(cards):
    everyone = cards["starting"] + cards["deck"]
    for lang in ("en", "cs"):
        names = [c["name"][lang] for c in everyone]
        assert len(set(names)) == len(names), Counter(names).most_common(3)


def test_starting_cards_use_only_the_six_kinds_of_p10(cards):
    starting = cards["starting"]
    assert len({json.dumps([c["top"], c["bottom"]], sort_keys=True) for c in starting}) == 6
    kinds = set()
    for half in _halves(starting):
        assert set(half) == {"effects"}  # no slot symbol, flask, passive or removal on the starting set
        for effect in half["effects"]:
            kinds.add(next(iter(effect)))
            if "choose" in effect:
                assert effect["choose"] == [[{"module": 1}], [{"tribe_ability": 1}]]
            if "convert" in effect:
                assert effect["convert"] == 3
    assert kinds == {"tribe_ability", "choose", "gain", "convert", "module", "advance"}


def test_the_deck_has_every_colour_evenly(cards):
    colours = Counter(c["colour"] for c in cards["deck"])
    assert set(colours) == set(COLOURS)
    assert all(12 <= n <= 14 for n in colours.values()), colours


def test_a_yellow_half_gives_two_food(cards):
    assert any(
        half["effects"] == [{"gain": {"food": 2}}]
        for card in cards["deck"]
        if card["colour"] == "yellow"
        for half in (card["top"], card["bottom"])
    )


def test_the_card_only_counts_are_used(cards):
    effects = [e for half in _halves(cards["deck"]) for e in half["effects"]]
    assert {"per": {"count": "yellow_slotted", "gain": "food"}} in effects
    assert any(e.get("per", {}).get("count") == "visible_flasks" for e in effects)


def test_slot_symbols_flasks_passives_and_removals_are_spread(cards):
    halves = _halves(cards["deck"])
    assert 10 <= sum(bool(h.get("slot")) for h in halves) <= 14
    assert 15 <= sum(bool(h.get("flasks")) for h in halves) <= 20
    assert 2 <= sum(bool(h.get("hibernate_then_remove")) for h in halves) <= 3
    assert 3 <= sum(bool(h.get("while_in_slot")) for h in halves) <= 8
    for card in cards["deck"]:  # a card that leaves the game keeps its other half playable
        assert not (card["top"].get("hibernate_then_remove") and card["bottom"].get("hibernate_then_remove"))
    for colour in COLOURS:
        mine = _halves([c for c in cards["deck"] if c["colour"] == colour])
        assert any(h.get("slot") for h in mine) and any(h.get("flasks") for h in mine)


def test_the_deck_draws_on_the_whole_glossary(cards):
    kinds = {k for half in _halves(cards["deck"]) for k in _kinds(half["effects"])}
    wanted = {
        "gain", "exchange", "per", "take_card", "play_card", "action", "eject", "retrieve",
        "module", "advance", "recover_energy", "tribe_ability",
    }  # fmt: skip
    assert wanted <= kinds
    gains = {g for half in _halves(cards["deck"]) for e in half["effects"] if "gain" in e for g in e["gain"]}
    assert {"points", "purple", "energy", "crate", "artifact"} <= gains


# -- modules, machines, crates --------------------------------------------------------------------


def test_modules_balance_the_colour_combinations():
    modules = [m for m in _load("modules")["modules"] if not m.get("campaign")]
    assert [m["id"] for m in modules] == [f"m{i:02d}" for i in range(1, 49)]
    combos = Counter(tuple(sorted(m["colours"])) for m in modules)
    assert len(combos) == 6 and set(combos.values()) == {8}
    assert any(
        sorted(m["colours"]) == ["green", "yellow"] and m["effects"] == [{"gain": {"book": 1}}]
        for m in modules
    )


def test_machines_ten_per_colour_with_every_machine_only_symbol():
    machines = _load("machines")["machines"]
    assert [m["id"] for m in machines] == [f"x{i:02d}" for i in range(1, 31)]
    assert Counter(m["colour"] for m in machines) == {c: 10 for c in COLOURS}
    kinds = Counter(k for m in machines for k in _kinds(m["effects"]))
    for kind in MACHINE_ONLY:
        assert kinds[kind] >= 1, kind


def test_crates_are_distinguishable():
    crates = _load("crates")["crates"]
    assert [c["id"] for c in crates] == [f"k{i:02d}" for i in range(1, 29)]
    faces = [json.dumps(c["effects"], sort_keys=True) for c in crates]
    assert len(set(faces)) == len(faces)


def test_machine_only_symbols_stay_on_machines(cards):
    elsewhere = [half["effects"] for half in _halves(cards["starting"] + cards["deck"])]
    elsewhere += [m["effects"] for m in _load("modules")["modules"]]
    elsewhere += [c["effects"] for c in _load("crates")["crates"]]
    assert not {k for effects in elsewhere for k in _kinds(effects)} & set(MACHINE_ONLY)


# -- broken copies are rejected, each problem at its place -----------------------------------------


def _break_starting_card(data):
    data["starting"][0]["top"]["effects"][0] = {"take_card": "any"}


def _break_deck_passive(data):
    data["deck"][2]["bottom"]["while_in_slot"] = [{"teleport": 1}]


def _break_module_colours(data):
    data["modules"][0]["colours"] = ["yellow", "green", "grey"]


def _break_module_machine_symbol(data):
    data["modules"][5]["effects"] = [{"flip": 1}]


def _break_machine_per(data):
    data["machines"][0]["effects"] = [{"per": {"count": "yellow_slotted", "gain": "food"}}]


def _break_machine_colour_count(data):
    data["machines"][0]["colour"] = "green"


def _break_crate_effect(data):
    data["crates"][0]["effects"] = [{"gian": {"gear": 2}}]


def _break_crate_count(data):
    del data["crates"][-1]


BROKEN = [
    ("cards", _break_starting_card, "cards.starting[0].top.effects[0]", "starting card"),
    ("cards", _break_deck_passive, "cards.deck[2].bottom.while_in_slot[0]", "unknown passive"),
    ("modules", _break_module_colours, "modules.modules[0].colours", "unexpected value"),
    ("modules", _break_module_machine_symbol, "modules.modules[5].effects[0]", "may not stand on a module"),
    ("machines", _break_machine_per, "machines.machines[0].effects[0].per.count", "card-only"),
    ("machines", _break_machine_colour_count, "machines.machines", "expected 10 yellow machines"),
    ("crates", _break_crate_effect, "crates.crates[0].effects[0]", "unknown effect 'gian'"),
    ("crates", _break_crate_count, "crates.crates", "expected 28 entries"),
]


@pytest.mark.parametrize(("family", "breaker", "where", "what"), BROKEN, ids=[b[1].__name__ for b in BROKEN])
def test_a_broken_copy_is_rejected_at_its_place(family, breaker, where, what):
    data = copy.deepcopy(_load(family))
    breaker(data)
    found = _problems(family, data)
    assert any(p.startswith(f"{where}: ") and what in p for p in found), found
