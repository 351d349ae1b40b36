"""Play a card (digest §7.1, §5.6): slots and their halves, the slot symbol and stacking,
re-activation of same-colour cards, modules firing by colour, the 5th slot, "hibernate, then
remove this card", and "while in slot" passives (§18)."""

from __future__ import annotations

from epocha.games.revive.mapactions import distance_food

from ..effects import empty_modules, me, res, scenario


def _modules(slot: str, *ids: str | None) -> dict:
    modules = empty_modules()
    modules[slot] = [*ids, *[None] * (len(modules[slot]) - len(ids))]
    return modules


def test_a_top_slot_uses_the_top_half_a_bottom_slot_the_bottom_half() -> None:
    s = scenario(me(active=["c27", "s5"]))
    s.play("c27", "top1")  # top: 3 gear
    assert res(s)["gear"] == 3 and s.player(0).tracks["grey"] == 1
    s.play("s5", "bottom2")  # bottom: advance grey
    assert res(s)["gear"] == 3 and s.player(0).tracks["grey"] == 2
    assert s.player(0).slots["top1"] == [["c27", "top"]] and s.player(0).slots["bottom2"] == [
        ["s5", "bottom"]
    ]


def test_the_four_slots_and_no_fifth_without_its_technology() -> None:
    s = scenario(me(active=["c27"]))
    assert {a["slot"] for a in s.actions("play")} == {"top1", "top2", "bottom1", "bottom2"}


def test_a_slot_holds_one_card_unless_it_shows_the_slot_symbol() -> None:
    """c27 shows no slot symbol; c01 and c35 show it on their top edges only."""
    s = scenario(
        me(
            active=["c05"],
            slots={"top1": [["c27", "top"]], "top2": [["c01", "top"]], "bottom1": [["c35", "bottom"]]},
        )
    )
    slots = {a["slot"] for a in s.actions("play")}
    assert slots == {"top2", "bottom2"}


def test_cards_of_the_same_colour_in_the_slot_activate_again() -> None:
    """c12 (yellow: 1 food 1 gear) joins c01 (yellow, 2 food) in top1: both resolve."""
    s = scenario(me(active=["c12"], slots={"top1": [["c01", "top"]]}))
    s.play("c12", "top1")
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 1, "book": 0, "food": 3}
    assert s.player(0).slots["top1"] == [["c01", "top"], ["c12", "top"]]


def test_cards_of_another_colour_in_the_slot_do_not() -> None:
    s = scenario(me(active=["c35"], slots={"top1": [["c01", "top"]]}))
    s.play("c35", "top1")  # grey: 2 gear, 1 book
    assert res(s) == {"crystal": 0, "gear": 2, "book": 1, "food": 0}


def test_a_re_activated_card_uses_the_half_it_was_played_with() -> None:
    """c05's bottom (advance yellow, 1 food) shows the slot symbol; c12 joins it in bottom1
    (using its bottom: 1 food per yellow slotted card)."""
    s = scenario(me(active=["c12"], slots={"bottom1": [["c05", "bottom"]]}))
    s.play("c12", "bottom1")
    s.resolve_all()
    assert s.player(0).tracks["yellow"] == 2
    assert res(s)["food"] == 1 + 2  # (c05's 1 food; c12's 1 per yellow card: two)


def test_modules_fire_when_they_share_a_colour() -> None:
    s = scenario(me(active=["c27", "c35"], modules=_modules("top1", "m25")))  # yellow-green
    s.play("c27", "top1")  # grey: the module stays silent
    assert res(s)["book"] == 0
    s = scenario(me(active=["c14"], modules=_modules("top1", "m25", "m41", "m05")))
    s.play("c14", "top1")  # green: m25 (book) and m41 (green-grey: book), not m05 (yellow)
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 0, "book": 3 + 1 + 1, "food": 0}


def test_modules_of_other_slots_do_not_fire() -> None:
    s = scenario(me(active=["c01"], modules=_modules("top2", "m25")))
    s.play("c01", "top1")
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 2}


def test_the_seeds_worked_example() -> None:
    """p. 10: a card giving 2 food into a slot with a yellow-green module fires the module too
    (+1 book); later another yellow card into the same slot fires itself, the earlier yellow
    card and the module again."""
    s = scenario(me(active=["c01", "c12"], modules=_modules("top1", "m25")))
    s.play("c01", "top1")
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 0, "book": 1, "food": 2}
    s.play("c12", "top1")
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 1, "book": 2, "food": 2 + 1 + 2}


