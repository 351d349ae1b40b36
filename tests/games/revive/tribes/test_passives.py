"""Each passive kind of `vocabulary.PASSIVES` a technology carries, doing what the digest's
technology text says (§11, §12), checked on the spot."""

from __future__ import annotations

from ..map.helpers import explore_through
from .helpers import ability_game, game, marker_moved, res, settle, spaces, spent, unmoved, use_ability

RICH = {"food": 6, "gear": 6, "book": 6}


def player(tribe: str, side: str, *unlocked: str, **extra) -> dict:
    return {"tribe": tribe, "side": side, "unlocked": list(unlocked), "resources": dict(RICH), **extra}


# -- reach, discounts ---------------------------------------------------------------------------


def test_reach_permanent():
    """ "Permanent reach +1" (Vukunturs moon): the seed's 3-step target costs 1 food."""
    s = game(
        player("vukunturs", "moon", "vukunturs_m_root", "vukunturs_m_r"),
        map={"spaces": spaces(s2_2={"building": [0, "small"]}), "falcon": [None, None]},
    )
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


def test_discount_build():
    """A Build discount (Formicans moon, left): 2 gear for a small building; distance unchanged."""
    s = game(player("formicans", "moon", "formicans_m_root", "formicans_m_l"))
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 2, "food": 1}


def test_explore_discount():
    """ "Every Explore costs you 1 food less" (Kunibani moon): 3 food on the back + 2 of
    distance -> 4."""
    m = {"backs": {"a05": "3food:2"}, "face_down": {"3food:2": ["ta05"]}}
    s = game(player("kunibani", "moon", "kunibani_m_root", "kunibani_m_l", "kunibani_m_c3a"), map=m)
    before = res(s)
    explore_through(s, "a05")
    assert spent(before, res(s)) == {"food": 4}


def test_explore_discount_is_not_for_build():
    s = game(player("kunibani", "moon", "kunibani_m_root", "kunibani_m_l", "kunibani_m_c3a"))
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


# -- free passage --------------------------------------------------------------------------------


