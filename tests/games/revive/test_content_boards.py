"""Revive's shipped stand-in content for four families (artifacts, boards, tribes, campaign):
the checker accepts it, it keeps every fact and count the seed gives, and the checker rejects
broken copies, naming the place of each problem."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from epocha.games.revive import content
from epocha.games.revive.problems import Problems
from epocha.games.revive.vocabulary import MODULE, check_effects

FAMILIES = ("artifacts", "boards", "tribes", "campaign")


def _load(family: str) -> dict:
    with open(content.DATA / f"{family}.json", encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture
def data() -> dict:
    return {family: _load(family) for family in FAMILIES}


def _raw(data: dict) -> dict:
    """The families the campaign check looks into for campaign components."""
    return {**data, "modules": _load("modules")}


def _check(data: dict) -> list[str]:
    p = Problems()
    content._check_artifacts(data["artifacts"], p)
    content._check_boards(data["boards"], p)
    tribes = content._check_tribes(data["tribes"], p)
    content._check_campaign(data["campaign"], tribes, _raw(data), p)
    return p.found


# -- the shipped files ---------------------------------------------------------------------------


def test_shipped_files_pass_the_checkers(data):
    assert _check(data) == []


def test_every_file_says_it_is_ours(data):
    for family in FAMILIES:
        assert "ours" in data[family] and "source" not in data[family], family


def test_json_is_two_space_indented():
    for family in FAMILIES:
        text = (content.DATA / f"{family}.json").read_text(encoding="utf-8")
        assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n", family


def test_the_campaign_modules_are_sound():
    modules = [m for m in _load("modules")["modules"] if m.get("campaign")]
    assert [m["id"] for m in modules] == ["m49", "m50"]
    p = Problems()
    for i, module in enumerate(modules):
        check_effects(module["effects"], p, f"modules[{i}].effects", MODULE)
    assert p.found == []


# -- artifacts -----------------------------------------------------------------------------------


def test_large_artifacts_per_player_count(data):
    large = data["artifacts"]["large"]
    marks = ("1+", "2+", "3+", "4")
    for players in range(1, 5):
        used = [a for a in large if marks.index(a["mark"]) < players]
        assert len(used) == 3 * players
    for mark in marks:
        assert sorted(a["colour"] for a in large if a["mark"] == mark) == ["orange", "purple", "white"]
    assert Counter(a["colour"] for a in large) == {"purple": 4, "orange": 4, "white": 4}


def test_artifact_cards_use_every_category_twice_and_weigh_rare_items_more(data):
    cards = data["artifacts"]["cards"]
    used = Counter(c["counts"] for card in cards for c in card["categories"])
    assert set(used) == set(content.ARTIFACT_CATEGORIES)
    assert min(used.values()) >= 2
    points = {c["counts"]: c["points"] for card in cards for c in card["categories"]}
    common = max(points[k] for k in ("cards", "population_placed"))
    rare = min(points[k] for k in ("crystals_adjacent", "water_explored"))
    assert common < rare


# -- boards --------------------------------------------------------------------------------------


def test_the_seeds_standard_machines(data):
    standard = [s for s in data["boards"]["reward_spaces"] if s["kind"] == "standard_machine"]
    assert sorted(json.dumps(s["effects"], sort_keys=True) for s in standard) == sorted(
        json.dumps(e, sort_keys=True)
        for e in (
            [{"exchange": {"pay": {"any_basic": 1}, "get": [{"gain": {"crystal": 1}}]}}],
            [{"eject": 1}],
            [{"reach": 1}],
        )
    )
    assert all(set(s["name"]) == {"en", "cs"} for s in standard)


def test_reward_spaces_and_tracks(data):
    boards = data["boards"]
    kinds = Counter(s["kind"] for s in boards["reward_spaces"])
    assert kinds["standard_machine"] == 3 and kinds["artifact"] >= 2 and kinds["special_machine"] >= 5
    bonus = [s["colour"] for s in boards["reward_spaces"] if s["kind"] == "card_bonus"]
    assert sorted(bonus) == ["green", "grey", "yellow"]
    assert any(s["needs"] == {"green": 3, "grey": 7} for s in boards["reward_spaces"])  # the seed's example
    for colour, track in boards["tracks"].items():
        values = track["values"]
        assert 9 <= len(values) <= 12, colour
        assert values[0] in (0, 1) and 8 <= values[-1] <= 12, colour
        assert values == sorted(values), colour
    firsts = {
        c: min(n for s in boards["reward_spaces"] for k, n in s["needs"].items() if k == c)
        for c in boards["tracks"]
    }
    assert all(2 <= n <= 4 for n in firsts.values())  # something opens after 1-3 advances


def test_starting_resources_caps_and_other_tracks(data):
    boards = data["boards"]
    assert boards["starting_resources"] == [
        {"crystal": 1},
        {"crystal": 1, "gear": 1},
        {"crystal": 1, "gear": 1, "book": 1},
        {"crystal": 1, "gear": 1, "book": 1, "food": 1},
    ]
    assert boards["caps"] == {"crystal": 3, "gear": 6, "book": 6, "food": 6}
    progress = [s["value"] for s in boards["progress_track"]]
    assert len(progress) == 20 and progress[0] == 0 and 30 <= progress[-1] <= 40
    hibernation = boards["hibernation_track"]
    assert hibernation[0] == {} and 6 <= len(hibernation) - 1 <= 8
    assert 4 <= len(boards["score_track"]["bonuses"]) <= 6


# -- tribes --------------------------------------------------------------------------------------

SEED_ABILITIES = {
    "nadair": ("forest_tile", {"crystal": 1}),
    "hofstadterians": ("temple", {"crystal": 1}),
    "kunibani": ("sand_tile", {}),
    "ox49": ("target", {}),
    "formicans": ("workshop", {"crystal": 1}),
    "vukunturs": ("falcon", {}),
}


def _sides(data):
    for tribe in data["tribes"]["tribes"]:
        for side in ("sun", "moon"):
            yield tribe, side, tribe["sides"][side]


def test_tribes_pieces_and_sun_abilities(data):
    tribes = {t["id"]: t for t in data["tribes"]["tribes"]}
    assert set(tribes) == set(SEED_ABILITIES)
    assert {t for t, v in tribes.items() if not v["base"]} == {"formicans", "vukunturs"}
    for tid, (kind, cost) in SEED_ABILITIES.items():
        sun = tribes[tid]["sides"]["sun"]["ability"]
        assert (sun["kind"], sun.get("cost", {})) == (kind, cost), tid
        assert tribes[tid]["pieces"] == {"kind": kind, "count": 1 if kind == "falcon" else 5}
        assert tribes[tid]["note"]
    moons = {t["sides"]["moon"]["ability"]["kind"] for t in tribes.values()}
    assert moons == {"water_goods", "buy_card", "free_action"}


def test_every_side_has_both_commons(data):
    bonuses = set()
    for tribe, side, board in _sides(data):
        texts = [json.dumps(t["effects"]) for t in board["technologies"]]
        assert sum('"fifth_slot"' in x for x in texts) == 1, (tribe["id"], side)
        artifact = [
            t
            for t in board["technologies"]
            if t["kind"] == "on_unlock" and '"artifact"' in json.dumps(t["effects"])
        ]
        assert len(artifact) == 1, (tribe["id"], side)
        gain = artifact[0]["effects"][0]["gain"]
        bonuses.add(json.dumps({k: v for k, v in gain.items() if k != "artifact"}, sort_keys=True))
    assert bonuses == {'{"energy": 1}', '{"crate": 1}', '{"points": 2}'}


def test_every_tree_is_connected_and_rises_with_depth(data):
    for tribe, side, board in _sides(data):
        techs = {t["id"]: t for t in board["technologies"]}
        roots = [t for t in techs.values() if t.get("root")]
        assert len(roots) == 1 and roots[0]["books"] <= 1 and roots[0]["links"] == []
        seen, todo = {roots[0]["id"]}, [roots[0]["id"]]
        while todo:
            here = todo.pop()
            for t in techs.values():
                if here in t["links"] and t["id"] not in seen:
                    seen.add(t["id"])
                    todo.append(t["id"])
        assert seen == set(techs), (tribe["id"], side)
        for t in techs.values():
            assert all(
                t["books"] >= techs[x]["books"] and t["points"] >= techs[x]["points"] for x in t["links"]
            )
            assert set(t["name"]) == {"en", "cs"}
        fifth = next(t for t in techs.values() if '"fifth_slot"' in json.dumps(t["effects"]))
        assert fifth["links"] == [roots[0]["id"]]  # second row


# -- campaign ------------------------------------------------------------------------------------


def test_every_unlock_kind_is_triggered(data):
    cards = data["campaign"]["cards"]
    assert [c["number"] for c in cards] == list(range(1, 31))
    assert [c["chapter"] for c in cards] == sorted(c["chapter"] for c in cards)
    unlocks = [u for c in cards for u in c["unlocks"]]
    assert {u["kind"] for u in unlocks} == set(content.UNLOCKS)
    by_kind = {k: sorted(u.get("id") for u in unlocks if u["kind"] == k) for k in content.UNLOCKS}
    assert by_kind["tribe"] == ["formicans", "vukunturs"]
    assert by_kind["moon_side"] == sorted(SEED_ABILITIES)
    assert by_kind["large_location"] == sorted(t["id"] for t in data["campaign"]["large_locations"])
    assert by_kind["components"] == ["m49", "m50"]
    switch = next(c for c in cards for u in c["unlocks"] if u["kind"] == "switch_rule")
    assert switch["chapter"] == 1
    sides = [s for t in data["campaign"]["large_locations"] for s in t["sides"]]
    assert sorted(sides) == sorted(content.CAMPAIGN_LOCATION_RULES)


# -- broken copies are rejected, at their place -------------------------------------------------


def _broken(data, change) -> list[str]:
    data = copy.deepcopy(data)
    change(data)
    return _check(data)


def _nadair_sun(d):
    return d["tribes"]["tribes"][0]["sides"]["sun"]["technologies"]


def test_a_tree_with_two_roots(data):
    found = _broken(data, lambda d: _nadair_sun(d)[1].update(root=True))
    assert any(
        p.startswith("tribes.tribes[0].sides.sun.technologies:") and "exactly one technology is the root" in p
        for p in found
    ), found


def test_a_link_to_a_missing_technology(data):
    found = _broken(data, lambda d: _nadair_sun(d)[6]["links"].append("nadair_s_nowhere"))
    assert any(
        p.startswith("tribes.tribes[0].sides.sun.technologies[6].links:") and "nadair_s_nowhere" in p
        for p in found
    ), found


def test_a_disconnected_technology(data):
    found = _broken(data, lambda d: _nadair_sun(d)[6].update(links=[]))
    assert "tribes.tribes[0].sides.sun.technologies: not connected to the root: nadair_s_top" in found


def test_an_artifact_card_with_two_purple_categories(data):
    found = _broken(data, lambda d: d["artifacts"]["cards"][3]["categories"][1].update(colour="purple"))
    assert any(p.startswith("artifacts.cards[3].categories:") and "one of each colour" in p for p in found)


def test_a_campaign_card_numbered_twice(data):
    found = _broken(data, lambda d: d["campaign"]["cards"][4].update(number=4))
    assert "campaign.cards: the cards are numbered 1-30 once each" in found


def test_a_base_tribe_unlocked(data):
    def change(d):
        d["campaign"]["cards"][0]["unlocks"].append({"kind": "tribe", "id": "kunibani"})

    found = _broken(data, change)
    assert any(p.startswith("campaign.cards[0].unlocks[0]:") and "base tribe" in p for p in found), found


def test_a_campaign_tribe_never_unlocked(data):
    def change(d):
        for card in d["campaign"]["cards"]:
            card["unlocks"] = [u for u in card["unlocks"] if u != {"kind": "tribe", "id": "vukunturs"}]

    found = _broken(data, change)
    assert "campaign.cards: the campaign tribe 'vukunturs' is never unlocked" in found


def test_a_fourth_standard_machine(data):
    def change(d):
        space = d["boards"]["reward_spaces"][1]
        space.update(kind="standard_machine", name={"en": "x", "cs": "x"}, effects=[{"reach": 1}])

    found = _broken(data, change)
    assert "boards.reward_spaces: expected 3 standard machines (seed p. 14), found 4" in found