def test_the_fifth_slot_with_its_technology_uses_the_half_chosen() -> None:
    """The 5th slot opens with the common technology; a card there uses either half."""
    s = scenario(
        me(active=["c27"], unlocked=["nadair_s_root", "nadair_s_m"], modules=_modules("right", "m19"))
    )
    halves = {a["half"] for a in s.actions("play") if a["slot"] == "right"}
    assert halves == {"top", "bottom"}
    s.play("c27", "right", "bottom")  # advance grey, 1 gear; m19 (grey): advance grey
    s.resolve_all()
    assert s.player(0).tracks["grey"] == 3 and res(s)["gear"] == 1
    assert s.player(0).slots["right"] == [["c27", "bottom"]]


def test_hibernate_then_remove_this_card() -> None:
    """c10's bottom: after playing it, hibernate at once; the turn ends; the card leaves the
    game (the other slotted cards go to the rest area as usual)."""
    s = scenario(me(active=["c10", "c27"], slots={"top1": [["c01", "top"]]}))
    s.play("c10", "bottom1")
    s.choose(s.choices()[0])  # (its artifact)
    while s.state.turn["player"] == 0:
        s.choose(s.choices()[0])  # (the hibernation's reward)
    p = s.player(0)
    assert p.removed == ["c10"] and "c10" not in p.owned_cards()
    assert p.rest == ["c01"] and p.active == ["c27"] and p.hibernation == 1
    assert res(s)["food"] >= 2 and len(p.artifacts) == 1


def test_the_other_half_does_not_hibernate() -> None:
    s = scenario(me(active=["c10", "c27"]))
    s.play("c10", "top1")  # 2 food, 2 points
    assert s.state.turn["player"] == 0 and s.player(0).hibernation == 0
    assert s.can("play", card="c27", slot="top2")


def test_while_in_slot_lasts_only_while_the_card_is_slotted() -> None:
    """c17's bottom: reach +1 while in a slot; its top half has no such passive."""
    s = scenario(me(active=["c17"], opened=["std_slot_ejector"]), map={"spaces": {"s4:2": {"type": "sand"}}})
    far = s.space("s4:2")
    assert distance_food(s.state, s.player(0))[far] == 1
    s.play("c17", "bottom1")
    assert distance_food(s.state, s.player(0))[far] == 0
    s.activate("std_slot_ejector")
    s.choose(["bottom1", "c17"])
    assert distance_food(s.state, s.player(0))[far] == 1


def test_while_in_slot_is_only_the_used_halfs() -> None:
    s = scenario(me(active=["c17"]), map={"spaces": {"s4:2": {"type": "sand"}}})
    s.play("c17", "top1")  # (its top: an explore at no action cost, here unaffordable)
    assert distance_food(s.state, s.player(0))[s.space("s4:2")] == 1


def test_while_in_slot_ends_with_hibernation() -> None:
    s = scenario(me(active=["c19"]))  # bottom: populate costs 1 less while in slot
    s.play("c19", "bottom1")
    from epocha.games.revive.tribes import discount

    assert discount(s.player(0), "populate") == 1
    s.end_turn()
    s.hibernate()  # (seat 1)
    while s.state.turn["player"] == 1:
        s.choose(s.choices()[0])
    s.hibernate()
    while s.decision().kind != "turn" or s.state.turn["player"] == 0:
        s.choose(s.choices()[0])
    assert discount(s.player(0), "populate") == 0 and "c19" in s.player(0).rest


def test_a_third_card_re_activates_both_earlier_ones() -> None:
    """c01, then c12 (both yellow, slot symbol on top) in top1; c02 (yellow, slot symbol) joins."""
    s = scenario(me(active=["c02"], slots={"top1": [["c01", "top"], ["c12", "top"]]}))
    s.play("c02", "top1")
    s.resolve_all()
    # c02: 1 food per yellow slotted card (3) and 1 book; c01: 2 food; c12: 1 food, 1 gear
    assert res(s) == {"crystal": 0, "gear": 1, "book": 1, "food": 3 + 2 + 1}


def test_a_card_played_at_no_action_cost_re_activates_too() -> None:
    """c03's top plays another yellow card: c12 into top1 over c01 re-activates c01."""
    s = scenario(me(active=["c03", "c12"], slots={"top1": [["c01", "top"]]}))
    s.play("c03", "top2")
    s.choose(["c12", "top1", "top"])
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 1, "book": 0, "food": 1 + 2}
    assert s.state.turn["actions"] == 1