def test_free_passage_forest_and_water():
    """ "When counting distance, forest and water spaces you pass through are not counted"
    (Nàdair sun, right): from s1:2 to s2:2 over the waters s1:3 and s2:1 — no food, where the
    mountains of s1:4 cost 1; from s3:3 over the forest s2:4 the same."""
    s = game({"resources": RICH}, map={"spaces": spaces(s1_2={"building": [0, "small"]})})
    before = res(s)
    s.build("s2:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}
    for origin in ("s1:2", "s3:3"):
        s = game(
            player("nadair", "sun", "nadair_s_root", "nadair_s_r"),
            map={"spaces": {origin: {"building": [0, "small"]}}},
        )
        before = res(s)
        s.build("s2:2")
        assert spent(before, res(s)) == {"gear": 3}, origin


def test_free_passage_field():
    """Fields free (Formicans moon): s5:2 to s4:2 over s5:4 (field, free) and s4:1 (paid): 1."""
    s = game(
        player("formicans", "moon", "formicans_m_root", "formicans_m_l", "formicans_m_c3a"),
        map={"spaces": spaces(s5_2={"building": [0, "small"]})},
    )
    before = res(s)
    s.build("s4:2")
    assert spent(before, res(s)) == {"gear": 2, "food": 1}  # (and the left one's build discount)


def test_free_passage_mountains():
    """Mountains free (Vukunturs moon): s1:2 to s2:2 over s1:4 — no food."""
    s = game(
        player("vukunturs", "moon", "vukunturs_m_root", "vukunturs_m_l", "vukunturs_m_c3a"),
        map={"spaces": spaces(s1_2={"building": [0, "small"]}), "falcon": [None, None]},
    )
    before = res(s)
    s.build("s2:2")
    assert spent(before, res(s)) == {"gear": 3}


def test_free_passage_counts_for_the_ability():
    """The ability's distance is counted the same way: Nàdair's forest tile on s2:2 from s1:2,
    over water, costs only the crystal."""
    s = ability_game(
        "nadair",
        resources={"crystal": 1},
        unlocked=["nadair_s_root", "nadair_s_r"],
        position={"map": {"spaces": spaces(s1_2={"building": [0, "small"]})}},
    )
    use_ability(s)
    assert s.space("s2:2") in s.choices()


# -- populate free of others ------------------------------------------------------------------------


def test_populate_free_of_others_from_the_unlocking_populate():
    """ "Populate without paying the other players already on the location — including the very
    Populate that unlocks this technology" (Hofstadterians sun, left)."""
    s = game(
        player("hofstadterians", "sun", "hofstadterians_s_root"),
        {"resources": {}},
        map={"spaces": spaces(s5_3={"figures": [1]})},
    )
    before = res(s)
    s.populate("s5:3", "hofstadterians_s_l")
    assert spent(before, res(s)) == {"book": 1}
    assert res(s, 1)["book"] == 0 and not s.events("book_paid")


def test_populate_free_of_others_later():
    s = game(
        player("hofstadterians", "sun", "hofstadterians_s_root", "hofstadterians_s_l"),
        {"resources": {}},
        map={"spaces": spaces(s5_3={"figures": [1]})},
    )
    before = res(s)
    s.populate("s5:3", "hofstadterians_s_m")
    assert spent(before, res(s)) == {"book": 2}
    assert res(s, 1)["book"] == 0


def test_others_still_paid_without_it():
    s = game(player("hofstadterians", "sun", "hofstadterians_s_root"), {"resources": {}},
             map={"spaces": spaces(s5_3={"figures": [1]})})  # fmt: skip
    before = res(s)
    s.populate("s5:3", "hofstadterians_s_m")
    assert spent(before, res(s)) == {"book": 3}
    assert res(s, 1)["book"] == 1


# -- on each ability use ----------------------------------------------------------------------


def test_on_ability_book_and_point():
    """ "Whenever you use your tribe ability, gain 1 extra book and 1 point" (Nàdair sun, left):
    the forest on s1:2 gives 2 books, and 1 more, and 1 point."""
    s = ability_game("nadair", resources={"crystal": 1, "food": 1}, unlocked=["nadair_s_root", "nadair_s_l"])
    use_ability(s)
    s.choose(s.space("s1:2"))
    settle(s)
    assert res(s)["book"] == 3 and s.player(0).score == 1
    assert marker_moved(s)


def test_on_ability_not_when_unused():
    """An ability that could not be used gives none of it."""
    s = ability_game("nadair", resources={"food": 1}, unlocked=["nadair_s_root", "nadair_s_l"])
    use_ability(s)
    settle(s)
    assert res(s)["book"] == 0 and s.player(0).score == 0 and unmoved(s)


def test_on_ability_energy():
    """Hofstadterians sun top: each use also gives an energy."""
    top = ["hofstadterians_s_root", "hofstadterians_s_l", "hofstadterians_s_c3a", "hofstadterians_s_top"]
    s = ability_game("hofstadterians", resources={"crystal": 1, "food": 1}, unlocked=top)
    energy = s.player(0).energy
    use_ability(s)
    s.choose(s.space("s1:3"))  # (its own reward: an energy too)
    settle(s)
    assert s.player(0).energy == energy + 2


def test_on_ability_by_falcon():
    """ "Whenever you use your tribe ability, gain 3 resources according to the landscape kind
    where the falcon ended" (ours: forest books, field food, mountains gear)."""
    for space, resource in (("s5:1", "book"), ("s1:1", "food"), ("s1:4", "gear")):
        s = ability_game("vukunturs", resources={}, unlocked=["vukunturs_s_root", "vukunturs_s_l"])
        use_ability(s)
        s.choose(s.space(space))
        if s.decision().kind == "map_action":
            s.choose("pass")
        settle(s)
        assert res(s)[resource] == 3, space
        assert sum(res(s).values()) == 3


# -- cards and crates ------------------------------------------------------------------------------


def test_on_card_gain_by_colour():
    """ "Whenever you gain a card from the offer, gain 1 extra resource determined by the card's
    colour" (Kunibani sun, left; ours: yellow food, green book, grey gear)."""
    m = {"backs": {"a05": "3food:2"}, "face_down": {"3food:2": ["ta05"]}}
    offer = ["c01", "c14", "c27", "c02", "c15"]
    for card, resource in (("c01", "food"), ("c14", "book"), ("c27", "gear")):
        s = game(
            player("kunibani", "sun", "kunibani_s_root", "kunibani_s_l", resources={"food": 5}),
            map=m,
            offer=offer,
        )
        explore_through(s, "a05", card)
        settle(s)
        got = {"food": 0, "book": 0, "gear": 0}
        got[resource] = 1
        assert {r: res(s)[r] for r in got} == got, card


def test_on_card_gain_not_from_the_deck():
    """A card from the deck's top is not "from the offer": nothing extra."""
    m = {"backs": {"a05": "3food:2"}, "face_down": {"3food:2": ["ta05"]}}
    s = game(player("kunibani", "sun", "kunibani_s_root", "kunibani_s_l", resources={"food": 5}), map=m)
    explore_through(s, "a05", "deck")
    settle(s)
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}


