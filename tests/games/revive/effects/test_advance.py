"""`advance`: one step on the machine track of the shown colour, or any (digest §7.1, §10)."""

from __future__ import annotations

from epocha.games.revive.catalog import content

from . import me, res, scenario


def test_the_shown_colour_advances() -> None:
    s = scenario(me(active=["s1"]))
    s.play("s1", "bottom1")
    assert s.player(0).tracks == {"yellow": 2, "green": 1, "grey": 1}
    advanced = {"player": 0, "track": "yellow", "space": 2, "cause": {"card": "s1"}}  # (its effect)
    assert s.events("advanced")[-1]["args"] == advanced


def test_any_track_is_chosen() -> None:
    """c08's top: advance yellow, and advance any track."""
    s = scenario(me(active=["c08"]))
    s.play("c08", "top1")
    s.choose(1)  # "advance any" first
    assert s.decision().kind == "track" and s.choices() == ["yellow", "green", "grey"]
    s.choose("grey")
    assert s.player(0).tracks == {"yellow": 2, "green": 1, "grey": 2}


def test_past_the_end_the_tracks_resource() -> None:
    """Seed: "When a marker is at the end of its track, each further advance gives 1 resource of the
    type printed there instead" (§10): yellow ends in food (our board)."""
    end = content().boards.tracks["yellow"].length
    s = scenario(me(active=["s1"], tracks={"yellow": end}, resources={"food": 2}))
    s.play("s1", "bottom1")
    assert s.player(0).tracks["yellow"] == end
    assert res(s)["food"] == 3
    assert s.events("track_overflow")


def test_an_advance_opens_the_reward_space_it_reaches() -> None:
    """Yellow 3 opens the standard machine "reach +1" (our board, §10)."""
    s = scenario(me(active=["s1"], tracks={"yellow": 2}))
    s.play("s1", "bottom1")
    assert "std_long_lens" in s.player(0).opened
    assert s.player(0).progress == 1
