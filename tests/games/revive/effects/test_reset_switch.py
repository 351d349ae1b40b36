"""`reset_switch` (a technology, on unlocking): push your switch back to unused (digest
§12.3)."""

from __future__ import annotations

from . import me, scenario

SPACES = {"s3:2": {"type": "location", "figures": [0]}, "s4:1": {"type": "location"}}


def _s(used: bool) -> object:
    return scenario(
        me(
            tribe="formicans",
            unlocked=["formicans_s_root"],
            resources={"book": 1, "food": 1},
            switch_used=used,
        ),
        map={"spaces": SPACES},
    )


def test_the_switch_is_unused_again_and_usable() -> None:
    s = _s(True)
    assert not s.can("switch", resource="gear")
    s.populate("s4:1", "formicans_s_l")
    assert s.player(0).switch_used is False
    assert s.events("switch_reset")
    s.switch("gear")  # (the second action)
    assert s.player(0).switch_used is True


def test_an_unused_switch_stays_unused() -> None:
    s = _s(False)
    s.populate("s4:1", "formicans_s_l")
    assert s.player(0).switch_used is False and not s.events("switch_reset")