def test_on_crate_crystal():
    """ "On unlocking: gain 1 crate and 1 crystal; from now on every crate you gain also gives 1
    crystal": a Build next to a crate's water (ta07 in a12: a12:1) brings a crate and a crystal."""
    s = game(
        player("vukunturs", "sun", "vukunturs_s_root", "vukunturs_s_r", resources={"gear": 3, "food": 2}),
        map={"tiles": {"a12": ["ta07", 0]}, "falcon": [None, None]},
    )
    s.build("a12:2")
    settle(s)
    assert len(s.player(0).crates) == 1
    assert res(s)["crystal"] == 1


# -- per adjacent space -------------------------------------------------------------------------


def test_per_adjacent_mountains():
    """ "Build: 1 gear less per adjacent mountain space" (Formicans sun root): s1:2 touches s1:4,
    and s1:1 made mountains: 1 gear for a small building, 3 for a large one."""
    m = {"spaces": {"s1:1": {"type": "mountains"}}}
    s = game(player("formicans", "sun", "formicans_s_root"), map=m)
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s))["gear"] == 1
    s = game(player("formicans", "sun", "formicans_s_root"), map=m)
    before = res(s)
    s.build("s1:2", "large")
    assert spent(before, res(s))["gear"] == 3


def test_per_adjacent_forest_and_water():
    """Nàdair sun top (forest) and Hofstadterians moon left (water): s1:2 touches one forest
    (s5:1) and one water (s1:3): 2 gear each."""
    top = ["nadair_s_root", "nadair_s_l", "nadair_s_c3a", "nadair_s_top"]
    for p in (
        player("nadair", "sun", *top),
        player("hofstadterians", "moon", "hofstadterians_m_root", "hofstadterians_m_l"),
    ):
        s = game(p)
        before = res(s)
        s.build("s1:2")
        assert spent(before, res(s)) == {"gear": 2, "food": 1}, p["tribe"]


def test_near_falcon_discount():
    """ "Every action on a space adjacent to the falcon costs 1 less": see also
    map/test_workshops_falcon.py."""
    s = game(player("vukunturs", "sun", "vukunturs_s_root"), map={"falcon": ["s5:4", None]})
    before = res(s)
    s.build("s5:2")  # next to the falcon, which is also the origin
    assert spent(before, res(s)) == {"gear": 2}


def test_temple_reach_only_from_temples():
    """ "When distance is counted from a temple, reach +2" — not from a building."""
    s = game(
        player("hofstadterians", "sun", "hofstadterians_s_root"),
        map={"spaces": spaces(s2_2={"building": [0, "small"]})},
    )
    before = res(s)
    s.build("s5:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 2}


# -- the fifth slot ---------------------------------------------------------------------------------


def test_fifth_slot():
    """ "Opens the right-hand slot; a card played there may be rotated to use either half.\""""
    s = game({"active": ["s1"], "resources": {}})
    assert not [a for a in s.actions("play") if a["slot"] == "right"]
    s = game({"active": ["s1"], "resources": {}, "unlocked": ["nadair_s_root", "nadair_s_m"]})
    halves = sorted(a["half"] for a in s.actions("play") if a["slot"] == "right")
    assert halves == ["bottom", "top"]
    s.play("s1", "right", "top")
    settle(s)
    assert res(s)["food"] == 2  # s1's top half: 2 food
