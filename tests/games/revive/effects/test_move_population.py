"""`move_population` (a technology, on unlocking): move one of your population figures from a
small location to another small location where you have no figure, paying nobody (digest
§12.2)."""

from __future__ import annotations

from . import me, res, scenario

SPACES = {
    "s3:2": {"type": "location", "figures": [0]},
    "s4:1": {"type": "location"},
    "s5:3": {"type": "location", "figures": [1]},
}


def _s() -> object:
    return scenario(
        me(tribe="ox49", unlocked=["ox49_s_root"], resources={"book": 1, "food": 1}),
        {"tribe": "kunibani", "resources": {}},
        map={"spaces": SPACES},
    )


def test_a_figure_moves_on_unlocking_paying_nobody() -> None:
    s = _s()
    s.populate("s4:1", "ox49_s_l")  # (1 book, 1 food of distance; the technology moves a figure)
    assert s.decision().kind == "move"
    a, b = s.space("s3:2"), s.space("s5:3")
    assert [a, b] in s.choices() and [a, s.space("s4:1")] not in s.choices()  # (not where I am)
    s.choose([a, b])
    assert 0 not in s.state.figures[a] and s.state.figures[b] == [1, 0]
    assert res(s, 1)["book"] == 0  # (nobody is paid)


def test_it_may_be_declined() -> None:
    s = _s()
    s.populate("s4:1", "ox49_s_l")
    s.choose("pass")
    assert s.state.figures[s.space("s3:2")] == [0]
