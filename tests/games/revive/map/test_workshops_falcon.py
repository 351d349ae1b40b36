"""Formican workshops and the Vukuntur falcon (digest §12.3, seed p. 21): "every Build /
Populate / Explore you perform on a space adjacent to one of your workshops costs 1 less (1
gear / 1 book / 1 resource); it never affects distance; never more than 1 even with several
adjacent workshops"; "every action on a space adjacent to the falcon costs 1 less" (a
Vukuntur technology); the falcon is an extra origin."""

from __future__ import annotations

from .helpers import explore_through, game, res, spaces, spent

RICH = {"food": 6, "gear": 6, "book": 6}
FORMICANS = {"tribe": "formicans", "pieces": 3}


def workshop(seat: int) -> dict:
    return {"pieces": [[seat, "workshop"]]}


def test_workshop_build_one_gear_less_not_distance():
    """A workshop on s1:1 (next to s1:2): 2 gear instead of 3; the 1 food of distance stays."""
    s = game({**FORMICANS, "resources": RICH}, map={"spaces": spaces(s1_1=workshop(0))})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 2, "food": 1}


def test_two_workshops_still_one_less():
    """ "Never more than 1 even with several adjacent workshops.\""""
    s = game({**FORMICANS, "resources": RICH}, map={"spaces": spaces(s1_1=workshop(0), s1_4=workshop(0))})
    before = res(s)
    s.build("s1:2", "large")
    assert spent(before, res(s)) == {"gear": 4, "food": 1}


def test_another_players_workshop_gives_nothing():
    """Only your own workshops: player 1's workshop next to s1:2 leaves player 0's price."""
    s = game({"resources": RICH}, {**FORMICANS}, map={"spaces": spaces(s1_1=workshop(1))})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}


def test_workshop_populate_one_book_less():
    """Populate next to a workshop: the technology's books less 1 (Formican left: 1 -> 0)."""
    s = game(
        {**FORMICANS, "resources": RICH, "unlocked": ["formicans_s_root"]},
        map={"spaces": spaces(s2_4=workshop(0))},
    )
    before = res(s)
    s.populate("s2:3", "formicans_s_m")  # 2 books - 1; s2:2 between the Abyss and s2:3
    assert spent(before, res(s)) == {"book": 1, "food": 1}


def test_workshop_explore_one_resource_less():
    """Explore a tile next to a workshop: 1 resource less (3 food on the back -> 2)."""
    m = {"backs": {"a05": "3food:2"}, "face_down": {"3food:2": ["ta05"]}, "spaces": spaces(s5_1=workshop(0))}
    s = game({**FORMICANS, "resources": RICH}, map=m)
    before = res(s)
    explore_through(s, "a05")
    assert spent(before, res(s)) == {"food": 4}  # 3 - 1 + 2 of distance


def test_workshops_are_not_origins():
    """§20.27: only buildings, figures, temples and the falcon are origins; a workshop on s1:1
    does not bring s1:2 nearer (the Abyss is still 1 space away)."""
    s = game(
        {**FORMICANS, "resources": RICH},
        map={"spaces": spaces(s4_2={"building": [0, "small"]}, s1_1=workshop(0))},
    )
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 2, "food": 3}


VUK = {"tribe": "vukunturs", "unlocked": ["vukunturs_s_root"]}


def test_falcon_technology_build_one_less():
    """ "Every action on a space adjacent to the falcon costs 1 less (build 1 gear)": the falcon
    on s1:1, Build on s1:2 (also no distance: the falcon is an origin)."""
    s = game({**VUK, "resources": RICH}, map={"falcon": ["s1:1", None]})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 2}


def test_falcon_without_the_technology_no_discount():
    """Without the technology the falcon is only an origin."""
    s = game({"tribe": "vukunturs", "resources": RICH}, map={"falcon": ["s1:1", None]})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3}


def test_falcon_technology_populate_and_explore():
    """Populate 1 book less, Explore 1 resource less next to the falcon."""
    s = game({**VUK, "resources": RICH}, map={"falcon": ["s2:4", None]})
    before = res(s)
    s.populate("s2:3", "vukunturs_s_l")  # 2 books - 1; adjacent to the falcon: no distance
    assert spent(before, res(s)) == {"book": 1}
    m = {"backs": {"a05": "3food:2"}, "face_down": {"3food:2": ["ta05"]}, "falcon": ["s5:1", None]}
    s = game({**VUK, "resources": RICH}, map=m)
    before = res(s)
    explore_through(s, "a05")
    assert spent(before, res(s)) == {"food": 2}  # 3 - 1, and the tile touches the falcon


def test_falcon_far_no_discount():
    """A falcon that does not touch the target gives nothing off."""
    s = game({**VUK, "resources": RICH}, map={"falcon": ["s4:4", None]})
    before = res(s)
    s.build("s1:2")
    assert spent(before, res(s)) == {"gear": 3, "food": 1}
