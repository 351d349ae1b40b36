import pytest

from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked("I:Iron", 5), **spec}


def replaced_leader(s):
    """The turn flag the core sets when a leader is played over another one."""
    s.player(0).turn["leader_replaced"] = True
    s.game._pending = None
    return s


def test_taj_mahal_costs_the_usual_price_without_a_replaced_leader():
    s = Scenario(players=[rich(wonders=["A:Pyramids"]), {}], row=[None] * 9 + ["I:Taj Mahal"])
    assert s.can("take", card="I:Taj Mahal", label="Take Taj Mahal (4 civil actions)")


def test_taj_mahal_costs_two_less_after_replacing_the_leader():
    s = replaced_leader(
        Scenario(players=[rich(wonders=["A:Pyramids"]), {}], row=[None] * 9 + ["I:Taj Mahal"])
    )
    assert s.can("take", card="I:Taj Mahal", label="Take Taj Mahal (2 civil actions)")
    s.act("take", card="I:Taj Mahal")
    assert s.player(0).building == "I:Taj Mahal#1"
    assert s.actions_left(0) == (3, 2)


def test_taj_mahal_discount_never_below_zero_and_other_wonders_keep_their_price():
    s = replaced_leader(Scenario(players=[rich(), {}], row=["I:Taj Mahal", "I:Great Wall"]))
    assert s.can("take", card="I:Taj Mahal", label="Take Taj Mahal (free)")
    assert s.can("take", card="I:Great Wall", label="Take Great Wall (1 civil action)")
    s.act("take", card="I:Taj Mahal")
    assert s.actions_left(0) == (4, 2)


def test_taj_mahal_after_a_real_leader_replacement():
    leaders = ["II:William Shakespeare", "II:Isaac Newton"]
    if not all(k in REGISTRY for k in leaders):
        pytest.skip("the leaders' modules are not registered yet")
    s = Scenario(
        age="II",
        players=[rich(leader=leaders[0], civil_hand=[leaders[1]], wonders=["A:Pyramids"]), {}],
        row=[None] * 5 + ["I:Taj Mahal"],
    )
    assert s.can("take", card="I:Taj Mahal", label="Take Taj Mahal (3 civil actions)")
    s.act("leader", card=leaders[1])
    assert s.actions_left(0) == (5, 2)  # the civil action comes back
    assert s.can("take", card="I:Taj Mahal", label="Take Taj Mahal (1 civil action)")


def test_completed_taj_mahal_gives_culture_and_a_blue_token():
    s = Scenario(players=[rich(building={"card": "I:Taj Mahal", "stages_built": 2}), {}])
    blue = s.player(0).blue
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["I:Taj Mahal#1"]
    assert s.resources(0) == 8
    # the Iron token paid goes back, one covers the stage, then the 3 stage tokens return and the
    # Taj Mahal brings one more
    assert s.player(0).blue == blue + 1 - 1 + 3 + 1
    assert s.ratings(0).culture == 3
