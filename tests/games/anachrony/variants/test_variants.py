"""The variants (digest §15), each an option."""

from __future__ import annotations

import epocha
from epocha.engine import chance
from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.variants import ASSET_CARDS, SPOTS


def through_setup(g: epocha.Game) -> None:
    """Every Path and leader chosen (the first offered each)."""
    while g.state.phase in ("path", "leader"):  # type: ignore[attr-defined]
        seat = g.active_players[0]
        g.apply(seat, g.legal_actions(seat)[0])


def test_no_paradox_dice_gives_exactly_one_paradox_per_roll() -> None:
    s = Scenario(
        players=[{}, {"passed": True}],
        era=2,
        options={"no_paradox_dice": True},
        timeline=[{"warps": [[0, 1], [0, 2]]}, {"warps": [[1, 3]]}],
    )
    with chance.dictated([]):  # no die is rolled at all
        s.pass_()
    assert s.player(0).paradox == 1 and s.player(1).paradox == 1


def test_simultaneous_power_up_asks_everyone_at_once() -> None:
    g = epocha.new_game("anachrony", players=3, seed=1, options={"simultaneous_power_up": True})
    through_setup(g)
    assert sorted(g.active_players) == [0, 1, 2] and g.state.phase == "powerup"
    last = g.state.order()[-1]
    g.apply(last, {"type": "power", "slot": 1})
    g.apply(last, {"type": "done"})
    assert sorted(g.active_players) == sorted(set(range(3)) - {last})
    for seat in list(g.active_players):
        g.apply(seat, {"type": "done"})
    assert g.state.phase == "warp"


def test_choose_endgame_conditions_deals_keeps_in_secret_and_completes_five() -> None:
    g = epocha.new_game("anachrony", players=3, seed=2, options={"choose_endgame_conditions": True})
    assert g.state.endgame == []
    through_setup(g)
    s = g.state
    assert s.phase == "endgame" and sorted(g.active_players) == [0, 1, 2]
    hands = [list(h) for h in s.endgame_hands]
    assert all(len(h) == 2 for h in hands)
    kept = []
    for seat in range(3):
        choice = g.legal_actions(seat)[0]
        assert len(choice["cards"]) == 1 and choice["cards"][0] in hands[seat]
        kept += choice["cards"]
        g.apply(seat, choice)
    assert len(s.endgame) == 5 and set(kept) <= set(s.endgame)
    assert s.phase == "powerup"


def test_choose_starting_assets_drafts_four_cards_over_a_base_kit() -> None:
    g = epocha.new_game("anachrony", players=2, seed=3, options={"choose_starting_assets": True})
    through_setup(g)
    s = g.state
    assert s.phase == "assets" and [len(h) for h in s.asset_hands] == [8, 8]
    for p in s.players:
        assert p.active["scientist"] == 2 and p.active["engineer"] == 1 and p.goods["E"] == 2
    seen_by_1 = list(s.asset_hands[0])
    for _ in range(4):
        for seat in (0, 1):
            g.apply(seat, g.legal_actions(seat)[0])  # keep the lowest card
    assert all(len(k) == 4 for k in s.asset_kept) and s.phase == "powerup"
    # seat 0 kept the lowest of its first hand; seat 1 got what seat 0 passed after that
    assert s.asset_kept[0][0] == min(seen_by_1)
    p = s.players[0]
    water = 2 + sum(ASSET_CARDS[c].get("W", 0) for c in s.asset_kept[0]) + [0, 1][s.order().index(0)]
    assert p.goods["W"] == water
    totals = [(sum(k), min(k)) for k in s.asset_kept]
    assert s.first == totals.index(min(totals))


def test_alternative_timeline_spots_apply_their_effect_in_player_order() -> None:
    g = epocha.new_game("anachrony", players=2, seed=4, options={"alternative_timeline": True})
    through_setup(g)
    s = g.state
    while s.phase == "powerup":
        g.apply(g.active_players[0], {"type": "done"})
    a, b = s.order()
    g.apply(b, {"type": "warp", "tiles": [1]})
    g.apply(a, {"type": "warp", "tiles": [2, 3]})
    assert g.active_players == [a] and g.decision(a).kind == "warp_first"
    g.apply(a, next(x for x in g.legal_actions(a) if x.get("warp_first") == 3))
    assert s.tile(1)["warps"] == [[a, 3], [a, 2], [b, 1]]
    effects = SPOTS[0][:3]
    assert effects == [None, None, "bright_future"]
    assert s.players[b].vp == 1 and s.phase == "actions"


def test_a_parallel_timeline_spot_brings_a_second_copy() -> None:
    g = epocha.new_game("anachrony", players=2, seed=4, options={"alternative_timeline": True})
    through_setup(g)
    s = g.state
    while s.phase == "powerup":
        g.apply(g.active_players[0], {"type": "done"})
    a, b = s.order()
    s.tile(1)["warps"] = [[q, t] for q, t in [[b, 9], [b, 8], [b, 7], [b, 6], [b, 5], [b, 4]]]
    for _, t in s.tile(1)["warps"]:
        s.players[b].warps.remove(t)
    assert SPOTS[0][6] == "parallel_timeline"
    titanium = s.players[a].goods["T"]
    g.apply(b, {"type": "warp", "tiles": []})
    g.apply(a, {"type": "warp", "tiles": [3]})  # titanium on the 7th spot
    assert s.players[a].goods["T"] == titanium + 2


def test_both_drafts_one_after_the_other() -> None:
    options = {"choose_starting_assets": True, "choose_endgame_conditions": True}
    g = epocha.new_game("anachrony", players=3, seed=5, options=options)
    through_setup(g)
    phases = []
    while g.state.phase in ("assets", "endgame"):
        phases.append(g.state.phase)
        for seat in list(g.active_players):
            g.apply(seat, g.legal_actions(seat)[0])
    assert phases == ["assets"] * 4 + ["endgame"] and g.state.phase == "powerup"


def test_the_rules_reference_tells_the_alternative_timeline_as_the_seed_does() -> None:
    # seed 004, line ~1838 (Herní varianta - alternativní časová osa): the era tiles lie red
    # side up; warp tiles fill their spots in player order and a spot's bonus or penalty
    # applies at once. The variant does not move the Impact tile (the reference said it did)
    from epocha.engine.registry import get_manifest
    from epocha.games.anachrony.terms import TIMELINE_EFFECTS

    section = next(
        s for s in get_manifest("anachrony").reference.sections if s.id == "variants.alternative-timeline"
    )
    en, cs = section.text["en"], section.text["cs"]
    assert "Impact" not in en and "Dopad" not in cs
    assert all(name in en for name in TIMELINE_EFFECTS.values())
    czech = ("Povzbudivé zprávy", "Zářná budoucnost", "Paralelní časová osa", "Stabilní časová trhlina")
    assert all(name in cs for name in (*czech, "Nestabilní časová trhlina", "Neradostné zprávy"))
